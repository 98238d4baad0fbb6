import 'server-only';
import { and, eq } from 'drizzle-orm';
import { classes } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { XLSX_TYPE, type FileReply } from '../files/file-endpoint';
import { fileStamp } from '../files/sheet-cells';
import { classMissing } from './missing-doses';
import { translate } from '@/lib/i18n/translate';
import { dayText } from '@/lib/school-time';

const COLUMNS = [
  { key: 'student_code', width: 14 },
  { key: 'full_name', width: 28 },
  { key: 'date_of_birth', width: 14 },
  { key: 'vaccine_name', width: 44 },
  { key: 'dose_number', width: 8 },
  { key: 'due_from', width: 14 },
] as const;

/** GET /VaccineDeclaration/export-missing?class_id=: the class's missing doses as .xlsx, headers in the caller's language. */
export async function exportMissingDoses(ctx: RequestContext, classId: string): Promise<FileReply> {
  const { rows, className } = await schoolTransaction(ctx, async (tx) => {
    const rows = await classMissing(tx, ctx, classId);
    const [cls] = await tx
      .select({ name: classes.name })
      .from(classes)
      .where(and(eq(classes.tenantId, ctx.tenantId), eq(classes.id, classId)));
    return { rows, className: cls?.name ?? '' };
  });
  const { Workbook } = await import('exceljs');
  const t = (key: string, params?: Record<string, string>) => translate(ctx.locale, `vaccine.${key}`, params);
  const book = new Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet(t('missingSheet.title'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({ header: t(`missingSheet.${c.key}`), key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow({
      student_code: r.student_code,
      full_name: r.full_name,
      date_of_birth: dayText(r.date_of_birth),
      vaccine_name: r.vaccine_name,
      dose_number: r.dose_number,
      due_from: dayText(r.due_from),
    });
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  const buffer = await book.xlsx.writeBuffer();
  const safeClass = className.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  return {
    body: new Uint8Array(buffer as ArrayBuffer),
    contentType: XLSX_TYPE,
    fileName: `${t('missingSheet.fileName')}-${safeClass}-${fileStamp()}.xlsx`,
  };
}
