import 'server-only';
import type { RequestContext } from '../http/context';
import { allPages, sheetOf, type SheetColumn } from '../files/list-export';
import { listDeclarations } from './list-declarations';
import { translate } from '@/lib/i18n/translate';
import type { VaccineDeclarationListQuery, VaccineDeclarationRow } from '@/lib/schemas/vaccine';

/** GET /VaccineDeclaration/export: the declarations the screen lists (filters, search, sort, scope) as .xlsx. */
export async function exportVaccineDeclarations(ctx: RequestContext, q: VaccineDeclarationListQuery) {
  const { data } = await listDeclarations(ctx, allPages(q));
  const t = (key: string) => translate(ctx.locale, `vaccine.${key}`);
  const columns: SheetColumn<VaccineDeclarationRow>[] = [
    { key: 'student_code', width: 14, kind: 'text', value: (r) => r.student_code },
    { key: 'student_name', width: 28, value: (r) => r.student_name },
    { key: 'date_of_birth', width: 12, kind: 'day', value: (r) => r.date_of_birth },
    { key: 'class_name', width: 16, value: (r) => r.class_name },
    { key: 'vaccine', width: 30, value: (r) => r.vaccine_name },
    { key: 'dose', width: 8, value: (r) => r.dose_number },
    { key: 'date', width: 12, kind: 'day', value: (r) => r.date },
    { key: 'place', width: 24, value: (r) => r.place },
    { key: 'lot', width: 14, kind: 'text', value: (r) => r.lot },
    { key: 'status', width: 14, value: (r) => t(`statuses.${r.status}`) },
    { key: 'source', width: 10, value: (r) => t(`sources.${r.source}`) },
    { key: 'created_by', width: 24, value: (r) => r.created_by_name },
    { key: 'created_at', width: 18, kind: 'moment', value: (r) => r.created_at },
    { key: 'decided_by', width: 24, value: (r) => r.decided_by_name },
    { key: 'decided_at', width: 18, kind: 'moment', value: (r) => r.decided_at },
    { key: 'reject_reason', width: 36, value: (r) => r.reject_reason },
  ];
  return sheetOf(ctx.locale, 'vaccineDeclarations', columns, data);
}
