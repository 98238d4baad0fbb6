import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { classes } from '../db/schema';
import { conflict } from '../http/errors';

/** Two classes of one school year cannot share a name, whatever the case. */
export async function assertClassNameFree(tx: Tx, tenantId: string, yearId: string, name: string, selfId?: string) {
  const [taken] = await tx
    .select({ id: classes.id })
    .from(classes)
    .where(
      and(
        eq(classes.tenantId, tenantId),
        eq(classes.schoolYearId, yearId),
        sql`lower(${classes.name}) = lower(${name})`,
        selfId ? ne(classes.id, selfId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict('errors.class_name_taken', { name });
}
