import { endpoint } from '@/lib/server/http/endpoint';
import { updateTuitionSettings } from '@/lib/server/tuition/tuition-settings';
import { settingsSchema } from '@/lib/schemas/tuition';

// PUT /api/webadmin/Tuition/update-settings
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/Tuition/update-settings',
  summary: 'Sets the school’s bank account for VietQR (6-digit bank BIN, account number, account name).',
  tag: 'Tuition',
  access: 'tenant',
  right: { menu: 'tuition', action: 'update' },
  body: settingsSchema,
  shape: 'mutation',
  handler: (ctx, { body }) => updateTuitionSettings(ctx, body),
});
