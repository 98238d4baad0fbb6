import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { uuidArray } from '../db/rows';
import { requestFrom } from '../requests/workflow';
import { rowsByRequest, selectRequestRows } from '../requests/request-rows';
import type { DoseRow, MedicineItem, MedicineRow } from '@/lib/schemas/medicine';
import { addDays } from '@/lib/school-time';

export const MEDICINE_FROM = requestFrom('medicine');

/** Whole days from one yyyy-MM-dd to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** Every time of day of a request's medicines, in order: the slots of each of its days. */
export const timesOf = (medicines: MedicineItem[]) => [...new Set(medicines.flatMap((m) => m.times))].sort();

/**
 * Requests as the API answers them: the shared request row (child, class, who asked, who decided) with the days,
 * the medicines and the doses. `where` and `order` may use `a` (the request) and `s` (the child). `doses`: 'logged' (the list), 'all' (every slot of an approved request,
 * `due` where nothing is logged yet: the detail and the parents' log) or 'none'.
 */
export async function selectMedicineRows(
  tx: Tx,
  tenantId: string,
  where: SQL,
  order: SQL,
  opts: { page?: { limit: number; offset: number }; doses: 'logged' | 'all' | 'none' },
): Promise<MedicineRow[]> {
  const raw = await selectRequestRows<Omit<MedicineRow, 'times' | 'doses' | 'doses_scheduled' | 'medicines'> & { medicines: MedicineItem[] | string }>(
    tx,
    tenantId,
    'medicine',
    {
      where,
      order,
      page: opts.page,
      columns: sql`, a.from_date::text as from_date, a.to_date::text as to_date, a.medicines, a.note,
        a.photo_path is not null as has_photo, a.status, a.reject_reason as reason, a.cancelled_at`,
    },
  );
  const logged = opts.doses === 'none' || !raw.length ? new Map<string, DoseRow[]>() : await loggedDoses(tx, tenantId, raw.map((r) => r.id));
  return raw.map((r) => {
    const medicines = (typeof r.medicines === 'string' ? JSON.parse(r.medicines) : r.medicines) as MedicineItem[];
    const from = String(r.from_date).slice(0, 10);
    const to = String(r.to_date).slice(0, 10);
    const times = timesOf(medicines);
    const row: MedicineRow = {
      ...r,
      from_date: from,
      to_date: to,
      medicines,
      times,
      doses_scheduled: (daysBetween(from, to) + 1) * times.length,
      has_photo: !!r.has_photo,
      doses: logged.get(r.id) ?? [],
    };
    if (opts.doses === 'all' && row.status === 'approved') row.doses = allSlots(row, row.doses);
    return row;
  });
}

/** The logged doses of some requests, by request, in day and time order. */
async function loggedDoses(tx: Tx, tenantId: string, ids: string[]) {
  return rowsByRequest<'request_id', DoseRow & { request_id: string; given_at: Date | string | null }, DoseRow>(
    tx,
    'request_id',
    sql`select d.request_id, d.day::text as day, d.time, d.status, d.given_at, u.full_name as given_by_name, d.reason
      from medicine_doses d left join users u on u.id = d.given_by
      where d.tenant_id = ${tenantId} and d.request_id = any(${uuidArray(ids)})
      order by d.day, d.time`,
    (d) => ({ ...d, day: String(d.day).slice(0, 10), given_at: iso(d.given_at) }),
  );
}

/** Every slot (day × time) of the request, the logged ones as logged and the rest `due`. */
function allSlots(row: MedicineRow, logged: DoseRow[]): DoseRow[] {
  const byKey = new Map(logged.map((d) => [`${d.day} ${d.time}`, d]));
  const slots: DoseRow[] = [];
  for (let day = row.from_date; day <= row.to_date; day = addDays(day, 1)) {
    for (const time of row.times) {
      slots.push(byKey.get(`${day} ${time}`) ?? { day, time, status: 'due', given_at: null, given_by_name: null, reason: null });
    }
  }
  return slots;
}
