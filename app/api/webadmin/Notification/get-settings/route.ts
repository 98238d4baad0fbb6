import { endpoint } from '@/lib/server/http/endpoint';
import { getStaffNotificationSettings } from '@/lib/server/notification/staff-settings';
import { staffNotificationSettings } from '@/lib/schemas/notification';

// GET /api/webadmin/Notification/get-settings – the signed-in user's notification switches
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Notification/get-settings',
  summary:
    'The signed-in user’s push switches per kind (requests: new absences, medicine requests and vaccine declarations; messages; doses due; surveys closed). A kind never changed is on; the inbox gets everything regardless.',
  tag: 'Notification',
  access: 'tenant',
  shape: 'data',
  output: staffNotificationSettings,
  handler: (ctx) => getStaffNotificationSettings(ctx),
});
