import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf, uuidArray } from '../db/rows';
import { emitNotification, emitNotifications } from '../notification/emit';
import { vnd } from './invoice-sql';
import { dayText } from '@/lib/day';

type Issued = { id: string; student_id: string; child: string; title: string; total: string };

/**
 * Invoices just issued: one notice per invoice to its child's parents, written together. The title is the invoice's
 * number and month ("HP202611-0001 (11/2026)"), the same words in both languages.
 */
export async function notifyInvoicesIssued(tx: Tx, tenantId: string, ids: string[]) {
  const rows = await rowsOf<Issued>(
    tx,
    sql`select i.id, i.student_id, s.full_name as child, i.invoice_no || ' (' || to_char(i.month, 'MM/YYYY') || ')' as title,
        i.total::text as total
      from invoices i join students s on s.tenant_id = i.tenant_id and s.id = i.student_id
      where i.tenant_id = ${tenantId} and i.id = any(${uuidArray(ids)})`,
  );
  await emitNotifications(
    tx,
    tenantId,
    rows.map((r) => ({
      kind: 'invoice_issued' as const,
      audience: { type: 'students' as const, studentIds: [r.student_id] },
      params: { child: r.child, title: r.title, amount: vnd(r.total) },
      url: `/parent/payments/${r.id}`,
      tag: `invoice:${r.id}`,
      studentId: r.student_id,
    })),
  );
}

/** A payment recorded on an invoice: to the child's parents, with the amount and the day paid. */
export async function notifyPaymentRecorded(
  tx: Tx,
  tenantId: string,
  invoice: { id: string; student_id: string; student_name: string },
  payment: { amount: number; paid_on: string },
) {
  await emitNotification(tx, tenantId, {
    kind: 'payment_recorded',
    audience: { type: 'students', studentIds: [invoice.student_id] },
    params: { child: invoice.student_name, amount: payment.amount, date: dayText(payment.paid_on) },
    url: `/parent/payments/${invoice.id}`,
    tag: `invoice:${invoice.id}`,
    studentId: invoice.student_id,
  });
}

/** Payments recorded together (a bank statement): one notice per payment, written in one insert. */
export async function notifyPaymentsRecorded(
  tx: Tx,
  tenantId: string,
  payments: { invoice_id: string; student_id: string; student_name: string; amount: number; paid_on: string }[],
) {
  await emitNotifications(
    tx,
    tenantId,
    payments.map((p) => ({
      kind: 'payment_recorded' as const,
      audience: { type: 'students' as const, studentIds: [p.student_id] },
      params: { child: p.student_name, amount: p.amount, date: dayText(p.paid_on) },
      url: `/parent/payments/${p.invoice_id}`,
      tag: `invoice:${p.invoice_id}`,
      studentId: p.student_id,
    })),
  );
}
