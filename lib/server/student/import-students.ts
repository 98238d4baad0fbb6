import 'server-only';
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { classes, guardians, schoolYears, studentClassHistory, students } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { AppError, badRequest, unprocessable } from '../http/errors';
import { readUpload } from '../files/read-upload';
import { SHEET_COLUMNS, sheetHeader, type SheetKey } from './student-sheet';
import { guardianValues } from './student-contacts';
import { studentValues } from './student-values';
import { refreshPickupLists } from './pickup-lists';
import { translate } from '@/lib/i18n/translate';
import { GENDERS, GUARDIAN_RELATIONSHIPS, studentSchema, type StudentInput } from '@/lib/schemas/student';

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5_000;
const CHUNK = 1_000; // rows per INSERT: well under PostgreSQL's 65,535 parameters

/** One refused cell: where, why, and the value as it was read (so that a dropped 0 or a stray space shows). */
export type ImportRowError = { row: number; field: string; column: string; value: string; message: string; text: string };
type SheetRow = { row: number; cells: Record<SheetKey, string> };

/** Rows of any kind (empty ones included), cells and seconds a sheet may cost before it is refused. */
export const SHEET_MAX_ROWS = IMPORT_MAX_ROWS * 2;
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

/**
 * The first worksheet's rows as text, streamed so that an oversized sheet is refused without reading it all: every
 * row counts towards the cap (empty ones included, or 20 million empty rows would keep the server busy), and so do
 * cells and time.
 */
async function readRows(bytes: Uint8Array, signal?: AbortSignal): Promise<SheetRow[]> {
  const isZip = bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  const notXlsx = () => new AppError(415, 'errors.file_type', undefined, { file: 'errors.import_file_type' });
  if (!isZip) throw notXlsx();
  const excel = await import('exceljs');
  // Under plain Node (scripts, the fault tests' worker) the CommonJS package's exports arrive as `default`.
  const { stream } = excel.stream ? excel : (excel as unknown as { default: typeof excel }).default;
  const started = Date.now();
  const tooComplex = () =>
    unprocessable('errors.import_too_complex', { rows: SHEET_MAX_ROWS, cells: SHEET_MAX_CELLS });
  const reader = new stream.xlsx.WorkbookReader(pieces(bytes, started + SHEET_MAX_MS, signal), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  const rows: SheetRow[] = [];
  let sawSheet = false;
  try {
    for await (const sheet of reader) {
      sawSheet = true;
      let seenRows = 0;
      let seenCells = 0;
      for await (const row of sheet) {
        seenRows += 1;
        seenCells += row.cellCount;
        if (row.number > SHEET_MAX_ROWS + 1 || seenRows > SHEET_MAX_ROWS + 1) {
          if (rows.length >= IMPORT_MAX_ROWS)
            throw unprocessable('errors.import_too_many_rows', { max: IMPORT_MAX_ROWS });
          throw tooComplex();
        }
        if (seenCells > SHEET_MAX_CELLS || Date.now() - started > SHEET_MAX_MS || signal?.aborted) throw tooComplex();
        if (row.number === 1) continue; // the header row
        const cells = {} as Record<SheetKey, string>;
        let filled = false;
        SHEET_COLUMNS.forEach((c, i) => {
          const cell = row.getCell(i + 1);
          const text = cellText(cell.value, cell.address);
          if (text) filled = true;
          cells[c.key] = text;
        });
        if (!filled) continue;
        // Counted before anything is validated: a 50,000-row sheet is refused at row 5,001.
        if (rows.length >= IMPORT_MAX_ROWS) throw unprocessable('errors.import_too_many_rows', { max: IMPORT_MAX_ROWS });
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

/** Labels in either language (and the stored values) → the stored value. */
function labelMap<T extends string>(values: readonly T[], group: string, extra: Record<string, T> = {}) {
  const map = new Map<string, T>(Object.entries(extra));
  for (const v of values) {
    map.set(v, v);
    for (const locale of ['vi', 'en']) map.set(translate(locale, `studentAdmin.${group}.${v}`).toLowerCase(), v);
  }
  return map;
}
const GENDER_OF = labelMap(GENDERS, 'genders');
const RELATIONSHIP_OF = labelMap(GUARDIAN_RELATIONSHIPS, 'relationships', { cha: 'father', 'ông': 'grandparent', 'bà': 'grandparent' });

const FIELD_OF_PATH: Record<string, SheetKey> = {
  'guardians.0.full_name': 'guardian_name',
  'guardians.0.relationship': 'relationship',
  'guardians.0.phone': 'guardian_phone',
  'guardians.0.email': 'guardian_email',
  guardians: 'guardian_name',
  class_id: 'class_name',
};

/** The classes a row may name: this school's classes of the current school year (a teacher's own only). */
async function currentClasses(tx: Tx, ctx: RequestContext) {
  const rows = await tx
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .innerJoin(schoolYears, and(eq(schoolYears.tenantId, classes.tenantId), eq(schoolYears.id, classes.schoolYearId)))
    .where(and(eq(classes.tenantId, ctx.tenantId), eq(schoolYears.isCurrent, true)));
  const map = new Map<string, string>();
  for (const c of rows) {
    if (ctx.scope === 'class' && !ctx.classIds.includes(c.id)) continue;
    map.set(c.name.normalize('NFC').trim().toLowerCase(), c.id);
  }
  return map;
}

/**
 * POST /Student/import (multipart `file`): every row is checked first; any error answers 400 with a per-row report
 * and writes nothing. Otherwise all children, their primary guardians and class history rows are written in one
 * transaction with multi-row inserts.
 */
export async function importStudents(ctx: RequestContext, request: Request) {
  const { bytes } = await readUpload(request, IMPORT_MAX_BYTES);
  const sheetRows = await readRows(bytes, request.signal);
  if (!sheetRows.length) throw badRequest('errors.import_empty', { file: 'errors.import_empty' });

  return schoolTransaction(ctx, async (tx) => {
    const errors = new Map<string, ImportRowError>();
    const cellsOf = new Map(sheetRows.map((r) => [r.row, r.cells]));
    const fail = (row: number, field: SheetKey, message: string, params?: Record<string, string | number>) => {
      const id = `${row}:${field}`;
      if (errors.has(id)) return;
      const value = cellsOf.get(row)?.[field] ?? '';
      errors.set(id, { row, field, column: sheetHeader(ctx.locale, field), value, message, text: translate(ctx.locale, message, params) });
    };
    const classOf = await currentClasses(tx, ctx);
    const valid: { row: number; input: StudentInput }[] = [];

    for (const { row, cells } of sheetRows) {
      const gender = GENDER_OF.get(cells.gender.toLowerCase());
      if (cells.gender && !gender) fail(row, 'gender', 'errors.import_gender');
      const relationship = RELATIONSHIP_OF.get(cells.relationship.toLowerCase());
      if (cells.relationship && !relationship) fail(row, 'relationship', 'errors.import_relationship');
      let classId: string | null = null;
      if (cells.class_name) {
        classId = classOf.get(cells.class_name.toLowerCase()) ?? null;
        if (!classId) fail(row, 'class_name', 'errors.import_unknown_class', { name: cells.class_name });
      } else if (ctx.scope === 'class') fail(row, 'class_name', 'errors.required');
      const hasGuardian = !!(cells.guardian_name || cells.guardian_phone || cells.relationship || cells.guardian_email);
      const parsed = studentSchema.safeParse({
        code: cells.code,
        full_name: cells.full_name,
        nickname: cells.nickname,
        gender: gender ?? cells.gender,
        date_of_birth: cells.date_of_birth,
        class_id: classId,
        enrolment_date: cells.enrolment_date,
        address: cells.address,
        notes: cells.notes,
        guardians: hasGuardian
          ? [
              {
                full_name: cells.guardian_name,
                relationship: relationship ?? cells.relationship,
                phone: cells.guardian_phone,
                email: cells.guardian_email,
                is_primary: true,
              },
            ]
          : [],
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const path = issue.path.join('.');
          const field = FIELD_OF_PATH[path] ?? (SHEET_COLUMNS.some((c) => c.key === path) ? (path as SheetKey) : 'code');
          fail(row, field, issue.message.startsWith('errors.') ? issue.message : 'errors.validation');
        }
      } else valid.push({ row, input: parsed.data });
    }

    // Codes: unique within the file and against the school's children, whatever the case.
    const firstRowOf = new Map<string, number>();
    for (const { row, cells } of sheetRows) {
      const code = cells.code.toLowerCase();
      if (!code) continue;
      const seen = firstRowOf.get(code);
      if (seen !== undefined) fail(row, 'code', 'errors.import_duplicate_code', { code: cells.code, row: seen });
      else firstRowOf.set(code, row);
    }
    const codes = [...firstRowOf.keys()];
    for (let i = 0; i < codes.length; i += CHUNK) {
      const taken = await tx
        .select({ code: sql<string>`lower(${students.code})` })
        .from(students)
        .where(and(eq(students.tenantId, ctx.tenantId), inArray(sql`lower(${students.code})`, codes.slice(i, i + CHUNK))));
      for (const t of taken) fail(firstRowOf.get(t.code)!, 'code', 'errors.student_code_taken', { code: t.code });
    }

    if (errors.size) {
      const rows = [...errors.values()].sort((a, b) => a.row - b.row);
      throw new AppError(400, 'errors.import_invalid', { count: rows.length }, undefined, { rows });
    }

    const planned = valid.map(({ input }) => ({ id: crypto.randomUUID(), input }));
    for (let i = 0; i < planned.length; i += CHUNK) {
      const part = planned.slice(i, i + CHUNK);
      await tx.insert(students).values(part.map((p) => ({ tenantId: ctx.tenantId, id: p.id, ...studentValues(p.input), status: 'studying' as const })));
      const gs = part.flatMap((p) =>
        p.input.guardians.map((g) => guardianValues(ctx.tenantId, p.id, g)),
      );
      if (gs.length) await tx.insert(guardians).values(gs);
      await refreshPickupLists(tx, ctx.tenantId, part.map((p) => p.id));
      const hs = part
        .filter((p) => p.input.class_id)
        .map((p) => ({ tenantId: ctx.tenantId, studentId: p.id, fromClassId: null, toClassId: p.input.class_id!, movedBy: ctx.userId }));
      if (hs.length) await tx.insert(studentClassHistory).values(hs);
    }
    return { count: planned.length };
  });
}
