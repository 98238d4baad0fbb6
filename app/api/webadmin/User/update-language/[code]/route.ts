import { z } from 'zod';
import { endpoint } from '@/lib/server/http/endpoint';
import { updateLanguage } from '@/lib/server/user/update-language';
import { locales } from '@/lib/i18n/routing';

// PUT /api/webadmin/User/update-language/{code} – the user's language
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/User/update-language/{code}',
  summary: "Saves the user's language (vi or en).",
  tag: 'User',
  access: 'user',
  params: z.object({ code: z.enum(locales, { error: 'errors.invalid_language' }) }),
  shape: 'mutation',
  handler: (ctx, { params }) => updateLanguage(ctx, params.code),
});
