import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { appAccounts, appSessions, guardians } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { hashPassword } from '../auth/password';
import { generatePassword } from '../user-admin/generate-password';
import { childrenOf } from './list-app-accounts';
import { schoolName } from './create-app-account';
import { lockAppAccount } from './scope';
import type { AppAccountPasswordResult } from '@/lib/schemas/app-account';

async function endSessions(tx: Tx, tenantId: string, accountId: string) {
  await tx
    .update(appSessions)
    .set({ active: false })
    .where(and(eq(appSessions.tenantId, tenantId), eq(appSessions.accountId, accountId), eq(appSessions.active, true)));
}

/** PUT /AppAccount/reset-password/{id}: a new generated password, answered once; the account's app sessions end. */
export function resetAppAccountPassword(ctx: RequestContext, id: string): Promise<AppAccountPasswordResult> {
  return schoolTransaction(ctx, async (tx) => {
    const account = await lockAppAccount(tx, ctx, id);
    const password = generatePassword();
    await tx
      .update(appAccounts)
      .set({ passwordHash: await hashPassword(password), failedLogins: 0, lockedUntil: null, updatedAt: new Date() })
      .where(and(eq(appAccounts.tenantId, ctx.tenantId), eq(appAccounts.id, id)));
    await endSessions(tx, ctx.tenantId, id);
    const [g] = await tx
      .select({ fullName: guardians.fullName })
      .from(guardians)
      .where(and(eq(guardians.tenantId, ctx.tenantId), eq(guardians.id, account.guardianId)));
    const children = await childrenOf(tx, ctx.tenantId, [id]);
    return {
      school_name: await schoolName(tx, ctx.tenantId),
      slip: {
        id,
        username: account.username,
        password,
        guardian_name: g?.fullName ?? null,
        children: children.get(id) ?? [],
      },
    };
  });
}

/** PUT /AppAccount/lock/{id} and /unlock/{id}: locking ends the account's app sessions at once. */
export function setAppAccountStatus(ctx: RequestContext, id: string, status: 'active' | 'locked') {
  return schoolTransaction(ctx, async (tx) => {
    await lockAppAccount(tx, ctx, id);
    await tx
      .update(appAccounts)
      .set({ status, updatedAt: new Date(), ...(status === 'active' && { failedLogins: 0, lockedUntil: null }) })
      .where(and(eq(appAccounts.tenantId, ctx.tenantId), eq(appAccounts.id, id)));
    if (status === 'locked') await endSessions(tx, ctx.tenantId, id);
    return { id, message: status === 'locked' ? 'appAccount.locked' : 'appAccount.unlocked' };
  });
}
