import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import type { RequestContext } from '../http/context';
import { classScopeSql } from '../class/scope';
import { notFound } from '../http/errors';
import type { InvoiceRow } from '@/lib/schemas/tuition';
import type { InvoiceStatus } from '@/lib/tuition-values';

/** bigint columns arrive as text from PostgreSQL: amounts are whole đồng, far inside a double's exact range. */
export const vnd = (v: unknown) => Number(v ?? 0);

/** The invoices a caller may reach (`invoices i`): the school's, or a teacher's classes only. */
export const invoiceScope = (ctx: RequestContext) => classScopeSql(ctx, sql`i.class_id`);

export const INVOICE_COLUMNS = sql`i.id, i.invoice_no, i.student_id, s.full_name as student_name, i.class_id,
  c.name as class_name, to_char(i.month, 'YYYY-MM') as month, to_char(i.due_date, 'YYYY-MM-DD') as due_date, i.total::text as total, i.paid::text as paid, i.status`;
export const INVOICE_FROM = sql`invoices i join students s on s.tenant_id = i.tenant_id and s.id = i.student_id
  left join classes c on c.tenant_id = i.tenant_id and c.id = i.class_id`;

type Raw = Omit<InvoiceRow, 'total' | 'paid' | 'balance'> & { total: string; paid: string };
export const toInvoiceRow = (r: Raw): InvoiceRow => ({
  ...r,
  total: vnd(r.total),
  paid: vnd(r.paid),
  balance: r.status === 'cancelled' || r.status === 'draft' ? 0 : vnd(r.total) - vnd(r.paid),
});

/** One invoice of the caller's reach, locked for a change when `lock` is set; another school's is "not found". */
export async function invoiceOf(tx: Tx, ctx: RequestContext, id: string, lock = false) {
  const [row] = await rowsOf<Raw & { previous_balance: string }>(
    tx,
    sql`select ${INVOICE_COLUMNS}, i.previous_balance::text as previous_balance from ${INVOICE_FROM}
        where i.tenant_id = ${ctx.tenantId} and i.id = ${id} and ${invoiceScope(ctx)} ${lock ? sql`for update of i` : sql``}`,
  );
  if (!row) throw notFound();
  return { ...toInvoiceRow(row), previous_balance: vnd(row.previous_balance) };
}

/**
 * Sums the invoice's lines into its total and sets the status an issued invoice has for what is paid. The sums are
 * read first (the invoice locked) and written after, in the caller's transaction: Citus refuses a subquery inside an
 * UPDATE's SET.
 */
export async function refreshTotals(tx: Tx, tenantId: string, invoiceId: string): Promise<{ total: number; paid: number; status: InvoiceStatus }> {
  const [row] = await rowsOf<{ total: string; paid: string; status: InvoiceStatus }>(
    tx,
    sql`select i.status,
          (select coalesce(sum(l.amount), 0) from invoice_lines l where l.tenant_id = ${tenantId} and l.invoice_id = ${invoiceId})::text as total,
          (select coalesce(sum(p.amount), 0) from payments p where p.tenant_id = ${tenantId} and p.invoice_id = ${invoiceId})::text as paid
        from invoices i where i.tenant_id = ${tenantId} and i.id = ${invoiceId} for update of i`,
  );
  const total = vnd(row.total);
  const paid = vnd(row.paid);
  let status = row.status;
  if (status !== 'draft' && status !== 'cancelled')
    status = paid <= 0 ? (total === 0 ? 'paid' : 'issued') : paid >= total ? 'paid' : 'partly_paid';
  await tx.execute(
    sql`update invoices set total = ${total}, paid = ${paid}, status = ${status}, updated_at = ${new Date().toISOString()}::timestamptz
        where tenant_id = ${tenantId} and id = ${invoiceId}`,
  );
  return { total, paid, status };
}

/** The next numbers of a per-school counter (invoices per month, receipts per year), taken in the transaction. */
export async function nextNumbers(tx: Tx, tenantId: string, kind: 'invoice' | 'receipt', period: string, count: number): Promise<number[]> {
  const [row] = await rowsOf<{ last: number }>(
    tx,
    sql`insert into tuition_counters (tenant_id, kind, period, last) values (${tenantId}, ${kind}, ${period}, ${count})
        on conflict (tenant_id, kind, period) do update set last = tuition_counters.last + ${count}
        returning last`,
  );
  const last = Number(row.last);
  return Array.from({ length: count }, (_, i) => last - count + 1 + i);
}

export const whereAll = (parts: SQL[]) => sql.join(parts, sql` and `);
