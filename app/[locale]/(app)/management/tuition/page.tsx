import { requirePage } from '@/lib/server/auth/require-page';
import { listInvoices } from '@/lib/server/tuition/list-invoices';
import { classFilterEntry } from '@/lib/server/class/class-filter-entry';
import { ErrorView } from '@/components/errors/error-view';
import { TuitionAdmin } from '@/components/management/tuition/tuition-admin';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { firstScreen } from '@/lib/server/http/dehydrated-json';
import { tuitionKeys, INVOICE_PAGE_SIZE } from '@/lib/api/tuition-keys';
import { invoiceListQuery } from '@/lib/schemas/tuition';
import { currentMonth } from '@/lib/tuition-values';

/**
 * /management/tuition: fee items, monthly invoices, payments and reports. Without tuition.read: 403. This month's
 * invoices and the class filter come with the page (the same services the API calls).
 */
export default async function TuitionPage() {
  const page = await requirePage('tuition');
  if (!page) return <ErrorView status={403} />;
  const { ctx } = page;
  const firstPage = { page: 1, page_size: INVOICE_PAGE_SIZE, month: currentMonth() };
  const [invoices, classes] = await Promise.all([
    listInvoices(ctx, invoiceListQuery.parse(firstPage)),
    classFilterEntry(ctx),
  ]);
  return (
    <PageMessages ns={['tuition']}>
      <JsonHydration state={firstScreen([[tuitionKeys.invoices(firstPage), invoices], classes])}>
        <TuitionAdmin title={page.title} group={page.group} actions={page.actions} />
      </JsonHydration>
    </PageMessages>
  );
}
