import 'server-only';
import type { Executor } from '../db/client';
import { userRoles, userSchools, users, type Scope } from '../db/schema';
import { hashPassword } from '../auth/password';

export type NewUser = {
  username: string;
  fullName: string;
  email?: string | null;
  phone?: string | null;
  password: string;
  languageCode?: string;
  isSystemAdmin?: boolean;
};

export async function createUser(database: Executor, input: NewUser) {
  const { password, ...rest } = input;
  const [user] = await database
    .insert(users)
    .values({ ...rest, passwordHash: await hashPassword(password) })
    .returning();
  return user;
}

/** Lets a user enter a school with a scope and roles there. */
export async function grantSchool(
  database: Executor,
  grant: { tenantId: string; userId: string; scope: Scope; roleIds: string[]; isDefault?: boolean },
) {
  await database
    .insert(userSchools)
    .values({ tenantId: grant.tenantId, userId: grant.userId, scope: grant.scope, isDefault: grant.isDefault ?? false });
  if (grant.roleIds.length) {
    await database
      .insert(userRoles)
      .values(grant.roleIds.map((roleId) => ({ tenantId: grant.tenantId, userId: grant.userId, roleId })));
  }
}
