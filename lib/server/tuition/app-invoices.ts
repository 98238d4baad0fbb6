import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransactionById } from '../db/school-transaction';
import type { ParentContext } from '../http/context';
import { familyChild } from '../absence/family';
import { familyOf } from '../requests/workflow';
import { vnd } from './invoice-sql';
import { linesAndPayments, vietQrOf } from './get-invoice';
import type { InvoiceStatus } from '@/lib/tuition-values';

/**
 * GET /api/app/invoices?student_id=: the family's issued invoices (never drafts or cancelled ones), newest month
 * first, with lines, payments and the VietQR payload of what is due. Another family's child is "not found".
 */
export function listAppInvoices(ctx: ParentContext, studentId?: string) {
  return schoolTransactionById(ctx.tenantId, async (tx) => {
    if (studentId) await familyChild(tx, ctx, studentId);
    const rows = await rowsOf<{ id: string; invoice_no: string; student_id: string; month: string; total: string; paid: string; status: InvoiceStatus }>(
      tx,
      sql`select a.id, a.invoice_no, a.student_id, to_char(a.month, 'YYYY-MM') as month, a.total::text as total, a.paid::text as paid, a.status
          from invoices a
          where a.tenant_id = ${ctx.tenantId} and ${familyOf(ctx)} and a.status in ('issued', 'partly_paid', 'paid')
            ${studentId ? sql`and a.student_id = ${studentId}` : sql``}
          order by a.month desc, a.invoice_no`,
    );
    const invoices = [];
    for (const r of rows) {
      const total = vnd(r.total);
      const paid = vnd(r.paid);
      const invoice = { ...r, total, paid, balance: total - paid };
      const { lines, payments } = await linesAndPayments(tx, ctx.tenantId, r.id);
      invoices.push({
        ...invoice,
        lines: lines.map(({ name, quantity, unit_amount, amount }) => ({ name, quantity, unit_amount, amount })),
        payments: payments.map(({ amount, method, paid_on, receipt_no }) => ({ amount, method, paid_on, receipt_no })),
        vietqr_payload: await vietQrOf(tx, ctx.tenantId, invoice),
      });
    }
    return invoices;
  });
}
