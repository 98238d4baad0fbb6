import 'server-only';
import { rowsOf } from '../db/rows';
import { sql, type SQL } from 'drizzle-orm';
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

type ClassJson = { id: string; name: string; config: { attendance?: Partial<AttendanceSettings> } | null };

/**
 * The same class as one JSON value inside a read's own statement (one round trip instead of two). Check the
 * scope first with `assertClassInScope`, then read the value with `classFromJson`.
 */
export const classJson = (ctx: { tenantId: string }, classId: string): SQL =>
  sql`(select json_build_object('id', c.id, 'name', c.name, 'config', t.config)
    from classes c join tenants t on t.id = c.tenant_id
    where c.tenant_id = ${ctx.tenantId} and c.id = ${classId})`;

/** The class read by `classJson`; none (another school's, or no such class) is 404. */
export function classFromJson(row: ClassJson | null | undefined): ClassOfDay {
  if (!row) throw notFound();
  return { id: row.id, name: row.name, settings: settingsOf(row.config) };
}
