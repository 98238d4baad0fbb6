import 'server-only';
import type { RequestContext } from '../http/context';
import { unprocessable } from '../http/errors';
import { hasRight, mergeRights } from '@/lib/rights';

/**
 * Nobody takes away their own right to manage users in the chosen school by changing their own roles
 * (422 errors.cannot_demote_self). System administrators hold every right through their flag.
 */
export function assertKeepsOwnRights(
  ctx: RequestContext,
  targetId: string,
  rightsBySchool: Map<string, Record<string, string[]>[]>,
) {
  if (targetId !== ctx.userId || ctx.user.isSystemAdmin) return;
  const after = mergeRights(rightsBySchool.get(ctx.tenantId) ?? []);
  if (ctx.can('user', 'update') && !hasRight(after, 'user', 'update')) throw unprocessable('errors.cannot_demote_self');
}
