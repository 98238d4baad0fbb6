import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { invoiceOf, vnd } from './invoice-sql';
import { loadTuitionSettings } from './tuition-settings';
import type { InvoiceDetail } from '@/lib/schemas/tuition';
import type { PaymentMethod } from '@/lib/tuition-values';
import { transferNote, vietQrPayload } from '@/lib/vietqr';
import { bankName } from '@/lib/vietqr-banks';
import { translate } from '@/lib/i18n/translate';

type RawLine = { id: string; kind: string; name: string; quantity: number; unit_amount: string; amount: string; reason: string | null };
type RawPayment = { id: string; amount: string; method: PaymentMethod; paid_on: string; receipt_no: string };

/**
 * A generated line's name in the reader's language: the excused-days credit and the discount are written in the
 * school's Vietnamese when made, and said again in English for an English reader.
 */
export function lineName(locale: string, line: { kind: string; name: string; reason: string | null }) {
  if (locale === 'vi') return line.name;
  const credit = translate('vi', 'tuition.creditLine', { item: '' });
  if (line.kind === 'credit' && line.name.startsWith(credit)) return translate(locale, 'tuition.creditLine', { item: line.name.slice(credit.length) });
  const discount = translate('vi', 'tuition.discountLine', { reason: '' });
  if (line.kind === 'discount' && line.name.startsWith(discount)) return translate(locale, 'tuition.discountLine', { reason: line.name.slice(discount.length) });
  return line.name;
}

/** An invoice's lines (in order, named in the reader's language) and payments (oldest first). */
export async function linesAndPayments(tx: Tx, tenantId: string, invoiceId: string, locale = 'vi') {
  const lines = await rowsOf<RawLine>(
    tx,
    sql`select id, kind, name, quantity, unit_amount::text as unit_amount, amount::text as amount, reason from invoice_lines
        where tenant_id = ${tenantId} and invoice_id = ${invoiceId} order by position, created_at, id`,
  );
  const payments = await rowsOf<RawPayment>(
    tx,
    sql`select id, amount::text as amount, method, to_char(paid_on, 'YYYY-MM-DD') as paid_on, receipt_no from payments
        where tenant_id = ${tenantId} and invoice_id = ${invoiceId} order by paid_on, created_at, id`,
  );
  return {
    lines: lines.map((l) => ({ ...l, name: lineName(locale, l), quantity: Number(l.quantity), unit_amount: vnd(l.unit_amount), amount: vnd(l.amount) })),
    payments: payments.map((p) => ({ ...p, amount: vnd(p.amount) })),
  };
}

/** The VietQR payload of what is still due on an issued invoice; none without the school's bank account. */
export async function vietQrOf(tx: Tx, tenantId: string, invoice: { invoice_no: string; balance: number; status: string }) {
  if (invoice.balance <= 0 || invoice.status === 'draft' || invoice.status === 'cancelled') return null;
  const bank = await loadTuitionSettings(tx, tenantId);
  if (!bank.bank_bin || !bank.account_no) return null;
  return vietQrPayload({ bin: bank.bank_bin, accountNo: bank.account_no, amount: invoice.balance, purpose: invoice.invoice_no });
}

/** The transfer that pays what is due, spelt out beside the code: bank, account number and name, amount, content. */
export async function transferOf(tx: Tx, tenantId: string, invoice: { invoice_no: string; balance: number; status: string }) {
  if (invoice.balance <= 0 || invoice.status === 'draft' || invoice.status === 'cancelled') return null;
  const bank = await loadTuitionSettings(tx, tenantId);
  if (!bank.bank_bin || !bank.account_no) return null;
  return {
    bank_bin: bank.bank_bin,
    bank_name: bankName(bank.bank_bin),
    account_no: bank.account_no,
    account_name: bank.account_name,
    amount: invoice.balance,
    note: transferNote(invoice.invoice_no),
  };
}

/** GET /Tuition/get-invoice?id=: the invoice with its lines, payments and VietQR payload. */
export function getInvoice(ctx: RequestContext, id: string): Promise<InvoiceDetail> {
  return schoolTransaction(ctx, async (tx) => {
    const invoice = await invoiceOf(tx, ctx, id);
    const [{ cancel_reason, issued_at }] = await rowsOf<{ cancel_reason: string | null; issued_at: string | null }>(
      tx,
      sql`select cancel_reason, issued_at from invoices where tenant_id = ${ctx.tenantId} and id = ${id}`,
    );
    return {
      ...invoice,
      cancel_reason,
      issued_at: issued_at ? new Date(issued_at).toISOString() : null,
      ...(await linesAndPayments(tx, ctx.tenantId, id, ctx.locale)),
      vietqr_payload: await vietQrOf(tx, ctx.tenantId, invoice),
      transfer: await transferOf(tx, ctx.tenantId, invoice),
    };
  });
}
