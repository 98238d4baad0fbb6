import 'server-only';
import { Readable } from 'node:stream';
import { AppError, unprocessable } from '../http/errors';

/**
 * The one reader of uploaded spreadsheets (the student import, and every later import): the first worksheet's rows
 * as text, streamed so that an oversized sheet is refused without reading it all. Every row counts towards the cap
 * (empty ones included, or 20 million empty rows would keep the server busy), and so do cells and time.
 */
export type SheetRow = { row: number; cells: string[] };
export type SheetLimits = {
  /** Columns read from each row (A, B, …). */
  width: number;
  /** Filled rows after the header a sheet may have; row `maxRows + 1` is refused with `errors.import_too_many_rows`. */
  maxRows: number;
  signal?: AbortSignal;
};

/** Rows of any kind, cells and seconds a sheet may cost before it is refused, relative to its filled rows. */
export const SHEET_MAX_CELLS = 250_000;
export const SHEET_MAX_MS = 15_000;

/** The file handed to the reader in small pieces, stopping when the time is up or the client has left. */
function pieces(bytes: Uint8Array, deadline: number, signal?: AbortSignal) {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 64 * 1024) {
        if (Date.now() > deadline || signal?.aborted) throw new Error('sheet reading stopped');
        yield Buffer.from(bytes.buffer, bytes.byteOffset + at, Math.min(64 * 1024, bytes.length - at));
      }
    })(),
  );
}

export function isXlsx(bytes: Uint8Array) {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** Every filled row of the first worksheet, the header (row 1) included, each cell as trimmed NFC text. */
export async function readSheetRows(bytes: Uint8Array, { width, maxRows, signal }: SheetLimits): Promise<SheetRow[]> {
  const notXlsx = () => new AppError(415, 'errors.file_type', undefined, { file: 'errors.import_file_type' });
  if (!isXlsx(bytes)) throw notXlsx();
  const maxSheetRows = maxRows * 2;
  const excel = await import('exceljs');
  // Under plain Node (scripts, the fault tests' worker) the CommonJS package's exports arrive as `default`.
  const { stream } = excel.stream ? excel : (excel as unknown as { default: typeof excel }).default;
  const started = Date.now();
  const tooComplex = () => unprocessable('errors.import_too_complex', { rows: maxSheetRows, cells: SHEET_MAX_CELLS });
  const reader = new stream.xlsx.WorkbookReader(pieces(bytes, started + SHEET_MAX_MS, signal), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  const rows: SheetRow[] = [];
  let filledAfterHeader = 0;
  let sawSheet = false;
  try {
    for await (const sheet of reader) {
      sawSheet = true;
      let seenRows = 0;
      let seenCells = 0;
      for await (const row of sheet) {
        seenRows += 1;
        seenCells += row.cellCount;
        if (row.number > maxSheetRows + 1 || seenRows > maxSheetRows + 1) {
          if (filledAfterHeader >= maxRows) throw unprocessable('errors.import_too_many_rows', { max: maxRows });
          throw tooComplex();
        }
        if (seenCells > SHEET_MAX_CELLS || Date.now() - started > SHEET_MAX_MS || signal?.aborted) throw tooComplex();
        const cells: string[] = [];
        let filled = false;
        for (let i = 1; i <= width; i += 1) {
          const cell = row.getCell(i);
          const text = cellText(cell.value, cell.address);
          if (text) filled = true;
          cells.push(text);
        }
        if (!filled) continue;
        if (row.number > 1) {
          // Counted before anything is validated: a 50,000-row sheet is refused at row 5,001.
          if (filledAfterHeader >= maxRows) throw unprocessable('errors.import_too_many_rows', { max: maxRows });
          filledAfterHeader += 1;
        }
        rows.push({ row: row.number, cells });
      }
      break; // the first worksheet only
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (Date.now() - started > SHEET_MAX_MS || signal?.aborted) throw tooComplex();
    throw notXlsx();
  }
  if (!sawSheet) throw notXlsx();
  return rows;
}

/** A cell as trimmed NFC text; a date cell as dd/MM/yyyy; a formula is refused, naming the cell. */
function cellText(value: unknown, address: string): string {
  if (value == null) return '';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const iso = value.toISOString();
    return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  }
  if (typeof value === 'object') {
    const v = value as { formula?: string; sharedFormula?: string; richText?: { text: string }[]; text?: string };
    if (v.formula !== undefined || v.sharedFormula !== undefined)
      throw unprocessable('errors.import_formula', { cell: address });
    if (v.richText) return v.richText.map((r) => r.text).join('').normalize('NFC').trim();
    if (typeof v.text === 'string') return v.text.normalize('NFC').trim();
    return '';
  }
  return String(value).normalize('NFC').trim();
}
