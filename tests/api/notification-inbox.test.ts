import { beforeAll, describe, expect, it } from 'vitest';
import { GET as appList } from '@/app/api/app/notifications/route';
import { POST as appRead } from '@/app/api/app/notifications/read/route';
import { GET as staffList } from '@/app/api/webadmin/Notification/get-list/route';
import { POST as staffRead } from '@/app/api/webadmin/Notification/mark-read/route';
import { GET as settingsGet } from '@/app/api/webadmin/Notification/get-settings/route';
import { POST as settingsUpdate } from '@/app/api/webadmin/Notification/update-settings/route';
import { POST as appLogin } from '@/app/api/app/login/route';
import { runFanOut } from '@/lib/server/notification/fan-out';
import { call, first, randomIp, signIn, type Json, type School } from '../helpers/world';
import { cookieSession, ok, withCookie, type Family } from '../helpers/parent-world';
import { emit, newsEvent, notificationWorld, type NotificationWorld } from '../helpers/notification-world';

// The inbox (issue 36): GET /api/app/notifications and POST …/read for families, Notification/get-list and
// mark-read for staff, in the caller's language; each person sees and marks only their own rows.

async function bearer(school: School, f: Family) {
  const r = ok(
    await call(appLogin, {
      body: { school_code: school.code, username: f.username, password: f.password },
      headers: { 'x-forwarded-for': randomIp() },
    }),
  );
  return r.body.response.data.accessToken as string;
}

function invoice(w: NotificationWorld, n: number) {
  const id = crypto.randomUUID();
  return {
    kind: 'invoice_issued' as const,
    audience: { type: 'students' as const, studentIds: [w.an.studentId] },
    params: { child: 'Nguyễn Thị Ân', title: `Học phí tháng ${n}`, amount: 1_250_000 },
    url: `/parent/payments/${id}`,
    tag: `invoice:${id}`,
    studentId: w.an.studentId,
  };
}

describe('the inbox', () => {
  let w: NotificationWorld;
  let other: NotificationWorld;
  let an: string;
  let binh: string;
  let elsewhere: string;

  beforeAll(async () => {
    [w, other] = [await notificationWorld(), await notificationWorld()];
    // 25 invoices to Ân's family, one after another (newest last), and one to Bình's and to the other school.
    for (let n = 1; n <= 25; n++) {
      await emit(w.school.id, invoice(w, n));
      await runFanOut(); // each its own transaction and moment, so the order is the emitting order
    }
    await emit(w.school.id, newsEvent('Chỉ cho nhà Bình', { type: 'students', studentIds: [w.binh.studentId] }));
    await emit(other.school.id, newsEvent('Trường khác', { type: 'school' }));
    await runFanOut();
    [an, binh, elsewhere] = [await bearer(w.school, w.an), await bearer(w.school, w.binh), await bearer(other.school, other.an)];
  });

  it('pages the family’s notifications newest first, with the total and the unread count, in Vietnamese', async () => {
    const one = ok(await call(appList, { token: an, query: { page: 1 } })).body.response;
    expect(one.total).toBe(25);
    expect(one.unread).toBe(25);
    expect(one.data).toHaveLength(20);
    expect(one.data[0]).toMatchObject({
      kind: 'invoice_issued',
      title: 'Hoá đơn mới: Học phí tháng 25',
      body: 'Học phí của bé Nguyễn Thị Ân: 1.250.000 ₫.',
      student_id: w.an.studentId,
      read_at: null,
    });
    expect(one.data[0].url).toMatch(/^\/parent\/payments\/[0-9a-f-]{36}$/);
    expect(one.data.map((x: Json) => x.title).slice(0, 3)).toEqual([25, 24, 23].map((n) => `Hoá đơn mới: Học phí tháng ${n}`));
    const two = ok(await call(appList, { token: an, query: { page: 2 } })).body.response;
    expect(two.data.map((x: Json) => x.title)).toEqual([5, 4, 3, 2, 1].map((n) => `Hoá đơn mới: Học phí tháng ${n}`));
    expect(ok(await call(appList, { token: an, query: { page: 3 } })).body.response).toMatchObject({ data: [], total: 25, unread: 25 });
  });

  it('answers in English when asked', async () => {
    const r = ok(await call(appList, { token: an, query: { page_size: 1 }, language: 'en' })).body.response;
    expect(r.data[0]).toMatchObject({ title: 'New invoice: Học phí tháng 25', body: 'Nguyễn Thị Ân\'s fees: 1,250,000 ₫.' });
  });

  it('shows each family its own and nothing of another family or school', async () => {
    const theirs = ok(await call(appList, { token: binh })).body.response;
    expect(theirs).toMatchObject({ total: 1, unread: 1 });
    expect(theirs.data[0].title).toBe('Tin mới: Chỉ cho nhà Bình');
    const far = ok(await call(appList, { token: elsewhere })).body.response;
    expect(far.data.map((x: Json) => x.title)).toEqual(['Tin mới: Trường khác']);
  });

  it('marks the family’s own read, and another family’s or school’s ids change nothing', async () => {
    const page = ok(await call(appList, { token: an, query: { page_size: 2 } })).body.response.data;
    const binhsId = ok(await call(appList, { token: binh })).body.response.data[0].id;
    const farId = ok(await call(appList, { token: elsewhere })).body.response.data[0].id;
    const r = ok(await call(appRead, { token: an, body: { ids: [page[0].id, binhsId, farId] } }));
    expect(first(r)).toMatchObject({ result: 1, data: { unread: 24 } });
    const after = ok(await call(appList, { token: an, query: { page_size: 2 } })).body.response;
    expect(after.unread).toBe(24);
    expect(after.data[0].read_at).not.toBeNull();
    expect(after.data[1].read_at).toBeNull();
    expect(ok(await call(appList, { token: binh })).body.response).toMatchObject({ unread: 1, data: [{ read_at: null }] });
    expect(ok(await call(appList, { token: elsewhere })).body.response).toMatchObject({ unread: 1, data: [{ read_at: null }] });
    // Marking one already read again changes nothing.
    expect(first(ok(await call(appRead, { token: an, body: { ids: [page[0].id] } })))).toMatchObject({ data: { unread: 24 } });
  });

  it('marks every one read with all, through the web app’s cookie too', async () => {
    const cookie = await cookieSession(w.school, w.an);
    const r = ok(await call(appRead, { body: { all: true }, ...withCookie(cookie) }));
    expect(first(r).data).toEqual({ unread: 0 });
    const list = ok(await call(appList, withCookie(cookie, {}))).body.response;
    expect(list.unread).toBe(0);
    expect(list.data.every((x: Json) => x.read_at)).toBe(true);
    expect(ok(await call(appList, { token: binh })).body.response.unread).toBe(1);
  });

  it('refuses bad input with a translated 400', async () => {
    for (const body of [{}, { ids: [] }, { ids: ['nope'] }, { all: false }, { ids: [crypto.randomUUID()], extra: 1 }]) {
      const r = await call(appRead, { token: binh, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(first(r).text).toBeTruthy();
    }
    expect((await call(appList, { token: binh, query: { page: 0 } })).status).toBe(400);
    expect((await call(appList, { token: binh, query: { page_size: 51 } })).status).toBe(400);
    expect(ok(await call(appList, { token: binh })).body.response.unread).toBe(1);
  });

  it('gives staff their own inbox in the chosen school, with no menu right needed', async () => {
    await emit(w.school.id, {
      kind: 'medicine_requested',
      audience: { type: 'staff', menu: 'medicine-request', action: 'approve', classId: w.classA },
      params: { child: 'Nguyễn Thị Ân', class: 'Mầm A', date: '02/12/2026' },
      url: '/management/medicine-request',
      tag: `medicine:${crypto.randomUUID()}`,
    });
    await emit(other.school.id, {
      kind: 'medicine_requested',
      audience: { type: 'staff', menu: 'medicine-request', action: 'approve', classId: null },
      params: { child: 'Người khác', class: 'Lá', date: '02/12/2026' },
      url: '/management/medicine-request',
      tag: `medicine:${crypto.randomUUID()}`,
    });
    await runFanOut();
    const teacher = { token: await signIn(w.teacherA.username, w.teacherA.password), tenantId: w.school.id };
    const list = ok(await call(staffList, teacher)).body.response;
    expect(list).toMatchObject({ total: 1, unread: 1 });
    expect(list.data[0]).toMatchObject({
      kind: 'medicine_requested',
      title: 'Đơn dặn thuốc mới: Nguyễn Thị Ân',
      body: 'Lớp Mầm A, ngày 02/12/2026.',
      url: '/management/medicine-request',
      student_id: null,
    });
    const en = ok(await call(staffList, { ...teacher, language: 'en' })).body.response.data[0];
    expect(en.title).toBe('New medicine request: Nguyễn Thị Ân');
    // Class B's teacher and the accountant have none; another school's row is never listed nor marked.
    const tB = { token: await signIn(w.teacherB.username, w.teacherB.password), tenantId: w.school.id };
    expect(ok(await call(staffList, tB)).body.response).toMatchObject({ data: [], total: 0, unread: 0 });
    const acc = { token: await signIn(w.accountant.username, w.accountant.password), tenantId: w.school.id };
    expect(ok(await call(staffList, acc)).body.response.total).toBe(0);
    const otherPrincipal = { token: await signIn(other.principal.username, other.principal.password), tenantId: other.school.id };
    const farRow = ok(await call(staffList, otherPrincipal)).body.response.data[0];
    expect(first(ok(await call(staffRead, { ...teacher, body: { ids: [farRow.id] } }))).data).toEqual({ unread: 1 });
    expect(ok(await call(staffList, otherPrincipal)).body.response.unread).toBe(1);
    // Their own: read.
    expect(first(ok(await call(staffRead, { ...teacher, body: { ids: [list.data[0].id] } }))).data).toEqual({ unread: 0 });
    expect(ok(await call(staffList, teacher)).body.response.data[0].read_at).not.toBeNull();
    expect(first(ok(await call(staffRead, { ...otherPrincipal, body: { all: true } }))).data).toEqual({ unread: 0 });
    // A family's token is not a staff token.
    expect((await call(staffList, { token: an, tenantId: w.school.id })).status).toBe(401);
    expect((await call(appList, { token: teacher.token })).status).toBe(401);
  });

  it('keeps a staff user’s switches, all on at first', async () => {
    const nurse = { token: await signIn(w.nurse.username, w.nurse.password), tenantId: w.school.id };
    const ALL_ON = { requests: true, messages: true, doses: true, surveys: true };
    expect(ok(await call(settingsGet, nurse)).body.response.data).toEqual(ALL_ON);
    expect(first(ok(await call(settingsUpdate, { ...nurse, body: { doses: false } }))).data).toEqual({ ...ALL_ON, doses: false });
    expect(ok(await call(settingsGet, nurse)).body.response.data).toEqual({ ...ALL_ON, doses: false });
    const teacher = { token: await signIn(w.teacherA.username, w.teacherA.password), tenantId: w.school.id };
    expect(ok(await call(settingsGet, teacher)).body.response.data).toEqual(ALL_ON);
    for (const body of [{}, { doses: 'no' }, { news: true }]) expect((await call(settingsUpdate, { ...nurse, body })).status).toBe(400);
    expect(ok(await call(settingsGet, nurse)).body.response.data).toEqual({ ...ALL_ON, doses: false });
  });
});
