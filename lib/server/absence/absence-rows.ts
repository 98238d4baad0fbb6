import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { loadSettings } from '../attendance/settings';
import { requestFrom } from '../requests/workflow';
import { selectRequestRows } from '../requests/request-rows';
import type { AbsenceRow } from '@/lib/schemas/absence';

/** The tables every absence query reads: the request `a`, its child `s`. */
export const ABSENCE_FROM = requestFrom('absence');

/** The school's work days (1 = Monday … 7 = Sunday) as an int[] parameter. */
export const workDaysParam = (days: number[]) => sql`${`{${days.map((d) => Math.trunc(d)).join(',')}}`}::int[]`;

/**
 * Requests as the API answers them (AbsenceRow): the shared request row (child, class, who asked, who decided)
 * with the days, the school days among them, the reason and the attachment. `where` and `order` may use `a` and `s`.
 */
export async function selectAbsenceRows(
  tx: Tx,
  tenantId: string,
  where: SQL,
  order: SQL,
  page?: { limit: number; offset: number },
): Promise<AbsenceRow[]> {
  const { workDays } = await loadSettings(tx, tenantId);
  const rows = await selectRequestRows<AbsenceRow>(tx, tenantId, 'absence', {
    where,
    order,
    page,
    columns: sql`, a.from_date::text as from_date, a.to_date::text as to_date,
      (select count(*) from generate_series(a.from_date, a.to_date, interval '1 day') d
        where extract(isodow from d)::int = any(${workDaysParam(workDays)}))::int as days,
      a.reason, a.status, a.attachment_name, a.attachment_type, a.attachment_path is not null as has_attachment,
      a.reject_reason, a.cancelled_at`,
  });
  return rows.map((r) => ({
    ...r,
    from_date: String(r.from_date).slice(0, 10),
    to_date: String(r.to_date).slice(0, 10),
    days: Number(r.days),
    has_attachment: !!r.has_attachment,
  }));
}
