import 'server-only';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { XLSX_TYPE, type FileReply } from '../files/file-endpoint';
import { fileStamp } from '../files/sheet-cells';
import { assertVisible, selectReplyRows, toReplyRow } from './event-replies';
import { formatDateTime } from '@/lib/format';
import { translate } from '@/lib/i18n/translate';

const COLUMNS = [
  { key: 'class_name', width: 16 },
  { key: 'student_code', width: 14 },
  { key: 'student_name', width: 28 },
  { key: 'answer', width: 14 },
  { key: 'note', width: 36 },
  { key: 'source', width: 16 },
  { key: 'recorded_by', width: 24 },
  { key: 'replied_at', width: 18 },
] as const;

/** GET /CalendarEvent/export-replies?id=: every child of the caller's scope the event concerns, with the reply. */
export async function exportReplies(ctx: RequestContext, id: string): Promise<FileReply> {
  const { title, rows } = await schoolTransaction(ctx, async (tx) => {
    const event = await assertVisible(tx, ctx, id);
    return { title: event.title, rows: (await selectReplyRows(tx, ctx, id)).map(toReplyRow) };
  });
  const { Workbook } = await import('exceljs');
  const t = (key: string) => translate(ctx.locale, `calendarEvent.${key}`);
  const book = new Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet(t('sheet.title'), { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.addRow([title]).font = { bold: true, size: 13 };
  sheet.columns = COLUMNS.map((c) => ({ key: c.key, width: c.width }));
  const header = sheet.addRow(COLUMNS.map((c) => t(`sheet.${c.key}`)));
  header.font = { bold: true };
  for (const r of rows) {
    sheet.addRow({
      class_name: r.class_name ?? '',
      student_code: r.student_code,
      student_name: r.student_name,
      answer: t(`answers.${r.answer}`),
      note: r.note,
      source: r.source ? t(`sources.${r.source}`) : '',
      recorded_by: r.recorded_by_name ?? '',
      replied_at: formatDateTime(r.replied_at),
    });
  }
  sheet.autoFilter = { from: { row: 2, column: 1 }, to: { row: 2, column: COLUMNS.length } };
  const buffer = await book.xlsx.writeBuffer();
  return {
    body: new Uint8Array(buffer as ArrayBuffer),
    contentType: XLSX_TYPE,
    fileName: `${t('sheet.fileName')}-${fileStamp()}.xlsx`,
  };
}
