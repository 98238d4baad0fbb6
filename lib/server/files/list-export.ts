import 'server-only';
import { PassThrough, Readable } from 'node:stream';
import { XLSX_TYPE, type FileReply } from './file-endpoint';
import { DATE_FORMAT, DATE_TIME_FORMAT, dateCell, dateTimeCell } from './sheet-cells';
import { translate } from '@/lib/i18n/translate';
import { schoolToday } from '@/lib/school-time';

/** The most rows one list's export holds: a school's cap, as the student and leave-request exports have it. */
export const LIST_EXPORT_MAX_ROWS = 20_000;

/**
 * The screen's own list query with its paging lifted to the cap: an export is the list the screen shows (its
 * filters, search, sort and scope, through the same service), all pages of it.
 */
export const allPages = <Q extends object>(q: Q) => ({ ...q, page: 1, page_size: LIST_EXPORT_MAX_ROWS });

/**
 * What a column holds: a day (yyyy-MM-dd), a month (yyyy-MM) or a moment as real date cells, text kept as typed
 * (phones, codes), or a value.
 */
type Kind = 'day' | 'month' | 'moment' | 'text' | 'value';
type Value = string | number | null | undefined;

/** A column of an export: its header is `exports.<sheet>.<key>` in the caller's language. */
export type SheetColumn<R> = { key: string; width: number; kind?: Kind; value: (row: R) => Value };

const FORMATS: Partial<Record<Kind, string>> = { day: DATE_FORMAT, month: 'mm/yyyy', moment: DATE_TIME_FORMAT, text: '@' };

function cell(kind: Kind, value: Value) {
  if (kind === 'day') return dateCell(value == null ? null : String(value));
  if (kind === 'month') return dateCell(value == null ? null : `${String(value).slice(0, 7)}-01`);
  if (kind === 'moment') return dateTimeCell(value == null ? null : String(value));
  if (kind === 'text') return value == null ? '' : String(value);
  return value ?? '';
}

/**
 * A list as .xlsx, written row by row into the answer (exceljs' streaming writer): the header row in the caller's
 * language, bold and frozen, with a filter; days and moments as date cells shown dd/MM/yyyy, phones and codes as
 * text. The rows are the list service's answer, at most LIST_EXPORT_MAX_ROWS of them.
 */
export async function sheetOf<R>(
  locale: string,
  sheetName: string,
  columns: SheetColumn<R>[],
  rows: readonly R[],
): Promise<FileReply> {
  const { stream } = await import('exceljs');
  const t = (key: string) => translate(locale, `exports.${sheetName}.${key}`);
  const out = new PassThrough();
  const book = new stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  book.created = new Date();
  const sheet = book.addWorksheet(t('title'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => {
    const numFmt = FORMATS[c.kind ?? 'value'];
    return { header: t(c.key), key: c.key, width: c.width, ...(numFmt && { style: { numFmt } }) };
  });
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  void (async () => {
    for (const row of rows)
      sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, cell(c.kind ?? 'value', c.value(row))]))).commit();
    sheet.commit();
    await book.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return {
    body: Readable.toWeb(out) as ReadableStream<Uint8Array>,
    contentType: XLSX_TYPE,
    fileName: `${t('fileName')}-${schoolToday().replace(/-/g, '')}.xlsx`,
  };
}
