import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { assertClassInScope } from '../class/scope';
import { badRequest, notFound } from '../http/errors';
import { loadSettings } from '../attendance/settings';
import { nextNumbers, vnd } from './invoice-sql';
import { translate } from '@/lib/i18n/translate';
import { daysOfMonth, isoWeekday } from '@/lib/school-time';
import type { GenerateInput } from '@/lib/schemas/tuition';
import { currentMonth, type FeeKind } from '@/lib/tuition-values';

type Item = { id: string; name: string; kind: FeeKind; amount: string; credit_excused: boolean };
type Child = { id: string; full_name: string; invoice_no: string | null; present: number | string; excused: number | string; once_done: string[] | null; previous: string };
type Line = { kind: 'fee' | 'credit'; fee_item_id: string | null; name: string; quantity: number; unit_amount: number; amount: number };

/**
 * The lines of one child's month: monthly items once; per-day items × days present; on a credited monthly item,
 * the excused days back at the item's daily rate (its amount over the school days of the month, rounded down, never
 * more than the item); one-off items the first time only. Whole đồng throughout.
 */
export function linesFor(items: Item[], child: Pick<Child, 'present' | 'excused' | 'once_done'>, schoolDays: number): Line[] {
  const lines: Line[] = [];
  const present = Number(child.present);
  const excused = Number(child.excused);
  for (const item of items) {
    const amount = vnd(item.amount);
    if (item.kind === 'monthly') {
      lines.push({ kind: 'fee', fee_item_id: item.id, name: item.name, quantity: 1, unit_amount: amount, amount });
      if (item.credit_excused && excused > 0 && schoolDays > 0) {
        const daily = Math.floor(amount / schoolDays);
        const days = Math.min(excused, schoolDays);
        if (daily > 0)
          lines.push({
            kind: 'credit',
            fee_item_id: item.id,
            name: translate('vi', 'tuition.creditLine', { item: item.name }),
            quantity: days,
            unit_amount: -daily,
            amount: -Math.min(daily * days, amount),
          });
      }
    } else if (item.kind === 'per_day_present') {
      if (present > 0)
        lines.push({ kind: 'fee', fee_item_id: item.id, name: item.name, quantity: present, unit_amount: amount, amount: amount * present });
    } else if (!child.once_done?.includes(item.id)) {
      lines.push({ kind: 'fee', fee_item_id: item.id, name: item.name, quantity: 1, unit_amount: amount, amount });
    }
  }
  return lines;
}

/**
 * POST /Tuition/generate: draft invoices of a month for the studying children of a class, in one transaction.
 * A child who already has an invoice for the month (not cancelled) is skipped and named; a future month is refused.
 */
export async function generateInvoices(ctx: RequestContext, { month, class_id }: GenerateInput) {
  if (month > currentMonth()) throw badRequest('errors.validation', { month: 'errors.month_in_future' });
  assertClassInScope(ctx, class_id);
  return schoolTransaction(ctx, async (tx) => {
    const [cls] = await rowsOf<{ id: string }>(tx, sql`select id from classes where tenant_id = ${ctx.tenantId} and id = ${class_id} for update`);
    if (!cls) throw notFound();
    const data = await insertMonthInvoices(tx, { tenantId: ctx.tenantId, userId: ctx.userId, classId: class_id, month });
    return { data, message: 'tuition.generated', params: { created: data.created, skipped: data.skipped.length } };
  });
}

/**
 * The draft invoices of a class's month, in the caller's transaction (the service above, and the demo seed): one
 * statement for the invoices and one for all their lines, whatever the size of the class.
 */
export async function insertMonthInvoices(tx: Executor, { tenantId, userId, classId, month }: { tenantId: string; userId: string | null; classId: string; month: string }) {
  const monthStart = `${month}-01`;
  const settings = await loadSettings(tx as Tx, tenantId);
  const schoolDays = daysOfMonth(month).filter((d) => settings.workDays.includes(isoWeekday(d))).length;
  const items = await rowsOf<Item>(
    tx,
    sql`select id, name, kind, amount::text as amount, credit_excused from fee_items
        where tenant_id = ${tenantId} and active and valid_from <= ${monthStart}
          and (cardinality(class_ids) = 0 or ${classId}::uuid = any(class_ids))
        order by case kind when 'monthly' then 0 when 'per_day_present' then 1 else 2 end, name`,
  );
  const children = await rowsOf<Child>(
    tx,
    sql`select s.id, s.full_name,
          (select i.invoice_no from invoices i where i.tenant_id = s.tenant_id and i.student_id = s.id
             and i.month = ${monthStart} and i.status <> 'cancelled') as invoice_no,
          (select count(*) from attendance_records a where a.tenant_id = s.tenant_id and a.student_id = s.id
             and a.day >= ${monthStart}::date and a.day < (${monthStart}::date + interval '1 month') and a.status = 'present') as present,
          (select count(*) from attendance_records a where a.tenant_id = s.tenant_id and a.student_id = s.id
             and a.day >= ${monthStart}::date and a.day < (${monthStart}::date + interval '1 month') and a.status = 'excused') as excused,
          (select array_agg(distinct l.fee_item_id)::text[] from invoice_lines l join invoices i on i.tenant_id = l.tenant_id and i.id = l.invoice_id
             where l.tenant_id = s.tenant_id and i.student_id = s.id and i.status <> 'cancelled' and l.fee_item_id is not null) as once_done,
          (select coalesce(sum(i.total - i.paid), 0)::text from invoices i where i.tenant_id = s.tenant_id and i.student_id = s.id
             and i.month < ${monthStart} and i.status in ('issued', 'partly_paid')) as previous
        from students s
        where s.tenant_id = ${tenantId} and s.class_id = ${classId} and s.status = 'studying'
        order by s.name_key collate "C", s.id`,
  );
  const skipped = children.filter((c) => c.invoice_no).map((c) => ({ student_id: c.id, student_name: c.full_name, invoice_no: c.invoice_no! }));
  const todo = children.filter((c) => !c.invoice_no);
  if (!todo.length) return { created: 0, skipped };
  const numbers = await nextNumbers(tx as Tx, tenantId, 'invoice', month, todo.length);
  const rows = todo.map((child, i) => {
    const lines = linesFor(items, child, schoolDays);
    return {
      student_id: child.id,
      invoice_no: `HP${month.replace('-', '')}-${String(numbers[i]).padStart(4, '0')}`,
      total: lines.reduce((sum, l) => sum + l.amount, 0),
      previous_balance: vnd(child.previous),
      lines,
    };
  });
  // Multi-row VALUES, not json_to_recordset: Citus refuses an INSERT … SELECT from a function under row-level security.
  const inserted = await rowsOf<{ id: string; student_id: string }>(
    tx,
    sql`insert into invoices (tenant_id, invoice_no, student_id, class_id, month, total, previous_balance, created_by)
        values ${sql.join(
          rows.map(
            (r) =>
              sql`(${tenantId}, ${r.invoice_no}, ${r.student_id}, ${classId}, ${monthStart}, ${r.total}, ${r.previous_balance}, ${userId})`,
          ),
          sql`, `,
        )}
        returning id, student_id`,
  );
  const idOf = new Map(inserted.map((r) => [r.student_id, r.id]));
  const lines = rows.flatMap((r) => r.lines.map((l, position) => ({ ...l, invoice_id: idOf.get(r.student_id), position })));
  if (lines.length)
    await tx.execute(
      sql`insert into invoice_lines (tenant_id, invoice_id, position, kind, fee_item_id, name, quantity, unit_amount, amount, created_by)
          values ${sql.join(
            lines.map(
              (l) =>
                sql`(${tenantId}, ${l.invoice_id}, ${l.position}, ${l.kind}, ${l.fee_item_id ?? null}, ${l.name}, ${l.quantity}, ${l.unit_amount}, ${l.amount}, ${userId})`,
            ),
            sql`, `,
          )}`,
    );
  return { created: rows.length, skipped };
}
