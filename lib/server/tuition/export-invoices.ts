import 'server-only';
import type { RequestContext } from '../http/context';
import { allPages, sheetOf, type SheetColumn } from '../files/list-export';
import { listInvoices } from './list-invoices';
import { translate } from '@/lib/i18n/translate';
import type { InvoiceListQuery, InvoiceRow } from '@/lib/schemas/tuition';

/** GET /Tuition/export-invoices: the month's invoices as the screen lists them (filters, search, sort, scope) as .xlsx. */
export async function exportInvoices(ctx: RequestContext, q: InvoiceListQuery) {
  const { data } = await listInvoices(ctx, allPages(q));
  const columns: SheetColumn<InvoiceRow>[] = [
    { key: 'invoice_no', width: 16, kind: 'text', value: (r) => r.invoice_no },
    { key: 'student_name', width: 28, value: (r) => r.student_name },
    { key: 'class_name', width: 16, value: (r) => r.class_name },
    { key: 'month', width: 10, kind: 'month', value: (r) => r.month },
    { key: 'total', width: 14, value: (r) => r.total },
    { key: 'paid', width: 14, value: (r) => r.paid },
    { key: 'balance', width: 14, value: (r) => r.balance },
    { key: 'status', width: 16, value: (r) => translate(ctx.locale, `tuition.statuses.${r.status}`) },
  ];
  return sheetOf(ctx.locale, 'invoices', columns, data);
}
