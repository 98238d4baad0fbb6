import { contactBookSettingsView } from '@/lib/schemas/contact-book';
import { endpoint } from '@/lib/server/http/endpoint';
import { getContactBookSettings } from '@/lib/server/contact-book/settings';

// GET /api/webadmin/ContactBook/get-settings
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/ContactBook/get-settings',
  summary: "The school's meals (code, Vietnamese and English names; the menus use the same) and the usual values every book starts from.",
  tag: 'ContactBook',
  access: 'tenant',
  right: { menu: 'contact-book', action: 'read' },
  shape: 'data',
  output: contactBookSettingsView,
  handler: (ctx) => getContactBookSettings(ctx),
});
