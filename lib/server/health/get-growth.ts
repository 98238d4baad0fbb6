import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows';
import { schoolTransaction, schoolTransactionById } from '../db/school-transaction';
import type { ParentContext, RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { studentScope } from '../student/scope';
import { familyChild } from '../absence/family';
import { students } from '../db/schema';
import { and, eq } from 'drizzle-orm';
import type { GrowthAnswer } from '@/lib/schemas/health';

type Raw = {
  id: string;
  measured_on: string;
  age_days: number;
  height_cm: string | null;
  weight_kg: string | null;
  bmi: string | null;
  wfa_z: string | null;
  hfa_z: string | null;
  bfa_z: string | null;
  classes: string[] | null;
  temperature_c: string | null;
  symptoms: string | null;
  note: string | null;
  source: 'staff' | 'round' | 'parent';
};
const num = (v: string | null) => (v === null ? null : Number(v));

type Child = { id: string; fullName: string; gender: 'male' | 'female'; dateOfBirth: string };

/**
 * The growth answer of one child: every measurement with a height or weight, oldest first, with what was declared
 * with it (temperature, symptoms, note) and who entered it (a parent, staff, a class round).
 */
async function growthOf(tx: Executor, tenantId: string, child: Child): Promise<GrowthAnswer> {
  const rows = await rowsOf<Raw>(
    tx,
    sql`select id, measured_on::text as measured_on, age_days, height_cm, weight_kg, bmi, wfa_z, hfa_z, bfa_z, classes,
             temperature_c, symptoms, note, source
      from health_declarations
      where tenant_id = ${tenantId} and student_id = ${child.id} and (height_cm is not null or weight_kg is not null)
      order by measured_on, id`,
  );
  return {
    student_id: child.id,
    full_name: child.fullName,
    sex: child.gender === 'female' ? 'F' : 'M',
    date_of_birth: child.dateOfBirth,
    measurements: rows.map((r) => ({
      id: r.id,
      measured_on: r.measured_on,
      age_days: r.age_days,
      height_cm: num(r.height_cm),
      weight_kg: num(r.weight_kg),
      bmi: num(r.bmi),
      wfa_z: num(r.wfa_z),
      hfa_z: num(r.hfa_z),
      bfa_z: num(r.bfa_z),
      classes: r.classes ?? [],
      temperature_c: num(r.temperature_c),
      symptoms: r.symptoms,
      note: r.note,
      source: r.source,
    })),
  };
}

/** GET /HealthDeclaration/get-growth?student_id=: a child of the caller's scope (404 otherwise). */
export function getGrowth(ctx: RequestContext, studentId: string): Promise<GrowthAnswer> {
  return schoolTransaction(ctx, async (tx) => {
    const [child] = await tx
      .select()
      .from(students)
      .where(and(eq(students.tenantId, ctx.tenantId), eq(students.id, studentId), studentScope(ctx)));
    if (!child) throw notFound();
    return growthOf(tx, ctx.tenantId, child);
  });
}

/** GET /api/app/growth?student_id=: one of the family's own children (another family's is 404). */
export function getAppGrowth(ctx: ParentContext, studentId: string): Promise<GrowthAnswer> {
  return schoolTransactionById(ctx.tenantId, async (tx) => {
    const child = await familyChild(tx, ctx, studentId);
    const { full_name: _name, ...answer } = await growthOf(tx, ctx.tenantId, child);
    return answer;
  });
}
