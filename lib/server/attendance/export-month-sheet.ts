import 'server-only';
import type { RequestContext } from '../http/context';
import type { FileReply } from '../files/file-endpoint';
import { fileStamp } from '../files/sheet-cells';
import { XLSX_TYPE } from '../files/file-endpoint';
import { getMonthSheet } from './get-month-sheet';
import { SHEET_MARKS } from '@/lib/attendance-values';
import { translate } from '@/lib/i18n/translate';
import type { AttendanceMonthQuery } from '@/lib/schemas/attendance';
import { monthLabel } from '@/lib/school-time';

/** GET /Attendance/export-month: the month sheet as .xlsx, headers in the request's language. */
export async function exportMonthSheet(ctx: RequestContext, q: AttendanceMonthQuery): Promise<FileReply> {
  const sheetData = await getMonthSheet(ctx, q);
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(ctx.locale, `attendance.${key}`, params);
  const { Workbook } = await import('exceljs');
  const book = new Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet(t('sheet.title'), { views: [{ state: 'frozen', xSplit: 2, ySplit: 3 }] });
  sheet.addRow([t('sheet.heading', { class: sheetData.class_name, month: monthLabel(q.month) })]).font = {
    bold: true,
    size: 13,
  };
  sheet.addRow([t('sheet.legend')]);
  const dayNumbers = sheetData.days.map((d) => Number(d.date.slice(8)));
  const header = sheet.addRow([
    t('sheet.code'),
    t('sheet.fullName'),
    ...dayNumbers,
    t('sheet.present'),
    t('sheet.excused'),
    t('sheet.unexcused'),
    t('sheet.latePickups'),
  ]);
  header.font = { bold: true };
  for (const r of sheetData.rows) {
    sheet.addRow([
      r.code,
      r.full_name,
      ...r.days.map((m) => (m ? SHEET_MARKS[m] : '')),
      r.present,
      r.excused,
      r.unexcused,
      r.late_pickups,
    ]);
  }
  const totals = sheet.addRow([
    '',
    t('sheet.presentPerDay'),
    ...sheetData.present_per_day,
    sheetData.totals.present,
    sheetData.totals.excused,
    sheetData.totals.unexcused,
    sheetData.totals.late_pickups,
  ]);
  totals.font = { bold: true };
  sheet.getColumn(1).width = 12;
  sheet.getColumn(2).width = 28;
  for (let i = 0; i < dayNumbers.length; i++) {
    const col = sheet.getColumn(3 + i);
    col.width = 4;
    col.alignment = { horizontal: 'center' };
    if (!sheetData.days[i].is_work_day) {
      col.eachCell((cell, rowNumber) => {
        if (rowNumber >= 3) cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEEEEE' } };
      });
    }
  }
  const buffer = await book.xlsx.writeBuffer();
  return {
    body: new Uint8Array(buffer as ArrayBuffer),
    contentType: XLSX_TYPE,
    fileName: `${t('sheet.fileName')}-${sheetData.class_name}-${q.month}-${fileStamp()}.xlsx`,
  };
}
