import 'server-only';
import crypto from 'node:crypto';
import { crossSchoolTransaction } from '../db/school-transaction';
import type { UserContext } from '../http/context';
import { conflict } from '../http/errors';
import { createTenant, type NewTenant } from '../tenant/create-tenant';
import { assertSystemAdmin } from './assert-system-admin';
import { schoolValues } from './school-values';
import { isUniqueViolation } from '../db/unique-violation';
import type { SchoolInput } from '@/lib/schemas/school';

/** POST /Tenant/create: a new school with its config and the standard roles, in one transaction. */
export async function createSchool(ctx: UserContext, input: SchoolInput) {
  assertSystemAdmin(ctx);
  // The id is chosen first so that the audit row of the new school is filed under the school itself.
  const id = crypto.randomUUID();
  try {
    await crossSchoolTransaction({ userId: ctx.userId, tenantId: id }, async (tx) => {
      const { row, config } = await schoolValues(tx, input);
      const tenant: NewTenant & { id: string } = { id, ...row, config };
      await createTenant(tx, tenant);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('errors.school_code_taken');
    throw error;
  }
  return { id, message: 'common.success' };
}
