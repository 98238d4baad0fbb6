import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf, uuidArray } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { badRequest, conflict } from '../http/errors';
import { INVOICE_FROM, invoiceOf, invoiceScope, refreshTotals } from './invoice-sql';
import { invoiceWhere } from './list-invoices';
import { loadTuitionSettings, roundTo } from './tuition-settings';
import { notifyInvoicesIssued } from './notify-tuition';
import { translate } from '@/lib/i18n/translate';
import type { AddLineInput, DiscountInput, IssueInput } from '@/lib/schemas/tuition';
import type { InvoiceStatus } from '@/lib/tuition-values';

const stateError = (ctx: RequestContext, key: string, status: InvoiceStatus) =>
  conflict(key, { status: translate(ctx.locale, `tuition.statuses.${status}`) });

/**
 * PUT /Tuition/issue: drafts become issued, all of them or none (one that is not a draft names its state); each
 * child's parents are notified of theirs. With `all`, every draft the list's filter selects (month, class, search),
 * however many pages it runs to; the answer says how many.
 */
export async function issueInvoices(ctx: RequestContext, input: IssueInput) {
  return schoolTransaction(ctx, async (tx) => {
    const ids = input.all ? [] : [...new Set(input.ids)];
    const rows = await rowsOf<{ id: string; status: InvoiceStatus; total: string }>(
      tx,
      input.all
        ? sql`select i.id, i.status, i.total::text as total from ${INVOICE_FROM}
              where ${invoiceWhere(ctx, { month: input.month, class_id: input.class_id, search: input.search, status: 'draft' })}
              order by i.id for update of i`
        : sql`select i.id, i.status, i.total::text as total from invoices i
              where i.tenant_id = ${ctx.tenantId} and i.id = any(${uuidArray(ids)}) and ${invoiceScope(ctx)} order by i.id for update`,
    );
    if (!input.all && rows.length !== ids.length) throw badRequest('errors.validation', { ids: 'errors.not_found' });
    const notDraft = rows.find((r) => r.status !== 'draft');
    if (notDraft) throw stateError(ctx, 'errors.invoice_not_draft', notDraft.status);
    const chosen = rows.map((r) => r.id);
    if (chosen.length) {
      await tx.execute(
        sql`update invoices set status = case when total = 0 then 'paid' else 'issued' end, issued_at = now(), updated_at = now()
            where tenant_id = ${ctx.tenantId} and id = any(${uuidArray(chosen)})`,
      );
      await notifyInvoicesIssued(tx, ctx.tenantId, chosen);
    }
    return { data: { issued: chosen.length }, message: 'tuition.issued', params: { count: chosen.length } };
  });
}

/** PUT /Tuition/set-due-date: a draft's due date (the parents of an issued invoice have been told theirs). */
export async function setDueDate(ctx: RequestContext, input: { id: string; due_date: string }) {
  return schoolTransaction(ctx, async (tx) => {
    const invoice = await invoiceOf(tx, ctx, input.id, true);
    if (invoice.status !== 'draft') throw stateError(ctx, 'errors.invoice_not_draft', invoice.status);
    if (input.due_date < `${invoice.month}-01`) throw badRequest('errors.validation', { due_date: 'errors.due_before_month' });
    await tx.execute(sql`update invoices set due_date = ${input.due_date}, updated_at = now() where tenant_id = ${ctx.tenantId} and id = ${input.id}`);
    return { id: input.id, message: 'tuition.saved' };
  });
}

/** PUT /Tuition/cancel: a draft or an issued invoice with no payment is cancelled, with its reason; never deleted. */
export async function cancelInvoice(ctx: RequestContext, id: string, reason: string) {
  return schoolTransaction(ctx, async (tx) => {
    const invoice = await invoiceOf(tx, ctx, id, true);
    if (invoice.status === 'cancelled') throw stateError(ctx, 'errors.invoice_cancelled', invoice.status);
    if (invoice.paid > 0) throw conflict('errors.invoice_has_payments');
    await tx.execute(
      sql`update invoices set status = 'cancelled', cancel_reason = ${reason}, updated_at = now() where tenant_id = ${ctx.tenantId} and id = ${id}`,
    );
    return { id, message: 'tuition.cancelled' };
  });
}

/** DELETE /Tuition/delete: only a draft may be deleted; an issued invoice is cancelled or corrected instead. */
export async function deleteInvoice(ctx: RequestContext, id: string) {
  return schoolTransaction(ctx, async (tx) => {
    const invoice = await invoiceOf(tx, ctx, id, true);
    if (invoice.status !== 'draft') throw stateError(ctx, 'errors.invoice_not_draft', invoice.status);
    await tx.execute(sql`delete from invoices where tenant_id = ${ctx.tenantId} and id = ${id}`);
    return { id, message: 'tuition.deleted' };
  });
}

async function addLine(ctx: RequestContext, invoiceId: string, line: { kind: string; name: string; amount: number; reason: string }, draftOnly: boolean) {
  return schoolTransaction(ctx, async (tx) => {
    const invoice = await invoiceOf(tx, ctx, invoiceId, true);
    if (invoice.status === 'cancelled') throw stateError(ctx, 'errors.invoice_cancelled', invoice.status);
    if (draftOnly && invoice.status !== 'draft') throw stateError(ctx, 'errors.invoice_not_draft', invoice.status);
    // A credit may not take the invoice below zero, nor below what has been paid of it.
    if (invoice.total + line.amount < Math.max(invoice.paid, 0))
      throw badRequest('errors.validation', { amount: line.kind === 'discount' ? 'errors.discount_too_large' : 'errors.credit_too_large' });
    // The next position first (the invoice is locked, so no other line takes it meanwhile): Citus refuses a
    // sub-select inside INSERT … VALUES.
    const [{ position }] = await rowsOf<{ position: number }>(
      tx,
      sql`select coalesce(max(position), -1) + 1 as position from invoice_lines where tenant_id = ${ctx.tenantId} and invoice_id = ${invoiceId}`,
    );
    await tx.execute(
      sql`insert into invoice_lines (tenant_id, invoice_id, position, kind, name, quantity, unit_amount, amount, reason, created_by)
          values (${ctx.tenantId}, ${invoiceId}, ${Number(position)},
            ${line.kind}, ${line.name}, 1, ${line.amount}, ${line.amount}, ${line.reason}, ${ctx.userId})`,
    );
    await refreshTotals(tx, ctx.tenantId, invoiceId);
    return { id: invoiceId, message: 'tuition.lineAdded' };
  });
}

/** POST /Tuition/add-line: a debit (positive) or credit (negative) line with its reason — how an issued invoice is corrected. */
export function addInvoiceLine(ctx: RequestContext, input: AddLineInput) {
  return addLine(ctx, input.invoice_id, { kind: input.amount < 0 ? 'credit' : 'adjustment', name: input.name, amount: input.amount, reason: input.reason }, false);
}

/** POST /Tuition/add-discount: on a draft, an amount or a percentage of its fees (rounded as the school rounds). */
export async function addDiscount(ctx: RequestContext, input: DiscountInput) {
  const amount =
    input.amount ??
    (await schoolTransaction(ctx, async (tx) => {
      const [row] = await rowsOf<{ fees: string }>(
        tx,
        sql`select coalesce(sum(amount), 0)::text as fees from invoice_lines where tenant_id = ${ctx.tenantId} and invoice_id = ${input.invoice_id} and kind = 'fee'`,
      );
      // A percentage is rounded as the school rounds computed lines (to 1.000 ₫ by default), never above the fees.
      const { rounding } = await loadTuitionSettings(tx, ctx.tenantId);
      return Math.min(roundTo((Number(row.fees) * input.percent!) / 100, rounding), Number(row.fees));
    }));
  const name = translate('vi', 'tuition.discountLine', { reason: input.reason });
  return addLine(ctx, input.invoice_id, { kind: 'discount', name, amount: -amount, reason: input.reason }, true);
}
