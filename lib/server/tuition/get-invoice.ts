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
import { vietQrPayload } from '@/lib/vietqr';

type RawLine = { id: string; kind: string; name: string; quantity: number; unit_amount: string; amount: string; reason: string | null };
type RawPayment = { id: string; amount: string; method: PaymentMethod; paid_on: string; receipt_no: string };

/** An invoice's lines (in order) and payments (oldest first). */
export async function linesAndPayments(tx: Tx, tenantId: string, invoiceId: string) {
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
    lines: lines.map((l) => ({ ...l, quantity: Number(l.quantity), unit_amount: vnd(l.unit_amount), amount: vnd(l.amount) })),
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
      ...(await linesAndPayments(tx, ctx.tenantId, id)),
      vietqr_payload: await vietQrOf(tx, ctx.tenantId, invoice),
    };
  });
}
