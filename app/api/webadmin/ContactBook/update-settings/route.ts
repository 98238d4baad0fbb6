import { endpoint } from '@/lib/server/http/endpoint';
import { updateContactBookSettings } from '@/lib/server/contact-book/settings';
import { contactBookSettingsSchema } from '@/lib/schemas/contact-book';

// PUT /api/webadmin/ContactBook/update-settings
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/ContactBook/update-settings',
  summary:
    "Sets the school's meals and usual values (school staff, not class-scoped teachers). A meal keeps its code: renaming changes its names, a new meal (no code) gets one, a meal a book or a menu uses cannot be removed (422).",
  tag: 'ContactBook',
  access: 'tenant',
  right: { menu: 'contact-book', action: 'update' },
  body: contactBookSettingsSchema,
  shape: 'mutation',
  errors: [422],
  handler: (ctx, { body }) => updateContactBookSettings(ctx, body),
});
