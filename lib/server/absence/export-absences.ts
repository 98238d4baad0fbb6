import 'server-only';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import type { FileReply } from '../files/file-endpoint';
import { XLSX_TYPE } from '../audit/export-audit-logs';
import { selectAbsenceRows } from './absence-rows';
import { absenceListOrder, absenceListWhere } from './list-absences';
import { translate } from '@/lib/i18n/translate';
import type { AbsenceListQuery } from '@/lib/schemas/absence';
import { schoolToday } from '@/lib/school-time';
import { DATE_FORMAT, DATE_TIME_FORMAT, dateCell, dateTimeCell } from '../files/sheet-cells';

/** At most this many requests in one export (a school makes a few thousand a year). */
export const ABSENCE_EXPORT_MAX_ROWS = 20_000;

const COLUMNS = [
  { key: 'student_code', width: 14 },
  { key: 'student_name', width: 28 },
  { key: 'class_name', width: 16 },
  { key: 'from_date', width: 12 },
  { key: 'to_date', width: 12 },
  { key: 'days', width: 8 },
  { key: 'reason', width: 40 },
  { key: 'status', width: 14 },
  { key: 'source', width: 12 },
  { key: 'created_by', width: 24 },
  { key: 'created_at', width: 18 },
  { key: 'decided_by', width: 24 },
  { key: 'decided_at', width: 18 },
  { key: 'reject_reason', width: 36 },
] as const;

/** GET /Absence/export: the filtered list (same filters, search, sort and scope as get-list) as .xlsx. */
export async function exportAbsences(ctx: RequestContext, q: AbsenceListQuery): Promise<FileReply> {
  const rows = await schoolTransaction(ctx, (tx) =>
    selectAbsenceRows(tx, ctx.tenantId, absenceListWhere(ctx, q), absenceListOrder(q), {
      limit: ABSENCE_EXPORT_MAX_ROWS,
      offset: 0,
    }),
  );
  const { Workbook } = await import('exceljs');
  const t = (key: string) => translate(ctx.locale, `absence.${key}`);
  const book = new Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet(t('sheet.title'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({ header: t(`sheet.${c.key}`), key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow({
      student_code: r.student_code,
      student_name: r.student_name,
      class_name: r.class_name ?? '',
      from_date: dateCell(r.from_date),
      to_date: dateCell(r.to_date),
      days: r.days,
      reason: r.reason,
      status: t(`statuses.${r.status}`),
      source: t(`sources.${r.source}`),
      created_by: r.created_by_name ?? '',
      created_at: dateTimeCell(r.created_at),
      decided_by: r.decided_by_name ?? '',
      decided_at: dateTimeCell(r.decided_at),
      reject_reason: r.reject_reason ?? '',
    });
  }
  for (const key of ['from_date', 'to_date']) sheet.getColumn(key).numFmt = DATE_FORMAT;
  for (const key of ['created_at', 'decided_at']) sheet.getColumn(key).numFmt = DATE_TIME_FORMAT;
  sheet.getColumn('student_code').numFmt = '@';
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  const buffer = await book.xlsx.writeBuffer();
  return {
    body: new Uint8Array(buffer as ArrayBuffer),
    contentType: XLSX_TYPE,
    fileName: `${t('sheet.fileName')}-${schoolToday().replace(/-/g, '')}.xlsx`,
  };
}
