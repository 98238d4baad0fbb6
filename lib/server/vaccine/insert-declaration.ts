import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { createdBy, type Creator } from '../db/created-by';
import { rowsOf } from '../db/rows';
import type { students } from '../db/schema';
import { vaccineDeclarations } from '../db/schema';
import { AppError, conflict } from '../http/errors';
import { vaccineByCode } from './schedule';
import type { VaccineDeclarationCreateInput } from '@/lib/schemas/vaccine';
import type { VaccineDeclarationStatus } from '@/lib/vaccine-values';
import { schoolToday } from '@/lib/school-time';

type Child = typeof students.$inferSelect;

const invalid = (field: string, key: string) => new AppError(422, key, undefined, { [field]: key });

/**
 * Writes one dose for a child whose row the caller has locked (SELECT … FOR UPDATE) in this transaction, so two
 * declarations of the same dose sent at once queue on that lock and the second sees the first. Refused: a vaccine
 * not in the list, a dose number beyond its schedule, a date before birth or after today (422), a dose already
 * declared or verified (409). The foreign keys to the doses and a partial unique index back these in the database.
 */
export async function insertDeclaration(
  tx: Tx,
  tenantId: string,
  locale: string,
  child: Child,
  input: VaccineDeclarationCreateInput,
  by: Creator,
  status: VaccineDeclarationStatus = 'declared',
  decidedBy: string | null = null,
): Promise<string> {
  const vaccine = await vaccineByCode(tx, tenantId, locale, input.vaccine_code);
  if (input.dose_number > vaccine.doses.length) throw invalid('dose_number', 'errors.vaccine_dose_out_of_range');
  if (input.date < String(child.dateOfBirth)) throw invalid('date', 'errors.vaccine_date_before_birth');
  if (input.date > schoolToday()) throw invalid('date', 'errors.vaccine_date_future');
  const column = vaccine.national ? sql`vd.vaccine_id` : sql`vd.school_vaccine_id`;
  const [taken] = await rowsOf<{ id: string }>(
    tx,
    sql`select vd.id from vaccine_declarations vd
      where vd.tenant_id = ${tenantId} and vd.student_id = ${child.id} and ${column} = ${vaccine.id}
        and vd.dose_number = ${input.dose_number} and vd.status <> 'rejected' limit 1`,
  );
  if (taken) throw conflict('errors.vaccine_dose_declared');
  const [created] = await tx
    .insert(vaccineDeclarations)
    .values({
      tenantId,
      studentId: child.id,
      vaccineId: vaccine.national ? vaccine.id : null,
      schoolVaccineId: vaccine.national ? null : vaccine.id,
      doseNumber: input.dose_number,
      vaccinatedOn: input.date,
      place: input.place,
      lot: input.lot,
      note: input.note,
      status,
      ...createdBy(by),
      decidedBy,
      decidedAt: decidedBy ? sql`now()` : null,
    })
    .returning({ id: vaccineDeclarations.id });
  return created.id;
}
