import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { badRequest, conflict } from '../http/errors';
import { invoiceOf, nextNumbers, refreshTotals } from './invoice-sql';
import { notifyPaymentRecorded } from './notify-tuition';
import { translate } from '@/lib/i18n/translate';
import type { PaymentInput } from '@/lib/schemas/tuition';

/**
 * POST /Tuition/record-payment: a payment of an issued invoice, never above what is due nor zero, with the next
 * receipt number of the school's year (PT2026-00001…); the invoice becomes partly paid or paid, and the parents are
 * notified. The day is checked before: not in the future (paymentSchema), not before the school's first school year
 * (the route's `schoolDays`).
 */
export async function recordPayment(ctx: RequestContext, input: PaymentInput) {
  return schoolTransaction(ctx, async (tx) => {
    const invoice = await invoiceOf(tx, ctx, input.invoice_id, true);
    if (invoice.status !== 'issued' && invoice.status !== 'partly_paid')
      throw conflict('errors.invoice_not_payable', { status: translate(ctx.locale, `tuition.statuses.${invoice.status}`) });
    if (input.amount > invoice.balance) throw badRequest('errors.validation', { amount: 'errors.payment_above_balance' });
    const year = input.paid_on.slice(0, 4);
    const [n] = await nextNumbers(tx, ctx.tenantId, 'receipt', year, 1);
    const receiptNo = `PT${year}-${String(n).padStart(5, '0')}`;
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into payments (tenant_id, invoice_id, amount, method, paid_on, receipt_no, created_by)
          values (${ctx.tenantId}, ${input.invoice_id}, ${input.amount}, ${input.method}, ${input.paid_on}, ${receiptNo}, ${ctx.userId})
          returning id`,
    );
    const totals = await refreshTotals(tx, ctx.tenantId, input.invoice_id);
    await notifyPaymentRecorded(tx, ctx.tenantId, invoice, input);
    return {
      id: row.id,
      message: 'tuition.paymentRecorded',
      params: { receipt: receiptNo },
      data: { receipt_no: receiptNo, status: totals.status, balance: totals.total - totals.paid },
    };
  });
}
