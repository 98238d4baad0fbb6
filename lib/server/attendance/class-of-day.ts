import 'server-only';
import { rowsOf } from '../db/rows';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { assertClassInScope } from '../class/scope';
import { settingsOf } from './settings';
import type { AttendanceSettings } from '@/lib/attendance-values';

export type ClassOfDay = { id: string; name: string; settings: AttendanceSettings };

/**
 * A class the caller may take the roll of (a teacher: their own; another school's: 404), with the school's
 * attendance settings, in one round trip.
 */
export async function classOfDay(tx: Tx, ctx: RequestContext, classId: string): Promise<ClassOfDay> {
  assertClassInScope(ctx, classId);
  const result = await rowsOf<{
    id: string;
    name: string;
    config: { attendance?: Partial<AttendanceSettings> } | null;
  }>(
    tx,
    sql`
    select c.id, c.name, t.config
    from classes c join tenants t on t.id = c.tenant_id
    where c.tenant_id = ${ctx.tenantId} and c.id = ${classId}`,
  );
  const row = result[0];
  if (!row) throw notFound();
  return { id: row.id, name: row.name, settings: settingsOf(row.config) };
}
