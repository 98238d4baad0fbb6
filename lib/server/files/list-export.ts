import 'server-only';
import { PassThrough, Readable } from 'node:stream';
import type { Workbook, Worksheet } from 'exceljs';
import { XLSX_TYPE, type FileReply } from './file-endpoint';
import { DATE_FORMAT, DATE_TIME_FORMAT, dateCell, dateTimeCell, fileStamp } from './sheet-cells';
import { translate } from '@/lib/i18n/translate';

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
type Value = string | number | Date | null | undefined;

/** A column of an export: its header is `exports.<sheet>.<key>` in the caller's language. */
export type SheetColumn<R> = { key: string; width: number; kind?: Kind; value: (row: R) => Value };

/** A column whose header is already in the caller's words (another area's messages, a survey's question). */
export type NamedColumn<R> = SheetColumn<R> & { header: string };

const FORMATS: Partial<Record<Kind, string>> = {
  day: DATE_FORMAT,
  month: 'mm/yyyy',
  moment: DATE_TIME_FORMAT,
  text: '@',
};

function cell(kind: Kind, value: Value) {
  if (kind === 'day') return dateCell(value == null ? null : String(value));
  if (kind === 'month') return dateCell(value == null ? null : `${String(value).slice(0, 7)}-01`);
  if (kind === 'moment') return dateTimeCell(value == null ? null : value instanceof Date ? value : String(value));
  if (kind === 'text') return value == null ? '' : String(value);
  return value ?? '';
}

/**
 * A list's sheet in a workbook: the header row bold and frozen, with a filter; each column formatted for its kind
 * (days and moments shown dd/MM/yyyy, phones and codes as text). Its rows are `listRow`s.
 */
export function addListSheet<R>(book: Workbook, title: string, columns: NamedColumn<R>[]): Worksheet {
  const sheet = book.addWorksheet(title, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => {
    const numFmt = FORMATS[c.kind ?? 'value'];
    return { header: c.header, key: c.key, width: c.width, ...(numFmt && { style: { numFmt } }) };
  });
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return sheet;
}

/** One row of a list's sheet: each column's cell, by its key. */
export const listRow = <R>(columns: SheetColumn<R>[], row: R) =>
  Object.fromEntries(columns.map((c) => [c.key, cell(c.kind ?? 'value', c.value(row))]));

/**
 * A list as .xlsx (one sheet, `addListSheet`), written row by row into the answer (exceljs' streaming writer). The
 * rows are the list service's answer, at most LIST_EXPORT_MAX_ROWS of them; `fileName` is the whole name.
 */
export async function listSheetFile<R>(file: {
  title: string;
  fileName: string;
  columns: NamedColumn<R>[];
  rows: readonly R[];
  creator?: string;
}): Promise<FileReply> {
  const { stream } = await import('exceljs');
  const out = new PassThrough();
  const book = new stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  if (file.creator) book.creator = file.creator;
  book.created = new Date();
  const sheet = addListSheet(book, file.title, file.columns);
  void (async () => {
    for (const row of file.rows) sheet.addRow(listRow(file.columns, row)).commit();
    sheet.commit();
    await book.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return { body: Readable.toWeb(out) as ReadableStream<Uint8Array>, contentType: XLSX_TYPE, fileName: file.fileName };
}

/**
 * A list as .xlsx with its words under `exports.<sheet>`: the sheet's title, each column's header (its key) and the
 * file's name, stamped with the day.
 */
export async function sheetOf<R>(
  locale: string,
  sheetName: string,
  columns: SheetColumn<R>[],
  rows: readonly R[],
): Promise<FileReply> {
  const t = (key: string) => translate(locale, `exports.${sheetName}.${key}`);
  return listSheetFile({
    title: t('title'),
    fileName: `${t('fileName')}-${fileStamp()}.xlsx`,
    columns: columns.map((c) => ({ ...c, header: t(c.key) })),
    rows,
  });
}
