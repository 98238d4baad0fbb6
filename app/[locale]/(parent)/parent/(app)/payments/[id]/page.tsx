import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { requireParentPage } from '@/lib/server/app-auth/parent-page';
import { getAppInvoice } from '@/lib/server/tuition/app-invoices';
import { qrPath } from '@/lib/server/tuition/vietqr-code';
import { AppError } from '@/lib/server/http/errors';
import { ParentMessages } from '@/components/providers/parent-messages';
import { ParentScreen } from '@/components/parent/shell/parent-screen';
import { Link } from '@/components/ui/link';
import { monthLabel } from '@/lib/school-time';
import { Lines, Payments, StatusBadge, TransferCard } from '../payments-parts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One invoice: its lines and totals, the VietQR transfer of what is due, and the payments with their receipts. */
export default async function ParentInvoicePage({ params }: { params: Promise<{ id: string }> }) {
  const { ctx, locale } = await requireParentPage();
  const { id } = await params;
  if (!UUID.test(id)) notFound();
  const invoice = await getAppInvoice(ctx, id).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
  const t = await getTranslations('parentPayments');
  const qr = invoice.balance > 0 && invoice.vietqr_payload ? qrPath(invoice.vietqr_payload) : null;
  return (
    <ParentMessages ns={['parentPayments']}>
      <ParentScreen title={t('invoiceTitle', { month: monthLabel(invoice.month) })}>
        <Link href="/parent/payments" className="payments-back">
          <i className="bi bi-chevron-left" aria-hidden="true" /> {t('back')}
        </Link>
        <div className="parent-card payments-summary">
          <div className="payments-row">
            <span>{t('child')}</span>
            <span className="fw-semibold text-end">{invoice.student_name}</span>
          </div>
          <div className="payments-row">
            <span>{t('invoiceNo')}</span>
            <span className="text-end">{invoice.invoice_no}</span>
          </div>
          <div className="payments-row">
            <span>{t('status')}</span>
            <StatusBadge status={invoice.status} />
          </div>
        </div>
        {invoice.balance > 0 && <TransferCard invoice={invoice} qr={qr} locale={locale} />}
        <Lines invoice={invoice} locale={locale} />
        <Payments invoice={invoice} locale={locale} />
      </ParentScreen>
    </ParentMessages>
  );
}
