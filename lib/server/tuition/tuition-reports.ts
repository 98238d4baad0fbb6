import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { badRequest } from '../http/errors';
import { invoiceScope, vnd } from './invoice-sql';
import type { DebtReport } from '@/lib/schemas/tuition';
import type { PaymentMethod } from '@/lib/tuition-values';

/**
 * GET /Tuition/get-debt-report?month=: per class, what the month's issued invoices bill, what is paid of them and
 * what is still due (drafts and cancelled invoices are not debts); the totals are the sums of the rows.
 */
export function debtReport(ctx: RequestContext, month: string): Promise<DebtReport> {
  return schoolTransaction(ctx, async (tx) => {
    const rows = await rowsOf<{ class_id: string | null; class_name: string | null; invoiced: string; paid: string; invoices: string }>(
      tx,
      sql`select i.class_id, c.name as class_name, sum(i.total)::text as invoiced, sum(i.paid)::text as paid, count(*)::text as invoices
          from invoices i left join classes c on c.tenant_id = i.tenant_id and c.id = i.class_id
          where i.tenant_id = ${ctx.tenantId} and i.month = ${`${month}-01`} and i.status not in ('draft', 'cancelled') and ${invoiceScope(ctx)}
          group by i.class_id, c.name order by c.name nulls last`,
    );
    const out = rows.map((r) => ({
      class_id: r.class_id,
      class_name: r.class_name,
      invoiced: vnd(r.invoiced),
      paid: vnd(r.paid),
      balance: vnd(r.invoiced) - vnd(r.paid),
      invoices: Number(r.invoices),
    }));
    const sum = (k: 'invoiced' | 'paid' | 'balance') => out.reduce((s, r) => s + r[k], 0);
    return { rows: out, total: { invoiced: sum('invoiced'), paid: sum('paid'), balance: sum('balance') } };
  });
}

/** GET /Tuition/get-payments-report?from=&to=: payments by day and method (at most a year). */
export function paymentsReport(ctx: RequestContext, from: string, to: string) {
  if (to < from) throw badRequest('errors.validation', { to: 'errors.end_before_start' });
  return schoolTransaction(ctx, async (tx) => {
    const rows = await rowsOf<{ paid_on: string; method: PaymentMethod; count: string; amount: string }>(
      tx,
      sql`select to_char(p.paid_on, 'YYYY-MM-DD') as paid_on, p.method, count(*)::text as count, sum(p.amount)::text as amount
          from payments p join invoices i on i.tenant_id = p.tenant_id and i.id = p.invoice_id
          where p.tenant_id = ${ctx.tenantId} and p.paid_on between ${from} and ${to} and ${invoiceScope(ctx)}
          group by p.paid_on, p.method order by p.paid_on, p.method`,
    );
    return rows.map((r) => ({ ...r, count: Number(r.count), amount: vnd(r.amount) }));
  });
}
