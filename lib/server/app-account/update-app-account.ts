import 'server-only';
import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { appAccounts, appAccountStudents, guardians, students } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { conflict, notFound, unprocessable } from '../http/errors';
import { studentScope } from '../student/scope';
import { refreshPickupLists } from '../student/pickup-lists';
import { lockAppAccount, phoneSpellings } from './scope';
import { usernameOf } from './create-app-account';
import type { AppAccountUpdateInput } from '@/lib/schemas/app-account';

/**
 * PUT /AppAccount/update/{id}: the account's sign-in name, its guardian's phone (the guardian's record: the number
 * the school calls and the parents' profile shows) and the children it sees. Each child must be within the caller's
 * reach and the family's — the guardian's own child or one with a guardian of the (new) phone — else 422; links to
 * children a teacher cannot reach stay as they were. One transaction; a name another account has is 409.
 */
export function updateAppAccount(ctx: RequestContext, id: string, input: AppAccountUpdateInput) {
  const studentIds = [...new Set(input.student_ids)];
  const username = usernameOf(input.username);
  return schoolTransaction(ctx, async (tx) => {
    const account = await lockAppAccount(tx, ctx, id);
    const reachable = await tx
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.tenantId, ctx.tenantId), inArray(students.id, studentIds), studentScope(ctx)));
    if (reachable.length !== studentIds.length) throw notFound();

    const [taken] = await tx
      .select({ id: appAccounts.id })
      .from(appAccounts)
      .where(
        and(
          eq(appAccounts.tenantId, ctx.tenantId),
          ne(appAccounts.id, id),
          sql`lower(${appAccounts.username}) = ${username.toLowerCase()}`,
        ),
      );
    if (taken) throw conflict('errors.app_account_username_taken');

    const [guardian] = await tx
      .update(guardians)
      .set({ phone: input.phone })
      .where(and(eq(guardians.tenantId, ctx.tenantId), eq(guardians.id, account.guardianId)))
      .returning({ studentId: guardians.studentId });
    // The pick-up list the roll call shows carries the guardian's phone.
    if (guardian) await refreshPickupLists(tx, ctx.tenantId, [guardian.studentId]);
    const family = await tx
      .selectDistinct({ studentId: guardians.studentId })
      .from(guardians)
      .where(
        and(
          eq(guardians.tenantId, ctx.tenantId),
          inArray(guardians.studentId, studentIds),
          sql`(${guardians.id} = ${account.guardianId} or ${inArray(guardians.phone, phoneSpellings(input.phone))})`,
        ),
      );
    if (family.length !== studentIds.length) throw unprocessable('errors.app_account_not_family');

    await tx
      .update(appAccounts)
      .set({ username, updatedAt: new Date() })
      .where(and(eq(appAccounts.tenantId, ctx.tenantId), eq(appAccounts.id, id)));
    // Unlink what the caller may reach and no longer chose; link what is new.
    const inReach = tx
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.tenantId, ctx.tenantId), studentScope(ctx)));
    await tx
      .delete(appAccountStudents)
      .where(
        and(
          eq(appAccountStudents.tenantId, ctx.tenantId),
          eq(appAccountStudents.accountId, id),
          notInArray(appAccountStudents.studentId, studentIds),
          inArray(appAccountStudents.studentId, inReach),
        ),
      );
    await tx
      .insert(appAccountStudents)
      .values(studentIds.map((studentId) => ({ tenantId: ctx.tenantId, accountId: id, studentId })))
      .onConflictDoNothing();
    return { id, message: 'appAccount.updated' };
  });
}
