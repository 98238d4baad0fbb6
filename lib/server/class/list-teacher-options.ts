import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { userSchools, users } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import { byVnName } from '../db/name-order';
import type { RequestContext } from '../http/context';
import type { TeacherOption } from '@/lib/schemas/class';

/** GET /Class/get-teacher-droplist: the school's active staff, who may be assigned to a class. */
export async function listTeacherOptions(ctx: RequestContext): Promise<TeacherOption[]> {
  return schoolTransaction(ctx, (tx) =>
    tx
      .select({ value: users.id, name: users.fullName, username: users.username })
      .from(userSchools)
      .innerJoin(users, eq(users.id, userSchools.userId))
      .where(and(eq(userSchools.tenantId, ctx.tenantId), eq(users.status, 'active')))
      .orderBy(byVnName(users.fullName), asc(users.username)),
  );
}
