import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { db } from '@/lib/server/db/client';
import { rowsOf } from '@/lib/server/db/rows';
import { seedDemoClasses } from '@/lib/server/demo/demo-classes';
import { seedDemoStudents } from '@/lib/server/demo/demo-students';
import { seedDemoAppAccounts } from '@/lib/server/demo/demo-app-accounts';
import { seedDemoAttendance } from '@/lib/server/demo/demo-attendance';
import { seedDemoTuition } from '@/lib/server/demo/demo-tuition';
import { seedDemoNews } from '@/lib/server/demo/demo-news';
import { seedDemoRequests } from '@/lib/server/demo/demo-requests';
import { seedDemoVaccines } from '@/lib/server/demo/demo-vaccines';
import { schoolToday } from '@/lib/school-time';
import { GET as appAccounts } from '@/app/api/webadmin/AppAccount/export/route';
import { GET as news } from '@/app/api/webadmin/News/export/route';
import { GET as invoices } from '@/app/api/webadmin/Tuition/export-invoices/route';
import { GET as payments } from '@/app/api/webadmin/Tuition/export-payments/route';
import { GET as users } from '@/app/api/webadmin/User/export/route';
import { GET as roles } from '@/app/api/webadmin/Role/export/route';
import { GET as classes } from '@/app/api/webadmin/Class/export/route';
import { GET as medicine } from '@/app/api/webadmin/MedicineRequest/export/route';
import { GET as messages } from '@/app/api/webadmin/MessageRequest/export/route';
import { GET as vaccines } from '@/app/api/webadmin/VaccineDeclaration/export/route';
import { GET as classList } from '@/app/api/webadmin/Class/get-list/route';
import { call, callFile, makeSchool, PASSWORD, signIn, type TestUser } from '../helpers/world';

type As = { token: string; tenantId: string };
type Handler = Parameters<typeof callFile>[0];

/** A school seeded as the demo one (classes, children, parents' accounts, tuition, requests, vaccines, news). */
async function school() {
  const s = await makeSchool();
  const principal = await s.addUser({ roles: ['principal'] });
  const teacher = await s.addUser({ roles: ['teacher'] });
  const accountant = await s.addUser({ roles: ['accountant'] });
  const database = await db();
  const tenantId = s.id;
  await seedDemoClasses(database, { tenantId, teacherIds: { teacher1: teacher.id, teacher2: teacher.id } });
  await seedDemoStudents(database, { tenantId });
  await seedDemoAppAccounts(database, { tenantId, password: PASSWORD });
  await seedDemoAttendance(database, { tenantId, principalId: principal.id });
  await seedDemoTuition(database, { tenantId, accountantId: accountant.id });
  await seedDemoRequests(database, { tenantId, principalId: principal.id });
  await seedDemoVaccines(database, { tenantId, nurseId: principal.id });
  await seedDemoNews(database, { tenantId, userIds: { principal: principal.id, teacher1: teacher.id, teacher2: teacher.id } });
  const as = async (u: TestUser): Promise<As> => ({ token: await signIn(u.username, u.password), tenantId });
  return { id: tenantId, principal: await as(principal), teacher: await as(teacher), accountant: await as(accountant), principalUser: principal };
}

/** The export as a worksheet, with its rows after the header as arrays of cell values (1-based, as exceljs). */
async function sheetOf(handler: Handler, as: As, query: Record<string, string> = {}, language = 'en') {
  const r = await callFile(handler, { ...as, query, language });
  expect(r.status, r.bytes.toString().slice(0, 200)).toBe(200);
  expect(r.headers.get('content-type')).toContain('spreadsheetml');
  expect(r.headers.get('content-disposition')).toMatch(/attachment; filename=".+-\d{8}\.xlsx"/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(r.bytes as never);
  const sheet = book.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const rows: unknown[][] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push(row.values as unknown[]);
  });
  return { header, rows, column: (name: string) => header.indexOf(name) + 1 };
}

const count = async (table: string, tenantId: string, where = sql`true`) =>
  (await rowsOf<{ n: number }>(await db(), sql`select count(*)::int as n from ${sql.raw(table)} where tenant_id = ${tenantId} and ${where}`))[0].n;

describe('every list exports as the screen shows it', () => {
  let a: Awaited<ReturnType<typeof school>>;
  let b: Awaited<ReturnType<typeof school>>;

  beforeAll(async () => {
    [a, b] = [await school(), await school()];
    // The other school's rows carry a mark that no row of the first school has.
    const database = await db();
    await database.execute(sql`update classes set name = name || ' ~B' where tenant_id = ${b.id}`);
    await database.execute(sql`update guardians set full_name = full_name || ' ~B' where tenant_id = ${b.id}`);
    await database.execute(sql`update news_posts set title = title || ' ~B' where tenant_id = ${b.id}`);
  }, 120_000);

  const noMark = (rows: unknown[][]) => expect(rows.flat().filter((v) => typeof v === 'string' && v.includes('~B'))).toEqual([]);

  it('app accounts: the school’s accounts, phones as text, dates as dates', async () => {
    const { header, rows, column } = await sheetOf(appAccounts, a.principal);
    expect(header).toEqual(['Username', 'Parent', "Parent's phone", 'Children', 'Status', 'Last sign-in', 'Created at']);
    expect(rows.length).toBe(await count('app_accounts', a.id));
    const phone = rows[0][column("Parent's phone")];
    expect(phone).toMatch(/^0\d{9}$/);
    expect(rows[0][column('Created at')]).toBeInstanceOf(Date);
    noMark(rows);
    // The screen's filter and search: only what it finds.
    const locked = await sheetOf(appAccounts, a.principal, { status: 'locked' });
    expect(locked.rows.length).toBe(await count('app_accounts', a.id, sql`status = 'locked'`));
    const vi = await sheetOf(appAccounts, a.principal, {}, 'vi');
    expect(vi.header[0]).toBe('Tên đăng nhập');
    // Without the export right (a teacher has none, an accountant may only read): 403.
    expect((await callFile(appAccounts, a.teacher)).status).toBe(403);
    expect((await callFile(appAccounts, a.accountant)).status).toBe(403);
  });

  it('news: one kind as the screen lists it, needs export on that kind', async () => {
    const { header, rows, column } = await sheetOf(news, a.principal, { kind: 'public' });
    expect(header.slice(0, 3)).toEqual(['Title', 'Summary', 'Audience']);
    expect(rows.length).toBe(await count('news_posts', a.id, sql`kind = 'public'`));
    expect(rows.some((r) => r[column('Published')] instanceof Date)).toBe(true);
    expect(rows[0][column('Created at')]).toBeInstanceOf(Date);
    noMark(rows);
    const classNews = await sheetOf(news, a.principal, { kind: 'class' });
    expect(classNews.rows.length).toBe(await count('news_posts', a.id, sql`kind = 'class'`));
    noMark(classNews.rows);
    expect((await callFile(news, { ...a.teacher, query: { kind: 'public' } })).status).toBe(403);
  });

  it('invoices: the month’s invoices of the school, sums as numbers', async () => {
    const month = schoolToday().slice(0, 7);
    const { header, rows, column } = await sheetOf(invoices, a.accountant, { month });
    expect(header).toEqual(['Invoice', 'Child', 'Class', 'Month', 'Total', 'Paid', 'Balance', 'Status']);
    expect(rows.length).toBe(await count('invoices', a.id, sql`month = ${`${month}-01`}`));
    expect(rows.length).toBeGreaterThan(0);
    expect(typeof rows[0][column('Total')]).toBe('number');
    // The month is a real date (its first day), shown mm/yyyy.
    expect(rows[0][column('Month')]).toEqual(new Date(`${month}-01T00:00:00Z`));
    noMark(rows);
    expect((await callFile(invoices, { ...a.teacher, query: { month } })).status).toBe(403);
  });

  it('payments: by day and method, the day a real date', async () => {
    const to = schoolToday();
    const from = `${Number(to.slice(0, 4)) - 1}${to.slice(4)}`;
    const { header, rows, column } = await sheetOf(payments, a.accountant, { from, to });
    expect(header).toEqual(['Day', 'Method', 'Payments', 'Amount']);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0][column('Day')]).toBeInstanceOf(Date);
    const exported = rows.reduce((s, r) => s + Number(r[column('Payments')]), 0);
    expect(exported).toBe(await count('payments', a.id));
    expect(await count('payments', b.id)).toBeGreaterThan(0);
    expect((await callFile(payments, { ...a.teacher, query: { from, to } })).status).toBe(403);
  });

  it('users: the school’s staff only', async () => {
    const { header, rows, column } = await sheetOf(users, a.principal);
    expect(header.slice(0, 4)).toEqual(['Username', 'Full name', 'E-mail', 'Phone']);
    expect(rows.map((r) => r[column('Username')])).toContain(a.principalUser.username);
    expect(rows.length).toBe(await count('user_schools', a.id));
    expect(rows[0][column('Created at')]).toBeInstanceOf(Date);
    const other = await sheetOf(users, b.principal);
    for (const r of other.rows) expect(rows.map((x) => x[column('Username')])).not.toContain(r[column('Username')]);
    expect((await callFile(users, a.teacher)).status).toBe(403);
  });

  it('roles: the school’s roles', async () => {
    const { header, rows, column } = await sheetOf(roles, a.principal, { search: 'ke' });
    expect(header).toEqual(['Name', 'Key', 'System role', 'Users', 'Rights', 'Created at']);
    expect(rows.map((r) => r[column('Key')])).toEqual(['accountant']);
    expect(rows[0][column('Created at')]).toBeInstanceOf(Date);
    const all = await sheetOf(roles, a.principal);
    expect(all.rows.length).toBe(await count('roles', a.id));
    expect((await callFile(roles, a.teacher)).status).toBe(403);
  });

  it('classes: the school’s classes (a teacher: their own), sorted as the screen asks', async () => {
    const { header, rows, column } = await sheetOf(classes, a.principal, { order_by: '-name' });
    expect(header).toEqual(['Class', 'Age group', 'School year', 'Capacity', 'Teachers', 'Status', 'Created at']);
    expect(rows.length).toBe(await count('classes', a.id));
    const screen = await call(classList, { ...a.principal, query: { order_by: '-name', page_size: 100 } });
    expect(rows.map((r) => r[column('Class')])).toEqual(screen.body.response.data.map((c: { name: string }) => c.name));
    expect(rows[0][column('Created at')]).toBeInstanceOf(Date);
    noMark(rows);
    // A teacher reads classes but may not export them.
    expect((await callFile(classes, a.teacher)).status).toBe(403);
  });

  // The parents' requests that staff review: each export is a thin call of today's list service.
  it('medicine requests: the school’s requests, days as dates', async () => {
    const { header, rows, column } = await sheetOf(medicine, a.principal);
    expect(header.slice(0, 5)).toEqual(['Child code', 'Full name', 'Class', 'From', 'To']);
    expect(rows.length).toBe(await count('medicine_requests', a.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0][column('From')]).toBeInstanceOf(Date);
    expect(rows[0][column('Sent at')]).toBeInstanceOf(Date);
    noMark(rows);
    const pending = await sheetOf(medicine, a.principal, { status: 'pending' });
    expect(pending.rows.length).toBe(await count('medicine_requests', a.id, sql`status = 'pending'`));
    expect((await callFile(medicine, a.teacher)).status).toBe(403);
  });

  it('messages: the school’s messages, sent at as a date', async () => {
    const { header, rows, column } = await sheetOf(messages, a.principal);
    expect(header.slice(0, 4)).toEqual(['Child code', 'Full name', 'Class', 'To']);
    expect(rows.length).toBe(await count('message_requests', a.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0][column('Sent at')]).toBeInstanceOf(Date);
    noMark(rows);
    expect((await callFile(messages, a.teacher)).status).toBe(403);
  });

  it('vaccine declarations: the school’s declarations, the vaccination day a date', async () => {
    const { header, rows, column } = await sheetOf(vaccines, a.principal, {}, 'vi');
    expect(header.slice(0, 3)).toEqual(['Mã trẻ', 'Họ và tên', 'Ngày sinh']);
    expect(rows.length).toBe(await count('vaccine_declarations', a.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0][column('Ngày tiêm')]).toBeInstanceOf(Date);
    expect(rows[0][column('Ngày sinh')]).toBeInstanceOf(Date);
    noMark(rows);
    expect((await callFile(vaccines, a.teacher)).status).toBe(403);
    // The list service reads ~2,600 declarations of the demo school in seconds on the embedded database.
  }, 120_000);
});
