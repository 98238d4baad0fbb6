'use client';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format';
import type { InvoiceStatus } from '@/lib/tuition-values';

/** An amount in VND, as the user's language writes it (2.350.000 ₫ / 2,350,000 VND). */
export function Money({ amount, className }: { amount: number; className?: string }) {
  const locale = useLocale();
  return <span className={`text-nowrap ${className ?? ''}`}>{formatMoney(amount, locale)}</span>;
}

/**
 * An amount as typed (2.350.000, 2,350,000, 2 350 000) as the number the API takes: a JSON integer, never text. Empty
 * is undefined (required); anything but digits is NaN, sent as null, which the server refuses with its own words.
 */
export function amountOf(text: string): number | undefined {
  const digits = text.replace(/[.,\s]/g, '');
  if (!digits) return undefined;
  return /^-?\d+$/.test(digits) ? Number(digits) : NaN;
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
