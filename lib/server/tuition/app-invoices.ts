import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { schoolTransactionById } from '../db/school-transaction';
import type { ParentContext } from '../http/context';
import { notFound } from '../http/errors';
import { familyChild } from '../absence/family';
import { familyOf } from '../requests/workflow';
import { vnd } from './invoice-sql';
import { linesAndPayments } from './get-invoice';
import { loadTuitionSettings } from './tuition-settings';
import type { AppBalance, AppInvoice, TuitionSettings } from '@/lib/schemas/tuition';
import type { InvoiceStatus } from '@/lib/tuition-values';
import { transferNote, vietQrPayload } from '@/lib/vietqr';
import { bankName } from '@/lib/vietqr-banks';

type Raw = {
  id: string;
  invoice_no: string;
  student_id: string;
  student_name: string;
  class_name: string | null;
  month: string;
  total: string;
  paid: string;
  status: InvoiceStatus;
  count: string;
};

/** What parents see: issued invoices, never drafts or cancelled ones. */
const SHOWN = sql`a.status in ('issued', 'partly_paid', 'paid')`;

/**
 * The family's invoices (`a`) matching `where`, newest month first, with the count of all of them on each row; a
 * page when `page` is given.
 */
function familyInvoices(tx: Tx, ctx: ParentContext, where: ReturnType<typeof sql>, page?: { limit: number; offset: number }) {
  return rowsOf<Raw>(
    tx,
    sql`select a.id, a.invoice_no, a.student_id, s.full_name as student_name, c.name as class_name,
          to_char(a.month, 'YYYY-MM') as month, a.total::text as total, a.paid::text as paid, a.status,
          count(*) over ()::text as count
        from invoices a
        join students s on s.tenant_id = a.tenant_id and s.id = a.student_id
        left join classes c on c.tenant_id = a.tenant_id and c.id = a.class_id
        where a.tenant_id = ${ctx.tenantId} and ${familyOf(ctx)} and ${SHOWN} and ${where}
        order by a.month desc, a.invoice_no
        ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  );
}

/** The bank transfer that pays what is due (the VietQR payload and its parts); none when nothing is due or no bank. */
function transferOf(bank: TuitionSettings, invoice: { invoice_no: string; balance: number }) {
  if (invoice.balance <= 0 || !bank.bank_bin || !bank.account_no) return { payload: null, transfer: null };
  const payload = vietQrPayload({ bin: bank.bank_bin, accountNo: bank.account_no, amount: invoice.balance, purpose: invoice.invoice_no });
  return {
    payload,
    transfer: {
      bank_bin: bank.bank_bin,
      bank_name: bankName(bank.bank_bin),
      account_no: bank.account_no,
      account_name: bank.account_name,
      amount: invoice.balance,
      note: transferNote(invoice.invoice_no),
    },
  };
}

/** Each invoice with its lines, payments (with their ids, for receipts) and the transfer of what is due. */
async function withDetails(tx: Tx, ctx: ParentContext, rows: Raw[]): Promise<AppInvoice[]> {
  if (!rows.length) return [];
  const bank = await loadTuitionSettings(tx, ctx.tenantId);
  const invoices: AppInvoice[] = [];
  for (const { count: _count, ...r } of rows) {
    const total = vnd(r.total);
    const paid = vnd(r.paid);
    const balance = total - paid;
    const { lines, payments } = await linesAndPayments(tx, ctx.tenantId, r.id, ctx.locale);
    const { payload, transfer } = transferOf(bank, { invoice_no: r.invoice_no, balance });
    invoices.push({
      ...r,
      total,
      paid,
      balance,
      lines: lines.map(({ name, quantity, unit_amount, amount }) => ({ name, quantity, unit_amount, amount })),
      payments: payments.map(({ id, amount, method, paid_on, receipt_no }) => ({ id, amount, method, paid_on, receipt_no })),
      vietqr_payload: payload,
      transfer,
    });
  }
  return invoices;
}

const ofChild = (studentId?: string) => (studentId ? sql`a.student_id = ${studentId}` : sql`true`);

/**
 * GET /api/app/invoices?student_id=: the family's issued invoices (never drafts or cancelled ones), newest month
 * first, with lines, payments and the VietQR payload of what is due. Another family's child is "not found".
 */
export function listAppInvoices(ctx: ParentContext, studentId?: string) {
  return schoolTransactionById(ctx.tenantId, async (tx) => {
    if (studentId) await familyChild(tx, ctx, studentId);
    return withDetails(tx, ctx, await familyInvoices(tx, ctx, ofChild(studentId)));
  });
}

/** GET /api/app/invoices/list: the same, a page at a time, with the count of all of them. */
export function pageAppInvoices(ctx: ParentContext, q: { student_id?: string; page: number; page_size: number }) {
  return schoolTransactionById(ctx.tenantId, async (tx) => {
    if (q.student_id) await familyChild(tx, ctx, q.student_id);
    const rows = await familyInvoices(tx, ctx, ofChild(q.student_id), { limit: q.page_size, offset: (q.page - 1) * q.page_size });
    // A page past the end has no row to carry the count.
    const total = rows.length
      ? Number(rows[0].count)
      : Number((await rowsOf<{ n: string }>(tx, sql`select count(*)::text as n from invoices a where a.tenant_id = ${ctx.tenantId} and ${familyOf(ctx)} and ${SHOWN} and ${ofChild(q.student_id)}`))[0].n);
    return { data: await withDetails(tx, ctx, rows), total };
  });
}

/** GET /api/app/invoices/detail?id=: one of the family's issued invoices; anyone else's (or a draft) is "not found". */
export function getAppInvoice(ctx: ParentContext, id: string): Promise<AppInvoice> {
  return schoolTransactionById(ctx.tenantId, async (tx) => {
    const [invoice] = await withDetails(tx, ctx, await familyInvoices(tx, ctx, sql`a.id = ${id}`));
    if (!invoice) throw notFound();
    return invoice;
  });
}

/** GET /api/app/invoices/balance?student_id=: what is still due on the family's (or the child's) issued invoices. */
export function appInvoiceBalance(ctx: ParentContext, studentId?: string): Promise<AppBalance> {
  return schoolTransactionById(ctx.tenantId, async (tx) => {
    if (studentId) await familyChild(tx, ctx, studentId);
    const [row] = await rowsOf<{ balance: string; unpaid: string }>(
      tx,
      sql`select coalesce(sum(a.total - a.paid), 0)::text as balance, count(*) filter (where a.total > a.paid)::text as unpaid
          from invoices a where a.tenant_id = ${ctx.tenantId} and ${familyOf(ctx)} and ${SHOWN} and ${ofChild(studentId)}`,
    );
    return { balance: vnd(row.balance), unpaid_invoices: Number(row.unpaid) };
  });
}
