import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { students } from '../db/schema';
import { conflict } from '../http/errors';

/** A code is unique in its school, whatever the case. */
export async function assertStudentCodeFree(tx: Tx, tenantId: string, code: string, selfId?: string) {
  const [taken] = await tx
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        eq(students.tenantId, tenantId),
        sql`lower(${students.code}) = lower(${code})`,
        selfId ? ne(students.id, selfId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict('errors.student_code_taken', { code });
}
