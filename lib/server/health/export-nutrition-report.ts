import 'server-only';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../http/context';
import { XLSX_TYPE, type FileReply } from '../files/file-endpoint';
import { DATE_FORMAT, dateCell } from '../files/sheet-cells';
import { addListSheet, listRow } from '../files/list-export';
import { schoolTransaction } from '../db/school-transaction';
import { healthColumns } from './health-columns';
import { healthScope, selectHealthRows } from './health-rows';
import { nutritionReport } from './nutrition-report';
import { translate } from '@/lib/i18n/translate';
import type { NutritionCounts, NutritionReportQuery } from '@/lib/schemas/health';

const COUNTS: (keyof NutritionCounts)[] = [
  'children',
  'measured',
  'underweight_moderate',
  'underweight_severe',
  'stunted_moderate',
  'stunted_severe',
  'wasted',
  'overweight',
  'obese',
];

/**
 * GET /HealthDeclaration/export-nutrition-report: the report as .xlsx (the periods as real date cells, counts and
 * rates as numbers), and a second sheet listing the measured children with a class, for the nurse's follow-up.
 */
export async function exportNutritionReport(ctx: RequestContext, q: NutritionReportQuery): Promise<FileReply> {
  const report = await nutritionReport(ctx, q);
  const t = (key: string) => translate(ctx.locale, `health.report.${key}`);
  const { Workbook } = await import('exceljs');
  const book = new Workbook();
  const sheet = book.addWorksheet(t('sheet'));
  sheet.addRow([t('title')]).font = { bold: true, size: 14 };
  const period = (label: string, from: string, to: string) => {
    const row = sheet.addRow([label, dateCell(from), dateCell(to)]);
    row.getCell(2).numFmt = DATE_FORMAT;
    row.getCell(3).numFmt = DATE_FORMAT;
  };
  period(t('period'), q.from, q.to);
  if (q.compare_from && q.compare_to) period(t('comparePeriod'), q.compare_from, q.compare_to);
  sheet.addRow([]);
  const comparing = !!report[0]?.previous;
  const header = [t('group')];
  for (const k of COUNTS) {
    header.push(t(`counts.${k}`));
    if (k !== 'children') header.push(`${t(`counts.${k}`)} (%)`);
  }
  if (comparing) for (const k of COUNTS.slice(1)) header.push(`${t(`counts.${k}`)} – ${t('previous')}`);
  const head = sheet.addRow(header);
  head.font = { bold: true };
  head.alignment = { wrapText: true, vertical: 'top' };
  const rate = (n: number, of: number) => (of > 0 ? n / of : null);
  for (const r of report) {
    const cells: (string | number | null)[] = [r.kind === 'class' ? `  ${r.label}` : r.label];
    for (const k of COUNTS) {
      cells.push(r.current[k]);
      if (k === 'measured') cells.push(rate(r.current.measured, r.current.children));
      else if (k !== 'children') cells.push(rate(r.current[k], r.current.measured));
    }
    if (r.previous) for (const k of COUNTS.slice(1)) cells.push(r.previous[k]);
    const row = sheet.addRow(cells);
    if (r.kind !== 'class') row.font = { bold: true };
    let col = 1;
    for (const k of COUNTS) {
      col++;
      if (k !== 'children') row.getCell(++col).numFmt = '0.0%';
    }
  }
  sheet.getColumn(1).width = 26;
  for (let c = 2; c <= header.length; c++) sheet.getColumn(c).width = 12;

  const rows = await schoolTransaction(ctx, (tx) =>
    selectHealthRows(
      tx,
      ctx.tenantId,
      sql`${healthScope(ctx)} and d.measured_on between ${q.from} and ${q.to} and cardinality(d.classes) > 0
        ${q.class_id ? sql`and d.class_id = ${q.class_id}` : sql``}`,
      sql`d.measured_on desc, s.name_key collate "C", d.id`,
      { limit: 5000, offset: 0 },
    ),
  );
  const concern = healthColumns(ctx.locale, 'concern');
  const list = addListSheet(book, t('concernSheet'), concern);
  for (const r of rows) list.addRow(listRow(concern, r));
  const buffer = await book.xlsx.writeBuffer();
  return { body: new Uint8Array(buffer as ArrayBuffer), contentType: XLSX_TYPE, fileName: `${t('fileName')}-${q.from}.xlsx` };
}
