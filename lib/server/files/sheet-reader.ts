import 'server-only';
import { Readable } from 'node:stream';
import { AppError, unprocessable } from '../http/errors';
import { exceljs } from './exceljs';

/**
 * The one reader of uploaded spreadsheets (the student import, and every later import): the first worksheet's rows
 * as text, streamed so that an oversized sheet is refused without reading it all. Every row counts towards the cap
 * (empty ones included, or 20 million empty rows would keep the server busy), and so do cells and time.
 */
export type SheetRow = {
  row: number;
  cells: string[];
  /** Columns (0-based) whose cell is longer than the caller's `maxLengths` allow: an error of this row. */
  tooLong?: number[];
};
export type SheetLimits = {
  /** Columns read from each row (A, B, …). */
  width: number;
  /**
   * The longest text each column may hold (the longest field it can fill), by column index. A longer cell is not
   * refused here but reported in its row's `tooLong`, so the caller names the row before it asks the database
   * anything. Columns beyond the list, or without it, may hold up to SHEET_MAX_CELL_CHARS.
   */
  maxLengths?: readonly number[];
  /** Filled rows after the header a sheet may have; row `maxRows + 1` is refused with `errors.import_too_many_rows`. */
  maxRows: number;
  signal?: AbortSignal;
};

/** Rows of any kind, cells and seconds a sheet may cost before it is refused, relative to its filled rows. */
export const SHEET_MAX_CELLS = 250_000;
export const SHEET_MAX_MS = 15_000;
/** Excel's own limit of a cell: a longer one refuses the whole file (422), whatever the column. */
export const SHEET_MAX_CELL_CHARS = 32_767;
/**
 * The bytes of XML between two `<` of any part (a cell's text, an attribute, a tag), as it inflates: a cell's
 * characters written as UTF-8 or as character references stay well under it. Checked before exceljs reads the
 * part, whose SAX parser would accumulate a 200 MB text node whole.
 */
export const SHEET_MAX_MARKUP_RUN = 4 * SHEET_MAX_CELL_CHARS + 4096;
/** The parts of a workbook together, inflated: the total text a sheet may carry (a 5,000-row import is ~5 MB). */
export const SHEET_MAX_INFLATED_BYTES = 64 * 1024 * 1024;

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

const cellTooLong = () =>
  unprocessable('errors.import_cell_too_long', { max: SHEET_MAX_CELL_CHARS });

/**
 * Every part of the archive inflated once, as it streams, by the zip reader exceljs itself uses (so both see the same
 * entries), and nothing kept: refused as soon as the parts pass SHEET_MAX_INFLATED_BYTES together, an XML part has
 * a run of more than SHEET_MAX_MARKUP_RUN bytes without markup (one huge cell, shared string or attribute), or a
 * declaration, comment, CDATA section or processing instruction past the XML declaration (a sheet has none, and
 * each is text a SAX parser would gather whole). A 200 MB one-cell sheet is refused after its first 128 kB.
 */
async function checkParts(bytes: Uint8Array, deadline: number, signal: AbortSignal | undefined, notXlsx: () => AppError) {
  const { Parse } = await import('unzipper');
  const source = pieces(bytes, deadline, signal);
  const zip = Parse({ forceStream: true });
  let failure: unknown = null;
  const fail = (error: unknown) => (failure ??= error);
  source.on('error', fail);
  zip.on('error', fail);
  source.pipe(zip);
  let inflated = 0;
  try {
    for await (const entry of zip) {
      const xml = /\.(xml|rels)/i.test(entry.path);
      let at = 0; // bytes of this part so far
      let run = 0; // bytes since the last `<`
      let afterLt = false; // the last chunk ended with `<`
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        inflated += chunk.length;
        if (inflated > SHEET_MAX_INFLATED_BYTES) throw tooMuchText();
        if (Date.now() > deadline || signal?.aborted) throw new Error('sheet reading stopped');
        if (!xml) continue;
        let from = 0;
        if (afterLt && chunk.length) {
          if (!markupAllowed(chunk[0], at - 1)) throw cellTooLong();
          afterLt = false;
        }
        for (;;) {
          const lt = chunk.indexOf(0x3c, from);
          if (lt < 0) {
            run += chunk.length - from;
            break;
          }
          run += lt - from;
          if (run > SHEET_MAX_MARKUP_RUN) throw cellTooLong();
          run = 0;
          if (lt + 1 < chunk.length) {
            if (!markupAllowed(chunk[lt + 1], at + lt)) throw cellTooLong();
          } else afterLt = true;
          from = lt + 1;
        }
        if (run > SHEET_MAX_MARKUP_RUN) throw cellTooLong();
        at += chunk.length;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw failure instanceof AppError ? failure : notXlsx();
  } finally {
    source.destroy();
    zip.destroy();
  }
  if (failure) throw failure instanceof AppError ? failure : notXlsx();
}

/** After a `<` at `offset` of a part: `<!` never, `<?` only as the XML declaration (after a byte-order mark at most). */
const markupAllowed = (next: number, offset: number) => next !== 0x21 && (next !== 0x3f || offset <= 3);

const tooMuchText = () =>
  unprocessable('errors.import_too_much_text', { max: SHEET_MAX_INFLATED_BYTES / 1024 / 1024 });

/** Every filled row of the first worksheet, the header (row 1) included, each cell as trimmed NFC text. */
export async function readSheetRows(
  bytes: Uint8Array,
  { width, maxRows, maxLengths = [], signal }: SheetLimits,
): Promise<SheetRow[]> {
  const notXlsx = () => new AppError(415, 'errors.file_type', undefined, { file: 'errors.import_file_type' });
  if (!isXlsx(bytes)) throw notXlsx();
  const maxSheetRows = maxRows * 2;
  const started = Date.now();
  await checkParts(bytes, started + SHEET_MAX_MS, signal, notXlsx);
  const { stream } = await exceljs();
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
        const tooLong: number[] = [];
        let filled = false;
        for (let i = 1; i <= width; i += 1) {
          const cell = row.getCell(i);
          const text = cellText(cell.value, cell.address);
          if (text.length > SHEET_MAX_CELL_CHARS) throw cellTooLong();
          if (text.length > (maxLengths[i - 1] ?? SHEET_MAX_CELL_CHARS)) tooLong.push(i - 1);
          if (text) filled = true;
          cells.push(text);
        }
        if (!filled) continue;
        if (row.number > 1) {
          // Counted before anything is validated: a 50,000-row sheet is refused at row 5,001.
          if (filledAfterHeader >= maxRows) throw unprocessable('errors.import_too_many_rows', { max: maxRows });
          filledAfterHeader += 1;
        }
        rows.push(tooLong.length ? { row: row.number, cells, tooLong } : { row: row.number, cells });
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
