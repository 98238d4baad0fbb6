import 'server-only';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import type { FileReply } from '../files/file-endpoint';
import { listSheetFile } from '../files/list-export';
import { fileStamp } from '../files/sheet-cells';
import { selectAbsenceRows } from './absence-rows';
import { absenceListOrder, absenceListWhere } from './list-absences';
import { translate } from '@/lib/i18n/translate';
import type { AbsenceListQuery, AbsenceRow } from '@/lib/schemas/absence';

/** At most this many requests in one export (a school makes a few thousand a year). */
export const ABSENCE_EXPORT_MAX_ROWS = 20_000;

/** GET /Absence/export: the filtered list (same filters, search, sort and scope as get-list) as .xlsx. */
export async function exportAbsences(ctx: RequestContext, q: AbsenceListQuery): Promise<FileReply> {
  const rows = await schoolTransaction(ctx, (tx) =>
    selectAbsenceRows(tx, ctx.tenantId, absenceListWhere(ctx, q), absenceListOrder(q), {
      limit: ABSENCE_EXPORT_MAX_ROWS,
      offset: 0,
    }),
  );
  const t = (key: string) => translate(ctx.locale, `absence.${key}`);
  const column = (
    key: string,
    width: number,
    value: (r: AbsenceRow) => string | number | null,
    kind?: 'day' | 'moment' | 'text',
  ) => ({
    header: t(`sheet.${key}`),
    key,
    width,
    kind,
    value,
  });
  return listSheetFile({
    title: t('sheet.title'),
    fileName: `${t('sheet.fileName')}-${fileStamp()}.xlsx`,
    rows,
    columns: [
      column('student_code', 14, (r) => r.student_code, 'text'),
      column('student_name', 28, (r) => r.student_name),
      column('class_name', 16, (r) => r.class_name),
      column('from_date', 12, (r) => r.from_date, 'day'),
      column('to_date', 12, (r) => r.to_date, 'day'),
      column('days', 8, (r) => r.days),
      column('reason', 40, (r) => r.reason),
      column('status', 14, (r) => t(`statuses.${r.status}`)),
      column('source', 12, (r) => t(`sources.${r.source}`)),
      column('created_by', 24, (r) => r.created_by_name),
      column('created_at', 18, (r) => r.created_at, 'moment'),
      column('decided_by', 24, (r) => r.decided_by_name),
      column('decided_at', 18, (r) => r.decided_at, 'moment'),
      column('reject_reason', 36, (r) => r.reject_reason),
    ],
  });
}
