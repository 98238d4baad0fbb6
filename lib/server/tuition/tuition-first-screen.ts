import 'server-only';
import type { DehydratedState } from '@tanstack/react-query';
import type { JsonText } from '@/lib/json-text';
import { firstScreen } from '../http/dehydrated-json';
import type { RequestContext } from '../http/context';
import { firstList } from '../http/first-list';
import { listInvoices } from './list-invoices';
import { classFilterEntry } from '../class/class-filter-entry';
import { tuitionKeys, INVOICE_LIST, type InvoiceListParams } from '@/lib/api/tuition-keys';
import { listQueryFromUrl, type SearchParams } from '@/lib/list-query';
import { invoiceListQuery } from '@/lib/schemas/tuition';
import { currentMonth } from '@/lib/tuition-values';

/**
 * The invoices the address asks for (this month's at first) and the class filter's classes, read with the services
 * the API calls. The page guard has checked tuition.read.
 */
export async function tuitionFirstScreen(
  ctx: RequestContext,
  searchParams: SearchParams,
): Promise<JsonText<DehydratedState>> {
  // As invoice-list.tsx asks: the month in the address, else this one.
  const url = listQueryFromUrl(searchParams, INVOICE_LIST);
  const query = { ...url, month: url.month || currentMonth() };
  // The count behind "Issue all drafts" (every draft the filter selects), as invoice-list.tsx asks for it.
  const drafts = { ...query, status: 'draft', page: 1, page_size: 1 };
  const [invoices, draftCount, classes] = await Promise.all([
    firstList(tuitionKeys.invoices(query as InvoiceListParams), invoiceListQuery, query, (q) => listInvoices(ctx, q)),
    firstList(tuitionKeys.invoices(drafts as InvoiceListParams), invoiceListQuery, drafts, (q) => listInvoices(ctx, q)),
    classFilterEntry(ctx),
  ]);
  return firstScreen([invoices, draftCount, classes]);
}
