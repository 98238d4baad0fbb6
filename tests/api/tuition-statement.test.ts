import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { db } from '@/lib/server/db/client';
import { rowsOf } from '@/lib/server/db/rows';
import { encryptTenantKey } from '@/lib/server/crypto/tenant-key';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { POST as studentCreate } from '@/app/api/webadmin/Student/create/route';
import { POST as feeCreate } from '@/app/api/webadmin/FeeItem/create/route';
import { POST as generate } from '@/app/api/webadmin/Tuition/generate/route';
import { GET as invoices } from '@/app/api/webadmin/Tuition/get-invoices/route';
import { GET as invoiceDetail } from '@/app/api/webadmin/Tuition/get-invoice/route';
import { PUT as issue } from '@/app/api/webadmin/Tuition/issue/route';
import { PUT as setDueDate } from '@/app/api/webadmin/Tuition/set-due-date/route';
import { PUT as updateSettings } from '@/app/api/webadmin/Tuition/update-settings/route';
import { POST as uploadRoute } from '@/app/api/webadmin/Tuition/upload-statement/route';
import { POST as confirmStatement } from '@/app/api/webadmin/Tuition/confirm-statement/route';
import { GET as debtByChild } from '@/app/api/webadmin/Tuition/get-debt-by-child/route';
import { GET as debtByChildExport } from '@/app/api/webadmin/Tuition/export-debt-by-child/route';
import { GET as receipt } from '@/app/api/webadmin/Tuition/receipt/[payment_id]/route';
import { pdfTextRuns } from '../helpers/pdf-text';
import { currentMonth, nextMonth } from '@/lib/tuition-values';
import { call, callFile, first, makeSchool, rand, signIn, UA, type Json, type Reply } from '../helpers/world';

// Tuition for a whole school and the bank statement: generation of every class at once (also twice at once), due
// dates and the debt by child, the school's rounding, billing next month, and statements matched, confirmed and
// uploaded again, with the bad files a bank or an accountant can hand in.

type As = { token: string; tenantId: string };
const MONTH = '2026-03'; // 22 school days
const ok = (r: Reply) => {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
};

async function school() {
  const s = await makeSchool();
  const principal = await s.addUser({ roles: ['principal'] });
  const accountant = await s.addUser({ roles: ['accountant'] });
  const p = { token: await signIn(principal.username, principal.password), tenantId: s.id };
  const acc = { token: await signIn(accountant.username, accountant.password), tenantId: s.id };
  const year = first(ok(await call(yearCreate, { ...p, body: { name: `N ${rand()}`, start_date: '01/08/2025', end_date: '31/05/2026', is_current: true } }))).id;
  const mkClass = async (name: string, age_group: string) =>
    first(ok(await call(classCreate, { ...p, body: { name, age_group, school_year_id: year, capacity: 30, teacher_ids: [] } }))).id as string;
  const child = async (classId: string, full_name: string) =>
    first(
      ok(
        await call(studentCreate, {
          ...p,
          body: {
            code: `HS${rand()}`,
            full_name,
            gender: 'male',
            date_of_birth: '01/02/2021',
            class_id: classId,
            guardians: [{ full_name: 'Trần Thị Mai', relationship: 'mother', phone: `0912${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`, is_primary: true }],
          },
        }),
      ),
    ).id as string;
  return { s, p, acc, mkClass, child };
}

async function excused(tenantId: string, studentId: string, classId: string, days: string[]) {
  const database = await db();
  for (const day of days)
    await database.execute(sql`insert into attendance_records (tenant_id, student_id, class_id, day, status) values (${tenantId}, ${studentId}, ${classId}, ${day}, 'excused')`);
}

async function upload(as: As, bytes: Uint8Array, name: string, columns?: Json) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  if (columns) form.append('columns', JSON.stringify(columns));
  const headers = { authorization: `Bearer ${as.token}`, 'tenant-key': encryptTenantKey(as.tenantId), 'user-agent': UA.chromeWindows };
  const response = await uploadRoute(new Request('http://localhost/api/webadmin/Tuition/upload-statement', { method: 'POST', body: form, headers }), {
    params: Promise.resolve({}),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const HEADER = ['Ngày giao dịch', 'Số tham chiếu', 'Ghi nợ', 'Ghi có', 'Loại tiền', 'Nội dung'];
const COLUMNS = { date: 'Ngày giao dịch', amount: 'Ghi có', description: 'Nội dung', reference: 'Số tham chiếu' };
/** A statement as a Vietnamese bank exports it: the account's details above the header, debit and credit apart. */
async function xlsx(rows: unknown[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sao kê');
  sheet.addRow(['SAO KÊ TÀI KHOẢN 0011004567890']);
  sheet.addRow([]);
  sheet.addRow(HEADER);
  for (const r of rows) sheet.addRow(r);
  return new Uint8Array((await book.xlsx.writeBuffer()) as ArrayBuffer);
}

describe('tuition for the whole school and the bank statement', () => {
  let w: Awaited<ReturnType<typeof school>>;
  let classA: string;
  let classB: string;
  let an: string;
  const inv: Record<string, Json> = {};

  beforeAll(async () => {
    w = await school();
    classA = await w.mkClass('Chồi 1', 'mau_giao_nho');
    classB = await w.mkClass('Lá 1', 'mau_giao_lon');
    an = await w.child(classA, 'Nguyễn Văn An');
    await w.child(classA, 'Lê Thị Bé');
    await w.child(classB, 'Phạm Văn Cường');
    await excused(w.s.id, an, classA, ['2026-03-02', '2026-03-03', '2026-03-04']);
    const fee = async (body: Json) => ok(await call(feeCreate, { ...w.acc, body: { valid_from: '2025-08', ...body } }));
    await fee({ name: 'Học phí', kind: 'monthly', amount: 2_000_000 });
    // 700.000 ₫ over 22 school days is 31.818,18 ₫ a day: the school rounds computed lines to 1.000 ₫.
    await fee({ name: 'Tiền ăn', kind: 'monthly', amount: 700_000, credit_excused: true });
    await fee({ name: 'Sữa', kind: 'monthly', amount: 220_000, credit_excused: true, daily_amount: 10_000 });
    await fee({ name: 'Tiếng Anh lớp lá', kind: 'monthly', amount: 300_000, age_groups: ['mau_giao_lon'] });
  });

  it('generates every class of the school in one transaction, twice at once making each invoice once', async () => {
    const [a, b] = await Promise.all([
      call(generate, { ...w.acc, body: { month: MONTH } }),
      call(generate, { ...w.acc, body: { month: MONTH } }),
    ]);
    ok(a);
    ok(b);
    const created = [first(a).data.created, first(b).data.created].sort();
    expect(created).toEqual([0, 3]);
    const again = first(ok(await call(generate, { ...w.acc, body: { month: MONTH } }))).data;
    expect(again.created).toBe(0);
    expect(again.skipped.map((s: Json) => s.student_name).sort()).toEqual(['Lê Thị Bé', 'Nguyễn Văn An', 'Phạm Văn Cường']);
    const rows = ok(await call(invoices, { ...w.acc, query: { month: MONTH } })).body.response.data as Json[];
    expect(rows).toHaveLength(3);
    for (const r of rows) inv[r.student_name] = r;
    expect(inv['Nguyễn Văn An'].due_date).toBe('2026-03-10');
  });

  it('rounds computed lines, takes a price per day, and bills fee items of an age group', async () => {
    const d = ok(await call(invoiceDetail, { ...w.acc, query: { id: inv['Nguyễn Văn An'].id } })).body.response.data;
    expect(d.lines.map((l: Json) => [l.name, l.quantity, l.unit_amount, l.amount])).toEqual([
      ['Học phí', 1, 2_000_000, 2_000_000],
      ['Sữa', 1, 220_000, 220_000],
      ['Hoàn tiền ngày nghỉ có phép: Sữa', 3, -10_000, -30_000],
      ['Tiền ăn', 1, 700_000, 700_000],
      ['Hoàn tiền ngày nghỉ có phép: Tiền ăn', 3, -32_000, -96_000],
    ]);
    expect(d.total).toBe(2_794_000);
    // The English reader reads the credit line in English.
    const en = ok(await call(invoiceDetail, { ...w.acc, language: 'en', query: { id: inv['Nguyễn Văn An'].id } })).body.response.data;
    expect(en.lines[2].name).toBe('Excused days credited: Sữa');
    const c = ok(await call(invoiceDetail, { ...w.acc, query: { id: inv['Phạm Văn Cường'].id } })).body.response.data;
    expect(c.lines.map((l: Json) => l.name)).toContain('Tiếng Anh lớp lá');
    expect(inv['Lê Thị Bé'].total).toBe(2_920_000); // no English for the middle group
  });

  it('bills next month in advance but not the month after; a draft’s due date can change, an issued one’s not', async () => {
    const next = nextMonth(currentMonth());
    expect(first(ok(await call(generate, { ...w.acc, body: { month: next, class_id: classB } }))).data.created).toBe(1);
    const later = await call(generate, { ...w.acc, body: { month: nextMonth(next) } });
    expect(later.status).toBe(400);
    expect(first(later).field_keys.month).toBe('errors.month_in_future');
    ok(await call(setDueDate, { ...w.acc, body: { id: inv['Lê Thị Bé'].id, due_date: '2026-03-15' } }));
    expect((await call(setDueDate, { ...w.acc, body: { id: inv['Lê Thị Bé'].id, due_date: '2026-02-15' } })).status).toBe(400);
  });

  it('issues every draft the filter selects and says how many', async () => {
    const r = first(ok(await call(issue, { ...w.acc, body: { all: true, month: MONTH } })));
    expect(r.data.issued).toBe(3);
    expect(r.text).toMatch(/3/);
    expect((await call(setDueDate, { ...w.acc, body: { id: inv['Lê Thị Bé'].id, due_date: '2026-03-20' } })).status).toBe(409);
  });

  it('matches a statement to the invoices, records the chosen lines once, and shows them recorded the next time', async () => {
    ok(await call(updateSettings, { ...w.acc, body: { bank_bin: '970436', account_no: '0011004567890', account_name: 'TRUONG MN', due_day: 10, rounding: 1000 } }));
    const other = await school();
    const otherClass = await other.mkClass('X', 'mau_giao_be');
    await other.child(otherClass, 'Người Khác');
    ok(await call(feeCreate, { ...other.acc, body: { name: 'HP', kind: 'monthly', amount: 1_000_000, valid_from: '2025-08' } }));
    // Numbers run per school: the other school's is one ours never reached.
    await (await db()).execute(sql`insert into tuition_counters (tenant_id, kind, period, last) values (${other.s.id}, 'invoice', ${MONTH}, 900)`);
    ok(await call(generate, { ...other.acc, body: { month: MONTH } }));
    const foreignNo = (ok(await call(invoices, { ...other.acc, query: { month: MONTH } })).body.response.data as Json[])[0].invoice_no;

    const noA = inv['Nguyễn Văn An'].invoice_no as string;
    const noB = inv['Lê Thị Bé'].invoice_no as string;
    const noC = inv['Phạm Văn Cường'].invoice_no as string;
    const file = await xlsx([
      ['05/03/2026', 'FT2606401', '', '2.794.000', 'VND', `MBVCB.123 ${noA.replace('-', '')} NGUYEN VAN AN`],
      ['06/03/2026', 'FT2606402', '', '1,000,000', 'VND', `${noB} hoc phi be`],
      ['06/03/2026', 'FT2606403', '', '500.000', 'VND', 'chuyen tien hoc phi thang 3'],
      ['07/03/2026', 'FT2606404', '', '1.000.000', 'VND', `${foreignNo} nop hoc phi`],
      ['07/03/2026', 'FT2606405', '', '3.500.000', 'VND', `${noC} hoc phi`],
      ['08/03/2026', 'FT2606406', '', '100', 'USD', `${noB} usd`],
      ['08/03/2026', 'FT2606407', '11.000', '', 'VND', 'Phi SMS'],
    ]);
    // The first upload asks for the columns, suggesting them from the header.
    const first1 = await upload(w.acc, file, 'sao-ke.xlsx');
    expect(first1.status).toBe(422);
    expect(first1.body[0].message).toBe('errors.statement_columns');
    expect(first1.body[0].headers).toEqual(HEADER);
    expect(first1.body[0].suggested).toEqual(COLUMNS);
    const up = await upload(w.acc, file, 'sao-ke.xlsx', COLUMNS);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const answer = up.body.response.data;
    const byRef = Object.fromEntries(answer.lines.map((l: Json) => [l.reference, l]));
    expect(answer.lines).toHaveLength(6); // the debit is no payment
    expect(byRef.FT2606401).toMatchObject({ match: 'matched', invoice_no: noA, amount: 2_794_000, date: '2026-03-05' });
    expect(byRef.FT2606402).toMatchObject({ match: 'partial', invoice_no: noB, amount: 1_000_000 });
    expect(byRef.FT2606403).toMatchObject({ match: 'unmatched', invoice_id: null });
    expect(byRef.FT2606404).toMatchObject({ match: 'unmatched', invoice_id: null }); // another school's number
    expect(byRef.FT2606405).toMatchObject({ match: 'partial', note: 'above_balance', invoice_no: noC });
    expect(byRef.FT2606406).toMatchObject({ match: 'unmatched', note: 'other_currency' });

    // Another school can neither confirm our statement nor record to our invoices.
    const confirmBody = {
      statement_id: answer.statement_id,
      lines: [
        { line: byRef.FT2606401.line, invoice_id: byRef.FT2606401.invoice_id },
        { line: byRef.FT2606402.line, invoice_id: byRef.FT2606402.invoice_id },
        { line: byRef.FT2606403.line, invoice_id: inv['Lê Thị Bé'].id }, // matched by hand
        { line: byRef.FT2606405.line, invoice_id: byRef.FT2606405.invoice_id }, // above the balance, not said: left
      ],
    };
    expect((await call(confirmStatement, { ...other.acc, body: confirmBody })).status).toBe(404);
    expect(
      (await call(confirmStatement, { ...w.acc, body: { statement_id: answer.statement_id, lines: [{ line: byRef.FT2606401.line, invoice_id: inv['Người Khác']?.id ?? crypto.randomUUID() }] } }))
        .status,
    ).toBe(404);
    // A line in another currency is refused whatever invoice is named.
    const usd = await call(confirmStatement, { ...w.acc, body: { statement_id: answer.statement_id, lines: [{ line: byRef.FT2606406.line, invoice_id: inv['Lê Thị Bé'].id }] } });
    expect(usd.status).toBe(400);

    const done = first(ok(await call(confirmStatement, { ...w.acc, body: confirmBody })));
    expect(done.data).toEqual({ recorded: 3, amount: 4_294_000, left: [{ line: byRef.FT2606405.line, note: 'above_balance' }] });
    const database = await db();
    const pays = await rowsOf<Json>(
      database,
      sql`select method, bank_ref, to_char(paid_on, 'YYYY-MM-DD') as paid_on, amount::int as amount from payments where tenant_id = ${w.s.id} order by bank_ref`,
    );
    expect(pays).toEqual([
      { method: 'transfer', bank_ref: 'FT2606401', paid_on: '2026-03-05', amount: 2_794_000 },
      { method: 'transfer', bank_ref: 'FT2606402', paid_on: '2026-03-06', amount: 1_000_000 },
      { method: 'transfer', bank_ref: 'FT2606403', paid_on: '2026-03-06', amount: 500_000 },
    ]);
    // The receipt spells the amount in words, names the payer (the primary guardian) and who recorded it.
    const [paymentA] = await rowsOf<{ id: string }>(database, sql`select id from payments where tenant_id = ${w.s.id} and bank_ref = 'FT2606401'`);
    const pdf = await callFile(receipt, { ...w.acc, params: { payment_id: paymentA.id } });
    const text = (await pdfTextRuns(pdf.bytes)).join(' ');
    expect(text).toContain('Bằng chữ');
    expect(text.replace(/\s+/g, ' ')).toContain('Hai triệu bảy trăm chín mươi bốn nghìn đồng');
    expect(text).toContain('Trần Thị Mai');
    // Above the balance, recorded up to it when the accountant says so.
    const capped = first(
      ok(await call(confirmStatement, { ...w.acc, body: { statement_id: answer.statement_id, lines: [{ line: byRef.FT2606405.line, invoice_id: byRef.FT2606405.invoice_id, up_to_balance: true }] } })),
    );
    expect(capped.data).toMatchObject({ recorded: 1, amount: inv['Phạm Văn Cường'].total });

    // The same file again: the remembered columns, every line already recorded shown so, and nothing recorded twice.
    const again = await upload(w.acc, file, 'sao-ke.xlsx');
    expect(again.status).toBe(200);
    const lines2 = again.body.response.data.lines as Json[];
    expect(lines2.filter((l) => l.match === 'recorded').map((l) => l.reference).sort()).toEqual(['FT2606401', 'FT2606402', 'FT2606403', 'FT2606405']);
    const twice = first(
      ok(
        await call(confirmStatement, {
          ...w.acc,
          body: { statement_id: again.body.response.data.statement_id, lines: lines2.filter((l) => l.invoice_id).map((l) => ({ line: l.line, invoice_id: l.invoice_id, up_to_balance: true })) },
        }),
      ),
    );
    expect(twice.data.recorded).toBe(0);
    const [{ n }] = await rowsOf<{ n: number }>(database, sql`select count(*)::int as n from payments where tenant_id = ${w.s.id}`);
    expect(n).toBe(4);

    // Another school uploading our invoice numbers matches nothing of ours.
    const theirs = await upload(other.acc, await xlsx([['05/03/2026', 'X1', '', '2.794.000', 'VND', noA]]), 's.xlsx', COLUMNS);
    expect(theirs.body.response.data.lines[0]).toMatchObject({ match: 'unmatched', invoice_id: null });
  });

  it('the debt by child shows what was paid to the đồng, the days overdue, and exports under a title', async () => {
    const r = ok(await call(debtByChild, { ...w.acc, query: { month: MONTH, class_id: classA } })).body.response.data;
    const byName = Object.fromEntries(r.rows.map((x: Json) => [x.student_name, x]));
    expect(byName['Nguyễn Văn An']).toMatchObject({ invoiced: 2_794_000, paid: 2_794_000, balance: 0, days_overdue: 0 });
    expect(byName['Lê Thị Bé']).toMatchObject({ invoiced: 2_920_000, paid: 1_500_000, balance: 1_420_000, due_date: '2026-03-15' });
    expect(byName['Lê Thị Bé'].days_overdue).toBeGreaterThan(200);
    expect(r.rows).toHaveLength(2);
    const overdue = ok(await call(debtByChild, { ...w.acc, query: { overdue: 'true' } })).body.response.data;
    expect(overdue.rows.map((x: Json) => x.student_name)).toEqual(['Lê Thị Bé']);
    const file = await callFile(debtByChildExport, { ...w.acc, query: { month: MONTH } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as never);
    expect(String(book.worksheets[0].getRow(1).getCell(1).value)).toMatch(/^Công nợ học phí – .+ – tháng 03\/2026$/);
  });

  it('refuses bad statements: another layout, a CSV of 100,000 lines, an unknown file, a wrong columns text', async () => {
    const wrong = await upload(w.acc, new TextEncoder().encode('Date,Value,Memo\n01/03/2026,100,abc\n'), 'x.csv');
    expect(wrong.status).toBe(422);
    expect(wrong.body[0].message).toBe('errors.statement_layout');
    expect(wrong.body[0].headers).toEqual(['Date', 'Value', 'Memo']);
    const big = ['\uFEFFNgày giao dịch;Số tham chiếu;Ghi có;Nội dung', ...Array.from({ length: 100_000 }, (_, i) => `01/03/2026;R${i};1.000;x`)].join('\r\n');
    const started = Date.now();
    const tooMany = await upload(w.acc, new TextEncoder().encode(big), 'big.csv');
    expect(tooMany.status).toBe(422);
    expect(tooMany.body[0].message).toBe('errors.import_too_many_rows');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await upload(w.acc, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]), 'a.png')).status).toBe(415);
    expect((await upload(w.acc, new TextEncoder().encode('a;b;c\n'), 'a.csv', undefined)).status).toBe(422);
    const form = await upload(w.acc, new TextEncoder().encode('a;b;c;d\n1;2;3;4\n'), 'a.csv', { date: 'a' });
    expect(form.status).toBe(400);
  });

  it('reads a CSV as banks export it: BOM, semicolons, quoted contents, dotted thousands', async () => {
    const no = inv['Lê Thị Bé'].invoice_no as string;
    const csv = `\uFEFFNgày giao dịch;Số tham chiếu;Ghi nợ;Ghi có;Nội dung\r\n09/03/2026;FT-CSV-1;;"1.420.000";"${no}; hoc phi ""thang 3"""\r\n`;
    const r = await upload(w.acc, new TextEncoder().encode(csv), 'sao-ke.csv', { date: 'Ngày giao dịch', amount: 'Ghi có', description: 'Nội dung', reference: 'Số tham chiếu' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.response.data.lines).toEqual([
      expect.objectContaining({ line: 2, date: '2026-03-09', amount: 1_420_000, description: `${no}; hoc phi "thang 3"`, match: 'matched', balance: 1_420_000 }),
    ]);
  });
});
