import { getTranslations } from 'next-intl/server';
import { requireParentPage } from '@/lib/server/app-auth/parent-page';
import { appInvoiceBalance, pageAppInvoices } from '@/lib/server/tuition/app-invoices';
import { ParentMessages } from '@/components/providers/parent-messages';
import { ParentScreen } from '@/components/parent/shell/parent-screen';
import { BalanceCard, InvoiceCard, Pager } from './payments-parts';

const PAGE_SIZE = 10;

/** Payments: what the child on screen still owes, then the child's invoices, newest month first, ten a page. */
export default async function ParentPaymentsPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const { ctx, locale, child } = await requireParentPage();
  const t = await getTranslations('parentPayments');
  if (!child) {
    return (
      <ParentScreen title={t('title')}>
        <p className="text-body-secondary">{t('noChild')}</p>
      </ParentScreen>
    );
  }
  const asked = Math.floor(Number((await searchParams).page));
  const page = Number.isFinite(asked) && asked >= 1 ? asked : 1;
  const [list, balance] = await Promise.all([
    pageAppInvoices(ctx, { student_id: child.id, page, page_size: PAGE_SIZE }),
    appInvoiceBalance(ctx, child.id),
  ]);
  const pages = Math.max(1, Math.ceil(list.total / PAGE_SIZE));
  return (
    <ParentMessages ns={['parentPayments']}>
      <ParentScreen title={t('title')}>
        <BalanceCard balance={balance} locale={locale} />
        {list.data.length === 0 ? (
          <p className="text-body-secondary">{t('empty')}</p>
        ) : (
          <ul className="list-unstyled payments-list" data-testid="payments-list">
            {list.data.map((invoice) => (
              <InvoiceCard key={invoice.id} invoice={invoice} locale={locale} />
            ))}
          </ul>
        )}
        <Pager page={Math.min(page, pages)} pages={pages} />
      </ParentScreen>
    </ParentMessages>
  );
}
