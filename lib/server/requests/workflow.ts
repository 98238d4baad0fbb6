import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import type { ParentContext, RequestContext } from '../http/context';
import { conflict, notFound } from '../http/errors';
import { translate } from '@/lib/i18n/translate';
import { classOrChildScope, kindOf, type RequestKind, type WithdrawableKind } from './review-kinds';

export type { RequestKind } from './review-kinds';

/**
 * The one workflow of the parents' requests that staff review — absences, medicine requests, messages, vaccine
 * declarations — each run from its entry in `review-kinds.ts`: the lock, staff's moves with the translated 409 once
 * decided, the parent's withdrawal, a teacher's reach, the family filter and the waiting count. The database keeps
 * the same transitions (trigger `request_transition`, migration 0034) and audits every change (the `audit`
 * trigger); this module answers the translated 409 first. Every query reads the request as `a` joined to its child
 * as `s`.
 */
const table = (kind: RequestKind) => sql.raw(kindOf(kind).table);
const column = (name: string) => sql.raw(name);
/** A state of the kind's own declaration written into the statement, as a literal (it is never the caller's). */
const state = (name: string) => sql.raw(`'${name}'`);

export const requestFrom = (kind: RequestKind) =>
  sql`${table(kind)} a join students s on s.tenant_id = a.tenant_id and s.id = a.student_id`;

/** The absences and medicine requests a caller may reach (see `classOrChildScope`). */
export const requestScope = (ctx: RequestContext): SQL => classOrChildScope(ctx);

/** The requests of a kind a caller may reach: the whole school, or a teacher's as the kind declares. */
export const scopeOf = (ctx: RequestContext, kind: RequestKind): SQL => kindOf(kind).scope(ctx);

/** `<alias>.student_id` is one of the children linked to the caller's app account. */
export const familyOf = (ctx: ParentContext, alias = 'a') =>
  sql`${sql.raw(alias)}.student_id in (select l.student_id from app_account_students l where l.tenant_id = ${ctx.tenantId} and l.account_id = ${ctx.accountId})`;

type Locked = { id: string; status: string; student_id: string };

/** 409 once staff may no longer act on a request, naming its state in the caller's language. */
export function notPending(locale: string, kind: RequestKind, status: string) {
  const { namespace, conflict: key, conflictIn } = kindOf(kind);
  return conflict(conflictIn?.[status] ?? key, { status: translate(locale, `${namespace}.statuses.${status}`) });
}

/** The one row `where` finds in `from` (the request `a`, with `extra` columns), locked; none is 404. */
async function lockOne<T extends object>(tx: Tx, q: { from: SQL; where: SQL; extra: SQL }) {
  const [row] = await rowsOf<Locked & T>(
    tx,
    sql`select a.id, a.status, a.student_id ${q.extra} from ${q.from} where ${q.where}`,
  );
  if (!row) throw notFound();
  return row;
}

/**
 * One request of the caller's school and scope, locked until the transaction ends, so that two people deciding it
 * at once are served one after the other (the second sees it is decided). Otherwise 404. `extra` adds columns
 * (`, a.x as x`) the caller needs.
 */
export async function lockRequest<T extends object = object>(
  tx: Tx,
  ctx: RequestContext,
  kind: RequestKind,
  id: string,
  extra = sql``,
): Promise<Locked & T> {
  const where = sql`a.tenant_id = ${ctx.tenantId} and a.id = ${id} and ${scopeOf(ctx, kind)} for update of a`;
  return lockOne<T>(tx, { from: requestFrom(kind), where, extra });
}

/** The family's own request, locked; another family's (or school's) is 404; with `pending`, one no longer waiting is 409. */
export async function lockFamilyRequest<T extends object = object>(
  tx: Tx,
  ctx: ParentContext,
  kind: RequestKind,
  id: string,
  { extra = sql``, pending = false }: { extra?: SQL; pending?: boolean } = {},
): Promise<Locked & T> {
  const where = sql`a.tenant_id = ${ctx.tenantId} and a.id = ${id} and ${familyOf(ctx)} for update`;
  const row = await lockOne<T>(tx, { from: sql`${table(kind)} a`, where, extra });
  if (pending && row.status !== kindOf(kind).waiting) throw notPending(ctx.locale, kind, row.status);
  return row;
}

/**
 * Staff move a request of their reach to `to` (a decision, or a message read): locked, 409 unless the kind allows
 * the move from its state, stamped with who and when (`reason`: the reason the parent reads). Moving a request to
 * the state it is in, where allowed, writes nothing. Answers the locked row.
 */
export async function moveRequest<T extends object = object>(
  tx: Tx,
  ctx: RequestContext,
  kind: RequestKind,
  id: string,
  to: string,
  { reason = null, extra = sql`` }: { reason?: string | null; extra?: SQL } = {},
) {
  const k = kindOf(kind);
  const row = await lockRequest<T>(tx, ctx, kind, id, extra);
  if (!k.decide[row.status]?.includes(to)) throw notPending(ctx.locale, kind, row.status);
  if (row.status === to) return row;
  const rejected = to === 'rejected' ? sql`, reject_reason = ${reason}` : sql``;
  await tx.execute(
    sql`update ${table(kind)} set status = ${to}, ${column(k.decided.by)} = ${ctx.userId}, ${column(k.decided.at)} = now(),
      updated_at = now() ${rejected}
      where tenant_id = ${ctx.tenantId} and id = ${id}`,
  );
  return row;
}

export type Decision = { status: 'approved' } | { status: 'rejected'; reason: string };

/** Approve or reject (with the reason the parent reads) a pending absence or medicine request; answers the locked row. */
export function decideRequest<T extends object = object>(
  tx: Tx,
  ctx: RequestContext,
  kind: RequestKind,
  id: string,
  decision: Decision,
  extra = sql``,
) {
  const reason = decision.status === 'rejected' ? decision.reason : null;
  return moveRequest<T>(tx, ctx, kind, id, decision.status, { reason, extra });
}

/** The parent withdraws their request while it waits (404 for anyone else's, 409 once staff acted). */
export async function cancelFamilyRequest(tx: Tx, ctx: ParentContext, kind: WithdrawableKind, id: string) {
  await lockFamilyRequest(tx, ctx, kind, id, { pending: true });
  await tx.execute(
    sql`update ${table(kind)} set status = ${kindOf(kind).withdrawn!}, cancelled_at = now(), updated_at = now()
      where tenant_id = ${ctx.tenantId} and id = ${id}`,
  );
}

/** Requests waiting for staff in the caller's scope: the home page. */
export async function countPending(tx: Tx, ctx: RequestContext, kind: RequestKind): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(tx, pendingCount(ctx, kind));
  return Number(row?.n ?? 0);
}

/** The kind's requests waiting for staff: in its waiting state, or another the kind says waits too (`alsoWaiting`). */
export function waitingOf(kind: RequestKind, tenantId: string): SQL {
  const k = kindOf(kind);
  const waiting = sql`a.status = ${state(k.waiting)}`;
  return k.alsoWaiting ? sql`(${waiting} or ${k.alsoWaiting(tenantId)})` : waiting;
}

/** The query counting them (`n`), for a menu badge. */
export function pendingCount(ctx: RequestContext, kind: RequestKind): SQL {
  return sql`select count(*) as n from ${requestFrom(kind)}
      where a.tenant_id = ${ctx.tenantId} and ${waitingOf(kind, ctx.tenantId)} and ${scopeOf(ctx, kind)}`;
}
