import 'server-only';
import type { RequestContext, UserContext } from '../http/context';
import { rightStrings } from '@/lib/rights';

export type CurrentUser = {
  id: string;
  username: string;
  full_name: string;
  email: string | null;
  language_code: string;
  roles: string[];
  scope: string | null;
  tenant_id: string | null;
  rights: Record<string, string[]>;
  is_system_admin: boolean;
};

/** GET /User/get-detail-by-token: the signed-in user, with roles, scope and rights in the chosen school. */
export function getCurrentUser(ctx: RequestContext | UserContext): CurrentUser {
  const inSchool = 'rights' in ctx;
  return {
    id: ctx.user.id,
    username: ctx.user.username,
    full_name: ctx.user.fullName,
    email: ctx.user.email,
    language_code: ctx.user.languageCode,
    roles: inSchool ? ctx.roles : ctx.user.isSystemAdmin ? ['admin'] : [],
    scope: inSchool ? ctx.scope : ctx.user.isSystemAdmin ? 'system' : null,
    tenant_id: ctx.tenantId,
    rights: inSchool ? ctx.rights : {},
    is_system_admin: ctx.user.isSystemAdmin,
  };
}

export function accessGroups(ctx: RequestContext) {
  return rightStrings(ctx.rights);
}
