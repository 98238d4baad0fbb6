import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf, uuidArray } from '../db/rows';
import type { RequestContext } from '../http/context';
import { classScopeSql } from '../class/scope';
import { conflict, forbidden, notFound, unprocessable } from '../http/errors';
import type { EventRow } from '@/lib/schemas/calendar-event';
import type { EventStatus } from '@/lib/calendar-event-values';

// The SQL every calendar-event query shares. `e` is the event (calendar_events), `s` a child (students),
// `r` the child's reply (calendar_event_replies).

/**
 * The event `e` names no class: it is for the whole school. `school` names the school (the caller's id where the
 * query has it: Citus routes a sub-select to one shard only when it names the school, not `e.tenant_id`).
 */
const wholeSchoolOf = (school: SQL | string) =>
  sql`not exists (select 1 from calendar_event_classes ec where ec.tenant_id = ${school} and ec.event_id = e.id)`;
/** `classColumn` (a class id) is one the event `e` of the school `school` is for (any class, for a whole-school event). */
export const eventHasClass = (classColumn: SQL, school: string) =>
  sql`(${classColumn} is not null and (${wholeSchoolOf(school)} or exists (select 1 from calendar_event_classes ec
    where ec.tenant_id = ${school} and ec.event_id = e.id and ec.class_id = ${classColumn})))`;

/**
 * The events a caller may reach: the whole school's, or for a teacher (scope `class`) whole-school events and those
 * naming one of their classes.
 */
export function eventScope(ctx: RequestContext): SQL {
  if (ctx.scope !== 'class') return sql`true`;
  if (!ctx.classIds.length) return wholeSchoolOf(ctx.tenantId);
  return sql`(${wholeSchoolOf(ctx.tenantId)} or exists (select 1 from calendar_event_classes ec where ec.tenant_id = ${ctx.tenantId}
    and ec.event_id = e.id and ec.class_id = any(${uuidArray(ctx.classIds)})))`;
}

/**
 * The children an event concerns (its audience): studying children of its classes, and any child who has replied
 * (a child who has since moved keeps their reply counted), cut to the caller's classes. Over `students s` with the
 * reply `r` left-joined, inside a query where `e` is the event.
 */
export const AUDIENCE_FROM = sql`students s left join calendar_event_replies r
  on r.tenant_id = s.tenant_id and r.event_id = e.id and r.student_id = s.id`;
export const audienceWhere = (scope: SQL, school: string) =>
  sql`s.tenant_id = ${school} and ((s.status = 'studying' and ${eventHasClass(sql`s.class_id`, school)}) or r.student_id is not null) and ${scope}`;

/** A child's class as the caller may reach it (teachers: their classes only). */
export const childScope = (ctx: RequestContext) => classScopeSql(ctx, sql`s.class_id`);

type Raw = Omit<
  EventRow,
  'starts_at' | 'ends_at' | 'created_at' | 'class_ids' | 'class_names' | 'expected' | 'yes' | 'no' | 'pending'
> & {
  starts_at: Date | string;
  ends_at: Date | string;
  created_at: Date | string;
  classes: { id: string; name: string }[] | string | null;
  counts: { expected: number; yes: number; no: number } | string;
};

export const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** What every event row says of the event itself, its times as ISO strings. */
export const eventFields = (
  r: Pick<EventRow, 'id' | 'title' | 'place' | 'description'> & { starts_at: Date | string; ends_at: Date | string },
) => ({
  id: r.id,
  title: r.title,
  starts_at: iso(r.starts_at)!,
  ends_at: iso(r.ends_at)!,
  place: r.place,
  description: r.description,
});

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * Events as the API answers them (EventRow): classes by name, who created it, and the replies counted over the
 * children of the caller's scope. `where` and `order` may use `e`.
 */
export async function selectEventRows(
  tx: Tx,
  ctx: RequestContext,
  where: SQL,
  order: SQL,
  page?: { limit: number; offset: number },
): Promise<EventRow[]> {
  const raw = await rowsOf<Raw>(
    tx,
    sql`select e.id, e.title, e.starts_at, e.ends_at, e.place, e.description, e.needs_reply, e.status, e.cancel_reason,
      e.created_at, u.full_name as created_by_name,
      (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name), '[]'::json)
        from calendar_event_classes ec join classes c on c.tenant_id = ec.tenant_id and c.id = ec.class_id
        where ec.tenant_id = ${ctx.tenantId} and ec.event_id = e.id) as classes,
      (select json_build_object('expected', count(*), 'yes', count(*) filter (where r.answer = 'yes'),
          'no', count(*) filter (where r.answer = 'no'))
        from ${AUDIENCE_FROM} where ${audienceWhere(childScope(ctx), ctx.tenantId)}) as counts
    from calendar_events e left join users u on u.id = e.created_by
    where e.tenant_id = ${ctx.tenantId} and ${eventScope(ctx)} and ${where}
    order by ${order}
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  );
  return raw.map((r) => {
    const classes = json(r.classes ?? []) ?? [];
    const counts = json(r.counts);
    const [expected, yes, no] = [Number(counts.expected), Number(counts.yes), Number(counts.no)];
    return {
      ...eventFields(r),
      class_ids: classes.map((c) => c.id),
      class_names: classes.map((c) => c.name),
      needs_reply: !!r.needs_reply,
      status: r.status,
      cancel_reason: r.cancel_reason,
      expected,
      yes,
      no,
      pending: Math.max(0, expected - yes - no),
      created_by_name: r.created_by_name,
      created_at: iso(r.created_at)!,
    };
  });
}

export type LockedEvent = {
  id: string;
  status: EventStatus;
  needs_reply: boolean;
  ended: boolean;
  class_ids: string[];
};

/** One event of the caller's reach, locked for a change; another school's (or class's) is "not found". */
export async function lockEvent(tx: Tx, ctx: RequestContext, id: string): Promise<LockedEvent> {
  const [row] = await rowsOf<Omit<LockedEvent, 'class_ids'> & { class_ids: string[] | null }>(
    tx,
    sql`select e.id, e.status, e.needs_reply, e.ends_at < now() as ended,
        (select array_agg(ec.class_id::text) from calendar_event_classes ec
          where ec.tenant_id = ${ctx.tenantId} and ec.event_id = e.id) as class_ids
      from calendar_events e where e.tenant_id = ${ctx.tenantId} and e.id = ${id} and ${eventScope(ctx)}
      for update of e`,
  );
  if (!row) throw notFound();
  return { ...row, class_ids: row.class_ids ?? [] };
}

/**
 * A teacher changes only events of their own classes (a whole-school event, or one also naming another class, is
 * the school's to change); school staff change any.
 */
export function assertMayEdit(ctx: RequestContext, classIds: string[]) {
  if (ctx.scope !== 'class') return;
  if (!classIds.length) throw forbidden('errors.event_whole_school');
  if (classIds.some((id) => !ctx.classIds.includes(id))) throw notFound();
}

/** Every class named is one of the school's (another school's class is "not found", as a teacher's other class is). */
export async function checkClasses(tx: Tx, ctx: RequestContext, ids: string[]) {
  assertMayEdit(ctx, ids);
  if (!ids.length) return;
  const [{ n }] = await rowsOf<{ n: number | string }>(
    tx,
    sql`select count(*) as n from classes where tenant_id = ${ctx.tenantId} and id = any(${uuidArray(ids)})`,
  );
  if (Number(n) !== new Set(ids).size) throw notFound();
}

/** A reply is taken only for a published event that asks for one and has not ended. */
export function assertOpenForReplies(event: { status: EventStatus; needs_reply: boolean; ended: boolean }) {
  if (event.status === 'cancelled') throw conflict('errors.event_cancelled');
  if (event.status !== 'published') throw conflict('errors.event_not_published');
  if (!event.needs_reply) throw unprocessable('errors.event_no_reply');
  if (event.ended) throw unprocessable('errors.event_ended');
}

/**
 * Writes the reply of a child (replacing an earlier one, whoever gave it). The caller has checked the event and
 * that the child is of its audience; the row lock on the event keeps a cancel from slipping in between.
 */
export async function upsertReply(
  tx: Tx,
  tenantId: string,
  eventId: string,
  studentId: string,
  input: { answer: string; note: string },
  by: { userId: string } | { accountId: string },
) {
  const [source, userId, accountId] = 'userId' in by ? ['staff', by.userId, null] : ['parent', null, by.accountId];
  await tx.execute(
    sql`insert into calendar_event_replies (tenant_id, event_id, student_id, answer, note, source, by_user, by_account, replied_at)
      values (${tenantId}, ${eventId}, ${studentId}, ${input.answer}, ${input.note}, ${source}, ${userId}, ${accountId}, now())
      on conflict (tenant_id, event_id, student_id) do update set answer = excluded.answer, note = excluded.note,
        source = excluded.source, by_user = excluded.by_user, by_account = excluded.by_account, replied_at = ${new Date().toISOString()}::timestamptz`,
  );
}

/** The child `studentId` is one the event concerns (studying in one of its classes), within `scope`; 404 otherwise. */
export async function assertInAudience(tx: Tx, tenantId: string, eventId: string, studentId: string, scope: SQL) {
  const [row] = await rowsOf<{ ok: number }>(
    tx,
    sql`select 1 as ok from calendar_events e join students s on s.tenant_id = e.tenant_id and s.id = ${studentId}
      where e.tenant_id = ${tenantId} and e.id = ${eventId} and s.status = 'studying'
        and ${eventHasClass(sql`s.class_id`, tenantId)} and ${scope}`,
  );
  if (!row) throw notFound();
}
