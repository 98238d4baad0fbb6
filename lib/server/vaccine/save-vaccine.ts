import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { schoolVaccineDoses, schoolVaccines, vaccineDoses, vaccines } from '../db/schema';
import { crossSchoolTransaction, schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { AppError, conflict, forbidden, notFound } from '../http/errors';
import type { VaccineCreateInput, VaccineUpdateInput } from '@/lib/schemas/vaccine';

/**
 * The national schedule is common data for every school: only a system administrator changes it (403 for anyone
 * else, whatever their rights in their school), and the change runs outside the school's row-level-security role,
 * which may not write those tables at all.
 */
function assertSystemAdmin(ctx: RequestContext) {
  if (!ctx.user.isSystemAdmin) throw forbidden('errors.vaccine_national_admin_only');
}

async function codeTaken(tx: Tx, tenantId: string, code: string) {
  const [row] = await rowsOf<{ one: number }>(
    tx,
    sql`select 1 as one from vaccines where code = ${code}
      union all select 1 from school_vaccines where tenant_id = ${tenantId} and code = ${code} limit 1`,
  );
  return !!row;
}

/** POST /Vaccine/create: a school's own optional vaccine, or (system administrators) a new national one. */
export async function createVaccine(ctx: RequestContext, input: VaccineCreateInput) {
  if (input.national) {
    assertSystemAdmin(ctx);
    const id = await crossSchoolTransaction(ctx, async (tx) => {
      if (await codeTaken(tx, ctx.tenantId, input.code)) throw conflict('errors.vaccine_code_taken');
      const [{ next }] = await rowsOf<{ next: number }>(tx, sql`select coalesce(max(sort), 0) + 10 as next from vaccines`);
      const [row] = await tx
        .insert(vaccines)
        .values({ code: input.code, nameVi: input.name_vi, nameEn: input.name_en, active: input.active, sort: Number(next) })
        .returning({ id: vaccines.id });
      await tx.insert(vaccineDoses).values(
        input.doses.map((d, i) => ({ vaccineId: row.id, doseNumber: i + 1, ageMonths: d.age_months, ageDays: d.age_days })),
      );
      return row.id;
    });
    return { id, message: 'vaccine.vaccineSaved' };
  }
  const id = await schoolTransaction(ctx, async (tx) => {
    if (await codeTaken(tx, ctx.tenantId, input.code)) throw conflict('errors.vaccine_code_taken');
    const [row] = await tx
      .insert(schoolVaccines)
      .values({ tenantId: ctx.tenantId, code: input.code, nameVi: input.name_vi, nameEn: input.name_en, active: input.active })
      .returning({ id: schoolVaccines.id });
    await tx.insert(schoolVaccineDoses).values(
      input.doses.map((d, i) => ({
        tenantId: ctx.tenantId,
        vaccineId: row.id,
        doseNumber: i + 1,
        ageMonths: d.age_months,
        ageDays: d.age_days,
      })),
    );
    return row.id;
  });
  return { id, message: 'vaccine.vaccineSaved' };
}

/**
 * PUT /Vaccine/update/{id}: names, on/off and the doses' ages. A national vaccine: system administrators only, and
 * its doses may grow but never shrink (schools' declarations point at them; switch the vaccine off instead). A school
 * vaccine may drop a dose that no declaration uses (409 otherwise). Another school's vaccine is 404.
 */
export async function updateVaccine(ctx: RequestContext, id: string, input: VaccineUpdateInput) {
  const national = await schoolTransaction(ctx, async (tx) => {
    const [n] = await tx.select({ id: vaccines.id }).from(vaccines).where(eq(vaccines.id, id));
    if (n) return true;
    const [s] = await tx
      .select({ id: schoolVaccines.id })
      .from(schoolVaccines)
      .where(and(eq(schoolVaccines.tenantId, ctx.tenantId), eq(schoolVaccines.id, id)));
    if (!s) throw notFound();
    return false;
  });
  if (national) {
    assertSystemAdmin(ctx);
    await crossSchoolTransaction(ctx, async (tx) => {
      const [{ n }] = await rowsOf<{ n: number | string }>(tx, sql`select count(*) as n from vaccine_doses where vaccine_id = ${id}`);
      if (input.doses.length < Number(n)) throw new AppError(422, 'errors.vaccine_doses_shrink');
      await tx
        .update(vaccines)
        .set({ nameVi: input.name_vi, nameEn: input.name_en, active: input.active, updatedAt: sql`now()` })
        .where(eq(vaccines.id, id));
      await tx
        .insert(vaccineDoses)
        .values(input.doses.map((d, i) => ({ vaccineId: id, doseNumber: i + 1, ageMonths: d.age_months, ageDays: d.age_days })))
        .onConflictDoUpdate({
          target: [vaccineDoses.vaccineId, vaccineDoses.doseNumber],
          set: { ageMonths: sql`excluded.age_months`, ageDays: sql`excluded.age_days` },
        });
    });
    return { id, message: 'vaccine.vaccineSaved' };
  }
  await schoolTransaction(ctx, async (tx) => {
    const [used] = await rowsOf<{ one: number }>(
      tx,
      sql`select 1 as one from vaccine_declarations
        where tenant_id = ${ctx.tenantId} and school_vaccine_id = ${id} and dose_number > ${input.doses.length} limit 1`,
    );
    if (used) throw conflict('errors.vaccine_dose_in_use');
    await tx
      .update(schoolVaccines)
      .set({ nameVi: input.name_vi, nameEn: input.name_en, active: input.active, updatedAt: sql`now()` })
      .where(and(eq(schoolVaccines.tenantId, ctx.tenantId), eq(schoolVaccines.id, id)));
    await tx
      .delete(schoolVaccineDoses)
      .where(
        and(
          eq(schoolVaccineDoses.tenantId, ctx.tenantId),
          eq(schoolVaccineDoses.vaccineId, id),
          gt(schoolVaccineDoses.doseNumber, input.doses.length),
        ),
      );
    await tx
      .insert(schoolVaccineDoses)
      .values(
        input.doses.map((d, i) => ({
          tenantId: ctx.tenantId,
          vaccineId: id,
          doseNumber: i + 1,
          ageMonths: d.age_months,
          ageDays: d.age_days,
        })),
      )
      .onConflictDoUpdate({
        target: [schoolVaccineDoses.tenantId, schoolVaccineDoses.vaccineId, schoolVaccineDoses.doseNumber],
        set: { ageMonths: sql`excluded.age_months`, ageDays: sql`excluded.age_days` },
      });
  });
  return { id, message: 'vaccine.vaccineSaved' };
}
