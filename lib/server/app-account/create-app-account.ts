import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { appAccounts, appAccountStudents, guardians, students, tenants } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { conflict, notFound, unprocessable } from '../http/errors';
import { hashPassword } from '../auth/password';
import { generatePassword } from '../user-admin/generate-password';
import { childrenOf } from './list-app-accounts';
import { phoneKey, phoneSpellings } from './scope';
import { studentScope } from '../student/scope';
import type { AppAccountCreateInput, AppAccountPasswordResult } from '@/lib/schemas/app-account';

/** The username a phone-like entry becomes: the 0… spelling without spaces or dots; anything else as typed. */
export function usernameOf(value: string): string {
  const trimmed = value.trim();
  return /^\+?[\d\s.\-()]+$/.test(trimmed) ? phoneKey(trimmed) : trimmed;
}

export async function schoolName(tx: Tx, tenantId: string) {
  const [row] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.name ?? '';
}

export async function assertUsernameFree(tx: Tx, tenantId: string, username: string) {
  const [taken] = await tx
    .select({ id: appAccounts.id })
    .from(appAccounts)
    .where(and(eq(appAccounts.tenantId, tenantId), sql`lower(${appAccounts.username}) = ${username.toLowerCase()}`));
  if (taken) throw conflict('errors.app_account_username_taken');
}

/**
 * POST /AppAccount/create: one account for a guardian, linked to children of this school (within the caller's
 * scope) who are that guardian's: the guardian's own child, or a child with a guardian of the same phone.
 */
export async function createAppAccount(
  ctx: RequestContext,
  input: AppAccountCreateInput,
): Promise<AppAccountPasswordResult> {
  const studentIds = [...new Set(input.student_ids)];
  const username = usernameOf(input.username);
  return schoolTransaction(ctx, async (tx) => {
    const [guardian] = await tx
      .select()
      .from(guardians)
      .where(and(eq(guardians.tenantId, ctx.tenantId), eq(guardians.id, input.guardian_id)));
    if (!guardian) throw notFound();
    const reachable = await tx
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.tenantId, ctx.tenantId), inArray(students.id, studentIds), studentScope(ctx)));
    if (reachable.length !== studentIds.length) throw notFound();
    // Only the family's children: each must have this guardian, or a guardian with the same phone.
    const family = await tx
      .selectDistinct({ studentId: guardians.studentId })
      .from(guardians)
      .where(
        and(
          eq(guardians.tenantId, ctx.tenantId),
          inArray(guardians.studentId, studentIds),
          inArray(guardians.phone, phoneSpellings(guardian.phone)),
        ),
      );
    if (family.length !== studentIds.length) throw unprocessable('errors.app_account_not_family');

    const [existing] = await tx
      .select({ id: appAccounts.id })
      .from(appAccounts)
      .where(and(eq(appAccounts.tenantId, ctx.tenantId), eq(appAccounts.guardianId, guardian.id)));
    if (existing) throw conflict('errors.app_account_exists');
    await assertUsernameFree(tx, ctx.tenantId, username);

    const password = generatePassword();
    const [created] = await tx
      .insert(appAccounts)
      .values({ tenantId: ctx.tenantId, username, passwordHash: await hashPassword(password), guardianId: guardian.id })
      .returning({ id: appAccounts.id });
    await tx
      .insert(appAccountStudents)
      .values(studentIds.map((studentId) => ({ tenantId: ctx.tenantId, accountId: created.id, studentId })));
    const children = await childrenOf(tx, ctx.tenantId, [created.id]);
    return {
      school_name: await schoolName(tx, ctx.tenantId),
      slip: {
        id: created.id,
        username,
        password,
        guardian_name: guardian.fullName,
        children: children.get(created.id) ?? [],
      },
    };
  });
}
