import 'server-only';
import type { RequestContext } from '../http/context';
import { allPages, sheetOf, type SheetColumn } from '../files/list-export';
import { listMedicineRequests } from './list-medicine-requests';
import { translate } from '@/lib/i18n/translate';
import type { MedicineListQuery, MedicineRow } from '@/lib/schemas/medicine';

/** GET /MedicineRequest/export: the medicine requests the screen lists (filters, search, sort, scope) as .xlsx. */
export async function exportMedicineRequests(ctx: RequestContext, q: MedicineListQuery) {
  const { data } = await listMedicineRequests(ctx, allPages(q));
  const t = (key: string) => translate(ctx.locale, key);
  const columns: SheetColumn<MedicineRow>[] = [
    { key: 'student_code', width: 14, kind: 'text', value: (r) => r.student_code },
    { key: 'student_name', width: 28, value: (r) => r.student_name },
    { key: 'class_name', width: 16, value: (r) => r.class_name },
    { key: 'from_date', width: 12, kind: 'day', value: (r) => r.from_date },
    { key: 'to_date', width: 12, kind: 'day', value: (r) => r.to_date },
    {
      key: 'medicines',
      width: 50,
      value: (r) => r.medicines.map((m) => `${m.name} ${m.dose} ${m.unit} (${m.times.join(', ')})`).join('; '),
    },
    { key: 'note', width: 36, value: (r) => r.note },
    { key: 'status', width: 14, value: (r) => t(`medicine.statuses.${r.status}`) },
    { key: 'created_by', width: 24, value: (r) => r.created_by_name },
    { key: 'created_at', width: 18, kind: 'moment', value: (r) => r.created_at },
    { key: 'decided_by', width: 24, value: (r) => r.decided_by_name },
    { key: 'decided_at', width: 18, kind: 'moment', value: (r) => r.decided_at },
    { key: 'reject_reason', width: 36, value: (r) => r.reason },
  ];
  return sheetOf(ctx.locale, 'medicine', columns, data);
}
