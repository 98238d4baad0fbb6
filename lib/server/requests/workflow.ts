import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import type { ParentContext, RequestContext } from '../http/context';
import { classScopeSql } from '../class/scope';
import { conflict, notFound } from '../http/errors';
import { translate } from '@/lib/i18n/translate';

/**
 * The requests' workflow shared by parents' requests (medicine; absences keep their own copy of the same rules):
 * `pending` → `approved` / `rejected` (with a reason, by whom, when), or `cancelled` by the parent while pending.
 * Every query reads the request as `a` joined to its child as `s`.
 */
export type RequestTable = 'medicine_requests';

export const requestFrom = (table: RequestTable) =>
  sql`${sql.raw(table)} a join students s on s.tenant_id = a.tenant_id and s.id = a.student_id`;

/**
 * The requests a caller may reach: the whole school, or for a teacher those made in one of their classes or of a
 * child now in one of them (a child who moved stays visible to the new teacher).
 */
export function requestScope(ctx: RequestContext): SQL {
  return sql`(${classScopeSql(ctx, sql`a.class_id`)} or ${classScopeSql(ctx, sql`s.class_id`)})`;
}

/** `a.student_id` is one of the children linked to the caller's app account. */
export const familyOf = (ctx: ParentContext) =>
  sql`a.student_id in (select l.student_id from app_account_students l where l.tenant_id = ${ctx.tenantId} and l.account_id = ${ctx.accountId})`;

type Locked = { id: string; status: string; student_id: string; photo_path?: string | null };

/** 409 for a request that is no longer pending, naming its state in the caller's language. */
export function notPending(locale: string, status: string, namespace: string) {
  return conflict('errors.request_not_pending', { status: translate(locale, `${namespace}.statuses.${status}`) });
}

/**
 * One request of the caller's school and scope, locked until the transaction ends, so that two people deciding it
 * at once are served one after the other (the second sees it is no longer pending). Otherwise 404.
 */
export async function lockRequest(tx: Tx, ctx: RequestContext, table: RequestTable, id: string, extra = sql``) {
  const [row] = await rowsOf<Locked & Record<string, unknown>>(
    tx,
    sql`select a.id, a.status, a.student_id ${extra} from ${requestFrom(table)}
      where a.tenant_id = ${ctx.tenantId} and a.id = ${id} and ${requestScope(ctx)} for update of a`,
  );
  if (!row) throw notFound();
  return row;
}

/** The family's own request, locked; another family's (or school's) is 404. */
export async function lockFamilyRequest(tx: Tx, ctx: ParentContext, table: RequestTable, id: string) {
  const [row] = await rowsOf<Locked>(
    tx,
    sql`select a.id, a.status, a.student_id from ${sql.raw(table)} a
      where a.tenant_id = ${ctx.tenantId} and a.id = ${id} and ${familyOf(ctx)} for update`,
  );
  if (!row) throw notFound();
  return row;
}

/** Approve (`reason` null) or reject (with the reason the parent reads) a pending request. */
export async function decideRequest(
  tx: Tx,
  ctx: RequestContext,
  table: RequestTable,
  id: string,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
  namespace: string,
) {
  const row = await lockRequest(tx, ctx, table, id);
  if (row.status !== 'pending') throw notPending(ctx.locale, row.status, namespace);
  await tx.execute(
    sql`update ${sql.raw(table)} set status = ${decision.status},
      reject_reason = ${decision.status === 'rejected' ? decision.reason : null},
      decided_by = ${ctx.userId}, decided_at = now(), updated_at = now()
      where tenant_id = ${ctx.tenantId} and id = ${id}`,
  );
  return row;
}

/** The parent withdraws a request nobody has decided yet. */
export async function cancelFamilyRequest(tx: Tx, ctx: ParentContext, table: RequestTable, id: string, namespace: string) {
  const row = await lockFamilyRequest(tx, ctx, table, id);
  if (row.status !== 'pending') throw notPending(ctx.locale, row.status, namespace);
  await tx.execute(
    sql`update ${sql.raw(table)} set status = 'cancelled', cancelled_at = now(), updated_at = now()
      where tenant_id = ${ctx.tenantId} and id = ${id}`,
  );
}

/** Pending requests in the caller's scope: the menu badge and the home page. */
export async function countPending(tx: Tx, ctx: RequestContext, table: RequestTable): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(
    tx,
    sql`select count(*) as n from ${requestFrom(table)}
      where a.tenant_id = ${ctx.tenantId} and a.status = 'pending' and ${requestScope(ctx)}`,
  );
  return Number(row?.n ?? 0);
}
