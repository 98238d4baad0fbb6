import 'server-only';
import type { RequestContext } from '../http/context';
import { XLSX_TYPE, type FileReply } from '../files/file-endpoint';
import { debtReport } from './tuition-reports';
import { debtTitle } from './debt-by-child';
import { receiptSchool } from './receipt-pdf';
import { schoolTransaction } from '../db/school-transaction';
import { translate } from '@/lib/i18n/translate';

/** GET /Tuition/export-debt-report?month=: the debt report as .xlsx under a title (school, month), amounts as numbers with thousands separators. */
export async function exportDebtReport(ctx: RequestContext, month: string): Promise<FileReply> {
  const report = await debtReport(ctx, month);
  const { Workbook } = await import('exceljs');
  const t = (key: string) => translate(ctx.locale, `tuition.debt.${key}`);
  const book = new Workbook();
  const school = await schoolTransaction(ctx, (tx) => receiptSchool(tx, ctx.tenantId));
  const sheet = book.addWorksheet(t('title'), { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.columns = [
    { key: 'class', width: 24 },
    { key: 'invoices', width: 10 },
    { key: 'invoiced', width: 16, style: { numFmt: '#,##0' } },
    { key: 'paid', width: 16, style: { numFmt: '#,##0' } },
    { key: 'balance', width: 16, style: { numFmt: '#,##0' } },
  ];
  // A title naming the school and the month above the header, as a printed report carries it.
  sheet.addRow([debtTitle(ctx.locale, school, month)]).font = { bold: true, size: 13 };
  sheet.addRow([t('class'), t('invoices'), t('invoiced'), t('paid'), t('balance')]).font = { bold: true };
  for (const r of report.rows) sheet.addRow({ class: r.class_name ?? '—', invoices: r.invoices, invoiced: r.invoiced, paid: r.paid, balance: r.balance });
  const total = sheet.addRow({ class: t('total'), ...report.total });
  total.font = { bold: true };
  const buffer = await book.xlsx.writeBuffer();
  return { body: new Uint8Array(buffer as ArrayBuffer), contentType: XLSX_TYPE, fileName: `${t('fileName')}-${month}.xlsx` };
}
