import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { userSchools } from '../db/schema';
import { AppError } from '../http/errors';

/** Teachers must be staff of this school; anyone else is "not found" (their existence elsewhere is not revealed). */
export async function assertTeachers(tx: Tx, tenantId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return unique;
  const found = await tx
    .select({ id: userSchools.userId })
    .from(userSchools)
    .where(and(eq(userSchools.tenantId, tenantId), inArray(userSchools.userId, unique)));
  if (found.length !== unique.length)
    throw new AppError(404, 'errors.teacher_not_found', undefined, { teacher_ids: 'errors.teacher_not_found' });
  return unique;
}
