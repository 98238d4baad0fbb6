import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { loadSettings } from '../attendance/settings';
import { requestFrom } from '../requests/workflow';
import type { AbsenceRow } from '@/lib/schemas/absence';
import type { AbsenceStatus } from '@/lib/attendance-values';

type Raw = {
  id: string;
  student_id: string;
  student_code: string;
  student_name: string;
  class_id: string | null;
  class_name: string | null;
  from_date: string;
  to_date: string;
  days: number | string;
  reason: string;
  status: AbsenceStatus;
  attachment_name: string | null;
  attachment_type: string | null;
  has_attachment: boolean;
  source: 'parent' | 'staff';
  created_by_name: string | null;
  created_at: Date | string;
  decided_by_name: string | null;
  decided_at: Date | string | null;
  reject_reason: string | null;
  cancelled_at: Date | string | null;
};

/** The tables every absence query reads: the request `a`, its child `s`. */
export const ABSENCE_FROM = requestFrom('absence');

/** The school's work days (1 = Monday … 7 = Sunday) as an int[] parameter. */
export const workDaysParam = (days: number[]) => sql`${`{${days.map((d) => Math.trunc(d)).join(',')}}`}::int[]`;

/**
 * Requests as the API answers them (AbsenceRow), with the child, the class, who asked (staff user or the
 * guardian behind the app account) and who decided. `where` and `order` may use `a` and `s`.
 */
export async function selectAbsenceRows(
  tx: Tx,
  tenantId: string,
  where: SQL,
  order: SQL,
  page?: { limit: number; offset: number },
): Promise<AbsenceRow[]> {
  const { workDays } = await loadSettings(tx, tenantId);
  const raw = await rowsOf<Raw>(
    tx,
    sql`
    select a.id, a.student_id, s.code as student_code, s.full_name as student_name, a.class_id, c.name as class_name,
      a.from_date::text as from_date, a.to_date::text as to_date,
      (select count(*) from generate_series(a.from_date, a.to_date, interval '1 day') d
        where extract(isodow from d)::int = any(${workDaysParam(workDays)}))::int as days,
      a.reason, a.status, a.attachment_name, a.attachment_type, a.attachment_path is not null as has_attachment,
      case when a.created_by_account is not null then 'parent' else 'staff' end as source,
      coalesce(cu.full_name, g.full_name) as created_by_name, a.created_at,
      du.full_name as decided_by_name, a.decided_at, a.reject_reason, a.cancelled_at
    from ${ABSENCE_FROM}
    left join classes c on c.tenant_id = a.tenant_id and c.id = a.class_id
    left join users cu on cu.id = a.created_by_user
    left join app_accounts acc on acc.tenant_id = a.tenant_id and acc.id = a.created_by_account
    left join guardians g on g.tenant_id = acc.tenant_id and g.id = acc.guardian_id
    left join users du on du.id = a.decided_by
    where a.tenant_id = ${tenantId} and ${where}
    order by ${order}
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  );
  return raw.map(toRow);
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

function toRow(r: Raw): AbsenceRow {
  return {
    id: r.id,
    student_id: r.student_id,
    student_code: r.student_code,
    student_name: r.student_name,
    class_id: r.class_id,
    class_name: r.class_name,
    from_date: String(r.from_date).slice(0, 10),
    to_date: String(r.to_date).slice(0, 10),
    days: Number(r.days),
    reason: r.reason,
    status: r.status,
    has_attachment: !!r.has_attachment,
    attachment_name: r.attachment_name,
    attachment_type: r.attachment_type,
    source: r.source,
    created_by_name: r.created_by_name,
    created_at: iso(r.created_at)!,
    decided_by_name: r.decided_by_name,
    decided_at: iso(r.decided_at),
    reject_reason: r.reject_reason,
    cancelled_at: iso(r.cancelled_at),
  };
}
