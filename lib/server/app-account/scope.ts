import 'server-only';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { appAccounts, appAccountStudents, students } from '../db/schema';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';

/** The accounts the caller may reach: the whole school, or (teachers) those linked to a child of their classes. */
export function appAccountScope(ctx: RequestContext): SQL | undefined {
  if (ctx.scope !== 'class') return undefined;
  if (!ctx.classIds.length) return sql`false`;
  // The school as a value on each table (app_accounts is copied to every node: naming it there routes nothing).
  return sql`exists (select 1 from ${appAccountStudents} join ${students} on ${students.tenantId} = ${ctx.tenantId} and ${students.id} = ${appAccountStudents.studentId}
    where ${appAccountStudents.tenantId} = ${ctx.tenantId} and ${appAccountStudents.accountId} = ${appAccounts.id} and ${inArray(students.classId, ctx.classIds)})`;
}

/** One account of this school within the caller's scope, locked for a change; anything else is "not found". */
export async function lockAppAccount(tx: Tx, ctx: RequestContext, id: string) {
  const [row] = await tx
    .select()
    .from(appAccounts)
    .where(and(eq(appAccounts.tenantId, ctx.tenantId), eq(appAccounts.id, id), appAccountScope(ctx)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

export { phoneKey, phoneSpellings } from '@/lib/phone';
