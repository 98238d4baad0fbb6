import 'server-only';
import { forbidden } from '../http/errors';

/**
 * Schools and the audit log belong to system administrators only. Checked on the user itself, not on a role's
 * rights: a school's role matrix never offers these menus, and a hand-edited role must not open them either.
 */
export function assertSystemAdmin(ctx: { user: { isSystemAdmin: boolean } }) {
  if (!ctx.user.isSystemAdmin) throw forbidden('errors.forbidden_action');
}
