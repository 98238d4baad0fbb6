import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../http/context';
import { classScopeSql } from '../class/scope';
import { ABSENCE_STATUSES } from '@/lib/attendance-values';
import { MEDICINE_STATUSES, MESSAGE_STATUSES } from '@/lib/request-values';
import { VACCINE_DECLARATION_STATUSES } from '@/lib/vaccine-values';

/**
 * The kinds of parents' requests that staff review, one entry each: its table (read as `a`, joined to its child
 * `s`), its states and who may move it where, the 409 once decided, who decided and when, the class it belongs to
 * and a teacher's reach. `lib/server/requests/workflow.ts` runs every kind from its entry, the list query
 * (`request-rows.ts`) reads it, and the database trigger `request_transition` (migration 0034) is given the same
 * transitions — `tests/api/request-transition.test.ts` checks the two agree. A later kind is one more entry, its
 * trigger line in a migration, and its statuses under `<namespace>.statuses` in both message files.
 */
export type ReviewKind = {
  table: string;
  /** Where the kind's words are: `<namespace>.statuses.<status>`. */
  namespace: string;
  /** Every state, as the list's status filter and the browser know them. */
  states: readonly string[];
  /** The state that waits for staff: the menu badge and home count it, a parent may withdraw only from it. */
  waiting: string;
  /**
   * A request in another state that waits for staff all the same, without any change of state (a message the parent
   * answered after staff last read it): the badge and home count it too.
   */
  alsoWaiting?: (tenantId: string) => SQL;
  /** Staff's moves, from → to. Answering a read message keeps it read (read → read, nothing is written). */
  decide: Readonly<Record<string, readonly string[]>>;
  /** The parent's withdrawal: from `waiting` to this state, stamped `cancelled_at`. */
  withdrawn?: string;
  /** 409 once staff may no longer act (`{status}` names the state in the caller's language), by state if it says more. */
  conflict: string;
  conflictIn?: Readonly<Record<string, string>>;
  /** Who moved it and when (`<as>_by_name`, `<as>_at` in the list rows). */
  decided: { by: string; at: string; as: 'decided' | 'read' };
  /** The class the list shows and filters by. */
  classOf: SQL;
  /** A teacher's reach; the whole school for everyone else. */
  scope: (ctx: RequestContext) => SQL;
};

/**
 * A request made in one of a teacher's classes or of a child now in one of them (a child who moved stays visible
 * to the new teacher).
 */
export function classOrChildScope(ctx: RequestContext): SQL {
  return sql`(${classScopeSql(ctx, sql`a.class_id`)} or ${classScopeSql(ctx, sql`s.class_id`)})`;
}

const decidedBy = { by: 'decided_by', at: 'decided_at', as: 'decided' } as const;

/**
 * What absences and medicine requests share: pending → approved / rejected, or cancelled by the parent while
 * pending; made in a class, reached as `classOrChildScope`.
 */
const pendingRequest = {
  waiting: 'pending',
  decide: { pending: ['approved', 'rejected'] },
  withdrawn: 'cancelled',
  decided: decidedBy,
  classOf: sql`a.class_id`,
  scope: classOrChildScope,
} as const;

/**
 * A read message whose family answered in its thread after staff last read it (`read_at`; staff reading or replying
 * again moves `read_at` on). Parents' replies deliberately change no state: the transitions stay unread → read |
 * cancelled (migration 0034), a parent can still withdraw only a message nobody has read, and the picture stays
 * the one staff saw. The message needs staff's attention again all the same: it counts on the badge and on home,
 * and the staff list shows it beside the unread ones (`awaiting_staff`).
 */
export const messageParentAnswered = (
  tenantId: string,
) => sql`(a.status = 'read' and exists (select 1 from message_replies pr
  where pr.tenant_id = ${tenantId} and pr.message_id = a.id and pr.author_account is not null and pr.created_at > a.read_at))`;

export const REVIEW_KINDS = {
  /** Absences: a pending request (see `pendingRequest`). */
  absence: {
    table: 'absences',
    namespace: 'absence',
    states: ABSENCE_STATUSES,
    conflict: 'errors.absence_not_pending',
    ...pendingRequest,
  },
  /** Medicine requests: the same states as absences. */
  medicine: {
    table: 'medicine_requests',
    namespace: 'medicine',
    states: MEDICINE_STATUSES,
    conflict: 'errors.request_not_pending',
    ...pendingRequest,
  },
  /**
   * Messages: unread → read → answered (a read message with replies; it stays `read`), or withdrawn (`cancelled`)
   * by the parent while unread. The family may answer a read message; it stays `read` and waits for staff again
   * (`messageParentAnswered`). A teacher reaches only the messages addressed to the teacher in their classes.
   */
  message: {
    table: 'message_requests',
    namespace: 'message',
    states: MESSAGE_STATUSES,
    waiting: 'unread',
    alsoWaiting: messageParentAnswered,
    decide: { unread: ['read'], read: ['read'] },
    withdrawn: 'cancelled',
    conflict: 'errors.message_handled',
    conflictIn: { cancelled: 'errors.message_cancelled' },
    decided: { by: 'read_by', at: 'read_at', as: 'read' },
    classOf: sql`a.class_id`,
    scope: (ctx) => (ctx.scope === 'class' ? sql`(a.recipient = 'teacher' and ${classOrChildScope(ctx)})` : sql`true`),
  },
  /** Vaccine declarations: declared → verified / rejected; they belong to the child's class now. */
  declaration: {
    table: 'vaccine_declarations',
    namespace: 'vaccine',
    states: VACCINE_DECLARATION_STATUSES,
    waiting: 'declared',
    decide: { declared: ['verified', 'rejected'] },
    conflict: 'errors.vaccine_not_declared',
    decided: decidedBy,
    classOf: sql`s.class_id`,
    scope: (ctx) => classScopeSql(ctx, sql`s.class_id`),
  },
} as const satisfies Record<string, ReviewKind>;

export type RequestKind = keyof typeof REVIEW_KINDS;
/** The kinds a parent may withdraw. */
export type WithdrawableKind = {
  [K in RequestKind]: (typeof REVIEW_KINDS)[K] extends { withdrawn: string } ? K : never;
}[RequestKind];

export const kindOf = (kind: RequestKind): ReviewKind => REVIEW_KINDS[kind];

/** Every change of state a kind allows, `from>to`, as the database trigger is given them. */
export function transitionsOf(kind: RequestKind): string[] {
  const k = kindOf(kind);
  const moves = Object.entries(k.decide).flatMap(([from, tos]) =>
    tos.filter((to) => to !== from).map((to) => `${from}>${to}`),
  );
  return k.withdrawn ? [...moves, `${k.waiting}>${k.withdrawn}`] : moves;
}
