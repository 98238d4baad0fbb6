import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf, uuidArray } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { AppError, forbidden, notFound } from '../http/errors';
import { invoiceScope, nextNumbers, refreshTotals, vnd } from './invoice-sql';
import { notifyPaymentsRecorded } from './notify-tuition';
import { recordedRefs } from './upload-statement';
import type { ConfirmStatementInput } from '@/lib/schemas/tuition';
import { schoolToday } from '@/lib/school-time';

type Line = { line: number; day: string | null; amount: string | null; reference: string; note: string | null };
type Invoice = { id: string; status: string; total: string; paid: string; student_id: string; student_name: string };

/** Notes that make a line no payment at all (whatever the accountant picks). */
const UNUSABLE = new Set(['other_currency', 'invalid_amount', 'invalid_date', 'no_reference']);

/**
 * POST /Tuition/confirm-statement: the chosen lines of an uploaded statement recorded as transfers, in one
 * transaction: each with its bank reference (never twice: a reference already recorded is left, and the unique index
 * settles two confirmations at once) and its day, a receipt number of that year, and the invoices' totals and
 * statuses refreshed. A line above what its invoice still owes is recorded up to the balance only with
 * `up_to_balance`; otherwise it is left, as is a line whose invoice no longer takes payments.
 */
export async function confirmStatement(ctx: RequestContext, input: ConfirmStatementInput) {
  if (ctx.scope === 'class') throw forbidden();
  return schoolTransaction(ctx, async (tx) => {
    const [statement] = await rowsOf<{ id: string }>(
      tx,
      sql`select id from bank_statements where tenant_id = ${ctx.tenantId} and id = ${input.statement_id}`,
    );
    if (!statement) throw notFound();
    const wanted = [...new Map(input.lines.map((l) => [l.line, l])).values()].sort((a, b) => a.line - b.line);
    const lines = await rowsOf<Line>(
      tx,
      sql`select line, to_char(day, 'YYYY-MM-DD') as day, amount::text as amount, reference, note from bank_statement_lines
          where tenant_id = ${ctx.tenantId} and statement_id = ${statement.id}
            and line = any(${`{${wanted.map((l) => l.line).join(',')}}`}::int[])`,
    );
    const lineOf = new Map(lines.map((l) => [Number(l.line), l]));
    for (const w of wanted) {
      const l = lineOf.get(w.line);
      if (!l) throw new AppError(400, 'errors.statement_line_unknown', { line: w.line }, { lines: 'errors.statement_line_unknown' });
      if (l.note && UNUSABLE.has(l.note))
        throw new AppError(400, 'errors.statement_line_unusable', { line: w.line }, { lines: 'errors.statement_line_unusable' });
    }
    const ids = [...new Set(wanted.map((w) => w.invoice_id))].sort();
    const invoices = await rowsOf<Invoice>(
      tx,
      sql`select i.id, i.status, i.total::text as total, i.paid::text as paid, i.student_id, s.full_name as student_name
          from invoices i join students s on s.tenant_id = i.tenant_id and s.id = i.student_id
          where i.tenant_id = ${ctx.tenantId} and i.id = any(${uuidArray(ids)}) and ${invoiceScope(ctx)}
          order by i.id for update of i`,
    );
    if (invoices.length !== ids.length) throw notFound();
    const invoiceOf = new Map(invoices.map((i) => [i.id, i]));
    const done = await recordedRefs(tx, ctx.tenantId, lines.map((l) => l.reference));
    const owed = new Map(invoices.map((i) => [i.id, vnd(i.total) - vnd(i.paid)]));
    const today = schoolToday();
    const left: { line: number; note: string }[] = [];
    const todo: { line: number; invoice: Invoice; amount: number; day: string; reference: string }[] = [];
    const refs = new Set<string>();
    for (const w of wanted) {
      const l = lineOf.get(w.line)!;
      const invoice = invoiceOf.get(w.invoice_id)!;
      const amount = vnd(l.amount);
      const rest = owed.get(invoice.id)!;
      const leave = (note: string) => left.push({ line: w.line, note });
      if (done.has(l.reference) || refs.has(l.reference)) leave(done.has(l.reference) ? 'recorded' : 'duplicate');
      else if (invoice.status !== 'issued' && invoice.status !== 'partly_paid') leave('not_payable');
      else if (!l.day || l.day > today) leave('invalid_date');
      else if (rest <= 0) leave('above_balance');
      else if (amount > rest && !w.up_to_balance) leave('above_balance');
      else {
        const paid = Math.min(amount, rest);
        owed.set(invoice.id, rest - paid);
        refs.add(l.reference);
        todo.push({ line: w.line, invoice, amount: paid, day: l.day, reference: l.reference });
      }
    }
    if (!todo.length) return { data: { recorded: 0, amount: 0, left }, message: 'tuition.statementRecorded', params: { count: 0 } };
    const years = [...new Set(todo.map((t) => t.day.slice(0, 4)))];
    const receiptOf = new Map<number, string>();
    for (const year of years) {
      const mine = todo.filter((t) => t.day.startsWith(year));
      const numbers = await nextNumbers(tx, ctx.tenantId, 'receipt', year, mine.length);
      mine.forEach((t, i) => receiptOf.set(t.line, `PT${year}-${String(numbers[i]).padStart(5, '0')}`));
    }
    const values = todo.map(
      (t) =>
        sql`(${ctx.tenantId}, ${t.invoice.id}, ${t.amount}, 'transfer', ${t.day}, ${receiptOf.get(t.line)!}, ${t.reference}, ${statement.id}, ${ctx.userId})`,
    );
    // The day of each payment from its line (Citus allows only immutable functions in RETURNING: no to_char).
    const dayOf = new Map(todo.map((t) => [t.reference, t.day]));
    const inserted = (
      await rowsOf<{ invoice_id: string; amount: string; bank_ref: string }>(
        tx,
        sql`insert into payments (tenant_id, invoice_id, amount, method, paid_on, receipt_no, bank_ref, statement_id, created_by)
            values ${sql.join(values, sql`, `)}
            on conflict (tenant_id, bank_ref) where bank_ref is not null do nothing
            returning invoice_id, amount::text as amount, bank_ref`,
      )
    ).map((p) => ({ invoice_id: p.invoice_id, amount: p.amount, paid_on: dayOf.get(p.bank_ref)! }));
    const touched = [...new Set(inserted.map((p) => p.invoice_id))];
    for (const id of touched) await refreshTotals(tx, ctx.tenantId, id);
    await notifyPaymentsRecorded(
      tx,
      ctx.tenantId,
      inserted.map((p) => {
        const invoice = invoiceOf.get(p.invoice_id)!;
        return { invoice_id: p.invoice_id, student_id: invoice.student_id, student_name: invoice.student_name, amount: vnd(p.amount), paid_on: p.paid_on };
      }),
    );
    const amount = inserted.reduce((s, p) => s + vnd(p.amount), 0);
    return {
      data: { recorded: inserted.length, amount, left },
      message: 'tuition.statementRecorded',
      params: { count: inserted.length },
    };
  });
}
