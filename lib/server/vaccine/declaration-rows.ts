import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { selectRequestRows } from '../requests/request-rows';
import type { VaccineDeclarationRow } from '@/lib/schemas/vaccine';

/**
 * The vaccine of a declaration `a` of the school `tenantId`: national `v` or the school's own `sv` (the school named
 * as a value, so that Citus routes the statement to the school's node).
 */
export const declarationVaccine = (tenantId: string) => sql`left join vaccines v on v.id = a.vaccine_id
  left join school_vaccines sv on sv.tenant_id = ${tenantId} and sv.id = a.school_vaccine_id`;

/**
 * Declarations as the API answers them: the shared request row (child, class, who declared, who decided) with the
 * vaccine, the dose and the child's date of birth. `where` and `order` may use `a`, `s`, `v` and `sv`.
 */
export async function selectDeclarationRows(
  tx: Tx,
  tenantId: string,
  locale: string,
  where: SQL,
  order: SQL,
  page?: { limit: number; offset: number },
): Promise<VaccineDeclarationRow[]> {
  const en = locale === 'en';
  const raw = await selectRequestRows<VaccineDeclarationRow>(tx, tenantId, 'declaration', {
    where,
    order,
    page,
    joins: declarationVaccine(tenantId),
    columns: sql`, s.date_of_birth::text as date_of_birth, coalesce(v.code, sv.code) as vaccine_code,
      ${en ? sql`coalesce(v.name_en, sv.name_en)` : sql`coalesce(v.name_vi, sv.name_vi)`} as vaccine_name,
      a.vaccine_id is not null as national, a.dose_number,
      case when a.vaccine_id is not null
        then (select count(*) from vaccine_doses d where d.vaccine_id = a.vaccine_id)
        else (select count(*) from school_vaccine_doses d where d.tenant_id = ${tenantId} and d.vaccine_id = a.school_vaccine_id)
      end as doses_total,
      a.vaccinated_on::text as date, a.place, a.lot, a.note, a.photo_path is not null as has_photo, a.status,
      a.reject_reason`,
  });
  return raw.map((r) => ({
    ...r,
    date_of_birth: String(r.date_of_birth).slice(0, 10),
    date: String(r.date).slice(0, 10),
    dose_number: Number(r.dose_number),
    doses_total: Number(r.doses_total),
    national: !!r.national,
    has_photo: !!r.has_photo,
  }));
}
