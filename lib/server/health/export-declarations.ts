import 'server-only';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../http/context';
import type { FileReply } from '../files/file-endpoint';
import { DATE_FORMAT, dateCell } from '../files/sheet-cells';
import { XLSX_TYPE } from '../audit/export-audit-logs';
import { schoolTransaction } from '../db/school-transaction';
import { selectHealthRows } from './health-rows';
import { healthListWhere } from './list-declarations';
import { translate } from '@/lib/i18n/translate';
import type { HealthListQuery } from '@/lib/schemas/health';

const MAX_ROWS = 20_000;

/** GET /HealthDeclaration/export: the filtered list (same filters, scope and order as get-list) as .xlsx. */
export async function exportDeclarations(ctx: RequestContext, q: HealthListQuery): Promise<FileReply> {
  const rows = await schoolTransaction(ctx, (tx) =>
    selectHealthRows(
      tx,
      ctx.tenantId,
      healthListWhere(ctx, q),
      sql`d.measured_on desc, s.name_key collate "C", d.id`,
      { limit: MAX_ROWS, offset: 0 },
    ),
  );
  const c = (key: string) => translate(ctx.locale, `health.columns.${key}`);
  const { Workbook } = await import('exceljs');
  const book = new Workbook();
  const sheet = book.addWorksheet(translate(ctx.locale, 'health.tabs.list'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: c('student'), key: 'student', width: 28 },
    { header: c('class'), key: 'class', width: 14 },
    { header: c('measured_on'), key: 'day', width: 12, style: { numFmt: DATE_FORMAT } },
    { header: c('height_cm'), key: 'height', width: 12 },
    { header: c('weight_kg'), key: 'weight', width: 12 },
    { header: c('temperature_c'), key: 'temperature', width: 12 },
    { header: c('bmi'), key: 'bmi', width: 8 },
    { header: c('wfa_z'), key: 'wfa', width: 9 },
    { header: c('hfa_z'), key: 'hfa', width: 9 },
    { header: c('bfa_z'), key: 'bfa', width: 9 },
    { header: c('classes'), key: 'classes', width: 36 },
    { header: c('source'), key: 'source', width: 14 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow({
      student: r.student_name,
      class: r.class_name ?? '',
      day: dateCell(r.measured_on),
      height: r.height_cm,
      weight: r.weight_kg,
      temperature: r.temperature_c,
      bmi: r.bmi,
      wfa: r.wfa_z,
      hfa: r.hfa_z,
      bfa: r.bfa_z,
      classes: r.classes.map((k) => translate(ctx.locale, `health.classes.${k}`)).join(', '),
      source: translate(ctx.locale, `health.sources.${r.source}`),
    });
  }
  const buffer = await book.xlsx.writeBuffer();
  return { body: new Uint8Array(buffer as ArrayBuffer), contentType: XLSX_TYPE, fileName: `${translate(ctx.locale, 'health.exportFileName')}.xlsx` };
}
