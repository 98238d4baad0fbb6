import 'server-only';
import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { classes, guardians, schoolYears, studentClassHistory, students } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { AppError, badRequest } from '../http/errors';
import { readUpload } from '../files/read-upload';
import { readSheetRows } from '../files/sheet-reader';
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

/** The characters of a refused cell an error repeats: enough to find it, never a whole oversized value. */
export const ERROR_VALUE_CHARS = 200;

function rowError(locale: string, row: number, field: SheetKey, value: string, message: string, params?: Record<string, string | number>): ImportRowError {
  const shown = value.length > ERROR_VALUE_CHARS ? `${value.slice(0, ERROR_VALUE_CHARS)}…` : value;
  return { row, field, column: sheetHeader(locale, field), value: shown, message, text: translate(locale, message, params) };
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
  const read = await readSheetRows(bytes, {
    signal: request.signal,
    width: SHEET_COLUMNS.length,
    maxLengths: SHEET_COLUMNS.map((c) => c.max),
    maxRows: IMPORT_MAX_ROWS,
  });
  const sheetRows = read
    .filter((r) => r.row > 1) // the header row
    .map(({ row, cells }) => ({ row, cells: Object.fromEntries(SHEET_COLUMNS.map((c, i) => [c.key, cells[i] ?? ''])) as Record<SheetKey, string> }));
  if (!sheetRows.length) throw badRequest('errors.import_empty', { file: 'errors.import_empty' });
  // A cell longer than its field is the row's error before the database is asked anything (a code is never looked up).
  const tooLong = read
    .filter((r) => r.row > 1 && r.tooLong)
    .flatMap(({ row, cells, tooLong: columns }) =>
      columns!.map((i) => rowError(ctx.locale, row, SHEET_COLUMNS[i].key, cells[i], 'errors.too_long', { max: SHEET_COLUMNS[i].max })),
    );
  if (tooLong.length) throw new AppError(400, 'errors.import_invalid', { count: tooLong.length }, undefined, { rows: tooLong });

  return schoolTransaction(ctx, async (tx) => {
    const errors = new Map<string, ImportRowError>();
    const cellsOf = new Map(sheetRows.map((r) => [r.row, r.cells]));
    const fail = (row: number, field: SheetKey, message: string, params?: Record<string, string | number>) => {
      const id = `${row}:${field}`;
      if (errors.has(id)) return;
      errors.set(id, rowError(ctx.locale, row, field, cellsOf.get(row)?.[field] ?? '', message, params));
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
