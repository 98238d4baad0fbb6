import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import type { ParentContext, RequestContext } from '../http/context';
import { classScopeSql } from '../class/scope';
import { conflict, notFound } from '../http/errors';
import { translate } from '@/lib/i18n/translate';

/**
 * The one workflow of the parents' requests that staff decide — absences and medicine requests:
 * `pending` → `approved` / `rejected` (with a reason, by whom, when), or `cancelled` by the parent while pending.
 * The database keeps the same rule (trigger `request_transition`, migration 0027) and audits every change (the
 * `audit` trigger); this module answers the translated 409 first. Every query reads the request as `a` joined to
 * its child as `s`.
 */
const KINDS = {
  absence: { table: 'absences', namespace: 'absence', notPending: 'errors.absence_not_pending' },
  medicine: { table: 'medicine_requests', namespace: 'medicine', notPending: 'errors.request_not_pending' },
} as const;

export type RequestKind = keyof typeof KINDS;

const table = (kind: RequestKind) => sql.raw(KINDS[kind].table);

export const requestFrom = (kind: RequestKind) =>
  sql`${table(kind)} a join students s on s.tenant_id = a.tenant_id and s.id = a.student_id`;

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

type Locked = { id: string; status: string; student_id: string };

/** 409 for a request that is no longer pending, naming its state in the caller's language. */
export function notPending(locale: string, kind: RequestKind, status: string) {
  const { namespace, notPending: key } = KINDS[kind];
  return conflict(key, { status: translate(locale, `${namespace}.statuses.${status}`) });
}

/**
 * One request of the caller's school and scope, locked until the transaction ends, so that two people deciding it
 * at once are served one after the other (the second sees it is no longer pending). Otherwise 404. `extra` adds
 * columns (`, a.x as x`) the caller needs.
 */
export async function lockRequest<T extends object = object>(
  tx: Tx,
  ctx: RequestContext,
  kind: RequestKind,
  id: string,
  extra = sql``,
): Promise<Locked & T> {
  const [row] = await rowsOf<Locked & T>(
    tx,
    sql`select a.id, a.status, a.student_id ${extra} from ${requestFrom(kind)}
      where a.tenant_id = ${ctx.tenantId} and a.id = ${id} and ${requestScope(ctx)} for update of a`,
  );
  if (!row) throw notFound();
  return row;
}

/** The family's own request, locked; another family's (or school's) is 404; with `pending`, a decided one is 409. */
export async function lockFamilyRequest<T extends object = object>(
  tx: Tx,
  ctx: ParentContext,
  kind: RequestKind,
  id: string,
  { extra = sql``, pending = false }: { extra?: SQL; pending?: boolean } = {},
): Promise<Locked & T> {
  const [row] = await rowsOf<Locked & T>(
    tx,
    sql`select a.id, a.status, a.student_id ${extra} from ${table(kind)} a
      where a.tenant_id = ${ctx.tenantId} and a.id = ${id} and ${familyOf(ctx)} for update`,
  );
  if (!row) throw notFound();
  if (pending && row.status !== 'pending') throw notPending(ctx.locale, kind, row.status);
  return row;
}

export type Decision = { status: 'approved' } | { status: 'rejected'; reason: string };

/** Approve (`reason` null) or reject (with the reason the parent reads) a pending request; answers the locked row. */
export async function decideRequest<T extends object = object>(
  tx: Tx,
  ctx: RequestContext,
  kind: RequestKind,
  id: string,
  decision: Decision,
  extra = sql``,
) {
  const row = await lockRequest<T>(tx, ctx, kind, id, extra);
  if (row.status !== 'pending') throw notPending(ctx.locale, kind, row.status);
  await tx.execute(
    sql`update ${table(kind)} set status = ${decision.status},
      reject_reason = ${decision.status === 'rejected' ? decision.reason : null},
      decided_by = ${ctx.userId}, decided_at = now(), updated_at = now()
      where tenant_id = ${ctx.tenantId} and id = ${id}`,
  );
  return row;
}

/** The parent withdraws a request nobody has decided yet. */
export async function cancelFamilyRequest(tx: Tx, ctx: ParentContext, kind: RequestKind, id: string) {
  await lockFamilyRequest(tx, ctx, kind, id, { pending: true });
  await tx.execute(
    sql`update ${table(kind)} set status = 'cancelled', cancelled_at = now(), updated_at = now()
      where tenant_id = ${ctx.tenantId} and id = ${id}`,
  );
}

/** Pending requests in the caller's scope: the menu badges and the home page. */
export async function countPending(tx: Tx, ctx: RequestContext, kind: RequestKind): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(tx, pendingCount(ctx, kind));
  return Number(row?.n ?? 0);
}

/** The query counting them (`n`), for a menu badge. */
export function pendingCount(ctx: RequestContext, kind: RequestKind): SQL {
  return sql`select count(*) as n from ${requestFrom(kind)}
      where a.tenant_id = ${ctx.tenantId} and a.status = 'pending' and ${requestScope(ctx)}`;
}
