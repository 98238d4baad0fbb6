import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { classes, guardians, students } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import type { FileReply } from '../files/file-endpoint';
import { studentClassJoin, studentListOrder, studentListWhere } from './list-students';
import { SHEET_COLUMNS, sheetHeader } from './student-sheet';
import { fileStamp } from '../files/sheet-cells';
import { XLSX_TYPE } from '../files/file-endpoint';
import { DATE_FORMAT, dateCell } from '../files/sheet-cells';
import { translate } from '@/lib/i18n/translate';
import type { StudentListQuery } from '@/lib/schemas/student';
import type { Worksheet } from 'exceljs';

/** At most this many children in one export (a school has a few hundred). */
export const STUDENT_EXPORT_MAX_ROWS = 20_000;

/** GET /Student/export: the filtered list (same filters, search, sort and scope as get-list) as .xlsx. */
export async function exportStudents(ctx: RequestContext, q: StudentListQuery): Promise<FileReply> {
  const rows = await schoolTransaction(ctx, async (tx) => {
    const list = await tx
      .select({ s: students, className: classes.name })
      .from(students)
      .leftJoin(classes, studentClassJoin)
      .where(studentListWhere(ctx, q))
      .orderBy(...studentListOrder(q))
      .limit(STUDENT_EXPORT_MAX_ROWS);
    const primary = new Map<string, typeof guardians.$inferSelect>();
    const ids = list.map((r) => r.s.id);
    for (let i = 0; i < ids.length; i += 5_000) {
      const gs = await tx
        .select()
        .from(guardians)
        .where(and(eq(guardians.tenantId, ctx.tenantId), eq(guardians.isPrimary, true), inArray(guardians.studentId, ids.slice(i, i + 5_000))));
      for (const g of gs) primary.set(g.studentId, g);
    }
    return list.map((r) => ({ ...r, g: primary.get(r.s.id) }));
  });

  const { Workbook } = await import('exceljs');
  const t = (key: string) => translate(ctx.locale, `studentAdmin.${key}`);
  const book = new Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet(t('sheet.title'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    ...SHEET_COLUMNS.map((c) => ({ header: sheetHeader(ctx.locale, c.key), key: c.key, width: c.width })),
    { header: sheetHeader(ctx.locale, 'status'), key: 'status', width: 14 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const { s, className, g } of rows) {
    sheet.addRow({
      code: s.code,
      full_name: s.fullName,
      nickname: s.nickname ?? '',
      gender: t(`genders.${s.gender}`),
      date_of_birth: dateCell(s.dateOfBirth),
      class_name: className ?? '',
      enrolment_date: dateCell(s.enrolmentDate),
      guardian_name: g?.fullName ?? '',
      relationship: g ? t(`relationships.${g.relationship}`) : '',
      guardian_phone: g?.phone ?? '',
      guardian_email: g?.email ?? '',
      address: s.address ?? '',
      notes: s.notes ?? '',
      status: t(`statuses.${s.status}`),
    });
  }
  sheetFormats(sheet);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
  const buffer = await book.xlsx.writeBuffer();
  return { body: new Uint8Array(buffer as ArrayBuffer), contentType: XLSX_TYPE, fileName: `${t('sheet.exportFileName')}-${fileStamp()}.xlsx` };
}

/** GET /Student/import-template: the header row in the caller's language and one example row. */
export async function studentImportTemplate(ctx: RequestContext): Promise<FileReply> {
  const { Workbook } = await import('exceljs');
  const t = (key: string) => translate(ctx.locale, `studentAdmin.${key}`);
  const book = new Workbook();
  const sheet = book.addWorksheet(t('sheet.title'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = SHEET_COLUMNS.map((c) => ({ header: sheetHeader(ctx.locale, c.key), key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({
    code: 'HS0001',
    full_name: 'Nguyễn Văn An',
    nickname: 'Bin',
    gender: t('genders.male'),
    date_of_birth: dateCell('2021-03-12'),
    class_name: 'Chồi 1',
    enrolment_date: dateCell('2024-09-05'),
    guardian_name: 'Nguyễn Văn Bình',
    relationship: t('relationships.father'),
    guardian_phone: '0912345678',
    guardian_email: 'binh@example.com',
    address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
    notes: '',
  });
  sheetFormats(sheet);
  const buffer = await book.xlsx.writeBuffer();
  return { body: new Uint8Array(buffer as ArrayBuffer), contentType: XLSX_TYPE, fileName: `${t('sheet.templateFileName')}.xlsx` };
}

/**
 * Dates are real date cells shown dd/MM/yyyy (a spreadsheet sorts and counts them); codes and phone numbers are text,
 * so that the leading 0 stays.
 */
function sheetFormats(sheet: Worksheet) {
  for (const key of ['date_of_birth', 'enrolment_date']) sheet.getColumn(key).numFmt = DATE_FORMAT;
  for (const key of ['code', 'guardian_phone']) sheet.getColumn(key).numFmt = '@';
}
