'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { parentFile } from '@/lib/api/parent-client';
import { useErrorText } from '@/lib/api/use-error-text';

/** Saves a payment's receipt (GET /api/app/invoices/receipt, a PDF in the app's language) as `<receipt no>.pdf`. */
export function ReceiptButton({ paymentId, receiptNo }: { paymentId: string; receiptNo: string }) {
  const t = useTranslations('parentPayments');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const blob = await parentFile('invoices/receipt', { payment_id: paymentId });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `${receiptNo}.pdf`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary payments-receipt"
        aria-label={t('receiptLabel', { no: receiptNo })}
        aria-busy={busy}
        disabled={busy}
        onClick={download}
        data-testid="payments-receipt"
      >
        <i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />
        {t('receipt')}
      </button>
      {error && (
        <p className="payments-receipt-error small text-danger mb-0" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
