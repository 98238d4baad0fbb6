import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { generator } from './demo-random';
import { insertMonthInvoices } from '../tuition/generate-invoices';
import { nextNumbers, refreshTotals } from '../tuition/invoice-sql';
import { addDays, schoolToday } from '@/lib/school-time';
import { currentMonth } from '@/lib/tuition-values';

const previousMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/**
 * The demo school's tuition: its bank account, fee items, last month's invoices issued and mostly paid (some in
 * part, some not yet), and this month's generated as drafts for the accountant to check and issue.
 */
export async function seedDemoTuition(tx: Executor, { tenantId, accountantId }: { tenantId: string; accountantId: string }) {
  const rnd = generator(20261124);
  const month = currentMonth();
  const last = previousMonth(month);
  const from = `${previousMonth(last)}-01`;
  await tx.execute(sql`insert into tuition_settings (tenant_id, bank_bin, account_no, account_name)
    values (${tenantId}, '970436', '0011004567890', 'TRUONG MAM NON HOA SEN')`);
  await tx.execute(sql`insert into fee_items (tenant_id, name, kind, amount, credit_excused, valid_from) values
    (${tenantId}, 'Học phí', 'monthly', 1800000, false, ${from}),
    (${tenantId}, 'Tiền ăn bán trú', 'monthly', 660000, true, ${from}),
    (${tenantId}, 'Năng khiếu (vẽ, múa)', 'per_day_present', 15000, false, ${from}),
    (${tenantId}, 'Đồng phục và học phẩm', 'once', 350000, false, ${from})`);
  const classes = await rowsOf<{ id: string }>(tx, sql`select id from classes where tenant_id = ${tenantId} order by name`);
  await insertMonthInvoices(tx, { tenantId, userId: accountantId, classIds: classes.map((c) => c.id), month: last });
  await tx.execute(sql`update invoices set status = 'issued', issued_at = now() where tenant_id = ${tenantId} and month = ${`${last}-01`}`);
  const issued = await rowsOf<{ id: string; total: string }>(
    tx,
    sql`select id, total::text as total from invoices where tenant_id = ${tenantId} and month = ${`${last}-01`} order by invoice_no`,
  );
  // Most families pay in the first ten days of the month: 75 % in full, 10 % in part, the rest not yet.
  const payDay = (n: number) => {
    const day = addDays(`${month}-01`, n);
    return day <= schoolToday() ? day : schoolToday();
  };
  for (const inv of issued) {
    const r = rnd.next();
    const total = Number(inv.total);
    const amount = r < 0.75 ? total : r < 0.85 ? Math.round(total / 2 / 1000) * 1000 : 0;
    if (amount <= 0) continue;
    const paidOn = payDay(Math.floor(rnd.next() * 10));
    const [n] = await nextNumbers(tx as Tx, tenantId, 'receipt', paidOn.slice(0, 4), 1);
    await tx.execute(sql`insert into payments (tenant_id, invoice_id, amount, method, paid_on, receipt_no, created_by)
      values (${tenantId}, ${inv.id}, ${amount}, ${rnd.next() < 0.6 ? 'transfer' : 'cash'}, ${paidOn}, ${`PT${paidOn.slice(0, 4)}-${String(n).padStart(5, '0')}`}, ${accountantId})`);
    await refreshTotals(tx as Tx, tenantId, inv.id);
  }
  await insertMonthInvoices(tx, { tenantId, userId: accountantId, classIds: classes.map((c) => c.id), month });
}
