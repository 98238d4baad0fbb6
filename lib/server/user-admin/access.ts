import 'server-only';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { db, type Tx } from '../db/client';
import { classTeachers, sessions, userSchools, users } from '../db/schema';
import { crossSchoolTransaction, schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { forbidden, notFound } from '../http/errors';

/**
 * The transaction a user-administration call runs in: a school's staff work as the row-level-security role inside
 * their school (they can reach no other); a system administrator works across schools. Either way the caller is
 * recorded for the audit trigger.
 */
export function runAs<T>(ctx: RequestContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return ctx.user.isSystemAdmin ? crossSchoolTransaction({ userId: ctx.userId, tenantId: ctx.tenantId }, fn) : schoolTransaction(ctx, fn);
}

/**
 * The condition "the caller may see this user": anyone for a system administrator; otherwise a member of the chosen
 * school, and for a teacher (scope `class`) only themself and the teachers of their classes.
 */
export function visibleTo(ctx: RequestContext) {
  if (ctx.user.isSystemAdmin) return undefined;
  const member = sql`exists (select 1 from user_schools us where us.tenant_id = ${ctx.tenantId} and us.user_id = ${users.id})`;
  if (ctx.scope !== 'class') return member;
  const classIds = ctx.classIds.length ? ctx.classIds : ['00000000-0000-0000-0000-000000000000'];
  return and(
    member,
    sql`(${users.id} = ${ctx.userId} or exists (select 1 from ${classTeachers} where ${classTeachers.tenantId} = ${ctx.tenantId} and ${classTeachers.userId} = ${users.id} and ${inArray(classTeachers.classId, classIds)}))`,
  );
}

/** The user with this id if the caller may see them; otherwise 404, whether they exist elsewhere or not at all. */
export async function findTarget(tx: Tx, ctx: RequestContext, id: string, lock = true) {
  const query = tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), visibleTo(ctx)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** A system administrator's account is changed only by a system administrator. */
export function assertMayChange(ctx: RequestContext, target: { isSystemAdmin: boolean }) {
  if (target.isSystemAdmin && !ctx.user.isSystemAdmin) throw forbidden();
}

/** Signs a user out everywhere (all their sessions become inactive); `except` keeps one. */
export async function endSessions(tx: Tx, userId: string, except?: string) {
  const ended = await tx
    .update(sessions)
    .set({ active: false, inactivatedAt: new Date() })
    .where(and(eq(sessions.userId, userId), eq(sessions.active, true), except ? ne(sessions.id, except) : undefined))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Active system administrators other than `userId`. */
export async function otherSystemAdmins(tx: Tx, userId: string) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isSystemAdmin, true), eq(users.status, 'active'), ne(users.id, userId)))
    .limit(1);
  return rows.length;
}

/**
 * How many other schools each user may also enter. Read outside the caller's school-bound transaction (row-level
 * security hides other schools there), and answered only as a count, never which schools.
 */
export async function otherSchoolCounts(ctx: RequestContext, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const database = await db();
  const rows = await database
    .select({ userId: userSchools.userId, n: count() })
    .from(userSchools)
    .where(and(inArray(userSchools.userId, ids), ne(userSchools.tenantId, ctx.tenantId)))
    .groupBy(userSchools.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.n)]));
}

/**
 * The account itself (password, lock, name, e-mail…) is shared by every school the user enters, so a school's staff
 * change it only for users of their school alone: otherwise one school could take over or lock out another's staff.
 * Their roles, scope and classes in the school stay theirs to change. Asked before the call's transaction opens
 * (the embedded database has one connection); the answer is used only once the user is known to be visible, so
 * that it never tells whether an id exists elsewhere.
 */
export async function sharedWithOtherSchools(ctx: RequestContext, userId: string): Promise<boolean> {
  if (ctx.user.isSystemAdmin) return false;
  return !!(await otherSchoolCounts(ctx, [userId])).get(userId);
}

/** 403 errors.user_other_school when the account is shared with another school (see sharedWithOtherSchools). */
export function assertOwnsAccount(shared: boolean) {
  if (shared) throw forbidden('errors.user_other_school');
}
