import 'server-only';
import { AppError, unprocessable } from '../http/errors';
import { SHEET_MAX_CELLS, SHEET_MAX_MS, type SheetLimits, type SheetRow } from './sheet-reader';

/** The longest cell a CSV may hold (a bank's description is a few hundred characters). */
export const CSV_MAX_CELL = 2_000;

/**
 * The CSV beside the spreadsheet reader, with the same limits and the same answer (`SheetRow`s, the header row
 * included): UTF-8 with or without a BOM, fields separated by `;`, `,` or a tab (whichever the first line uses
 * most), quoted fields with doubled quotes. Read a character at a time while the text is decoded in pieces: rows,
 * cells, a cell's length and time are counted as it goes, so an oversized file is refused without being read whole.
 */
export function readCsvRows(bytes: Uint8Array, { width, maxRows, signal }: SheetLimits): SheetRow[] {
  const started = Date.now();
  const maxSheetRows = maxRows * 2;
  const tooComplex = () => unprocessable('errors.import_too_complex', { rows: maxSheetRows, cells: SHEET_MAX_CELLS });
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const notText = () => new AppError(415, 'errors.file_type', undefined, { file: 'errors.statement_file_type' });
  if (bytes.includes(0)) throw notText();

  const rows: SheetRow[] = [];
  let separator: string | null = null;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let afterQuote = false;
  let rowNumber = 0;
  let filledAfterHeader = 0;
  let seenCells = 0;
  let pending = ''; // the first line, until the separator is known

  const endCell = () => {
    if (cells.length < width) cells.push(cell.normalize('NFC').trim());
    seenCells += 1;
    if (seenCells > SHEET_MAX_CELLS) throw tooComplex();
    cell = '';
    afterQuote = false;
  };
  const endRow = () => {
    endCell();
    rowNumber += 1;
    if (rowNumber > maxSheetRows + 1) {
      if (filledAfterHeader >= maxRows) throw unprocessable('errors.import_too_many_rows', { max: maxRows });
      throw tooComplex();
    }
    const filled = cells.some(Boolean);
    if (filled) {
      if (rows.length > 0) {
        if (filledAfterHeader >= maxRows) throw unprocessable('errors.import_too_many_rows', { max: maxRows });
        filledAfterHeader += 1;
      }
      while (cells.length < width) cells.push('');
      rows.push({ row: rowNumber, cells });
    }
    cells = [];
  };
  const feed = (text: string) => {
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      if (quoted) {
        if (ch === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i++;
          } else {
            quoted = false;
            afterQuote = true;
          }
        } else cell += ch;
      } else if (ch === '"' && cell.trim() === '' && !afterQuote) {
        quoted = true;
        cell = '';
      } else if (ch === separator) endCell();
      else if (ch === '\n') endRow();
      else if (ch !== '\r') cell += ch;
      if (cell.length > CSV_MAX_CELL) throw unprocessable('errors.import_cell_too_long', { row: rowNumber + 1, max: CSV_MAX_CELL });
    }
  };
  const pickSeparator = (line: string) => {
    const outside = line.replace(/"[^"]*"/g, '');
    const counts = [';', ',', '\t'].map((s) => [s, outside.split(s).length - 1] as const);
    counts.sort((a, b) => b[1] - a[1]);
    return counts[0][1] > 0 ? counts[0][0] : ',';
  };

  try {
    for (let at = 0; at < bytes.length; at += 64 * 1024) {
      if (Date.now() - started > SHEET_MAX_MS || signal?.aborted) throw tooComplex();
      const last = at + 64 * 1024 >= bytes.length;
      let text = decoder.decode(bytes.subarray(at, Math.min(at + 64 * 1024, bytes.length)), { stream: !last });
      if (separator === null) {
        pending += text;
        const nl = pending.indexOf('\n');
        if (nl < 0 && !last) {
          if (pending.length > CSV_MAX_CELL * width) throw tooComplex();
          continue;
        }
        separator = pickSeparator(nl < 0 ? pending : pending.slice(0, nl));
        text = pending;
        pending = '';
      }
      feed(text);
    }
    if (quoted) throw unprocessable('errors.statement_csv_quote', { row: rowNumber + 1 });
    if (cell !== '' || cells.length) endRow();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notText(); // not UTF-8
  }
  return rows;
}
