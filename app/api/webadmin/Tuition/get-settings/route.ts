import { endpoint } from '@/lib/server/http/endpoint';
import { getTuitionSettings } from '@/lib/server/tuition/tuition-settings';
import { settingsSchema } from '@/lib/schemas/tuition';

// GET /api/webadmin/Tuition/get-settings
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Tuition/get-settings',
  summary: 'The school’s bank account for VietQR: bank BIN, account number and name.',
  tag: 'Tuition',
  access: 'tenant',
  right: { menu: 'tuition', action: 'read' },
  output: settingsSchema,
  shape: 'data',
  handler: (ctx) => getTuitionSettings(ctx),
});
