'use client';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format';
import type { InvoiceStatus } from '@/lib/tuition-values';

/** An amount in VND, as the user's language writes it (2.350.000 ₫ / 2,350,000 VND). */
export function Money({ amount, className }: { amount: number; className?: string }) {
  const locale = useLocale();
  return <span className={`text-nowrap ${className ?? ''}`}>{formatMoney(amount, locale)}</span>;
}

const VARIANT: Record<InvoiceStatus, string> = {
  draft: 'secondary',
  issued: 'primary',
  partly_paid: 'warning',
  paid: 'success',
  cancelled: 'dark',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const t = useTranslations('tuition.statuses');
  return <span className={`badge text-bg-${VARIANT[status]}`}>{t(status)}</span>;
}
