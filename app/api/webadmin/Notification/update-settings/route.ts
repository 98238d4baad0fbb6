import { endpoint } from '@/lib/server/http/endpoint';
import { updateStaffNotificationSettings } from '@/lib/server/notification/staff-settings';
import { staffNotificationSettings, staffNotificationSettingsBody } from '@/lib/schemas/notification';

// POST /api/webadmin/Notification/update-settings – turn kinds on or off
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Notification/update-settings',
  summary: 'Turns push switches on or off for the signed-in user (any of requests, messages, doses, surveys; the others stay). Answers every switch.',
  tag: 'Notification',
  access: 'tenant',
  body: staffNotificationSettingsBody,
  shape: 'mutation',
  output: staffNotificationSettings,
  handler: (ctx, { body }) => updateStaffNotificationSettings(ctx, body),
});
