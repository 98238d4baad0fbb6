import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { DECLARATION_FROM } from './scope';
import type { VaccineDeclarationRow } from '@/lib/schemas/vaccine';
import type { VaccineDeclarationStatus } from '@/lib/vaccine-values';

type Raw = Omit<VaccineDeclarationRow, 'created_at' | 'decided_at' | 'doses_total' | 'dose_number'> & {
  dose_number: number | string;
  doses_total: number | string;
  created_at: Date | string;
  decided_at: Date | string | null;
  status: VaccineDeclarationStatus;
};

/** Declarations as the API answers them, with the child, class, vaccine, who declared and who decided. */
export async function selectDeclarationRows(
  tx: Tx,
  tenantId: string,
  locale: string,
  where: SQL,
  order: SQL,
  page?: { limit: number; offset: number },
): Promise<VaccineDeclarationRow[]> {
  const en = locale === 'en';
  const raw = await rowsOf<Raw>(
    tx,
    sql`
    select vd.id, vd.student_id, s.code as student_code, s.full_name as student_name,
      s.date_of_birth::text as date_of_birth, s.class_id, c.name as class_name,
      coalesce(v.code, sv.code) as vaccine_code,
      ${en ? sql`coalesce(v.name_en, sv.name_en)` : sql`coalesce(v.name_vi, sv.name_vi)`} as vaccine_name,
      vd.vaccine_id is not null as national, vd.dose_number,
      case when vd.vaccine_id is not null
        then (select count(*) from vaccine_doses d where d.vaccine_id = vd.vaccine_id)
        else (select count(*) from school_vaccine_doses d where d.tenant_id = vd.tenant_id and d.vaccine_id = vd.school_vaccine_id)
      end as doses_total,
      vd.vaccinated_on::text as date, vd.place, vd.lot, vd.note, vd.photo_path is not null as has_photo, vd.status,
      case when vd.created_by_account is not null then 'parent' else 'staff' end as source,
      coalesce(cu.full_name, g.full_name) as created_by_name, vd.created_at,
      du.full_name as decided_by_name, vd.decided_at, vd.reject_reason
    from ${DECLARATION_FROM}
    left join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id
    left join users cu on cu.id = vd.created_by_user
    left join app_accounts acc on acc.tenant_id = vd.tenant_id and acc.id = vd.created_by_account
    left join guardians g on g.tenant_id = acc.tenant_id and g.id = acc.guardian_id
    left join users du on du.id = vd.decided_by
    where vd.tenant_id = ${tenantId} and ${where}
    order by ${order}
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  );
  return raw.map((r) => ({
    ...r,
    date_of_birth: String(r.date_of_birth).slice(0, 10),
    date: String(r.date).slice(0, 10),
    dose_number: Number(r.dose_number),
    doses_total: Number(r.doses_total),
    national: !!r.national,
    has_photo: !!r.has_photo,
    created_at: new Date(r.created_at).toISOString(),
    decided_at: r.decided_at === null ? null : new Date(r.decided_at).toISOString(),
  }));
}
