import { beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { crc16, parseEmv } from '@/lib/vietqr';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { POST as studentCreate } from '@/app/api/webadmin/Student/create/route';
import { GET as studentDetail } from '@/app/api/webadmin/Student/get-detail/route';
import { POST as accountCreate } from '@/app/api/webadmin/AppAccount/create/route';
import { POST as feeCreate } from '@/app/api/webadmin/FeeItem/create/route';
import { POST as generate } from '@/app/api/webadmin/Tuition/generate/route';
import { GET as staffInvoices } from '@/app/api/webadmin/Tuition/get-invoices/route';
import { PUT as issue } from '@/app/api/webadmin/Tuition/issue/route';
import { POST as pay } from '@/app/api/webadmin/Tuition/record-payment/route';
import { PUT as updateSettings } from '@/app/api/webadmin/Tuition/update-settings/route';
import { POST as appLogin } from '@/app/api/app/login/route';
import { GET as appInvoices } from '@/app/api/app/invoices/route';
import { GET as appInvoicePage } from '@/app/api/app/invoices/list/route';
import { GET as appInvoiceDetail } from '@/app/api/app/invoices/detail/route';
import { GET as appBalance } from '@/app/api/app/invoices/balance/route';
import { GET as appReceipt } from '@/app/api/app/invoices/receipt/route';
import { pdfTextRuns } from '../helpers/pdf-text';
import { call, callFile, first, makeSchool, rand, randomIp, signIn, type Json, type Reply, type School } from '../helpers/world';

type As = { token: string; tenantId: string };
const FEB = '2026-02';
const MARCH = '2026-03';

function ok(r: Reply) {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
}

async function addStudent(as: As, classId: string, fullName: string, parent: { name: string; phone: string }) {
  const r = ok(
    await call(studentCreate, {
      ...as,
      body: {
        code: `HS${rand()}`,
        full_name: fullName,
        gender: 'female',
        date_of_birth: '12/03/2021',
        class_id: classId,
        guardians: [{ full_name: parent.name, relationship: 'mother', phone: parent.phone, is_primary: true }],
      },
    }),
  );
  return first(r).id as string;
}

/** An app account for the first child's primary guardian, linked to the children, signed in: its token. */
async function parentOf(school: School, as: As, studentIds: string[]) {
  const guardianId = ok(await call(studentDetail, { ...as, query: { id: studentIds[0] } })).body.response.data.guardians[0].id;
  const username = `ph${rand()}`;
  const created = ok(await call(accountCreate, { ...as, body: { username, guardian_id: guardianId, student_ids: studentIds } }));
  const password = created.body.response.data.slip.password as string;
  const login = ok(await call(appLogin, { body: { username, password, school_code: school.code }, headers: { 'x-forwarded-for': randomIp() } }));
  return login.body.response.data.accessToken as string;
}

/** A school with one class, its fees and bank account; the children get February's and March's invoices, issued. */
async function schoolWith(children: { name: string; parent: { name: string; phone: string } }[], opts: { issue?: boolean } = {}) {
  const school = await makeSchool();
  const accountant = await school.addUser({ roles: ['accountant'], fullName: 'Kế toán Thảo' });
  const principal = await school.addUser({ roles: ['principal'] });
  const p = { token: await signIn(principal.username, principal.password), tenantId: school.id };
  const acc = { token: await signIn(accountant.username, accountant.password), tenantId: school.id };
  const year = first(ok(await call(yearCreate, { ...p, body: { name: `Năm ${rand()}`, start_date: '01/08/2025', end_date: '31/05/2026', is_current: true } }))).id;
  const classId = first(
    ok(await call(classCreate, { ...p, body: { name: 'Mầm A', age_group: 'mau_giao_be', school_year_id: year, capacity: 30, teacher_ids: [] } })),
  ).id as string;
  const ids: string[] = [];
  for (const c of children) ids.push(await addStudent(p, classId, c.name, c.parent));
  ok(await call(feeCreate, { ...acc, body: { name: 'Học phí', kind: 'monthly', amount: 2_000_000, valid_from: '2025-08' } }));
  ok(await call(feeCreate, { ...acc, body: { name: 'Tiền ăn bán trú', kind: 'monthly', amount: 660_000, valid_from: '2025-08' } }));
  ok(await call(updateSettings, { ...acc, body: { bank_bin: '970436', account_no: '0011004567890', account_name: 'TRUONG MN HOA SEN' } }));
  const invoices: Record<string, Json[]> = {};
  for (const month of [FEB, MARCH]) {
    ok(await call(generate, { ...acc, body: { month, class_id: classId } }));
    const rows = ok(await call(staffInvoices, { ...acc, query: { month, class_id: classId, page_size: 100 } })).body.response.data as Json[];
    if (opts.issue !== false) ok(await call(issue, { ...acc, body: { ids: rows.map((r) => r.id) } }));
    invoices[month] = rows;
  }
  const invoiceOf = (studentId: string, month: string) => invoices[month].find((r) => r.student_id === studentId)!.id as string;
  return { school, p, acc, classId, ids, invoiceOf };
}

describe('invoices, VietQR and receipts in the parents’ app', () => {
  let w: Awaited<ReturnType<typeof schoolWith>>;
  let o: Awaited<ReturnType<typeof schoolWith>>;
  let an: string;
  let anh: string;
  let binh: string;
  let hoa: string; // Ân and Anh's mother
  let duc: string; // Bình's father
  let otherParent: string;
  let otherKid: string;

  beforeAll(async () => {
    const hoaPhone = { name: 'Phạm Thị Hoa', phone: '0912000111' };
    w = await schoolWith([
      { name: 'Nguyễn Thị Ân', parent: hoaPhone },
      { name: 'Nguyễn Văn Anh', parent: hoaPhone },
      { name: 'Lê Văn Bình', parent: { name: 'Lê Văn Đức', phone: '0903222333' } },
    ]);
    [an, anh, binh] = w.ids;
    hoa = await parentOf(w.school, w.p, [an, anh]);
    duc = await parentOf(w.school, w.p, [binh]);
    // Another school, whose family has the same phone number.
    o = await schoolWith([{ name: 'Đỗ Văn Khác', parent: hoaPhone }]);
    otherKid = o.ids[0];
    otherParent = await parentOf(o.school, o.p, [otherKid]);
  }, 120_000);

  it('pages the family’s issued invoices, newest month first, and the old call still answers them all at once', async () => {
    const page1 = ok(await call(appInvoicePage, { token: hoa, query: { page_size: 3 } })).body.response;
    expect(page1.total).toBe(4);
    expect(page1.data.map((i: Json) => i.month)).toEqual([MARCH, MARCH, FEB]);
    const page2 = ok(await call(appInvoicePage, { token: hoa, query: { page_size: 3, page: 2 } })).body.response;
    expect(page2).toMatchObject({ total: 4, data: [{ month: FEB }] });
    const past = ok(await call(appInvoicePage, { token: hoa, query: { page_size: 3, page: 9 } })).body.response;
    expect(past).toEqual({ data: [], total: 4 });
    const ofAn = ok(await call(appInvoicePage, { token: hoa, query: { student_id: an } })).body.response;
    expect(ofAn.total).toBe(2);
    expect(ofAn.data.map((i: Json) => [i.student_name, i.class_name, i.month, i.total, i.balance, i.status])).toEqual([
      ['Nguyễn Thị Ân', 'Mầm A', MARCH, 2_660_000, 2_660_000, 'issued'],
      ['Nguyễn Thị Ân', 'Mầm A', FEB, 2_660_000, 2_660_000, 'issued'],
    ]);
    // The call without paging keeps its answer: every invoice, as an array.
    const all = ok(await call(appInvoices, { token: hoa })).body.response.data as Json[];
    expect(all.map((i) => i.id).sort()).toEqual([...page1.data, ...page2.data].map((i: Json) => i.id).sort());
    expect(all[0]).toMatchObject({ invoice_no: expect.any(String), lines: expect.any(Array), payments: [], vietqr_payload: expect.any(String) });
  });

  it('refuses bad paging and ids with the field named, in the request’s language', async () => {
    const tooMany = await call(appInvoicePage, { token: hoa, query: { page_size: 51 } });
    expect(tooMany.status).toBe(400);
    expect(first(tooMany).field_keys?.page_size).toBe('errors.validation');
    const zero = await call(appInvoicePage, { token: hoa, query: { page: 0 }, language: 'en' });
    expect(zero.status).toBe(400);
    expect(first(zero).fields?.page).toEqual(expect.any(String));
    expect((await call(appInvoicePage, { token: hoa, query: { student_id: 'x' } })).status).toBe(400);
    expect((await call(appInvoiceDetail, { token: hoa, query: { id: 'x' } })).status).toBe(400);
    expect((await call(appInvoiceDetail, { token: hoa })).status).toBe(400);
    expect((await call(appReceipt, { token: hoa, query: { payment_id: '12' } })).status).toBe(400);
    expect((await call(appBalance, { token: hoa, query: { student_id: 'x' } })).status).toBe(400);
  });

  it('one invoice carries its lines, the VietQR payload of what is due and the transfer spelt out', async () => {
    const id = w.invoiceOf(an, MARCH);
    const inv = ok(await call(appInvoiceDetail, { token: hoa, query: { id } })).body.response.data;
    expect(inv).toMatchObject({ id, student_id: an, student_name: 'Nguyễn Thị Ân', month: MARCH, total: 2_660_000, paid: 0, balance: 2_660_000, status: 'issued' });
    expect(inv.lines).toEqual([
      { name: 'Học phí', quantity: 1, unit_amount: 2_000_000, amount: 2_000_000 },
      { name: 'Tiền ăn bán trú', quantity: 1, unit_amount: 660_000, amount: 660_000 },
    ]);
    expect(inv.transfer).toEqual({
      bank_bin: '970436',
      bank_name: 'Vietcombank',
      account_no: '0011004567890',
      account_name: 'TRUONG MN HOA SEN',
      amount: 2_660_000,
      note: inv.invoice_no,
    });
    const tags = parseEmv(inv.vietqr_payload);
    expect((tags['38'] as Json)['01']).toBe('00069704360113' + '0011004567890');
    expect(tags['54']).toBe('2660000');
    expect((tags['62'] as Json)['08']).toBe(inv.transfer.note);
    expect(tags['63']).toBe(crc16(inv.vietqr_payload.slice(0, -4)));
  });

  it('the balance sums what is due, for the family or one child', async () => {
    expect(ok(await call(appBalance, { token: hoa })).body.response.data).toEqual({ balance: 4 * 2_660_000, unpaid_invoices: 4 });
    expect(ok(await call(appBalance, { token: hoa, query: { student_id: anh } })).body.response.data).toEqual({ balance: 2 * 2_660_000, unpaid_invoices: 2 });
  });

  it('a payment shows on the invoice with its receipt, a PDF with the school, child, amount and receipt number', async () => {
    const id = w.invoiceOf(anh, FEB);
    const half = first(ok(await call(pay, { ...w.acc, body: { invoice_id: id, amount: 1_000_000, method: 'cash', paid_on: '2026-03-05' } })));
    const rest = first(ok(await call(pay, { ...w.acc, body: { invoice_id: id, amount: 1_660_000, method: 'transfer', paid_on: '2026-03-06' } })));
    const inv = ok(await call(appInvoiceDetail, { token: hoa, query: { id } })).body.response.data;
    expect(inv).toMatchObject({ status: 'paid', paid: 2_660_000, balance: 0, vietqr_payload: null, transfer: null });
    expect(inv.payments.map((p: Json) => [p.amount, p.method, p.paid_on, p.receipt_no])).toEqual([
      [1_000_000, 'cash', '2026-03-05', half.data.receipt_no],
      [1_660_000, 'transfer', '2026-03-06', rest.data.receipt_no],
    ]);
    expect(ok(await call(appBalance, { token: hoa, query: { student_id: anh } })).body.response.data).toEqual({ balance: 2_660_000, unpaid_invoices: 1 });

    const pdf = await callFile(appReceipt, { token: hoa, query: { payment_id: inv.payments[0].id } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`${half.data.receipt_no}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf.bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(`Phiếu thu ${half.data.receipt_no}`);
    const text = (await pdfTextRuns(pdf.bytes)).join('\n');
    expect(text).toContain(w.school.name);
    expect(text).toContain('Nguyễn Văn Anh');
    expect(text).toContain('Mầm A');
    expect(text).toContain('1.000.000 ₫');
    expect(text).toContain('05/03/2026');
    expect(text).toContain('Tiền mặt');
    expect(text).toContain('Kế toán Thảo');
    expect(text).toContain(half.data.receipt_no);
    expect(text).toContain(inv.invoice_no);
    // In English when the app asks in English.
    const en = await callFile(appReceipt, { token: hoa, query: { payment_id: inv.payments[1].id }, language: 'en' });
    const enText = (await pdfTextRuns(en.bytes)).join('\n');
    expect(enText).toContain('1,660,000 VND');
    expect(enText).toContain('06/03/2026');
  });

  it('another family of the same school gets 404 for the child, the invoice, the balance and the receipt', async () => {
    const id = w.invoiceOf(anh, FEB);
    const paymentId = ok(await call(appInvoiceDetail, { token: hoa, query: { id } })).body.response.data.payments[0].id;
    expect((await call(appInvoicePage, { token: duc, query: { student_id: an } })).status).toBe(404);
    expect((await call(appInvoices, { token: duc, query: { student_id: an } })).status).toBe(404);
    expect((await call(appInvoiceDetail, { token: duc, query: { id } })).status).toBe(404);
    expect((await call(appBalance, { token: duc, query: { student_id: anh } })).status).toBe(404);
    expect((await callFile(appReceipt, { token: duc, query: { payment_id: paymentId } })).status).toBe(404);
    // Their own list holds only Bình's invoices.
    const own = ok(await call(appInvoicePage, { token: duc })).body.response;
    expect(own.total).toBe(2);
    expect(own.data.every((i: Json) => i.student_id === binh)).toBe(true);
  });

  it('another school’s parent gets 404, and our parent gets 404 for theirs', async () => {
    const id = w.invoiceOf(anh, FEB);
    const paymentId = ok(await call(appInvoiceDetail, { token: hoa, query: { id } })).body.response.data.payments[0].id;
    expect((await call(appInvoiceDetail, { token: otherParent, query: { id } })).status).toBe(404);
    expect((await callFile(appReceipt, { token: otherParent, query: { payment_id: paymentId } })).status).toBe(404);
    expect((await call(appInvoicePage, { token: otherParent, query: { student_id: an } })).status).toBe(404);
    expect((await call(appBalance, { token: otherParent, query: { student_id: an } })).status).toBe(404);

    const theirs = o.invoiceOf(otherKid, MARCH);
    const theirPayment = first(ok(await call(pay, { ...o.acc, body: { invoice_id: theirs, amount: 100_000, method: 'cash', paid_on: '2026-03-10' } })));
    expect(theirPayment.data.receipt_no).toEqual(expect.any(String));
    const paymentOfTheirs = ok(await call(appInvoiceDetail, { token: otherParent, query: { id: theirs } })).body.response.data.payments[0].id;
    expect((await call(appInvoiceDetail, { token: hoa, query: { id: theirs } })).status).toBe(404);
    expect((await callFile(appReceipt, { token: hoa, query: { payment_id: paymentOfTheirs } })).status).toBe(404);
    expect((await call(appInvoicePage, { token: hoa, query: { student_id: otherKid } })).status).toBe(404);
    expect((await call(appBalance, { token: hoa, query: { student_id: otherKid } })).status).toBe(404);
  });

  it('drafts stay with the school: not listed, not counted, not found', async () => {
    const d = await schoolWith([{ name: 'Trần Thị Nháp', parent: { name: 'Trần Văn Nam', phone: '0987000111' } }], { issue: false });
    const token = await parentOf(d.school, d.p, d.ids);
    expect(ok(await call(appInvoicePage, { token })).body.response).toEqual({ data: [], total: 0 });
    expect(ok(await call(appBalance, { token })).body.response.data).toEqual({ balance: 0, unpaid_invoices: 0 });
    expect((await call(appInvoiceDetail, { token, query: { id: d.invoiceOf(d.ids[0], MARCH) } })).status).toBe(404);
  }, 60_000);

  it('a staff token is refused on every call (401), and no token at all', async () => {
    const id = w.invoiceOf(an, MARCH);
    for (const token of [w.acc.token, null]) {
      expect((await call(appInvoicePage, { token, tenantId: w.school.id })).status).toBe(401);
      expect((await call(appInvoiceDetail, { token, tenantId: w.school.id, query: { id } })).status).toBe(401);
      expect((await call(appBalance, { token, tenantId: w.school.id })).status).toBe(401);
      expect((await callFile(appReceipt, { token, tenantId: w.school.id, query: { payment_id: id } })).status).toBe(401);
    }
  });
});
