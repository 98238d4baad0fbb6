import { endpoint } from '@/lib/server/http/endpoint';
import { getNotificationSettings, updateNotificationSettings } from '@/lib/server/notification-settings/notification-settings';
import { notificationSettings, notificationSettingsBody } from '@/lib/schemas/notification-settings';

// GET /api/app/notification-settings – the parent's switches per kind of notification
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/notification-settings',
  summary:
    'The parent’s notification settings: one switch per kind (requests: decisions on leave, medicine and vaccine declarations; doses; messages; news; invoices). A kind never changed is on.',
  tag: 'App',
  access: 'parent',
  shape: 'data',
  output: notificationSettings,
  handler: (ctx) => getNotificationSettings(ctx),
});

// PUT /api/app/notification-settings – turn kinds on or off
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/app/notification-settings',
  summary:
    'Turns kinds of notification on or off for this parents’ app account (any of requests, doses, messages, news, invoices; the others stay). Answers every switch.',
  tag: 'App',
  access: 'parent',
  body: notificationSettingsBody,
  shape: 'mutation',
  output: notificationSettings,
  handler: (ctx, { body }) => updateNotificationSettings(ctx, body),
});
