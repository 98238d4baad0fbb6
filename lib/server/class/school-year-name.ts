import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { schoolYears } from '../db/schema';
import { conflict } from '../http/errors';

/** Two years of one school cannot share a name ("2026–2027"), whatever the case. */
export async function assertYearNameFree(tx: Tx, tenantId: string, name: string, selfId?: string) {
  const [taken] = await tx
    .select({ id: schoolYears.id })
    .from(schoolYears)
    .where(
      and(
        eq(schoolYears.tenantId, tenantId),
        sql`lower(${schoolYears.name}) = lower(${name})`,
        selfId ? ne(schoolYears.id, selfId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict('errors.school_year_name_taken');
}

/** Makes one year the current one: the others are unset first, in the caller's transaction. */
export async function makeCurrent(tx: Tx, tenantId: string, id: string) {
  await tx
    .update(schoolYears)
    .set({ isCurrent: false, updatedAt: sql`now()` })
    .where(and(eq(schoolYears.tenantId, tenantId), eq(schoolYears.isCurrent, true), ne(schoolYears.id, id)));
  await tx
    .update(schoolYears)
    .set({ isCurrent: true, updatedAt: sql`now()` })
    .where(and(eq(schoolYears.tenantId, tenantId), eq(schoolYears.id, id), eq(schoolYears.isCurrent, false)));
}
