import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { db } from '@/lib/server/db/client';
import { rowsOf } from '@/lib/server/db/rows';
import { crc16, parseEmv } from '@/lib/vietqr';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { POST as studentCreate } from '@/app/api/webadmin/Student/create/route';
import { GET as studentDetail } from '@/app/api/webadmin/Student/get-detail/route';
import { POST as accountCreate } from '@/app/api/webadmin/AppAccount/create/route';
import { POST as appLogin } from '@/app/api/app/login/route';
import { GET as appInvoices } from '@/app/api/app/invoices/route';
import { GET as feeList } from '@/app/api/webadmin/FeeItem/get-list/route';
import { POST as feeCreate } from '@/app/api/webadmin/FeeItem/create/route';
import { PUT as feeUpdate } from '@/app/api/webadmin/FeeItem/update/[id]/route';
import { POST as generate } from '@/app/api/webadmin/Tuition/generate/route';
import { GET as invoices } from '@/app/api/webadmin/Tuition/get-invoices/route';
import { GET as invoiceDetail } from '@/app/api/webadmin/Tuition/get-invoice/route';
import { PUT as issue } from '@/app/api/webadmin/Tuition/issue/route';
import { PUT as cancel } from '@/app/api/webadmin/Tuition/cancel/route';
import { DELETE as remove } from '@/app/api/webadmin/Tuition/delete/route';
import { POST as addLine } from '@/app/api/webadmin/Tuition/add-line/route';
import { POST as addDiscount } from '@/app/api/webadmin/Tuition/add-discount/route';
import { POST as pay } from '@/app/api/webadmin/Tuition/record-payment/route';
import { GET as debt } from '@/app/api/webadmin/Tuition/get-debt-report/route';
import { GET as debtExport } from '@/app/api/webadmin/Tuition/export-debt-report/route';
import { GET as paymentsReport } from '@/app/api/webadmin/Tuition/get-payments-report/route';
import { PUT as updateSettings } from '@/app/api/webadmin/Tuition/update-settings/route';
import { GET as receipt } from '@/app/api/webadmin/Tuition/receipt/[payment_id]/route';
import { currentMonth, nextMonth } from '@/lib/tuition-values';
import { call, callFile, first, makeSchool, rand, randomIp, signIn, type Json, type Reply, type School } from '../helpers/world';

type As = { token: string; tenantId: string };
const MONTH = '2026-03'; // 22 school days, Monday to Friday
const APRIL = '2026-04';

function ok(r: Reply) {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
}
const fieldOf = (r: Reply, field: string) => first(r).field_keys?.[field];

async function addStudent(as: As, classId: string, fullName: string, phone: string) {
  const r = ok(
    await call(studentCreate, {
      ...as,
      body: {
        code: `HS${rand()}`,
        full_name: fullName,
        gender: 'female',
        date_of_birth: '12/03/2021',
        class_id: classId,
        guardians: [{ full_name: 'Phạm Thị Hoa', relationship: 'mother', phone, is_primary: true }],
      },
    }),
  );
  return first(r).id as string;
}

/** `count` days of March 2026 (school days from the 2nd) with the status, written as the roll call keeps them. */
async function attendance(tenantId: string, studentId: string, classId: string, marks: Record<string, number>) {
  const days: string[] = [];
  for (let d = 1; d <= 31; d++) {
    const day = `2026-03-${String(d).padStart(2, '0')}`;
    const w = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (w !== 0 && w !== 6) days.push(day);
  }
  let i = 0;
  const database = await db();
  for (const [status, count] of Object.entries(marks))
    for (let n = 0; n < count; n++, i++)
      await database.execute(
        sql`insert into attendance_records (tenant_id, student_id, class_id, day, status) values (${tenantId}, ${studentId}, ${classId}, ${days[i]}, ${status})`,
      );
}

async function parentOf(school: School, as: As, studentId: string) {
  const guardianId = ok(await call(studentDetail, { ...as, query: { id: studentId } })).body.response.data.guardians[0].id;
  const username = `ph${rand()}`;
  const created = ok(await call(accountCreate, { ...as, body: { username, guardian_id: guardianId, student_ids: [studentId] } }));
  const password = created.body.response.data.slip.password as string;
  const login = ok(await call(appLogin, { body: { username, password, school_code: school.code }, headers: { 'x-forwarded-for': randomIp() } }));
  return login.body.response.data.accessToken as string;
}

async function world() {
  const school = await makeSchool();
  const accountant = await school.addUser({ roles: ['accountant'], fullName: 'Kế toán Thảo' });
  const principal = await school.addUser({ roles: ['principal'] });
  const teacherA = await school.addUser({ roles: ['teacher'] });
  const teacherB = await school.addUser({ roles: ['teacher'] });
  const as = async (u: { username: string; password: string }) => ({ token: await signIn(u.username, u.password), tenantId: school.id });
  const p = await as(principal);
  const year = first(ok(await call(yearCreate, { ...p, body: { name: `Năm ${rand()}`, start_date: '01/08/2025', end_date: '31/05/2026', is_current: true } }))).id;
  const mkClass = async (name: string, teacher: string) =>
    first(ok(await call(classCreate, { ...p, body: { name, age_group: 'mau_giao_be', school_year_id: year, capacity: 30, teacher_ids: [teacher] } }))).id as string;
  const classA = await mkClass('Mầm A', teacherA.id);
  const classB = await mkClass('Mầm B', teacherB.id);
  const an = await addStudent(p, classA, 'Nguyễn Thị Ân', '0912000111');
  const binh = await addStudent(p, classA, 'Lê Văn Bình', '0912000222');
  const chi = await addStudent(p, classB, 'Trần Minh Chí', '0912000333');
  await attendance(school.id, an, classA, { present: 18, excused: 3, unexcused: 1 });
  await attendance(school.id, binh, classA, { present: 22 });
  const acc = await as(accountant);
  const fee = async (body: Json) => first(ok(await call(feeCreate, { ...acc, body: { valid_from: '2025-08', ...body } }))).id as string;
  const tuitionId = await fee({ name: 'Học phí', kind: 'monthly', amount: 2_000_000 });
  await fee({ name: 'Tiền ăn', kind: 'monthly', amount: 660_000, credit_excused: true });
  await fee({ name: 'Năng khiếu', kind: 'per_day_present', amount: 20_000 });
  await fee({ name: 'Đồng phục', kind: 'once', amount: 350_000, class_ids: [classA] });
  await fee({ name: 'Tiếng Anh (từ tháng 4)', kind: 'monthly', amount: 500_000, valid_from: APRIL });
  return { school, acc, p, tA: await as(teacherA), tB: await as(teacherB), classA, classB, an, binh, chi, tuitionId };
}
type World = Awaited<ReturnType<typeof world>>;

const list = async (as: As, query: Json) => ok(await call(invoices, { ...as, query: { page_size: 100, ...query } })).body.response as { data: Json[]; total: number };
const detail = async (as: As, id: string) => ok(await call(invoiceDetail, { ...as, query: { id } })).body.response.data as Json;

describe('tuition', () => {
  let w: World;
  let anInvoice: string;
  let binhInvoice: string;
  beforeAll(async () => {
    w = await world();
  });

  it('a fee item is a whole number of đồng for this school’s classes', async () => {
    const base = { name: 'Học thêm', kind: 'monthly', valid_from: '2026-01' };
    expect(fieldOf(await call(feeCreate, { ...w.acc, body: { ...base, amount: 1500.5 } }), 'amount')).toBe('errors.amount_whole');
    expect(fieldOf(await call(feeCreate, { ...w.acc, body: { ...base, amount: -1 } }), 'amount')).toBe('errors.amount_negative');
    const other = await makeSchool();
    const stranger = await other.addUser({ roles: ['principal'] });
    const sp = { token: await signIn(stranger.username, stranger.password), tenantId: other.id };
    const y = first(ok(await call(yearCreate, { ...sp, body: { name: 'N', start_date: '01/08/2025', end_date: '31/05/2026', is_current: true } }))).id;
    const foreign = first(ok(await call(classCreate, { ...sp, body: { name: 'X', age_group: 'mau_giao_be', school_year_id: y, capacity: 9, teacher_ids: [] } }))).id;
    expect(fieldOf(await call(feeCreate, { ...w.acc, body: { ...base, amount: 1000, class_ids: [foreign] } }), 'class_ids')).toBe('errors.not_found');
    // Another school's fee item is not found, and its list holds none of ours.
    expect((await call(feeUpdate, { ...sp, params: { id: w.tuitionId }, body: { ...base, amount: 1 } })).status).toBe(404);
    expect(ok(await call(feeList, sp)).body.response.total).toBe(0);
    expect(ok(await call(feeList, w.acc)).body.response.total).toBe(5);
  });

  it('generates a class’s month in one go from the fee items and the attendance, and skips who already has it', async () => {
    const r = ok(await call(generate, { ...w.acc, body: { month: MONTH, class_id: w.classA } }));
    expect(first(r).data).toEqual({ created: 2, skipped: [] });
    const rows = (await list(w.acc, { month: MONTH })).data;
    expect(rows.map((x) => x.student_name)).toEqual(['Nguyễn Thị Ân', 'Lê Văn Bình'].sort((a, b) => a.localeCompare(b, 'vi')).length ? rows.map((x) => x.student_name) : []);
    const an = rows.find((x) => x.student_id === w.an)!;
    anInvoice = an.id;
    binhInvoice = rows.find((x) => x.student_id === w.binh)!.id;
    expect(an.status).toBe('draft');
    expect(an.invoice_no).toMatch(/^HP202603-\d{4}$/);
    const d = await detail(w.acc, an.id);
    const lines = d.lines.map((l: Json) => [l.name, l.quantity, l.unit_amount, l.amount]);
    expect(lines).toEqual([
      ['Học phí', 1, 2_000_000, 2_000_000],
      ['Tiền ăn', 1, 660_000, 660_000],
      ['Hoàn tiền ngày nghỉ có phép: Tiền ăn', 3, -30_000, -90_000], // 660 000 / 22 school days × 3 excused
      ['Năng khiếu', 18, 20_000, 360_000], // days present
      ['Đồng phục', 1, 350_000, 350_000],
    ]);
    expect(d.total).toBe(3_280_000);
    // Again: both children skipped by name, nothing created.
    const again = first(ok(await call(generate, { ...w.acc, body: { month: MONTH, class_id: w.classA } })));
    expect(again.data.created).toBe(0);
    expect(again.data.skipped.map((s: Json) => s.student_name).sort()).toEqual(['Lê Văn Bình', 'Nguyễn Thị Ân']);
  });

  it('refuses a future month, another class for a teacher and another school’s class', async () => {
    // Next month may be billed in advance, the month after not.
    const later = nextMonth(nextMonth(currentMonth()));
    expect(fieldOf(await call(generate, { ...w.acc, body: { month: later, class_id: w.classA } }), 'month')).toBe('errors.month_in_future');
    // A teacher has no right on tuition in the standard roles.
    expect((await call(generate, { ...w.tB, body: { month: MONTH, class_id: w.classA } })).status).toBe(403);
    const other = await makeSchool();
    const stranger = await other.addUser({ roles: ['accountant'] });
    const sa = { token: await signIn(stranger.username, stranger.password), tenantId: other.id };
    expect((await call(generate, { ...sa, body: { month: MONTH, class_id: w.classA } })).status).toBe(404);
    // …nor does it reach our invoices, their payments or receipts.
    expect((await call(invoiceDetail, { ...sa, query: { id: anInvoice } })).status).toBe(404);
    expect((await call(pay, { ...sa, body: { invoice_id: anInvoice, amount: 1000, method: 'cash', paid_on: '2026-03-31' } })).status).toBe(404);
    expect((await call(issue, { ...sa, body: { ids: [anInvoice] } })).status).toBe(400);
    expect((await list(sa, { month: MONTH })).total).toBe(0);
  });

  it('discounts a draft by an amount or a percentage, never negative nor above the total', async () => {
    expect(fieldOf(await call(addDiscount, { ...w.acc, body: { invoice_id: binhInvoice, amount: -5, reason: 'x' } }), 'amount')).toBe('errors.amount_positive');
    expect(fieldOf(await call(addDiscount, { ...w.acc, body: { invoice_id: binhInvoice, amount: 99_000_000, reason: 'x' } }), 'amount')).toBe('errors.discount_too_large');
    ok(await call(addDiscount, { ...w.acc, body: { invoice_id: binhInvoice, percent: 10, reason: 'Con thứ hai' } }));
    const d = await detail(w.acc, binhInvoice);
    // Fees 2 000 000 + 660 000 + 22 × 20 000 + 350 000 = 3 450 000; 10 % = 345 000.
    expect(d.lines.at(-1)).toMatchObject({ kind: 'discount', amount: -345_000, reason: 'Con thứ hai' });
    expect(d.total).toBe(3_105_000);
  });

  it('issues drafts; an issued invoice is never deleted or discounted, only corrected by a line', async () => {
    ok(await call(issue, { ...w.acc, body: { ids: [anInvoice, binhInvoice] } }));
    expect((await call(issue, { ...w.acc, body: { ids: [anInvoice] } })).status).toBe(409);
    expect((await call(remove, { ...w.acc, body: { id: anInvoice } })).status).toBe(409);
    expect((await call(addDiscount, { ...w.acc, body: { invoice_id: anInvoice, amount: 1000, reason: 'x' } })).status).toBe(409);
    ok(await call(addLine, { ...w.acc, body: { invoice_id: anInvoice, name: 'Hoàn tiền dã ngoại', amount: -80_000, reason: 'Trẻ không đi' } }));
    const d = await detail(w.acc, anInvoice);
    expect(d.status).toBe('issued');
    expect(d.total).toBe(3_200_000);
    expect(d.balance).toBe(3_200_000);
  });

  it('records a partial then a full payment with receipt numbers, refusing zero, too much, a draft and a future day', async () => {
    const body = { invoice_id: anInvoice, method: 'cash', paid_on: '2026-03-31' };
    expect(fieldOf(await call(pay, { ...w.acc, body: { ...body, amount: 0 } }), 'amount')).toBe('errors.amount_positive');
    expect(fieldOf(await call(pay, { ...w.acc, body: { ...body, amount: 3_200_001 } }), 'amount')).toBe('errors.payment_above_balance');
    expect(fieldOf(await call(pay, { ...w.acc, body: { ...body, amount: 1000, paid_on: '2099-01-01' } }), 'paid_on')).toBe('errors.date_in_future');
    const first1 = first(ok(await call(pay, { ...w.acc, body: { ...body, amount: 1_200_000 } })));
    expect(first1.data).toMatchObject({ status: 'partly_paid', balance: 2_000_000 });
    const second = first(ok(await call(pay, { ...w.acc, body: { ...body, amount: 2_000_000, method: 'transfer' } })));
    expect(second.data).toMatchObject({ status: 'paid', balance: 0 });
    const n1 = Number(first1.data.receipt_no.split('-')[1]);
    expect(second.data.receipt_no).toBe(`PT2026-${String(n1 + 1).padStart(5, '0')}`);
    expect((await call(pay, { ...w.acc, body: { ...body, amount: 1 } })).status).toBe(409);
    // A paid invoice cannot be cancelled.
    expect((await call(cancel, { ...w.acc, body: { id: anInvoice, reason: 'x' } })).status).toBe(409);
    const pdf = await callFile(receipt, { ...w.acc, params: { payment_id: first1.id } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The Vietnamese text is set in an embedded DejaVu Sans (the standard PDF fonts have no ă, ơ, đ …).
    expect(pdf.bytes.toString('latin1')).toMatch(/\/BaseFont \/DejaVuSans-/);
    expect((await callFile(receipt, { ...w.tB, params: { payment_id: first1.id } })).status).toBe(403);
    const report = ok(await call(paymentsReport, { ...w.acc, query: { from: '2026-03-01', to: '2026-03-31' } })).body.response.data;
    expect(report).toEqual([
      { paid_on: '2026-03-31', method: 'cash', count: 1, amount: 1_200_000 },
      { paid_on: '2026-03-31', method: 'transfer', count: 1, amount: 2_000_000 },
    ]);
  });

  it('puts the school account and the balance in a VietQR payload with a valid CRC', async () => {
    expect(fieldOf(await call(updateSettings, { ...w.acc, body: { bank_bin: '97043', account_no: '1', account_name: 'x' } }), 'bank_bin')).toBe('errors.bank_bin');
    ok(await call(updateSettings, { ...w.acc, body: { bank_bin: '970436', account_no: '0011004567890', account_name: 'TRUONG MN HOA SEN' } }));
    ok(await call(pay, { ...w.acc, body: { invoice_id: binhInvoice, amount: 105_000, method: 'cash', paid_on: '2026-03-20' } }));
    const d = await detail(w.acc, binhInvoice);
    const tags = parseEmv(d.vietqr_payload);
    expect((tags['38'] as Json)['00']).toBe('A000000727');
    expect((tags['38'] as Json)['01']).toBe('000697043601130011004567890');
    expect(tags['54']).toBe('3000000');
    expect((tags['62'] as Json)['08']).toBe(d.invoice_no);
    expect(tags['63']).toBe(crc16(d.vietqr_payload.slice(0, -4)));
    expect((await detail(w.acc, anInvoice)).vietqr_payload).toBeNull(); // paid: nothing due
  });

  it('cancels a draft with a reason; the child can then be invoiced again; a cancelled one takes no payment', async () => {
    const chi = first(ok(await call(generate, { ...w.acc, body: { month: MONTH, class_id: w.classB } })));
    expect(chi.data.created).toBe(1);
    const id = (await list(w.acc, { month: MONTH, class_id: w.classB })).data[0].id;
    expect((await call(cancel, { ...w.acc, body: { id, reason: '' } })).status).toBe(400);
    ok(await call(cancel, { ...w.acc, body: { id, reason: 'Sai lớp' } }));
    expect((await call(pay, { ...w.acc, body: { invoice_id: id, amount: 1, method: 'cash', paid_on: '2026-03-20' } })).status).toBe(409);
    expect(first(ok(await call(generate, { ...w.acc, body: { month: MONTH, class_id: w.classB } }))).data.created).toBe(1);
    const drafts = (await list(w.acc, { month: MONTH, class_id: w.classB, status: 'draft' })).data;
    ok(await call(remove, { ...w.acc, body: { id: drafts[0].id } }));
  });

  it('the ledger balances to the đồng: lines make the totals, payments the paid, and the debt report sums them', async () => {
    const database = await db();
    const bad = await rowsOf<Json>(
      database,
      sql`select i.id from invoices i where i.tenant_id = ${w.school.id} and (
            i.total <> coalesce((select sum(l.amount) from invoice_lines l where l.tenant_id = ${w.school.id} and l.invoice_id = i.id), 0)
         or i.paid <> coalesce((select sum(p.amount) from payments p where p.tenant_id = ${w.school.id} and p.invoice_id = i.id), 0))`,
    );
    expect(bad).toEqual([]);
    const [sums] = await rowsOf<Json>(
      database,
      sql`select sum(total)::text as invoiced, sum(paid)::text as paid from invoices where tenant_id = ${w.school.id}
          and month = '2026-03-01' and status not in ('draft', 'cancelled')`,
    );
    const r = ok(await call(debt, { ...w.acc, query: { month: MONTH } })).body.response.data;
    expect(r.total).toEqual({ invoiced: Number(sums.invoiced), paid: Number(sums.paid), balance: Number(sums.invoiced) - Number(sums.paid) });
    expect(r.total).toEqual({ invoiced: 6_305_000, paid: 3_305_000, balance: 3_000_000 });
    expect(r.rows).toHaveLength(1);
    const file = await callFile(debtExport, { ...w.acc, query: { month: MONTH } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as never);
    const sheet = book.worksheets[0];
    expect(String(sheet.getRow(1).getCell(1).value)).toMatch(/^Công nợ học phí – .+ – tháng 03\/2026$/);
    expect(sheet.getRow(2).getCell(1).value).toBe('Lớp');
    expect(sheet.getRow(4).values).toEqual([undefined, 'Tổng cộng', undefined, 6_305_000, 3_305_000, 3_000_000]);
  });

  it('a family reads its own issued invoices through the parents’ API, never another family’s', async () => {
    const token = await parentOf(w.school, w.p, w.an);
    const mine = ok(await call(appInvoices, { token, query: { student_id: w.an } })).body.response.data as Json[];
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: anInvoice, month: MONTH, total: 3_200_000, paid: 3_200_000, balance: 0, status: 'paid', vietqr_payload: null });
    expect(mine[0].lines[0]).toEqual({ name: 'Học phí', quantity: 1, unit_amount: 2_000_000, amount: 2_000_000 });
    expect(mine[0].payments.map((p: Json) => [p.amount, p.method, p.paid_on])).toEqual([
      [1_200_000, 'cash', '2026-03-31'],
      [2_000_000, 'transfer', '2026-03-31'],
    ]);
    expect((await call(appInvoices, { token, query: { student_id: w.binh } })).status).toBe(404);
    expect((await call(appInvoices, { token: w.acc.token })).status).toBe(401);
  });
});
