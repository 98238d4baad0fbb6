import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { appAccounts, appAccountStudents, guardians, students } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { hashPassword } from '../auth/password';
import { generatePassword } from '../user-admin/generate-password';
import { studentScope } from '../student/scope';
import { childrenOf } from './list-app-accounts';
import { schoolName } from './create-app-account';
import { phoneKey, phoneSpellings } from './scope';
import type { AppAccountBulkInput, AppAccountBulkResult, AppAccountSlip } from '@/lib/schemas/app-account';

/**
 * POST /AppAccount/create-bulk: for each selected child's primary guardian without an account, one account named
 * by the guardian's phone, linked to every child of the school whose primary guardian has that phone.
 * A family that already has an account (a primary guardian of the same phone, or the phone as its username) keeps
 * it: the children not yet linked to it — a brother or sister who enrolled later — are linked (`linked` counts the
 * families), and its password stays. Children without a primary guardian are skipped. One transaction; the new
 * passwords are answered once, for the printable slips.
 */
export async function createAppAccountsBulk(
  ctx: RequestContext,
  input: AppAccountBulkInput,
): Promise<AppAccountBulkResult> {
  const studentIds = [...new Set(input.student_ids)];
  return schoolTransaction(ctx, async (tx) => {
    const reachable = await tx
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.tenantId, ctx.tenantId), inArray(students.id, studentIds), studentScope(ctx)));
    if (reachable.length !== studentIds.length) throw notFound();

    const primaries = await tx
      .select()
      .from(guardians)
      .where(
        and(
          eq(guardians.tenantId, ctx.tenantId),
          inArray(guardians.studentId, studentIds),
          eq(guardians.isPrimary, true),
        ),
      );
    let skipped = studentIds.length - primaries.length;
    // One family per phone number, whichever spelling it was entered in.
    const families = new Map<string, typeof primaries>();
    for (const g of primaries) families.set(phoneKey(g.phone), [...(families.get(phoneKey(g.phone)) ?? []), g]);

    const slips: AppAccountSlip[] = [];
    let linked = 0;
    for (const [phone, selected] of families) {
      const spellings = phoneSpellings(phone);
      const siblings = await tx
        .select({ id: guardians.id, studentId: guardians.studentId })
        .from(guardians)
        .where(
          and(eq(guardians.tenantId, ctx.tenantId), eq(guardians.isPrimary, true), inArray(guardians.phone, spellings)),
        );
      const [existing] = await tx
        .select({ id: appAccounts.id })
        .from(appAccounts)
        .where(
          and(
            eq(appAccounts.tenantId, ctx.tenantId),
            sql`(lower(${appAccounts.username}) = ${phone} or ${inArray(
              appAccounts.guardianId,
              siblings.map((s) => s.id),
            )})`,
          ),
        );
      if (existing) {
        const have = await tx
          .select({ studentId: appAccountStudents.studentId })
          .from(appAccountStudents)
          .where(and(eq(appAccountStudents.tenantId, ctx.tenantId), eq(appAccountStudents.accountId, existing.id)));
        const known = new Set(have.map((h) => h.studentId));
        const missing = [...new Set(siblings.map((s) => s.studentId))].filter((id) => !known.has(id));
        if (!missing.length) {
          skipped += 1;
          continue;
        }
        await tx
          .insert(appAccountStudents)
          .values(missing.map((studentId) => ({ tenantId: ctx.tenantId, accountId: existing.id, studentId })))
          .onConflictDoNothing();
        linked += 1;
        continue;
      }
      const guardian = selected[0];
      const password = generatePassword();
      const [created] = await tx
        .insert(appAccounts)
        .values({
          tenantId: ctx.tenantId,
          username: phone,
          passwordHash: await hashPassword(password),
          guardianId: guardian.id,
        })
        .returning({ id: appAccounts.id });
      const childIds = [...new Set(siblings.map((s) => s.studentId))];
      await tx
        .insert(appAccountStudents)
        .values(childIds.map((studentId) => ({ tenantId: ctx.tenantId, accountId: created.id, studentId })));
      const children = await childrenOf(tx, ctx.tenantId, [created.id]);
      slips.push({
        id: created.id,
        username: phone,
        password,
        guardian_name: guardian.fullName,
        children: children.get(created.id) ?? [],
      });
    }
    return { created: slips.length, linked, skipped, school_name: await schoolName(tx, ctx.tenantId), slips };
  });
}
