import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { schoolYears } from '../db/schema';
import { AppError } from '../http/errors';

/** A school year of the caller's school, locked for the rest of the transaction; 404 otherwise. */
export async function findSchoolYear(tx: Tx, tenantId: string, id: string, field?: string) {
  const [year] = await tx
    .select()
    .from(schoolYears)
    .where(and(eq(schoolYears.tenantId, tenantId), eq(schoolYears.id, id)))
    .for('update');
  if (!year)
    throw new AppError(
      404,
      'errors.school_year_not_found',
      undefined,
      field ? { [field]: 'errors.school_year_not_found' } : undefined,
    );
  return year;
}
