import 'server-only';
import { schoolTransactionById } from '../db/school-transaction';
import type { ParentContext } from '../http/context';
import { endpoint } from '../http/endpoint';
import { kindOf, type WithdrawableKind } from './review-kinds';
import { cancelFamilyRequest } from './workflow';
import { idBody } from '@/lib/schemas/request-list';

/**
 * The parent withdraws one of the family's requests while it waits for staff: 404 for another family's or another
 * school's, 409 once staff acted. Answers `<namespace>.cancelled`.
 */
export async function cancelAppRequest(ctx: ParentContext, kind: WithdrawableKind, id: string) {
  await schoolTransactionById(ctx.tenantId, (tx) => cancelFamilyRequest(tx, ctx, kind, id));
  return { id, message: `${kindOf(kind).namespace}.cancelled` };
}

/**
 * The parents' cancel call of a kind, one shape for every kind: `POST <path> {id}` (the absences' older
 * `PUT /api/app/absences/cancel` is the same call under another method).
 */
export function cancelEndpoint(kind: WithdrawableKind, path: string, summary: string, method: 'POST' | 'PUT' = 'POST') {
  return endpoint({
    method,
    path,
    summary,
    tag: 'App',
    access: 'parent',
    body: idBody,
    shape: 'mutation',
    errors: [403, 404, 409, 422],
    handler: (ctx, { body }) => cancelAppRequest(ctx, kind, body.id),
  });
}
