import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, count, eq } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { guardians, pickupLists, roles, studentClassHistory, students } from '@/lib/server/db/schema';
import { encryptTenantKey } from '@/lib/server/crypto/tenant-key';
import { translate } from '@/lib/i18n/translate';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { POST as create } from '@/app/api/webadmin/Student/create/route';
import { GET as exportRoute } from '@/app/api/webadmin/Student/export/route';
import { GET as templateRoute } from '@/app/api/webadmin/Student/import-template/route';
import { POST as importRoute } from '@/app/api/webadmin/Student/import/route';
import { call, first, makeSchool, rand, signIn, UA, type Json } from '../helpers/world';

type As = { token: string; tenantId: string };
const KEYS = [
  'code',
  'full_name',
  'nickname',
  'gender',
  'date_of_birth',
  'class_name',
  'enrolment_date',
  'guardian_name',
  'relationship',
  'guardian_phone',
  'guardian_email',
  'address',
  'notes',
];
const headers = (locale: string) => KEYS.map((k) => translate(locale, `studentAdmin.sheet.${k}`));

function auth(as: As, language?: string) {
  const h: Record<string, string> = {
    authorization: `Bearer ${as.token}`,
    'tenant-key': encryptTenantKey(as.tenantId),
    'user-agent': UA.chromeWindows,
  };
  if (language) h.language = language;
  return h;
}

async function download(
  handler: typeof exportRoute,
  path: string,
  as: As,
  query: Record<string, string> = {},
  language?: string,
) {
  const url = `http://localhost${path}?${new URLSearchParams(query)}`;
  const response = await handler(new Request(url, { headers: auth(as, language) }), { params: Promise.resolve({}) });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The sheet's rows as a spreadsheet shows them: a date cell as its dd/MM/yyyy text (see dateCells for the type). */
async function readSheet(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) =>
    rows.push(
      (row.values as unknown[])
        .slice(1)
        .map((v) => (v instanceof Date ? v.toISOString().slice(0, 10).split('-').reverse().join('/') : v)),
    ),
  );
  return rows;
}

/** The cells of a row that are real dates shown dd/mm/yyyy (a spreadsheet can sort and count them), by column. */
async function dateCells(bytes: Buffer, rowNumber: number) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const found: number[] = [];
  book.worksheets[0].getRow(rowNumber).eachCell((cell, col) => {
    if (cell.type === ExcelJS.ValueType.Date && cell.numFmt === 'dd/mm/yyyy') found.push(col);
  });
  return found;
}

async function upload(as: As, bytes: Uint8Array, language?: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'students.xlsx');
  const request = new Request('http://localhost/api/webadmin/Student/import', {
    method: 'POST',
    body: form,
    headers: auth(as, language),
  });
  const response = await importRoute(request, { params: Promise.resolve({}) });
  return { status: response.status, body: (await response.json()) as Json };
}

/** An .xlsx with the template's header row and the given data rows. */
async function book(rows: unknown[][], edit?: (sheet: ExcelJS.Worksheet) => void) {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Học sinh');
  sheet.addRow(headers('vi'));
  for (const r of rows) sheet.addRow(r);
  edit?.(sheet);
  return new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

const row = (code: string, over: Partial<Record<string, unknown>> = {}) => {
  const base: Record<string, unknown> = {
    code,
    full_name: 'Nguyễn Văn An',
    nickname: '',
    gender: 'Nam',
    date_of_birth: '12/03/2021',
    class_name: 'Chồi 1',
    enrolment_date: '05/09/2024',
    guardian_name: 'Nguyễn Văn Bình',
    relationship: 'Bố',
    guardian_phone: '0912 345 678',
    guardian_email: '',
    address: '',
    notes: '',
    ...over,
  };
  return KEYS.map((k) => base[k]);
};

async function studentCount(tenantId: string) {
  const [{ n }] = await (await db()).select({ n: count() }).from(students).where(eq(students.tenantId, tenantId));
  return Number(n);
}

describe('student export and import', () => {
  let p: As;
  let t1: As;
  let office: As;
  let acc: As;
  let tenantId: string;
  let chồi: string;

  beforeAll(async () => {
    const school = await makeSchool();
    tenantId = school.id;
    const as = async (roles: string[]) => {
      const u = await school.addUser({ roles });
      return { token: await signIn(u.username, u.password), tenantId: school.id };
    };
    p = await as(['principal']);
    const teacher = await school.addUser({ roles: ['teacher'] });
    office = await as(['office']);
    acc = await as(['accountant']);
    const y = await call(yearCreate, {
      ...p,
      body: { name: `Năm ${rand()}`, start_date: '05/09/2025', end_date: '31/05/2026', is_current: true },
    });
    const yearId = first(y).id as string;
    const addClass = async (name: string, teacherIds: string[] = []) =>
      first(
        await call(classCreate, {
          ...p,
          body: { name, age_group: 'mau_giao_nho', school_year_id: yearId, capacity: 30, teacher_ids: teacherIds },
        }),
      ).id as string;
    chồi = await addClass('Chồi 1', [teacher.id]);
    const lá = await addClass('Lá 1');
    // Teachers may export in this school (not a standard right): their export is still cut to their classes.
    const database = await db();
    const [role] = await database
      .select()
      .from(roles)
      .where(and(eq(roles.tenantId, school.id), eq(roles.id, school.roleIds.teacher)));
    await database
      .update(roles)
      .set({ rights: { ...role.rights, student: ['read', 'update', 'export'] } })
      .where(eq(roles.id, school.roleIds.teacher));
    t1 = { token: await signIn(teacher.username, teacher.password), tenantId: school.id };
    const add = async (body: Record<string, unknown>) => expect((await call(create, { ...p, body })).status).toBe(200);
    await add({
      code: 'EX-AN',
      full_name: 'Nguyễn Văn An',
      gender: 'male',
      date_of_birth: '12/03/2021',
      class_id: chồi,
      enrolment_date: '05/09/2024',
      guardians: [
        {
          full_name: 'Nguyễn Văn Bình',
          relationship: 'father',
          phone: '0912345678',
          email: 'binh@example.com',
          is_primary: true,
        },
      ],
    });
    await add({
      code: 'EX-BINH',
      full_name: 'Trần Thị Bình',
      gender: 'female',
      date_of_birth: '01/05/2020',
      class_id: lá,
      guardians: [],
    });
  });

  it('exports the filtered list with headers in the language of the request and dates dd/MM/yyyy', async () => {
    const vi = await download(exportRoute, '/api/webadmin/Student/export', p, { order_by: 'code' });
    expect(vi.status).toBe(200);
    expect(vi.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(vi.headers.get('content-disposition')).toMatch(/^attachment; filename="danh-sach-hoc-sinh-\d{8}\.xlsx"/);
    const rows = await readSheet(vi.bytes);
    expect(rows[0]).toEqual([...headers('vi'), 'Trạng thái']);
    expect(rows).toHaveLength(3);
    // Empty cells (nickname, address, notes) left out.
    expect(rows[1].filter((v) => v !== undefined && v !== '')).toEqual([
      'EX-AN',
      'Nguyễn Văn An',
      'Nam',
      '12/03/2021',
      'Chồi 1',
      '05/09/2024',
      'Nguyễn Văn Bình',
      'Bố',
      '0912345678',
      'binh@example.com',
      translate('vi', 'studentAdmin.statuses.studying'),
    ]);
    const en = await readSheet(
      (await download(exportRoute, '/api/webadmin/Student/export', p, { gender: 'female' }, 'en')).bytes,
    );
    expect(en[0]).toEqual([...headers('en'), 'Status']);
    expect(en[0][0]).toBe('Student code');
    expect(en).toHaveLength(2);
    expect([en[1][0], en[1][1], en[1][3], en[1][4], en[1][13]]).toEqual([
      'EX-BINH',
      'Trần Thị Bình',
      'Female',
      '01/05/2020',
      'Studying',
    ]);
    // Birth and enrolment dates are date cells (columns 5 and 7), not text.
    expect(await dateCells(vi.bytes, 2)).toEqual([5, 7]);
    const searched = await readSheet(
      (await download(exportRoute, '/api/webadmin/Student/export', p, { search: 'tran thi' })).bytes,
    );
    expect(searched.map((r) => r[0]).slice(1)).toEqual(['EX-BINH']);
  });

  it('cuts a teacher’s export to their classes', async () => {
    const rows = await readSheet((await download(exportRoute, '/api/webadmin/Student/export', t1)).bytes);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['EX-AN']);
  });

  it('answers the template with the header row in the user’s language and an example row', async () => {
    const vi = await download(templateRoute, '/api/webadmin/Student/import-template', p);
    expect(vi.status).toBe(200);
    expect(vi.headers.get('content-disposition')).toMatch(/mau-nhap-hoc-sinh\.xlsx/);
    const rows = await readSheet(vi.bytes);
    expect(rows[0]).toEqual(headers('vi'));
    expect(rows).toHaveLength(2);
    expect(rows[1].slice(0, 5)).toEqual(['HS0001', 'Nguyễn Văn An', 'Bin', 'Nam', '12/03/2021']);
    expect(await dateCells(vi.bytes, 2)).toEqual([5, 7]);
    const en = await readSheet(
      (await download(templateRoute, '/api/webadmin/Student/import-template', p, {}, 'en')).bytes,
    );
    expect(en[0]).toEqual(headers('en'));
    expect(en[1][3]).toBe('Male');
  });

  it('imports 2,000 rows in one go, with guardians and class history', async () => {
    const before = await studentCount(tenantId);
    const rows = Array.from({ length: 2000 }, (_, i) =>
      row(`IMP${String(i).padStart(5, '0')}`, {
        full_name: `Nguyễn Văn Số ${i}`,
        gender: i % 2 ? 'Female' : 'nam',
        relationship: i % 2 ? 'Mother' : 'Bố',
        // Half the dates are real Excel dates.
        date_of_birth: i % 2 ? new Date(Date.UTC(2021, 2, 12)) : '12/03/2021',
        class_name: i % 3 ? 'Chồi 1' : '',
      }),
    );
    const file = await book(rows);
    const started = performance.now();
    const r = await upload(office, file);
    const ms = Math.round(performance.now() - started);
    console.log(`[student-import] 2,000 rows imported in ${ms} ms`);
    expect(r.status, JSON.stringify(r.body).slice(0, 500)).toBe(200);
    expect(r.body.response.data).toEqual({ count: 2000 });
    expect(ms).toBeLessThan(15_000);
    expect(await studentCount(tenantId)).toBe(before + 2000);
    const database = await db();
    const [g] = await database.select({ n: count() }).from(guardians).where(eq(guardians.tenantId, tenantId));
    expect(Number(g.n)).toBeGreaterThanOrEqual(2000);
    const [h] = await database
      .select({ n: count() })
      .from(studentClassHistory)
      .where(and(eq(studentClassHistory.tenantId, tenantId), eq(studentClassHistory.toClassId, chồi)));
    expect(Number(h.n)).toBeGreaterThanOrEqual(1333);
    const [s] = await database
      .select()
      .from(students)
      .where(and(eq(students.tenantId, tenantId), eq(students.code, 'IMP00001')));
    expect(s).toMatchObject({
      gender: 'female',
      dateOfBirth: '2021-03-12',
      classId: chồi,
      enrolmentDate: '2024-09-05',
      status: 'studying',
    });
    const [sg] = await database
      .select()
      .from(guardians)
      .where(and(eq(guardians.tenantId, tenantId), eq(guardians.studentId, s.id)));
    expect(sg).toMatchObject({ relationship: 'mother', phone: '0912345678', isPrimary: true });
    // The roll call's stored list of who may pick the child up, in both languages.
    const lists = await database
      .select()
      .from(pickupLists)
      .where(and(eq(pickupLists.tenantId, tenantId), eq(pickupLists.studentId, s.id)));
    expect(Object.fromEntries(lists.map((l) => [l.locale, (l.people as Json[]).map((p) => p.relationship)]))).toEqual({
      vi: ['Mẹ'],
      en: ['Mother'],
    });
  });

  it('answers a per-row report for bad rows and writes nothing', async () => {
    const before = await studentCount(tenantId);
    const file = await book([
      row(`OK${rand()}`),
      row('ex-an'), // taken by an existing child (case-insensitive)
      row(`DUP${rand()}`, { date_of_birth: '31/02/2021', guardian_phone: '12345' }),
      row(`X${rand()}`, { class_name: 'Lớp không có', gender: 'Khác' }),
      row(`OK2${rand()}`),
    ]);
    const r = await upload(p, file, 'en');
    expect(r.status).toBe(400);
    expect(r.body[0].message).toBe('errors.import_invalid');
    expect(r.body[0].text).toBe(translate('en', 'errors.import_invalid', { count: 5 }));
    const report = (r.body[0].rows as Json[]).map((e) => [e.row, e.field, e.message]);
    expect(report).toEqual([
      [3, 'code', 'errors.student_code_taken'],
      [4, 'date_of_birth', 'errors.invalid_date'],
      [4, 'guardian_phone', 'errors.phone_invalid'],
      [5, 'gender', 'errors.import_gender'],
      [5, 'class_name', 'errors.import_unknown_class'],
    ]);
    expect(r.body[0].rows[0].text).toBe(translate('en', 'errors.student_code_taken', { code: 'ex-an' }));
    // Each error shows the value as it was read.
    expect((r.body[0].rows as Json[]).map((e) => e.value)).toEqual([
      'ex-an',
      '31/02/2021',
      '12345',
      'Khác',
      'Lớp không có',
    ]);
    expect(await studentCount(tenantId)).toBe(before);

    const future = await upload(
      p,
      await book([
        row(`F${rand()}`, { date_of_birth: `01/01/${new Date().getFullYear() + 1}` }),
        row('SAME'),
        row('same'),
      ]),
    );
    expect(future.status).toBe(400);
    expect((future.body[0].rows as Json[]).map((e) => [e.row, e.field, e.message])).toEqual([
      [2, 'date_of_birth', 'errors.date_of_birth_future'],
      [4, 'code', 'errors.import_duplicate_code'],
    ]);
    expect(await studentCount(tenantId)).toBe(before);
  });

  it('imports phone numbers a spreadsheet stored as numbers without their leading 0, and codes stored as numbers', async () => {
    // A CSV opened in a spreadsheet and saved as .xlsx: 0912345601 became the number 912345601.
    const code = 900_000 + Math.floor(Math.random() * 99_999);
    const file = await book(
      [row(String(code), { guardian_phone: 912345601 }), row(`N${rand()}`, { guardian_phone: 987654321 })],
      (sheet) => {
        sheet.getCell('A2').value = code;
      },
    );
    const r = await upload(p, file);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const imported = await db().then((d) =>
      d
        .select({ phone: guardians.phone })
        .from(guardians)
        .innerJoin(students, and(eq(students.tenantId, guardians.tenantId), eq(students.id, guardians.studentId)))
        .where(and(eq(students.tenantId, tenantId), eq(students.code, String(code)))),
    );
    expect(imported.map((g) => g.phone)).toEqual(['0912345601']);
  });

  it('refuses what is not a spreadsheet (415), formulas (422) and more than 5,000 rows (422, quickly)', async () => {
    const text = await upload(p, new TextEncoder().encode('code,full_name\nA,B\n'));
    expect(text.status).toBe(415);
    expect(text.body[0].message).toBe('errors.file_type');
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect((await upload(p, zip)).status).toBe(415);

    const formula = await upload(
      p,
      await book(
        [row(`F${rand()}`)],
        (sheet) =>
          (sheet.getCell('B2').value = { formula: 'CONCAT("A","B")', date1904: false } as ExcelJS.CellFormulaValue),
      ),
    );
    expect(formula.status).toBe(422);
    expect(formula.body[0].message).toBe('errors.import_formula');
    expect(formula.body[0].text).toContain('B2');

    const big = await book(
      Array.from({ length: 50_000 }, (_, i) => [`B${i}`, 'Nguyễn Văn An', '', 'Nam', '12/03/2021']),
    );
    const started = performance.now();
    const r = await upload(p, big);
    const ms = Math.round(performance.now() - started);
    console.log(`[student-import] 50,000-row file refused in ${ms} ms`);
    expect(r.status).toBe(422);
    expect(r.body[0].message).toBe('errors.import_too_many_rows');
    expect(ms).toBeLessThan(5_000);
  });

  it('needs the import and export rights (403)', async () => {
    const file = await book([row(`R${rand()}`)]);
    expect((await upload(acc, file)).status).toBe(403);
    expect((await upload(t1, file)).status).toBe(403);
    expect((await download(templateRoute, '/api/webadmin/Student/import-template', acc)).status).toBe(403);
    expect((await download(exportRoute, '/api/webadmin/Student/export', acc)).status).toBe(200);
  });
});
