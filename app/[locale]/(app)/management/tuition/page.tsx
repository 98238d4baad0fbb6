import { requirePage } from '@/lib/server/auth/require-page';
import { listInvoices } from '@/lib/server/tuition/list-invoices';
import { classFilterEntry } from '@/lib/server/class/class-filter-entry';
import { ErrorView } from '@/components/errors/error-view';
import { TuitionAdmin } from '@/components/management/tuition/tuition-admin';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { firstScreen } from '@/lib/server/http/dehydrated-json';
import { tuitionKeys, INVOICE_LIST, type InvoiceListParams } from '@/lib/api/tuition-keys';
import { firstList } from '@/lib/server/http/first-list';
import { listQueryFromUrl, type SearchParams } from '@/lib/list-query';
import { invoiceListQuery } from '@/lib/schemas/tuition';
import { currentMonth } from '@/lib/tuition-values';

/**
 * /management/tuition: fee items, monthly invoices, payments and reports. Without tuition.read: 403. The invoices the
 * address asks for (this month's at first) and the class filter come with the page (the same services the API calls).
 */
export default async function TuitionPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = await requirePage('tuition');
  if (!page) return <ErrorView status={403} />;
  const { ctx } = page;
  // As invoice-list.tsx asks: the month in the address, else this one.
  const url = listQueryFromUrl(await searchParams, INVOICE_LIST);
  const query = { ...url, month: url.month || currentMonth() };
  const [invoices, classes] = await Promise.all([
    firstList(tuitionKeys.invoices(query as InvoiceListParams), invoiceListQuery, query, (q) => listInvoices(ctx, q)),
    classFilterEntry(ctx),
  ]);
  return (
    <PageMessages ns={['tuition']}>
      <JsonHydration state={firstScreen([invoices, classes])}>
        <TuitionAdmin title={page.title} group={page.group} actions={page.actions} />
      </JsonHydration>
    </PageMessages>
  );
}
