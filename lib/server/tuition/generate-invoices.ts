import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client';
import { rowsOf, uuidArray } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { assertClassInScope } from '../class/scope';
import { badRequest, forbidden, notFound } from '../http/errors';
import { loadSettings } from '../attendance/settings';
import { nextNumbers, vnd } from './invoice-sql';
import { dueDateOf, loadTuitionSettings, roundTo } from './tuition-settings';
import { translate } from '@/lib/i18n/translate';
import { daysOfMonth, isoWeekday } from '@/lib/school-time';
import type { GenerateInput } from '@/lib/schemas/tuition';
import { currentMonth, nextMonth, type FeeKind } from '@/lib/tuition-values';

type Item = { id: string; name: string; kind: FeeKind; amount: string; credit_excused: boolean; daily_amount: string | null; class_ids: string[] | null; age_groups: string[] | null };
type Child = { id: string; full_name: string; class_id: string; age_group: string; invoice_no: string | null; present: number | string; excused: number | string; once_done: string[] | null; previous: string };
type Line = { kind: 'fee' | 'credit'; fee_item_id: string | null; name: string; quantity: number; unit_amount: number; amount: number };

/** An item applies to every child, or to the classes and age groups it names. */
export const itemApplies = (item: Pick<Item, 'class_ids' | 'age_groups'>, child: Pick<Child, 'class_id' | 'age_group'>) => {
  const classes = item.class_ids ?? [];
  const groups = item.age_groups ?? [];
  return (!classes.length && !groups.length) || classes.includes(child.class_id) || groups.includes(child.age_group);
};

/**
 * The lines of one child's month: monthly items once; per-day items × days present; on a credited monthly item,
 * the excused days back at the item's price per day (or its amount over the school days of the month, rounded as the
 * school rounds computed lines, 1.000 ₫ by default; never more than the item); one-off items the first time only.
 * Whole đồng throughout.
 */
export function linesFor(items: Item[], child: Pick<Child, 'present' | 'excused' | 'once_done'>, schoolDays: number, rounding = 1): Line[] {
  const lines: Line[] = [];
  const present = Number(child.present);
  const excused = Number(child.excused);
  for (const item of items) {
    const amount = vnd(item.amount);
    if (item.kind === 'monthly') {
      lines.push({ kind: 'fee', fee_item_id: item.id, name: item.name, quantity: 1, unit_amount: amount, amount });
      if (item.credit_excused && excused > 0 && schoolDays > 0) {
        const daily = item.daily_amount ? vnd(item.daily_amount) : roundTo(amount / schoolDays, rounding);
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
 * POST /Tuition/generate: draft invoices of a month for the studying children of a class, or (without `class_id`)
 * of every class of the school, in one transaction. A child who already has an invoice for the month (not cancelled)
 * is skipped and named. Schools bill in advance: next month is allowed, a later one refused. The classes are locked
 * (the whole school's in one order) so that two generations at once make each invoice once.
 */
export async function generateInvoices(ctx: RequestContext, { month, class_id }: GenerateInput) {
  if (month > nextMonth(currentMonth())) throw badRequest('errors.validation', { month: 'errors.month_in_future' });
  if (class_id) assertClassInScope(ctx, class_id);
  else if (ctx.scope === 'class') throw forbidden();
  return schoolTransaction(ctx, async (tx) => {
    const classes = await rowsOf<{ id: string }>(
      tx,
      class_id
        ? sql`select id from classes where tenant_id = ${ctx.tenantId} and id = ${class_id} for update`
        : sql`select id from classes where tenant_id = ${ctx.tenantId} order by id for update`,
    );
    if (class_id && !classes.length) throw notFound();
    const data = await insertMonthInvoices(tx, { tenantId: ctx.tenantId, userId: ctx.userId, classIds: classes.map((c) => c.id), month });
    return { data, message: 'tuition.generated', params: { created: data.created, skipped: data.skipped.length } };
  });
}

/**
 * The draft invoices of classes' month, in the caller's transaction (the service above, and the demo seed): one
 * statement for the invoices and one for all their lines, whatever the size of the school.
 */
export async function insertMonthInvoices(tx: Executor, { tenantId, userId, classIds, month }: { tenantId: string; userId: string | null; classIds: string[]; month: string }) {
  if (!classIds.length) return { created: 0, skipped: [] as { student_id: string; student_name: string; invoice_no: string }[] };
  const monthStart = `${month}-01`;
  const settings = await loadSettings(tx as Tx, tenantId);
  const { due_day, rounding } = await loadTuitionSettings(tx as Tx, tenantId);
  const schoolDays = daysOfMonth(month).filter((d) => settings.workDays.includes(isoWeekday(d))).length;
  const items = await rowsOf<Item>(
    tx,
    sql`select id, name, kind, amount::text as amount, credit_excused, daily_amount::text as daily_amount,
          class_ids::text[] as class_ids, age_groups
        from fee_items
        where tenant_id = ${tenantId} and active and valid_from <= ${monthStart}
        order by case kind when 'monthly' then 0 when 'per_day_present' then 1 else 2 end, name`,
  );
  const children = await rowsOf<Child>(
    tx,
    sql`select s.id, s.full_name, s.class_id, c.age_group,
          (select i.invoice_no from invoices i where i.tenant_id = ${tenantId} and i.student_id = s.id
             and i.month = ${monthStart} and i.status <> 'cancelled') as invoice_no,
          (select count(*) from attendance_records a where a.tenant_id = ${tenantId} and a.student_id = s.id
             and a.day >= ${monthStart}::date and a.day < (${monthStart}::date + interval '1 month') and a.status = 'present') as present,
          (select count(*) from attendance_records a where a.tenant_id = ${tenantId} and a.student_id = s.id
             and a.day >= ${monthStart}::date and a.day < (${monthStart}::date + interval '1 month') and a.status = 'excused') as excused,
          (select array_agg(distinct l.fee_item_id)::text[] from invoice_lines l join invoices i on i.tenant_id = ${tenantId} and i.id = l.invoice_id
             where l.tenant_id = ${tenantId} and i.student_id = s.id and i.status <> 'cancelled' and l.fee_item_id is not null) as once_done,
          (select coalesce(sum(i.total - i.paid), 0)::text from invoices i where i.tenant_id = ${tenantId} and i.student_id = s.id
             and i.month < ${monthStart} and i.status in ('issued', 'partly_paid')) as previous
        from students s join classes c on c.tenant_id = ${tenantId} and c.id = s.class_id
        where s.tenant_id = ${tenantId} and s.class_id = any(${uuidArray(classIds)}) and s.status = 'studying'
        order by c.name, s.name_key collate "C", s.id`,
  );
  const skipped = children.filter((c) => c.invoice_no).map((c) => ({ student_id: c.id, student_name: c.full_name, invoice_no: c.invoice_no! }));
  const todo = children.filter((c) => !c.invoice_no);
  if (!todo.length) return { created: 0, skipped };
  const numbers = await nextNumbers(tx as Tx, tenantId, 'invoice', month, todo.length);
  const rows = todo.map((child, i) => {
    const lines = linesFor(items.filter((item) => itemApplies(item, child)), child, schoolDays, rounding);
    return {
      student_id: child.id,
      class_id: child.class_id,
      invoice_no: `HP${month.replace('-', '')}-${String(numbers[i]).padStart(4, '0')}`,
      total: lines.reduce((sum, l) => sum + l.amount, 0),
      previous_balance: vnd(child.previous),
      lines,
    };
  });
  const inserted: { id: string; student_id: string }[] = [];
  for (let i = 0; i < rows.length; i += 2_000)
    inserted.push(
      ...(await rowsOf<{ id: string; student_id: string }>(
        tx,
        sql`insert into invoices (tenant_id, invoice_no, student_id, class_id, month, due_date, total, previous_balance, created_by)
            values ${sql.join(
              rows
                .slice(i, i + 2_000)
                .map((r) => sql`(${tenantId}, ${r.invoice_no}, ${r.student_id}, ${r.class_id}, ${monthStart}, ${dueDateOf(month, due_day)}, ${r.total}, ${r.previous_balance}, ${userId})`),
              sql`, `,
            )}
            returning id, student_id`,
      )),
    );
  const idOf = new Map(inserted.map((r) => [r.student_id, r.id]));
  const lines = rows.flatMap((r) => r.lines.map((l, position) => ({ ...l, invoice_id: idOf.get(r.student_id), position })));
  // Multi-row VALUES (no json_to_recordset: the same SQL runs on a Citus cluster), in chunks far under the 65,535 parameters.
  for (let i = 0; i < lines.length; i += 2_000)
    await tx.execute(
      sql`insert into invoice_lines (tenant_id, invoice_id, position, kind, fee_item_id, name, quantity, unit_amount, amount, created_by)
          values ${sql.join(
            lines
              .slice(i, i + 2_000)
              .map((l) => sql`(${tenantId}, ${l.invoice_id}, ${l.position}, ${l.kind}, ${l.fee_item_id ?? null}, ${l.name}, ${l.quantity}, ${l.unit_amount}, ${l.amount}, ${userId})`),
            sql`, `,
          )}`,
    );
  return { created: rows.length, skipped };
}
