import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { AppError } from '../http/errors';
import type { VaccineRow } from '@/lib/schemas/vaccine';

type Raw = {
  id: string;
  code: string;
  name_vi: string;
  name_en: string;
  national: boolean;
  active: boolean;
  sort: number;
  doses: { dose_number: number; age_months: number; age_days: number }[] | string | null;
};

/**
 * The schedule a school works with: the national vaccines (common data) first, in their order, then the school's
 * own optional ones by name; each with its doses in order. `activeOnly` leaves out switched-off vaccines.
 */
export async function loadSchedule(tx: Tx, tenantId: string, locale: string, activeOnly = false): Promise<VaccineRow[]> {
  const raw = await rowsOf<Raw>(
    tx,
    sql`
    select * from (
      select v.id, v.code, v.name_vi, v.name_en, true as national, v.active, v.sort,
        (select coalesce(json_agg(json_build_object('dose_number', d.dose_number, 'age_months', d.age_months,
          'age_days', d.age_days) order by d.dose_number), '[]'::json)
         from vaccine_doses d where d.vaccine_id = v.id) as doses
      from vaccines v
      union all
      select sv.id, sv.code, sv.name_vi, sv.name_en, false, sv.active, 100000,
        (select coalesce(json_agg(json_build_object('dose_number', d.dose_number, 'age_months', d.age_months,
          'age_days', d.age_days) order by d.dose_number), '[]'::json)
         from school_vaccine_doses d where d.tenant_id = ${tenantId} and d.vaccine_id = sv.id)
      from school_vaccines sv where sv.tenant_id = ${tenantId}
    ) x
    ${activeOnly ? sql`where x.active` : sql``}
    order by x.sort, x.code`,
  );
  return raw.map((r) => ({
    id: r.id,
    code: r.code,
    name: locale === 'en' ? r.name_en : r.name_vi,
    name_vi: r.name_vi,
    name_en: r.name_en,
    national: !!r.national,
    active: !!r.active,
    doses: (typeof r.doses === 'string' ? JSON.parse(r.doses) : (r.doses ?? [])).map(
      (d: { dose_number: number; age_months: number; age_days: number }) => ({
        dose_number: Number(d.dose_number),
        age_months: Number(d.age_months),
        age_days: Number(d.age_days),
      }),
    ),
  }));
}

/**
 * The active vaccine a code names (the national schedule first, then the school's own); a code that is not in the
 * list is a clear 422 on the field, never a database error.
 */
export async function vaccineByCode(tx: Tx, tenantId: string, locale: string, code: string): Promise<VaccineRow> {
  const wanted = code.trim().toUpperCase();
  const found = (await loadSchedule(tx, tenantId, locale, true)).find((v) => v.code === wanted);
  if (!found) throw new AppError(422, 'errors.vaccine_unknown', undefined, { vaccine_code: 'errors.vaccine_unknown' });
  return found;
}
