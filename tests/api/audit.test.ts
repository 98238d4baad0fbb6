import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { db } from '@/lib/server/db/client';
import { auditLogs } from '@/lib/server/db/schema';
import { encryptTenantKey } from '@/lib/server/crypto/tenant-key';
import { formatDateTime } from '@/lib/format';
import { translate } from '@/lib/i18n/translate';
import { GET as auditList } from '@/app/api/webadmin/Audit/get-list/route';
import { GET as auditDetail } from '@/app/api/webadmin/Audit/get-detail/route';
import { GET as auditExport } from '@/app/api/webadmin/Audit/export/route';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { PUT as classUpdate } from '@/app/api/webadmin/Class/update/[id]/route';
import { call, first, makeSchool, makeUser, signIn, UA, type School, type TestUser } from '../helpers/world';

type Entry = {
  id: number;
  action: string;
  record_type: string;
  record_id: string | null;
  user_id: string | null;
  user_name: string | null;
  tenant_id: string | null;
  tenant_name: string | null;
  at: string;
  at_text: string;
};

/** GET /Audit/export through the real handler, answering the raw bytes. */
async function exportXlsx(opts: { token: string; tenantId: string; query: Record<string, string>; language?: string }) {
  const url = `http://localhost/api/webadmin/Audit/export?${new URLSearchParams(opts.query)}`;
  const headers: Record<string, string> = {
    authorization: `Bearer ${opts.token}`,
    'tenant-key': encryptTenantKey(opts.tenantId),
    'user-agent': UA.chromeWindows,
  };
  if (opts.language) headers.language = opts.language;
  const response = await auditExport(new Request(url, { headers }), { params: Promise.resolve({}) });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function readSheet(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

describe('audit log', () => {
  let school: School;
  let principal: TestUser;
  let p: { token: string; tenantId: string };
  let admin: { token: string; tenantId: string };
  let classId: string;
  let yearId: string;

  beforeAll(async () => {
    school = await makeSchool();
    principal = await school.addUser({ roles: ['principal'], fullName: 'Nguyễn Thị Lan' });
    p = { token: await signIn(principal.username, principal.password), tenantId: school.id };
    const a = await makeUser({ isSystemAdmin: true, fullName: 'Quản trị Hệ thống' });
    admin = { token: await signIn(a.username, a.password), tenantId: school.id };
    yearId = first(
      await call(yearCreate, { ...p, body: { name: '2026–2027', start_date: '05/09/2026', end_date: '31/05/2027' } }),
    ).id;
    classId = first(
      await call(classCreate, {
        ...p,
        body: { name: 'Mầm 1', age_group: 'mau_giao_be', school_year_id: yearId, capacity: 25 },
      }),
    ).id;
    const up = await call(classUpdate, {
      ...p,
      params: { id: classId },
      body: { name: 'Mầm Hoa Sen', age_group: 'mau_giao_be', school_year_id: yearId, capacity: 28 },
    });
    expect(up.status).toBe(200);
  });

  it('has trigger rows for a class create and update: the actor, the school, old and new values', async () => {
    const database = await db();
    const rows = await database
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.recordType, 'classes'), eq(auditLogs.recordId, classId)))
      .orderBy(auditLogs.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    for (const r of rows) {
      expect(r.userId).toBe(principal.id);
      expect(r.tenantId).toBe(school.id);
    }
    expect(rows[0].oldValues).toBeNull();
    expect(rows[0].newValues).toMatchObject({ id: classId, name: 'Mầm 1', capacity: 25, age_group: 'mau_giao_be' });
    expect(rows[1].oldValues).toMatchObject({ name: 'Mầm 1', capacity: 25 });
    expect(rows[1].newValues).toMatchObject({ name: 'Mầm Hoa Sen', capacity: 28 });
  });

  it('lists the school’s entries newest first with who, when and where, and shows old against new values', async () => {
    const r = await call(auditList, {
      ...admin,
      query: { tenant_id: school.id, record_type: 'classes', page_size: 10 },
    });
    expect(r.status).toBe(200);
    const data = r.body.response.data as Entry[];
    expect(r.body.response.total).toBe(2);
    expect(data.map((e) => e.action)).toEqual(['update', 'create']);
    expect(data[0]).toMatchObject({
      record_type: 'classes',
      record_id: classId,
      user_id: principal.id,
      user_name: 'Nguyễn Thị Lan',
      tenant_id: school.id,
      tenant_name: school.name,
    });
    expect(data[0].at_text).toBe(formatDateTime(data[0].at));
    expect(data[0].at_text).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(data[0]).not.toHaveProperty('old_values');

    const detail = await call(auditDetail, { ...admin, query: { id: data[0].id } });
    expect(detail.status).toBe(200);
    expect(detail.body.response.data).toMatchObject({
      id: data[0].id,
      old_values: { name: 'Mầm 1', capacity: 25 },
      new_values: { name: 'Mầm Hoa Sen', capacity: 28 },
    });
    expect((await call(auditDetail, { ...admin, query: { id: 2 ** 40 } })).status).toBe(404);
    expect((await call(auditDetail, { ...admin, query: { id: 'abc' } })).status).toBe(400);
  });

  it('filters by user (accent-free name), action and date range, and pages', async () => {
    const byName = await call(auditList, {
      ...admin,
      query: { tenant_id: school.id, user: 'nguyen thi lan', page_size: 100 },
    });
    const entries = byName.body.response.data as Entry[];
    expect(entries.length).toBeGreaterThanOrEqual(4); // year create, class create, class update, …
    expect(entries.every((e) => e.user_id === principal.id)).toBe(true);

    const byId = await call(auditList, {
      ...admin,
      query: { user_id: principal.id, action: 'create', record_type: 'school_years' },
    });
    expect((byId.body.response.data as Entry[]).map((e) => e.record_id)).toEqual([yearId]);

    const today = formatDateTime(new Date()).slice(0, 10);
    const inRange = await call(auditList, {
      ...admin,
      query: { tenant_id: school.id, record_type: 'classes', from: today, to: today },
    });
    expect(inRange.body.response.total).toBe(2);
    const before = await call(auditList, {
      ...admin,
      query: { tenant_id: school.id, record_type: 'classes', from: '01/01/2020', to: '31/12/2020' },
    });
    expect(before.body.response.total).toBe(0);

    const page2 = await call(auditList, {
      ...admin,
      query: { tenant_id: school.id, record_type: 'classes', page: 2, page_size: 1 },
    });
    expect(page2.body.response.total).toBe(2);
    expect((page2.body.response.data as Entry[]).map((e) => e.action)).toEqual(['create']);

    const bad = await call(auditList, { ...admin, query: { from: '31/02/2026' } });
    expect(bad.status).toBe(400);
    expect(first(bad).field_keys).toEqual({ from: 'errors.invalid_date' });
    const backwards = await call(auditList, { ...admin, query: { from: '02/01/2026', to: '01/01/2026' } });
    expect(first(backwards).field_keys).toEqual({ to: 'errors.end_before_start' });
  });

  it('records a sign-in with the user and the address', async () => {
    const nurse = await school.addUser({ roles: ['nurse'], fullName: 'Hoàng Thị Mai' });
    await signIn(nurse.username, nurse.password, { ip: '2001:db8::42' });
    const r = await call(auditList, { ...admin, query: { user_id: nurse.id, action: 'sign_in' } });
    expect(r.status).toBe(200);
    expect(r.body.response.data).toEqual([
      expect.objectContaining({
        action: 'sign_in',
        record_type: 'sessions',
        user_id: nurse.id,
        user_name: 'Hoàng Thị Mai',
        ip: '2001:db8::42',
      }),
    ]);
  });

  it('exports the filtered list to .xlsx with headers in the language of the request', async () => {
    const vi = await exportXlsx({ ...admin, query: { tenant_id: school.id, record_type: 'classes' } });
    expect(vi.status).toBe(200);
    expect(vi.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(vi.headers.get('content-disposition')).toMatch(/^attachment; filename="nhat-ky-thay-doi-\d{8}\.xlsx"/);
    const sheet = await readSheet(vi.bytes);
    expect(sheet.name).toBe(translate('vi', 'audit.title'));
    const keys = [
      'at',
      'user',
      'username',
      'school',
      'action',
      'recordType',
      'recordId',
      'ip',
      'oldValues',
      'newValues',
    ];
    expect(sheet.rows[0]).toEqual(keys.map((k) => translate('vi', `audit.columns.${k}`)));
    expect(sheet.rows[0][0]).toBe('Thời gian');
    expect(sheet.rows).toHaveLength(3);
    expect(sheet.rows[1].slice(1, 7)).toEqual([
      'Nguyễn Thị Lan',
      principal.username,
      school.name,
      'Cập nhật',
      'Lớp học',
      classId,
    ]);
    expect(JSON.parse(sheet.rows[1][8] as string)).toMatchObject({ name: 'Mầm 1' });
    expect(JSON.parse(sheet.rows[1][9] as string)).toMatchObject({ name: 'Mầm Hoa Sen' });
    expect(sheet.rows[1][0]).toBeInstanceOf(Date);

    const en = await exportXlsx({ ...admin, query: { tenant_id: school.id, record_type: 'classes' }, language: 'en' });
    const english = await readSheet(en.bytes);
    expect(english.rows[0]).toEqual(keys.map((k) => translate('en', `audit.columns.${k}`)));
    expect(english.rows[0][0]).toBe('Time');
    expect(english.rows[2][4]).toBe('Create');

    const invalid = await exportXlsx({ ...admin, query: { to: 'yesterday' } });
    expect(invalid.status).toBe(400);
  });

  it('is for system administrators only (403), and needs a session (401)', async () => {
    const r = await call(auditList, p);
    expect(r.status).toBe(403);
    expect(first(r).message).toBe('errors.forbidden_action');
    expect((await call(auditDetail, { ...p, query: { id: 1 } })).status).toBe(403);
    const ex = await exportXlsx({ ...p, query: {} });
    expect(ex.status).toBe(403);
    expect(JSON.parse(ex.bytes.toString('utf8'))[0].message).toBe('errors.forbidden_action');
    expect((await call(auditList, {})).status).toBe(401);
  });
});
