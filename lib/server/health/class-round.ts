import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { assertClassReachable } from '../student/scope';
import { ageInDays } from './measure';
import type { RoundChild } from '@/lib/schemas/health';

type Raw = {
  student_id: string;
  student_code: string;
  student_name: string;
  gender: 'male' | 'female';
  date_of_birth: string;
  status: string;
  height_cm: string | null;
  weight_kg: string | null;
  temperature_c: string | null;
  measured: 'lying' | 'standing' | null;
  classes: string[] | null;
};

/**
 * The children studying in a class (by given name, Vietnamese order, as the roll call) with what is saved for them
 * on that day; `lock` holds their rows for the round's transaction.
 */
export async function roundChildren(tx: Tx, tenantId: string, classId: string, day: string, lock = false) {
  return rowsOf<Raw>(
    tx,
    sql`
    select s.id as student_id, s.code as student_code, s.full_name as student_name, s.gender,
      s.date_of_birth::text as date_of_birth, s.status,
      d.height_cm, d.weight_kg, d.temperature_c, d.measured, d.classes
    from students s
    left join health_declarations d on d.tenant_id = s.tenant_id and d.student_id = s.id and d.measured_on = ${day}
    where s.tenant_id = ${tenantId} and s.class_id = ${classId} and s.status = 'studying'
    order by s.name_key collate "C", s.code, s.id
    ${lock ? sql`for update of s` : sql``}`,
  );
}

const num = (v: string | null) => (v === null ? null : Number(v));

/** GET /HealthDeclaration/get-round: the grid of a class's check round on a day (another class of a teacher: 404). */
export function getRound(ctx: RequestContext, classId: string, day: string): Promise<RoundChild[]> {
  return schoolTransaction(ctx, async (tx) => {
    await assertClassReachable(tx, ctx, classId);
    const rows = await roundChildren(tx, ctx.tenantId, classId, day);
    return rows.map((r) => ({
      student_id: r.student_id,
      student_code: r.student_code,
      student_name: r.student_name,
      gender: r.gender,
      date_of_birth: r.date_of_birth,
      age_days: ageInDays(r.date_of_birth, day),
      height_cm: num(r.height_cm),
      weight_kg: num(r.weight_kg),
      temperature_c: num(r.temperature_c),
      measured: r.measured,
      classes: r.classes ?? [],
    }));
  });
}
