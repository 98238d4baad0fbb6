import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows';
import type { RequestContext } from '../http/context';
import { classScopeSql } from '../class/scope';
import type { HealthRow } from '@/lib/schemas/health';

/** The tables every health query reads: the measurement `d` and its child `s`. */
export const HEALTH_FROM = sql`health_declarations d join students s on s.tenant_id = d.tenant_id and s.id = d.student_id`;

/**
 * The measurements a caller may reach: the whole school, or for a teacher those taken in one of their classes or of
 * a child now in one of them (as for absences: a child who moved stays visible to the new teacher).
 */
export function healthScope(ctx: RequestContext): SQL {
  return sql`(${classScopeSql(ctx, sql`d.class_id`)} or ${classScopeSql(ctx, sql`s.class_id`)})`;
}

const num = (v: string | number | null) => (v === null ? null : Number(v));

type Raw = Omit<HealthRow, 'height_cm' | 'weight_kg' | 'temperature_c' | 'bmi' | 'wfa_z' | 'hfa_z' | 'bfa_z' | 'created_at'> & {
  height_cm: string | null;
  weight_kg: string | null;
  temperature_c: string | null;
  bmi: string | null;
  wfa_z: string | null;
  hfa_z: string | null;
  bfa_z: string | null;
  created_at: Date | string;
};

/** Measurements as the API answers them (HealthRow). `where` and `order` may use `d` and `s`. */
export async function selectHealthRows(
  tx: Executor,
  tenantId: string,
  where: SQL,
  order: SQL,
  page?: { limit: number; offset: number },
): Promise<HealthRow[]> {
  const raw = await rowsOf<Raw>(
    tx,
    sql`
    select d.id, d.student_id, s.code as student_code, s.full_name as student_name, s.gender,
      s.date_of_birth::text as date_of_birth, d.class_id, c.name as class_name, d.measured_on::text as measured_on,
      d.age_days, d.height_cm, d.weight_kg, d.temperature_c, d.symptoms, d.note, d.measured, d.bmi, d.wfa_z, d.hfa_z,
      d.bfa_z, d.classes, d.source, d.created_at
    from ${HEALTH_FROM}
    left join classes c on c.tenant_id = d.tenant_id and c.id = d.class_id
    where d.tenant_id = ${tenantId} and ${where}
    order by ${order}
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  );
  return raw.map(toRow);
}

export function toRow(r: Raw): HealthRow {
  return {
    ...r,
    height_cm: num(r.height_cm),
    weight_kg: num(r.weight_kg),
    temperature_c: num(r.temperature_c),
    bmi: num(r.bmi),
    wfa_z: num(r.wfa_z),
    hfa_z: num(r.hfa_z),
    bfa_z: num(r.bfa_z),
    classes: r.classes ?? [],
    created_at: new Date(r.created_at).toISOString(),
  };
}
