import 'server-only';
import type { RequestContext } from '../http/context';
import { XLSX_TYPE, type FileReply } from '../files/file-endpoint';
import { debtReport } from './tuition-reports';
import { translate } from '@/lib/i18n/translate';

/** GET /Tuition/export-debt-report?month=: the debt report as .xlsx, amounts as numbers with thousands separators. */
export async function exportDebtReport(ctx: RequestContext, month: string): Promise<FileReply> {
  const report = await debtReport(ctx, month);
  const { Workbook } = await import('exceljs');
  const t = (key: string) => translate(ctx.locale, `tuition.debt.${key}`);
  const book = new Workbook();
  const sheet = book.addWorksheet(t('title'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: t('class'), key: 'class', width: 24 },
    { header: t('invoices'), key: 'invoices', width: 10 },
    { header: t('invoiced'), key: 'invoiced', width: 16, style: { numFmt: '#,##0' } },
    { header: t('paid'), key: 'paid', width: 16, style: { numFmt: '#,##0' } },
    { header: t('balance'), key: 'balance', width: 16, style: { numFmt: '#,##0' } },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of report.rows) sheet.addRow({ class: r.class_name ?? '—', invoices: r.invoices, invoiced: r.invoiced, paid: r.paid, balance: r.balance });
  const total = sheet.addRow({ class: t('total'), ...report.total });
  total.font = { bold: true };
  const buffer = await book.xlsx.writeBuffer();
  return { body: new Uint8Array(buffer as ArrayBuffer), contentType: XLSX_TYPE, fileName: `${t('fileName')}-${month}.xlsx` };
}
