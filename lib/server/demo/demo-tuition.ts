import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { generator } from './demo-random';
import { insertMonthInvoices } from '../tuition/generate-invoices';
import { nextNumbers, refreshTotals } from '../tuition/invoice-sql';
import { addDays, schoolToday } from '@/lib/school-time';
import { currentMonth } from '@/lib/tuition-values';
import { DEMO_FAMILY } from '@/lib/demo-family';
import { env } from '../env';
import { exceljs } from '../files/exceljs';

const previousMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/**
 * The demo school's tuition: its bank account, fee items, last month's invoices issued and mostly paid (some in
 * part, some not yet; the demo family's not yet), and this month's generated as drafts for the accountant to check
 * and issue. The bank's statement of last month for the unpaid ones is written beside the database
 * (`DATA_DIR/demo/sao-ke-<month>.xlsx`, see `demoStatementFile`): most lines matched, one partly, one unmatched.
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
  const issued = await rowsOf<{ id: string; student_id: string; total: string }>(
    tx,
    sql`select id, student_id, total::text as total from invoices where tenant_id = ${tenantId} and month = ${`${last}-01`} order by invoice_no`,
  );
  // Most families pay in the first ten days of the month: 75 % in full, 10 % in part, the rest not yet.
  const payDay = (n: number) => {
    const day = addDays(`${month}-01`, n);
    return day <= schoolToday() ? day : schoolToday();
  };
  const family = new Set(
    (
      await rowsOf<{ student_id: string }>(
        tx,
        sql`select student_id from guardians where tenant_id = ${tenantId} and phone = ${DEMO_FAMILY.phone}`,
      )
    ).map((r) => r.student_id),
  );
  for (const inv of issued) {
    const r = rnd.next();
    if (family.has(inv.student_id)) continue; // the family pays by transfer: it is on the statement
    const total = Number(inv.total);
    const amount = r < 0.75 ? total : r < 0.85 ? Math.round(total / 2 / 1000) * 1000 : 0;
    if (amount <= 0) continue;
    const paidOn = payDay(Math.floor(rnd.next() * 10));
    const [n] = await nextNumbers(tx as Tx, tenantId, 'receipt', paidOn.slice(0, 4), 1);
    await tx.execute(sql`insert into payments (tenant_id, invoice_id, amount, method, paid_on, receipt_no, created_by)
      values (${tenantId}, ${inv.id}, ${amount}, ${rnd.next() < 0.6 ? 'transfer' : 'cash'}, ${paidOn}, ${`PT${paidOn.slice(0, 4)}-${String(n).padStart(5, '0')}`}, ${accountantId})`);
    await refreshTotals(tx as Tx, tenantId, inv.id);
  }
  await writeDemoStatement(tx, tenantId, last, family, rnd);
  await insertMonthInvoices(tx, { tenantId, userId: accountantId, classIds: classes.map((c) => c.id), month });
}

/** Where the demo's bank statement of a month is written. */
export const demoStatementFile = (month: string) => path.join(env().DATA_DIR, 'demo', `sao-ke-${month}.xlsx`);

/**
 * Last month's statement of the school's account as a Vietnamese bank exports it (title rows, then STT, date,
 * reference, debit, credit, content): the demo family's invoices and up to six other unpaid ones paid in full with
 * the invoice number in the content (as the VietQR purpose puts it, the hyphen dropped by some banks), one paying
 * half, one transfer without a number, and the bank's fee as a debit.
 */
async function writeDemoStatement(tx: Executor, tenantId: string, month: string, family: Set<string>, rnd: ReturnType<typeof generator>) {
  const open = await rowsOf<{ student_id: string; invoice_no: string; balance: string; full_name: string }>(
    tx,
    sql`select i.student_id, i.invoice_no, (i.total - i.paid)::text as balance, s.full_name
        from invoices i join students s on s.tenant_id = i.tenant_id and s.id = i.student_id
        where i.tenant_id = ${tenantId} and i.month = ${`${month}-01`} and i.status in ('issued', 'partly_paid') and i.total > i.paid
        order by i.invoice_no`,
  );
  const fold = (name: string) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/gi, 'd').toUpperCase();
  const chosen = [...open.filter((o) => family.has(o.student_id)), ...open.filter((o) => !family.has(o.student_id)).slice(0, 7)];
  const [y, m] = month.split('-');
  const rows: (string | number)[][] = [];
  const add = (day: number, credit: number | '', debit: number | '', content: string) =>
    rows.push([rows.length + 1, `${String(day).padStart(2, '0')}/${m}/${y}`, `FT${y.slice(2)}${m}${String(rows.length + 1).padStart(5, '0')}`, debit, credit, content]);
  chosen.forEach((o, i) => {
    const balance = Number(o.balance);
    const number = i % 2 ? o.invoice_no.replace('-', '') : o.invoice_no;
    // The last one pays half (a partial match); every other in full.
    const amount = i === chosen.length - 1 ? Math.round(balance / 2 / 1000) * 1000 : balance;
    add(5 + i * 2, amount, '', `MBVCB.${Math.floor(rnd.next() * 1e7)} ${number} ${fold(o.full_name)} HOC PHI THANG ${m}`);
  });
  add(24, 1_500_000, '', 'CHUYEN TIEN HOC PHI CHO CON');
  add(28, '', 11_000, 'PHI DICH VU SMS BANKING');
  const { Workbook } = await exceljs();
  const book = new Workbook();
  const sheet = book.addWorksheet('Sao kê');
  sheet.addRow(['SAO KÊ TÀI KHOẢN / ACCOUNT STATEMENT']);
  sheet.addRow(['Số tài khoản: 0011004567890 – TRUONG MAM NON HOA SEN']);
  sheet.addRow([`Từ ngày 01/${m}/${y} đến ngày ${new Date(Date.UTC(Number(y), Number(m), 0)).getUTCDate()}/${m}/${y}`]);
  sheet.addRow([]);
  sheet.addRow(['STT', 'Ngày giao dịch', 'Số tham chiếu', 'Ghi nợ', 'Ghi có', 'Nội dung']).font = { bold: true };
  for (const r of rows) sheet.addRow(r);
  sheet.columns.forEach((c, i) => (c.width = [6, 14, 18, 12, 14, 60][i]));
  const file = demoStatementFile(month);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.from((await book.xlsx.writeBuffer()) as ArrayBuffer));
}
