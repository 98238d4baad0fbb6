import 'server-only';
import { AppError, badRequest } from '../http/errors';
import { readCsvRows } from '../files/csv-reader';
import { isXlsx, readSheetRows, type SheetRow } from '../files/sheet-reader';
import { STATEMENT_FIELDS, type StatementColumns, type StatementField } from '@/lib/schemas/tuition';

export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Lines a statement may have: a month of a school's account is a few thousand at most. */
export const STATEMENT_MAX_ROWS = 10_000;
/** Columns read from each row, and rows searched for the header (banks put the account's details above it). */
const WIDTH = 30;
const HEADER_SEARCH = 30;

/** One credit line of a statement as read: a day, whole đồng, and why it cannot be a payment if it cannot. */
export type StatementLine = { line: number; day: string | null; amount: number | null; description: string; reference: string; note: string | null };

/** Header names Vietnamese banks use, lower case without marks, to suggest the columns on a first upload. */
const HINTS: Record<StatementField, RegExp> = {
  date: /^(ngay( giao dich| gd| hach toan| hieu luc)?|transaction date|date|posting date|value date|txn date)$/,
  amount: /^(so tien( ghi co| co)?|ghi co|credit( amount)?|phat sinh co|so tien (vnd|vnđ)|amount)$/,
  description: /^(noi dung( giao dich| chuyen khoan)?|dien giai|mo ta|description|details|transaction details|remark|narrative)$/,
  reference: /^(so (tham chieu|giao dich|but toan|ct|chung tu)|ma (giao dich|gd|tham chieu)|so ref|reference( no| number)?|ref( no)?|transaction (id|no|number)|txn id)$/,
};
const fold = (s: string) =>
  s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/gi, 'd').toLowerCase().replace(/[.:()/#_-]+/g, ' ').replace(/\s+/g, ' ').trim();

/** The file's rows: .xlsx by its first bytes, otherwise CSV text; both bounded and streamed. */
export async function statementRows(bytes: Uint8Array, signal?: AbortSignal): Promise<SheetRow[]> {
  const limits = { width: WIDTH, maxRows: STATEMENT_MAX_ROWS, signal };
  try {
    return isXlsx(bytes) ? await readSheetRows(bytes, limits) : readCsvRows(bytes, limits);
  } catch (error) {
    if (error instanceof AppError && error.status === 415)
      throw new AppError(415, 'errors.statement_file_type', undefined, { file: 'errors.statement_file_type' });
    throw error;
  }
}

/** The header row's texts (the first row with three or more filled cells among the first rows), with its index. */
export function headerOf(rows: SheetRow[]): { index: number; headers: string[] } | null {
  for (let i = 0; i < Math.min(rows.length, HEADER_SEARCH); i++) {
    if (rows[i].cells.filter(Boolean).length >= 3) return { index: i, headers: rows[i].cells };
  }
  return null;
}

/** Columns suggested from the header's names (a column named twice is not suggested twice). */
export function suggestColumns(headers: string[]): Partial<StatementColumns> {
  const out: Partial<StatementColumns> = {};
  for (const field of STATEMENT_FIELDS) {
    const found = headers.find((h) => h && HINTS[field].test(fold(h)) && !Object.values(out).includes(h));
    if (found) out[field] = found;
  }
  return out;
}

/**
 * The rows under the header chosen by the columns: the first row (among the first rows) holding all four names.
 * None is a wrong layout.
 */
export function locate(rows: SheetRow[], columns: StatementColumns): { index: number; at: Record<StatementField, number> } | null {
  for (let i = 0; i < Math.min(rows.length, HEADER_SEARCH); i++) {
    const cells = rows[i].cells.map(fold);
    const at = Object.fromEntries(STATEMENT_FIELDS.map((f) => [f, cells.indexOf(fold(columns[f]))])) as Record<StatementField, number>;
    if (Object.values(at).every((n) => n >= 0)) return { index: i, at };
  }
  return null;
}

/** dd/MM/yyyy (or d/M/yyyy, dd-MM-yyyy, with a time after it) or yyyy-MM-dd → yyyy-MM-dd; anything else null. */
export function parseStatementDay(text: string): string | null {
  const t = text.trim();
  let y: number, m: number, d: number;
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T].*)?$/.exec(t);
  const ymd = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/.exec(t);
  if (dmy) [d, m, y] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  else if (ymd) [y, m, d] = [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * An amount as banks write it: "1.500.000", "1,500,000", "1500000", "+1.500.000 VND", "1.500.000,00". Whole đồng
 * only; another currency's sign or code is `other_currency`; a debit (negative) is `debit`.
 */
export function parseStatementAmount(text: string): { amount: number } | { error: 'other_currency' | 'invalid_amount' | 'debit' } {
  let t = text.replace(/\s+/g, '').replace(/^\+/, '');
  if (!t) return { error: 'invalid_amount' };
  const currency = /^(.*?)(vnd|vnđ|đ|₫|dong)$/i.exec(t);
  if (currency) t = currency[1];
  if (/[a-z$€£¥]/i.test(t)) return { error: 'other_currency' };
  let negative = false;
  if (/^-|^\(.*\)$/.test(t)) {
    negative = true;
    t = t.replace(/^-|^\(|\)$/g, '');
  }
  if (!/^[\d.,]+$/.test(t)) return { error: 'invalid_amount' };
  const lastDot = t.lastIndexOf('.');
  const lastComma = t.lastIndexOf(',');
  let whole = t;
  let fraction = '';
  if (lastDot >= 0 && lastComma >= 0) {
    const at = Math.max(lastDot, lastComma);
    [whole, fraction] = [t.slice(0, at), t.slice(at + 1)];
  } else {
    const sep = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : '';
    const parts = sep ? t.split(sep) : [t];
    // One separator followed by other than three digits is a decimal mark ("1500000.00").
    if (parts.length === 2 && parts[1].length !== 3) [whole, fraction] = parts;
  }
  whole = whole.replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole) || (fraction && !/^\d+$/.test(fraction))) return { error: 'invalid_amount' };
  if (fraction && Number(fraction) !== 0) return { error: 'invalid_amount' };
  const amount = Number(whole);
  if (!Number.isSafeInteger(amount)) return { error: 'invalid_amount' };
  if (negative) return { error: 'debit' };
  return { amount };
}

/** The invoice number a transfer's content carries (as the VietQR purpose put it, banks may drop the hyphen). */
export function invoiceNoIn(description: string): string | null {
  const m = /HP\s*(\d{6})\s*[-_ .]?\s*(\d{4,6})(?!\d)/i.exec(description);
  return m ? `HP${m[1]}-${m[2]}` : null;
}

/** The credit lines of the file under its header: debits and empty amounts are left out. */
export function statementLines(rows: SheetRow[], columns: StatementColumns, currencyColumn = -1): StatementLine[] | null {
  const place = locate(rows, columns);
  if (!place) return null;
  const lines: StatementLine[] = [];
  for (const row of rows.slice(place.index + 1)) {
    const cell = (f: StatementField) => row.cells[place.at[f]] ?? '';
    const amountText = cell('amount');
    if (!amountText) continue;
    const parsed = parseStatementAmount(amountText);
    if ('error' in parsed && parsed.error === 'debit') continue;
    const currency = currencyColumn >= 0 ? fold(row.cells[currencyColumn] ?? '') : '';
    const day = parseStatementDay(cell('date'));
    let note: string | null = null;
    if (currency && currency !== 'vnd') note = 'other_currency';
    else if ('error' in parsed) note = parsed.error;
    else if (!day) note = 'invalid_date';
    else if (!cell('reference')) note = 'no_reference';
    lines.push({
      line: row.row,
      day,
      amount: 'amount' in parsed ? parsed.amount : null,
      description: cell('description').slice(0, 500),
      reference: cell('reference').slice(0, 100),
      note,
    });
  }
  return lines;
}

/** A currency column, if the header has one ("Loại tiền", "Currency", "CCY"). */
export function currencyColumnOf(rows: SheetRow[], index: number): number {
  return rows[index].cells.findIndex((h) => /^(loai tien|tien te|currency|ccy)$/.test(fold(h)));
}

export function columnsError(headers: string[], key = 'errors.statement_columns') {
  return new AppError(422, key, undefined, { columns: key }, { headers: headers.filter(Boolean), suggested: suggestColumns(headers) });
}

export const parseColumns = (text: string | null): StatementColumns | null => {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as Record<string, unknown>;
    const out = {} as StatementColumns;
    for (const f of STATEMENT_FIELDS) {
      if (typeof v[f] !== 'string' || !(v[f] as string).trim()) throw new Error(f);
      out[f] = (v[f] as string).trim().slice(0, 200);
    }
    return out;
  } catch {
    throw badRequest('errors.statement_columns_invalid', { columns: 'errors.statement_columns_invalid' });
  }
};
