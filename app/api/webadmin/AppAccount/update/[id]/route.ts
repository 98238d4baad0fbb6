import { endpoint } from '@/lib/server/http/endpoint';
import { updateAppAccount } from '@/lib/server/app-account/update-app-account';
import { appAccountUpdateSchema } from '@/lib/schemas/app-account';
import { idParams } from '@/lib/schemas/list';

// PUT /api/webadmin/AppAccount/update/{id}
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/AppAccount/update/{id}',
  summary:
    'Changes a parents’ app account: its username (409 when another account has it), its guardian’s phone and the children linked to it (each the family’s — the guardian’s own or with a guardian of that phone — else 422; within the caller’s reach, else 404).',
  tag: 'AppAccount',
  access: 'tenant',
  right: { menu: 'app-account', action: 'update' },
  params: idParams,
  body: appAccountUpdateSchema,
  shape: 'mutation',
  errors: [404, 409, 422],
  handler: (ctx, { params, body }) => updateAppAccount(ctx, params.id, body),
});
