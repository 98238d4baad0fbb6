import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { POST as studentCreate } from '@/app/api/webadmin/Student/create/route';
import { GET as studentDetail } from '@/app/api/webadmin/Student/get-detail/route';
import { POST as accountCreate } from '@/app/api/webadmin/AppAccount/create/route';
import { GET as list } from '@/app/api/webadmin/CalendarEvent/get-list/route';
import { GET as detail } from '@/app/api/webadmin/CalendarEvent/get-detail/route';
import { POST as create } from '@/app/api/webadmin/CalendarEvent/create/route';
import { PUT as update } from '@/app/api/webadmin/CalendarEvent/update/[id]/route';
import { PUT as cancel } from '@/app/api/webadmin/CalendarEvent/cancel/route';
import { DELETE as remove } from '@/app/api/webadmin/CalendarEvent/delete/route';
import { GET as replies } from '@/app/api/webadmin/CalendarEvent/get-replies/route';
import { POST as recordReply } from '@/app/api/webadmin/CalendarEvent/record-reply/route';
import { GET as exportReplies } from '@/app/api/webadmin/CalendarEvent/export-replies/route';
import { POST as appLogin } from '@/app/api/app/login/route';
import { GET as appEvents } from '@/app/api/app/events/route';
import { POST as appReply } from '@/app/api/app/events/reply/route';
import { db } from '@/lib/server/db/client';
import { seedDemoStudents } from '@/lib/server/demo/demo-students';
import { seedDemoAppAccounts } from '@/lib/server/demo/demo-app-accounts';
import { seedDemoEvents } from '@/lib/server/demo/demo-events';
import { call, callFile, first, makeSchool, rand, randomIp, signIn, type Json, type Reply, type School, type TestUser } from '../helpers/world';

type As = { token: string; tenantId: string };

function ok(r: Reply) {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
}

/** An instant `days` from now (negative: in the past), as ISO. */
const inDays = (days: number, hours = 0) => new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString();

async function addStudent(as: As, classId: string, fullName: string) {
  const r = ok(
    await call(studentCreate, {
      ...as,
      body: {
        code: `HS${rand()}`,
        full_name: fullName,
        gender: 'female',
        date_of_birth: '12/03/2021',
        class_id: classId,
        guardians: [{ full_name: `Phụ huynh ${fullName}`, relationship: 'mother', phone: '0912000111', is_primary: true }],
      },
    }),
  );
  return first(r).id as string;
}

/** An app account for the first child's guardian, linked to the given children, signed in to the parents' app. */
async function parentOf(school: School, as: As, studentIds: string[]) {
  const guardianId = ok(await call(studentDetail, { ...as, query: { id: studentIds[0] } })).body.response.data.guardians[0].id;
  const username = `ph${rand()}`;
  const created = ok(await call(accountCreate, { ...as, body: { username, guardian_id: guardianId, student_ids: studentIds } }));
  const password = created.body.response.data.slip.password as string;
  const login = ok(
    await call(appLogin, { body: { username, password, school_code: school.code }, headers: { 'x-forwarded-for': randomIp() } }),
  );
  return login.body.response.data.accessToken as string;
}

/** A school: principal, teacher A (class A), teacher B (class B), a nurse (no event rights); children in both classes. */
async function world() {
  const school = await makeSchool();
  const principal = await school.addUser({ roles: ['principal'], fullName: 'Hiệu trưởng Lan' });
  const teacherA = await school.addUser({ roles: ['teacher'], fullName: 'Cô Hằng' });
  const teacherB = await school.addUser({ roles: ['teacher'] });
  const nurse = await school.addUser({ roles: ['nurse'] });
  const as = async (u: TestUser) => ({ token: await signIn(u.username, u.password), tenantId: school.id });
  const p = await as(principal);
  const year = first(
    ok(await call(yearCreate, { ...p, body: { name: `Năm ${rand()}`, start_date: '01/08/2025', end_date: '31/05/2027', is_current: true } })),
  ).id as string;
  const mkClass = async (name: string, teacher: string) =>
    first(
      ok(await call(classCreate, { ...p, body: { name, age_group: 'mau_giao_be', school_year_id: year, capacity: 30, teacher_ids: [teacher] } })),
    ).id as string;
  const classA = await mkClass('Mầm A', teacherA.id);
  const classB = await mkClass('Mầm B', teacherB.id);
  const an = await addStudent(p, classA, 'Nguyễn Thị Ân');
  const binh = await addStudent(p, classA, 'Lê Văn Bình');
  const chi = await addStudent(p, classB, 'Trần Minh Chí');
  return { school, p, tA: await as(teacherA), tB: await as(teacherB), nurse: await as(nurse), classA, classB, an, binh, chi };
}
type World = Awaited<ReturnType<typeof world>>;

const eventBody = (over: Record<string, unknown> = {}) => ({
  title: `Dã ngoại ${rand()}`,
  starts_at: inDays(7),
  ends_at: inDays(7, 4),
  place: 'Thảo Cầm Viên',
  description: 'Mang theo nón và nước uống.',
  class_ids: [] as string[],
  needs_reply: true,
  ...over,
});

async function newEvent(as: As, over: Record<string, unknown> = {}) {
  return first(ok(await call(create, { ...as, body: eventBody(over) }))).id as string;
}

const repliesOf = async (as: As, id: string, query: Record<string, string> = {}) =>
  ok(await call(replies, { ...as, query: { id, ...query } })).body.response.data as Json;

describe('calendar events (staff API)', () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
  });

  it('creates an event for a class, lists it with its counts, and refuses an end before the start', async () => {
    const id = await newEvent(w.p, { class_ids: [w.classA], starts_at: '2027-06-01T08:00', ends_at: '2027-06-01T11:30' });
    const got = ok(await call(detail, { ...w.p, query: { id } })).body.response.data;
    // A time typed without a zone is Vietnam's (UTC+7).
    expect(got).toMatchObject({ starts_at: '2027-06-01T01:00:00.000Z', ends_at: '2027-06-01T04:30:00.000Z', status: 'published' });
    expect(got.class_names).toEqual(['Mầm A']);
    expect(got).toMatchObject({ expected: 2, yes: 0, no: 0, pending: 2 });

    const bad = await call(create, { ...w.p, body: eventBody({ starts_at: '2027-06-02T10:00', ends_at: '2027-06-02T09:00' }) });
    expect(bad.status).toBe(400);
    expect(first(bad).fields.ends_at).toBeTruthy();
    const vi = await call(create, { ...w.p, body: eventBody({ title: '  ', starts_at: 'ngày mai' }) });
    expect(vi.status).toBe(400);
    expect(first(vi).field_keys).toMatchObject({ title: 'errors.required', starts_at: 'errors.invalid_datetime' });
  });

  it('lists upcoming events first, filters by date range, class, status and accent-free search', async () => {
    const tag = rand();
    const later = await newEvent(w.p, { title: `Hội chợ ${tag}`, starts_at: inDays(20), ends_at: inDays(20, 3) });
    const soon = await newEvent(w.p, { title: `Khám sức khỏe ${tag}`, class_ids: [w.classB], starts_at: inDays(2), ends_at: inDays(2, 2) });
    const past = await newEvent(w.p, { title: `Trung thu ${tag}`, starts_at: inDays(-30), ends_at: inDays(-30, 2) });
    const ids = (r: Reply) => r.body.response.data.map((e: Json) => e.id).filter((i: string) => [later, soon, past].includes(i));

    expect(ids(ok(await call(list, { ...w.p, query: { search: tag, page_size: 100 } })))).toEqual([soon, later, past]);
    expect(ids(ok(await call(list, { ...w.p, query: { search: 'kham suc khoe' } })))).toEqual([soon]);
    expect(ids(ok(await call(list, { ...w.p, query: { search: tag, when: 'past' } })))).toEqual([past]);
    // Class A: the whole-school events only; class B: also its own.
    expect(ids(ok(await call(list, { ...w.p, query: { search: tag, class_id: w.classA } })))).toEqual([later, past]);
    expect(ids(ok(await call(list, { ...w.p, query: { search: tag, class_id: w.classB } })))).toEqual([soon, later, past]);
    const d = (n: number) => inDays(n).slice(0, 10);
    expect(ids(ok(await call(list, { ...w.p, query: { search: tag, from: d(1), to: d(10) } })))).toEqual([soon]);
    const total = ok(await call(list, { ...w.p, query: { search: tag, page_size: 1 } })).body.response.total;
    expect(total).toBe(3);
  });

  it('another school’s event and class are not found', async () => {
    const other = await world();
    const theirs = await newEvent(other.p, { class_ids: [other.classA] });
    expect((await call(detail, { ...w.p, query: { id: theirs } })).status).toBe(404);
    expect((await call(replies, { ...w.p, query: { id: theirs } })).status).toBe(404);
    expect((await call(update, { ...w.p, params: { id: theirs }, body: eventBody() })).status).toBe(404);
    expect((await call(cancel, { ...w.p, body: { id: theirs } })).status).toBe(404);
    expect((await call(remove, { ...w.p, body: { ids: [theirs] } })).status).toBe(404);
    expect((await callFile(exportReplies, { ...w.p, query: { id: theirs } })).status).toBe(404);
    const r = await call(recordReply, { ...w.p, body: { event_id: theirs, student_id: other.an, answer: 'yes' } });
    expect(r.status).toBe(404);
    // Their class in our event: not found, and nothing written.
    const tag = rand();
    const c = await call(create, { ...w.p, body: eventBody({ title: `Lạc ${tag}`, class_ids: [w.classA, other.classA] }) });
    expect(c.status).toBe(404);
    expect(ok(await call(list, { ...w.p, query: { search: tag } })).body.response.total).toBe(0);
    // Their list does not show ours.
    const ours = await newEvent(w.p);
    const theirList = ok(await call(list, { ...other.p, query: { page_size: 100 } })).body.response.data.map((e: Json) => e.id);
    expect(theirList).not.toContain(ours);
  });

  it('a teacher makes events for their own class only and sees only their children', async () => {
    const own = await newEvent(w.tA, { class_ids: [w.classA] });
    const notTheirs = await call(create, { ...w.tA, body: eventBody({ class_ids: [w.classB] }) });
    expect(notTheirs.status).toBe(404);
    const mixed = await call(create, { ...w.tA, body: eventBody({ class_ids: [w.classA, w.classB] }) });
    expect(mixed.status).toBe(404);
    const whole = await call(create, { ...w.tA, body: eventBody({ class_ids: [] }) });
    expect(whole.status).toBe(403);
    expect(first(whole).message).toBe('errors.event_whole_school');

    // Teacher B does not see A's class event; both see a whole-school event, each with their own children only.
    expect((await call(detail, { ...w.tB, query: { id: own } })).status).toBe(404);
    const school = await newEvent(w.p);
    expect((await repliesOf(w.tA, school)).rows.map((r: Json) => r.student_id).sort()).toEqual([w.an, w.binh].sort());
    expect((await repliesOf(w.tB, school)).rows.map((r: Json) => r.student_id)).toEqual([w.chi]);
    expect((await repliesOf(w.p, school)).expected).toBe(3);
    // A teacher cannot change the school's event, nor record a reply for another class's child.
    expect((await call(update, { ...w.tA, params: { id: school }, body: eventBody() })).status).toBe(403);
    const other = await call(recordReply, { ...w.tA, body: { event_id: school, student_id: w.chi, answer: 'yes' } });
    expect(other.status).toBe(404);
    ok(await call(recordReply, { ...w.tA, body: { event_id: school, student_id: w.an, answer: 'yes', note: 'Mẹ gọi điện' } }));
    // A role without the right: 403.
    expect((await call(create, { ...w.nurse, body: eventBody() })).status).toBe(403);
    expect((await call(list, { ...w.nurse })).status).toBe(403);
  });

  it('staff record a phone reply; the counts per class follow; export lists every child', async () => {
    const id = await newEvent(w.p);
    ok(await call(recordReply, { ...w.p, body: { event_id: id, student_id: w.an, answer: 'yes', note: 'Gọi điện lúc 9h' } }));
    ok(await call(recordReply, { ...w.p, body: { event_id: id, student_id: w.chi, answer: 'no' } }));
    let r = await repliesOf(w.p, id);
    expect(r).toMatchObject({ yes: 1, no: 1, pending: 1, expected: 3 });
    const byClass = Object.fromEntries(r.by_class.map((c: Json) => [c.class_name, [c.yes, c.no, c.pending]]));
    expect(byClass).toEqual({ 'Mầm A': [1, 0, 1], 'Mầm B': [0, 1, 0] });
    const an = r.rows.find((x: Json) => x.student_id === w.an);
    expect(an).toMatchObject({ answer: 'yes', source: 'staff', recorded_by_name: 'Hiệu trưởng Lan', note: 'Gọi điện lúc 9h' });
    // Changing the answer replaces it.
    ok(await call(recordReply, { ...w.p, body: { event_id: id, student_id: w.an, answer: 'no' } }));
    r = await repliesOf(w.p, id, { answer: 'no' });
    expect(r).toMatchObject({ yes: 0, no: 2, pending: 1 });
    expect(r.rows.map((x: Json) => x.student_name)).toEqual(['Nguyễn Thị Ân', 'Trần Minh Chí']);
    expect((await repliesOf(w.p, id, { search: 'binh' })).rows.map((x: Json) => x.student_id)).toEqual([w.binh]);

    const file = await callFile(exportReplies, { ...w.p, query: { id }, language: 'en' });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(2).getCell(3).value).toBe('Child');
    const cells = [3, 4, 5].map((n) => [sheet.getRow(n).getCell(3).value, sheet.getRow(n).getCell(4).value]);
    expect(cells).toEqual([
      ['Nguyễn Thị Ân', 'No'],
      ['Lê Văn Bình', 'Not answered'],
      ['Trần Minh Chí', 'No'],
    ]);
    // The list shows the same counts.
    expect(ok(await call(detail, { ...w.p, query: { id } })).body.response.data).toMatchObject({ yes: 0, no: 2, pending: 1 });
  });

  it('an event with replies is cancelled, never deleted; one without is deleted', async () => {
    const replied = await newEvent(w.p);
    ok(await call(recordReply, { ...w.p, body: { event_id: replied, student_id: w.an, answer: 'yes' } }));
    const del = await call(remove, { ...w.p, body: { ids: [replied] } });
    expect(del.status).toBe(409);
    expect(first(del).message).toBe('errors.event_has_replies');
    ok(await call(cancel, { ...w.p, body: { id: replied, reason: 'Trời mưa' } }));
    const got = ok(await call(detail, { ...w.p, query: { id: replied } })).body.response.data;
    expect(got).toMatchObject({ status: 'cancelled', cancel_reason: 'Trời mưa', yes: 1 });
    expect((await call(update, { ...w.p, params: { id: replied }, body: eventBody() })).status).toBe(409);
    const late = await call(recordReply, { ...w.p, body: { event_id: replied, student_id: w.binh, answer: 'yes' } });
    expect(late.status).toBe(409);

    const lonely = await newEvent(w.p);
    ok(await call(remove, { ...w.p, body: { ids: [lonely] } }));
    expect((await call(detail, { ...w.p, query: { id: lonely } })).status).toBe(404);
  });

  it('refuses replies to an event that asks none, has ended, or is a draft', async () => {
    const noReply = await newEvent(w.p, { needs_reply: false });
    const a = await call(recordReply, { ...w.p, body: { event_id: noReply, student_id: w.an, answer: 'yes' } });
    expect(a.status).toBe(422);
    expect(first(a).message).toBe('errors.event_no_reply');
    const ended = await newEvent(w.p, { starts_at: inDays(-2), ends_at: inDays(-2, 2) });
    const b = await call(recordReply, { ...w.p, body: { event_id: ended, student_id: w.an, answer: 'yes' }, language: 'en' });
    expect(b.status).toBe(422);
    expect(first(b).message).toBe('errors.event_ended');
    expect(first(b).text).not.toBe('errors.event_ended');
    const draft = await newEvent(w.p, { status: 'draft' });
    expect((await call(recordReply, { ...w.p, body: { event_id: draft, student_id: w.an, answer: 'yes' } })).status).toBe(409);
    const bad = await call(recordReply, { ...w.p, body: { event_id: draft, student_id: w.an, answer: 'maybe' } });
    expect(bad.status).toBe(400);
  });
});

describe('calendar events (parents’ API)', () => {
  let w: World;
  /** Ân's family, and Chí's (one account per guardian). */
  let parentAn: string;
  let parentChi: string;
  beforeAll(async () => {
    w = await world();
    parentAn = await parentOf(w.school, w.p, [w.an]);
    parentChi = await parentOf(w.school, w.p, [w.chi]);
  });

  it('a parent sees their children’s events and replies; replying again replaces the reply', async () => {
    const parent = parentAn;
    const forA = await newEvent(w.p, { class_ids: [w.classA], title: 'Họp phụ huynh lớp Mầm A' });
    const forB = await newEvent(w.p, { class_ids: [w.classB] });
    const draft = await newEvent(w.p, { class_ids: [w.classA], status: 'draft' });
    const school = await newEvent(w.p, { needs_reply: false });

    const seen = ok(await call(appEvents, { token: parent })).body.response.data as Json[];
    const ids = seen.map((e) => e.id);
    expect(ids).toContain(forA);
    expect(ids).toContain(school);
    expect(ids).not.toContain(forB);
    expect(ids).not.toContain(draft);
    const a = seen.find((e) => e.id === forA);
    expect(Object.keys(a).sort()).toEqual(['description', 'ends_at', 'id', 'needs_reply', 'place', 'replies', 'starts_at', 'student_ids', 'title']);
    expect(a).toMatchObject({ title: 'Họp phụ huynh lớp Mầm A', needs_reply: true, replies: [], student_ids: [w.an] });

    const r = ok(await call(appReply, { token: parent, body: { event_id: forA, student_id: w.an, answer: 'yes', note: 'Bố đi' } }));
    expect(first(r).result).toBe(1);
    const said = (ok(await call(appEvents, { token: parent })).body.response.data as Json[]).find((e) => e.id === forA);
    expect(said.replies).toEqual([{ student_id: w.an, answer: 'yes', note: 'Bố đi' }]);
    ok(await call(appReply, { token: parent, body: { event_id: forA, student_id: w.an, answer: 'no', note: '' } }));
    const again = (ok(await call(appEvents, { token: parent })).body.response.data as Json[]).find((e) => e.id === forA);
    expect(again.replies).toEqual([{ student_id: w.an, answer: 'no', note: '' }]);

    // Staff see it as the parent's reply, counted once.
    const staff = await repliesOf(w.p, forA);
    expect(staff).toMatchObject({ yes: 0, no: 1, pending: 1 });
    expect(staff.rows.find((x: Json) => x.student_id === w.an)).toMatchObject({ source: 'parent', recorded_by_name: 'Phụ huynh Nguyễn Thị Ân' });
  });

  it('another family’s child, a child outside the event’s classes, a draft or another school’s event: 404', async () => {
    const parent = parentAn;
    const forA = await newEvent(w.p, { class_ids: [w.classA] });
    const forB = await newEvent(w.p, { class_ids: [w.classB] });
    const draft = await newEvent(w.p, { class_ids: [w.classA], status: 'draft' });
    const reply = (event_id: string, student_id: string) =>
      call(appReply, { token: parent, body: { event_id, student_id, answer: 'yes', note: '' } });
    expect((await reply(forA, w.binh)).status).toBe(404);
    expect((await reply(forB, w.an)).status).toBe(404);
    expect((await reply(draft, w.an)).status).toBe(404);
    const other = await world();
    const theirs = await newEvent(other.p);
    expect((await reply(theirs, w.an)).status).toBe(404);
    expect((await reply(forA, other.an)).status).toBe(404);
    // A staff token is not a parent's.
    expect((await call(appEvents, { token: w.p.token })).status).toBe(401);
    expect((await repliesOf(w.p, forA)).yes).toBe(0);
  });

  it('refuses replies to an event that asks none, has ended or was cancelled', async () => {
    const parent = parentChi;
    const noReply = await newEvent(w.p, { needs_reply: false });
    const ended = await newEvent(w.p, { starts_at: inDays(-3), ends_at: inDays(-3, 1) });
    const cancelled = await newEvent(w.p);
    ok(await call(cancel, { ...w.p, body: { id: cancelled } }));
    const reply = (event_id: string) =>
      call(appReply, { token: parent, body: { event_id, student_id: w.chi, answer: 'yes', note: '' }, language: 'vi' });
    const a = await reply(noReply);
    expect([a.status, first(a).message]).toEqual([422, 'errors.event_no_reply']);
    const b = await reply(ended);
    expect([b.status, first(b).message]).toEqual([422, 'errors.event_ended']);
    const c = await reply(cancelled);
    expect([c.status, first(c).message]).toEqual([409, 'errors.event_cancelled']);
    // A cancelled event leaves the app's list; the ended one (this month) stays, the reply refused.
    const ids = (ok(await call(appEvents, { token: parent })).body.response.data as Json[]).map((e) => e.id);
    expect(ids).not.toContain(cancelled);
    expect(ids).toContain(ended);
  });
});

describe('demo events', () => {
  it('seeds upcoming events with some replies, a past one mostly answered, one without replies and a draft', async () => {
    const w = await world();
    const database = await db();
    await seedDemoStudents(database, { tenantId: w.school.id });
    await seedDemoAppAccounts(database, { tenantId: w.school.id, password: 'Demo-Parent-1' });
    const principal = await w.school.addUser({ roles: ['principal'] });
    await seedDemoEvents(database, { tenantId: w.school.id, principalId: principal.id });
    const events = ok(await call(list, { ...w.p, query: { page_size: 100 } })).body.response.data as Json[];
    expect(events).toHaveLength(5);
    // Upcoming first: the trip in 5 days leads, the past festival comes last.
    expect(events[0].title).toBe('Dã ngoại Thảo Cầm Viên');
    expect(events[4].title).toBe('Tết Trung thu cho bé');
    const meeting = events.find((e) => e.title === 'Họp phụ huynh học kỳ I');
    expect(meeting.yes + meeting.no).toBeGreaterThan(0);
    expect(meeting.pending).toBeGreaterThan(0);
    expect(events.find((e) => e.title === 'Lễ hội Giáng sinh').status).toBe('draft');
    const r = await repliesOf(w.p, meeting.id);
    expect(r.rows.some((x: Json) => x.source === 'staff')).toBe(true);
    expect(r.rows.some((x: Json) => x.source === 'parent')).toBe(true);
  });
});
