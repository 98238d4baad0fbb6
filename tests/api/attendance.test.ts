import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { db } from '@/lib/server/db/client';
import { absences, attendanceRecords, auditLogs, pickupLists } from '@/lib/server/db/schema';
import { fillPickupLists } from '@/lib/server/student/pickup-lists';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { POST as studentCreate } from '@/app/api/webadmin/Student/create/route';
import { PUT as studentUpdate } from '@/app/api/webadmin/Student/update/[id]/route';
import { GET as getDay } from '@/app/api/webadmin/Attendance/get-day/route';
import { PUT as update } from '@/app/api/webadmin/Attendance/update/route';
import { POST as checkIn } from '@/app/api/webadmin/Attendance/check-in/route';
import { POST as checkOut } from '@/app/api/webadmin/Attendance/check-out/route';
import { POST as markAll } from '@/app/api/webadmin/Attendance/mark-all-present/route';
import { GET as getMonth } from '@/app/api/webadmin/Attendance/get-month/route';
import { GET as exportMonth } from '@/app/api/webadmin/Attendance/export-month/route';
import { GET as studentMonth } from '@/app/api/webadmin/Attendance/get-student-month/route';
import { GET as today } from '@/app/api/webadmin/Attendance/get-today/route';
import { POST as moveClass } from '@/app/api/webadmin/Student/move-class/route';
import { GET as getSettings } from '@/app/api/webadmin/Attendance/get-settings/route';
import { PUT as updateSettings } from '@/app/api/webadmin/Attendance/update-settings/route';
import { addDays, schoolToday } from '@/lib/school-time';
import { call, callFile, first, makeSchool, rand, signIn, type Json, type TestUser } from '../helpers/world';

type As = { token: string; tenantId: string };
const TODAY = schoolToday();
const YESTERDAY = addDays(TODAY, -1);
const MONTH = TODAY.slice(0, 7);

async function ok<R extends { status: number; body: Json }>(r: R): Promise<R> {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
}

async function addStudent(as: As, classId: string, name: string) {
  const r = await ok(
    await call(studentCreate, {
      ...as,
      body: {
        code: `HS${rand()}`,
        full_name: name,
        gender: 'female',
        date_of_birth: '12/03/2021',
        class_id: classId,
        guardians: [{ full_name: 'Nguyễn Văn Bình', relationship: 'father', phone: '0912345678', is_primary: true }],
        pickup_people: [{ full_name: 'Trần Thị Cúc', relationship: 'Bà ngoại', phone: '0987654321' }],
      },
    }),
  );
  return first(r).id as string;
}

/** A school with a principal, a teacher of class A (3 children) and another teacher's class B (1 child). */
async function world() {
  const school = await makeSchool();
  const principal = await school.addUser({ roles: ['principal'] });
  const teacherA = await school.addUser({ roles: ['teacher'], fullName: 'Cô Hằng' });
  const teacherB = await school.addUser({ roles: ['teacher'] });
  const as = async (u: TestUser) => ({ token: await signIn(u.username, u.password), tenantId: school.id });
  const p = await as(principal);
  const year = await ok(
    await call(yearCreate, { ...p, body: { name: `Năm ${rand()}`, start_date: '01/08/2026', end_date: '31/05/2027', is_current: true } }),
  );
  const yearId = first(year).id as string;
  const mkClass = async (name: string, teacher: string) =>
    first(
      await ok(await call(classCreate, { ...p, body: { name, age_group: 'mau_giao_be', school_year_id: yearId, capacity: 30, teacher_ids: [teacher] } })),
    ).id as string;
  const classA = await mkClass('Mầm A', teacherA.id);
  const classB = await mkClass('Mầm B', teacherB.id);
  const kids = [await addStudent(p, classA, 'Nguyễn Thị An'), await addStudent(p, classA, 'Lê Văn Bảo'), await addStudent(p, classA, 'Phạm Minh Châu')];
  const other = await addStudent(p, classB, 'Võ Thị Dung');
  return { school, p, tA: await as(teacherA), tB: await as(teacherB), teacherA, classA, classB, kids, other };
}
type World = Awaited<ReturnType<typeof world>>;

const day = async (as: As, classId: string, date = TODAY) =>
  (await ok(await call(getDay, { ...as, query: { class_id: classId, date } }))).body.response.data as Json;
const rowOf = (d: Json, id: string) => d.rows.find((r: Json) => r.student_id === id);

describe('roll call of a day', () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
  });

  it('lists the children of the class, unmarked, with their pick-up people and the counters', async () => {
    const d = await day(w.tA, w.classA);
    // By given name in Vietnamese order: An, Bảo, Châu.
    expect(d.rows.map((r: Json) => r.full_name)).toEqual(['Nguyễn Thị An', 'Lê Văn Bảo', 'Phạm Minh Châu']);
    expect(d.totals).toMatchObject({ expected: 3, present: 0, unmarked: 3 });
    expect(d.is_today).toBe(true);
    // Parents first, their relationship in the user's language, then the other people allowed to pick the child up.
    expect(rowOf(d, w.kids[0]).pickup_people.map((p: Json) => [p.full_name, p.relationship, p.is_guardian])).toEqual([
      ['Nguyễn Văn Bình', 'Bố', true],
      ['Trần Thị Cúc', 'Bà ngoại', false],
    ]);
    expect(rowOf(d, w.kids[0]).version).toBe(0);
    // In English the parents' relationship is English; what the school typed for the others stays as typed.
    const en = (await ok(await call(getDay, { ...w.tA, query: { class_id: w.classA, date: TODAY }, language: 'en' }))).body.response.data;
    expect(rowOf(en, w.kids[0]).pickup_people.map((p: Json) => p.relationship)).toEqual(['Father', 'Bà ngoại']);
  });

  it('refuses a future day, another teacher’s class and another school’s class', async () => {
    const future = await call(getDay, { ...w.tA, query: { class_id: w.classA, date: addDays(TODAY, 1) } });
    expect(future.status).toBe(400);
    expect(first(future).field_keys.date).toBe('errors.date_in_future');
    expect((await call(getDay, { ...w.tA, query: { class_id: w.classB, date: TODAY } })).status).toBe(404);
    const stranger = await world();
    expect((await call(getDay, { ...stranger.p, query: { class_id: w.classA, date: TODAY } })).status).toBe(404);
    expect((await call(markAll, { ...stranger.p, body: { class_id: w.classA, date: TODAY } })).status).toBe(404);
  });

  it('marks all present in one action, leaving children already marked as they are', async () => {
    const d0 = await day(w.tA, w.classA, YESTERDAY);
    const absent = rowOf(d0, w.kids[2]);
    await ok(await call(update, { ...w.tA, body: { class_id: w.classA, student_id: w.kids[2], date: YESTERDAY, version: absent.version, status: 'unexcused', note: 'Ốm' } }));
    const r = await ok(await call(markAll, { ...w.tA, body: { class_id: w.classA, date: YESTERDAY } }));
    expect(first(r).data).toEqual({ marked: 2, skipped: 1 });
    expect(first(r).text).toContain('2');
    const d = await day(w.tA, w.classA, YESTERDAY);
    expect(d.totals).toMatchObject({ present: 2, unexcused: 1, unmarked: 0 });
    expect(rowOf(d, w.kids[2])).toMatchObject({ status: 'unexcused', note: 'Ốm' });
    expect(rowOf(d, w.kids[0]).check_in_by_name).toBe('Cô Hằng');
    // Each new mark is in the audit log as the teacher's, written with it.
    const database = await db();
    const marked = await database
      .select({ id: attendanceRecords.id })
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.tenantId, w.school.id), eq(attendanceRecords.day, YESTERDAY), eq(attendanceRecords.status, 'present')));
    const logs = await database
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.recordType, 'attendance_records'), inArray(auditLogs.recordId, marked.map((m) => m.id))));
    expect(logs.map((l) => [l.action, l.userId, l.tenantId])).toEqual([
      ['create', w.teacherA.id, w.school.id],
      ['create', w.teacherA.id, w.school.id],
    ]);
    // Once more: nobody left to mark.
    expect(first(await ok(await call(markAll, { ...w.tA, body: { class_id: w.classA, date: YESTERDAY } }))).data).toEqual({ marked: 0, skipped: 3 });
  });

  it('checks a child in and out now, with who picked them up, and records which teacher did it', async () => {
    const id = w.kids[0];
    const r1 = await ok(await call(checkIn, { ...w.tA, body: { class_id: w.classA, student_id: id, date: TODAY, version: 0, brought_by: 'Mẹ' } }));
    const row1 = first(r1).data;
    expect(row1).toMatchObject({ status: 'present', brought_by: 'Mẹ', version: 1 });
    expect(row1.check_in_time).toMatch(/^\d{2}:\d{2}$/);
    expect(row1.check_in_by_name).toBeTruthy();
    const pickup = row1.pickup_people.find((p: Json) => !p.is_guardian).id;
    const r2 = await ok(await call(checkOut, { ...w.tA, body: { class_id: w.classA, student_id: id, date: TODAY, version: 1, picked_up_by_id: pickup } }));
    expect(first(r2).data).toMatchObject({ picked_up_by_name: 'Trần Thị Cúc', version: 2 });
    expect(first(r2).data.check_out_time).toMatch(/^\d{2}:\d{2}$/);
    const other = await call(checkOut, { ...w.tA, body: { class_id: w.classA, student_id: id, date: TODAY, version: 2, picked_up_by_id: crypto.randomUUID() } });
    expect(other.status).toBe(400);
    expect(first(other).field_keys.picked_up_by_id).toBe('errors.pickup_person_unknown');
  });

  it('quick check-in only works today; check-out needs who picked up; an unmarked child cannot be checked out', async () => {
    const past = await call(checkIn, { ...w.tA, body: { class_id: w.classA, student_id: w.kids[1], date: YESTERDAY, version: 1 } });
    expect(past.status).toBe(400);
    expect(first(past).field_keys.date).toBe('errors.quick_today_only');
    const nobody = await call(checkOut, { ...w.tA, body: { class_id: w.classA, student_id: w.kids[1], date: TODAY, version: 0 } });
    expect(nobody.status).toBe(400);
    expect(first(nobody).field_keys.picked_up_by_name).toBe('errors.picked_up_by_required');
    const unmarked = await call(checkOut, { ...w.tA, body: { class_id: w.classA, student_id: w.kids[1], date: TODAY, version: 0, picked_up_by_name: 'Chú Tư' } });
    expect(unmarked.status).toBe(400);
    expect(first(unmarked).field_keys.status).toBe('errors.check_out_not_present');
  });

  it('refuses a check-out before the check-in, times on an absent child, and a child of another class', async () => {
    const base = { class_id: w.classA, student_id: w.kids[1], date: YESTERDAY, version: 1 };
    const before = await call(update, { ...w.tA, body: { ...base, status: 'present', check_in_time: '08:00', check_out_time: '07:30' } });
    expect(before.status).toBe(400);
    expect(first(before).field_keys.check_out_time).toBe('errors.check_out_before_check_in');
    const absent = await call(update, { ...w.tA, body: { ...base, status: 'unexcused', check_in_time: '08:00' } });
    expect(absent.status).toBe(400);
    const notInClass = await call(update, { ...w.p, body: { ...base, student_id: w.other, status: 'present' } });
    expect(notInClass.status).toBe(404);
    expect(first(notInClass).message).toBe('errors.not_in_class');
    const badTime = await call(update, { ...w.tA, body: { ...base, status: 'present', check_in_time: '25:00' } });
    expect(first(badTime).field_keys.check_in_time).toBe('errors.invalid_time');
  });

  it('flags late arrivals and late pick-ups from the school’s windows', async () => {
    await ok(
      await call(updateSettings, {
        ...w.p,
        body: { check_in_from: '07:00', check_in_until: '08:00', check_out_from: '16:00', check_out_until: '17:00', work_days: [1, 2, 3, 4, 5, 6] },
      }),
    );
    const r = await ok(
      await call(update, {
        ...w.tA,
        body: { class_id: w.classA, student_id: w.kids[1], date: YESTERDAY, version: 1, status: 'present', check_in_time: '08:20', check_out_time: '17:45', picked_up_by_name: 'Chú Tư' },
      }),
    );
    expect(first(r).data).toMatchObject({ late_arrival: true, late_pickup: true, check_in_time: '08:20', check_out_time: '17:45', picked_up_by_name: 'Chú Tư' });
    // The day's roll call reads the school's windows itself: the same flags, and none for a child inside them.
    await ok(
      await call(update, {
        ...w.tA,
        body: { class_id: w.classA, student_id: w.kids[0], date: YESTERDAY, version: 1, status: 'present', check_in_time: '07:50', check_out_time: '16:40' },
      }),
    );
    const d = await day(w.tA, w.classA, YESTERDAY);
    expect(rowOf(d, w.kids[1])).toMatchObject({ late_arrival: true, late_pickup: true });
    expect(rowOf(d, w.kids[0])).toMatchObject({ late_arrival: false, late_pickup: false, check_in_time: '07:50' });
    // (08:20 is late only under the school's 08:00, not under the default 08:30.)
    expect(d.totals).toMatchObject({ present: 2, checked_out: 2 });
    const settings = (await ok(await call(getSettings, { ...w.tA }))).body.response.data;
    expect(settings.work_days).toEqual([1, 2, 3, 4, 5, 6]);
    // A teacher does not set the school's rules; windows must be in order.
    expect((await call(updateSettings, { ...w.tA, body: settings })).status).toBe(403);
    const bad = await call(updateSettings, { ...w.p, body: { ...settings, check_in_until: '06:00' } });
    expect(first(bad).field_keys.check_in_until).toBe('errors.window_order');
  });

  it('refuses a write based on an old version instead of silently undoing the other teacher’s change', async () => {
    const date = addDays(TODAY, -2);
    const id = w.kids[0];
    await ok(await call(update, { ...w.tA, body: { class_id: w.classA, student_id: id, date, version: 0, status: 'present', note: 'Cô Lan' } }));
    // The principal had loaded the day before the teacher's write (version 0).
    const late = await call(update, { ...w.p, body: { class_id: w.classA, student_id: id, date, version: 0, status: 'unexcused' } });
    expect(late.status).toBe(409);
    expect(first(late).message).toBe('errors.attendance_changed');
    expect(first(late).text).toContain('Nguyễn Thị An');
    expect(first(late).row).toMatchObject({ status: 'present', note: 'Cô Lan', version: 1 });
    // Two writes at once from the same version: exactly one wins.
    const both = await Promise.all(
      ['excused', 'unexcused'].map((status) => call(update, { ...w.tA, body: { class_id: w.classA, student_id: id, date, version: 1, status } })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('shows an approved absence as excused and asks before marking that child present', async () => {
    const date = addDays(TODAY, -3);
    const id = w.kids[1];
    const database = await db();
    await database.insert(absences).values({ tenantId: w.school.id, studentId: id, classId: w.classA, fromDate: date, toDate: date, reason: 'Về quê', status: 'approved' });
    const d = await day(w.tA, w.classA, date);
    expect(rowOf(d, id)).toMatchObject({ status: 'excused', absence_reason: 'Về quê', version: 0 });
    expect(rowOf(d, id).absence_id).toBeTruthy();
    expect(first(await ok(await call(markAll, { ...w.tA, body: { class_id: w.classA, date } }))).data).toEqual({ marked: 2, skipped: 1 });
    const ask = await call(update, { ...w.tA, body: { class_id: w.classA, student_id: id, date, version: 0, status: 'present' } });
    expect(ask.status).toBe(409);
    expect(first(ask).message).toBe('errors.attendance_excused_confirm');
    await ok(await call(update, { ...w.tA, body: { class_id: w.classA, student_id: id, date, version: 0, status: 'present', confirm_excused: true } }));
  });

  it('writes every change to the audit log, with who did it', async () => {
    const database = await db();
    const [rec] = await database
      .select()
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.tenantId, w.school.id), eq(attendanceRecords.studentId, w.kids[0]), eq(attendanceRecords.day, TODAY)));
    const logs = await database.select().from(auditLogs).where(and(eq(auditLogs.recordType, 'attendance_records'), eq(auditLogs.recordId, rec.id)));
    expect(logs.map((l) => l.action).sort()).toEqual(['create', 'update']);
    expect(logs.every((l) => l.userId)).toBe(true);
  });
});

describe('month sheet, child summary and today', () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
    for (const [date, status] of [
      [addDays(TODAY, -1), 'present'],
      [addDays(TODAY, -2), 'excused'],
      [addDays(TODAY, -3), 'unexcused'],
    ] as const) {
      await ok(await call(update, { ...w.p, body: { class_id: w.classA, student_id: w.kids[0], date, version: 0, status } }));
    }
    await ok(await call(markAll, { ...w.tA, body: { class_id: w.classA, date: TODAY } }));
  });

  it('builds children × days with totals per child and per day', async () => {
    const sheet = (await ok(await call(getMonth, { ...w.tA, query: { class_id: w.classA, month: MONTH } }))).body.response.data;
    const days = sheet.days.map((d: Json) => d.date);
    expect(days[0]).toBe(`${MONTH}-01`);
    const an = sheet.rows.find((r: Json) => r.student_id === w.kids[0]);
    const inMonth = (d: string) => d.startsWith(MONTH);
    const expected = { present: 1 + (inMonth(addDays(TODAY, -1)) ? 1 : 0), excused: inMonth(addDays(TODAY, -2)) ? 1 : 0, unexcused: inMonth(addDays(TODAY, -3)) ? 1 : 0 };
    expect(an).toMatchObject(expected);
    expect(an.days[days.indexOf(TODAY)]).toBe('present');
    expect(sheet.present_per_day[days.indexOf(TODAY)]).toBe(3);
    expect(sheet.totals.present).toBe(sheet.rows.reduce((n: number, r: Json) => n + r.present, 0));
    expect((await call(getMonth, { ...w.tA, query: { class_id: w.classB, month: MONTH } })).status).toBe(404);
    expect((await call(getMonth, { ...w.tA, query: { class_id: w.classA, month: '2026-13' } })).status).toBe(400);
  });

  it('exports the month sheet to Excel with headers in the user’s language', async () => {
    const r = await callFile(exportMonth, { ...w.p, query: { class_id: w.classA, month: MONTH }, language: 'en' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(r.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(String(sheet.getCell('A1').value)).toContain('Mầm A');
    expect(sheet.getRow(3).getCell(2).value).toBe('Full name');
    const names = [4, 5, 6].map((n) => sheet.getRow(n).getCell(2).value);
    expect(names).toEqual(['Nguyễn Thị An', 'Lê Văn Bảo', 'Phạm Minh Châu']);
  });

  it('sums a child’s month and hides other classes’ children from a teacher', async () => {
    const s = (await ok(await call(studentMonth, { ...w.tA, query: { student_id: w.kids[0], month: MONTH } }))).body.response.data;
    expect(s.days.length).toBeGreaterThanOrEqual(28);
    expect(s.present).toBeGreaterThanOrEqual(1);
    expect((await call(studentMonth, { ...w.tA, query: { student_id: w.other, month: MONTH } })).status).toBe(404);
  });

  it('counts today’s present / expected in the caller’s scope', async () => {
    const mine = (await ok(await call(today, { ...w.tA }))).body.response.data;
    expect(mine).toMatchObject({ present: 3, expected: 3 });
    expect(mine.classes).toHaveLength(1);
    const all = (await ok(await call(today, { ...w.p }))).body.response.data;
    expect(all).toMatchObject({ present: 3, expected: 4 });
  });

  it('counts late pick-ups against the school’s own window', async () => {
    await ok(
      await call(updateSettings, {
        ...w.p,
        body: { check_in_from: '07:00', check_in_until: '08:00', check_out_from: '16:00', check_out_until: '17:00', work_days: [1, 2, 3, 4, 5, 6] },
      }),
    );
    // 17:10 is late only under the school's 17:00, not under the default 17:30; 17:00 itself is still on time.
    for (const [student_id, check_out_time] of [[w.kids[1], '17:10'], [w.kids[2], '17:00']]) {
      const body = { class_id: w.classA, student_id, date: YESTERDAY, version: 0, status: 'present', check_in_time: '07:40', check_out_time };
      await ok(await call(update, { ...w.tA, body }));
    }
    const sheet = (await ok(await call(getMonth, { ...w.tA, query: { class_id: w.classA, month: YESTERDAY.slice(0, 7) } }))).body.response.data;
    const row = (id: string) => sheet.rows.find((r: Json) => r.student_id === id);
    expect(row(w.kids[1])).toMatchObject({ late_pickups: 1, present: expect.any(Number) });
    expect(row(w.kids[2]).late_pickups).toBe(0);
    expect(sheet.totals.late_pickups).toBe(1);
    const day = sheet.days.findIndex((d: Json) => d.date === YESTERDAY);
    expect(row(w.kids[1]).days[day]).toBe('present');
    expect(sheet.present_per_day[day]).toBe(3);
    // The roll call of that day says the same of each child.
    const rollCall = (await ok(await call(getDay, { ...w.tA, query: { class_id: w.classA, date: YESTERDAY } }))).body.response.data;
    expect([w.kids[1], w.kids[2]].map((id) => rowOf(rollCall, id).late_pickup)).toEqual([true, false]);
  });
});

describe('a child moved after the roll call', () => {
  it('stays on the old class’s day and month sheet where they were marked, and is the new class’s from then on', async () => {
    const w = await world();
    await ok(await call(update, { ...w.p, body: { class_id: w.classA, student_id: w.kids[1], date: TODAY, version: 0, status: 'present' } }));
    await ok(await call(moveClass, { ...w.p, body: { ids: [w.kids[1]], class_id: w.classB } }));
    const a = await day(w.p, w.classA);
    expect(a.rows.map((r: Json) => r.student_id)).toEqual([w.kids[0], w.kids[1], w.kids[2]]);
    expect(rowOf(a, w.kids[1])).toMatchObject({ status: 'present', full_name: 'Lê Văn Bảo' });
    const b = await day(w.p, w.classB);
    expect(b.rows.map((r: Json) => r.student_id).sort()).toEqual([w.kids[1], w.other].sort());
    const sheet = (await ok(await call(getMonth, { ...w.p, query: { class_id: w.classA, month: MONTH } }))).body.response.data;
    expect(sheet.rows.map((r: Json) => r.student_id)).toEqual([w.kids[0], w.kids[1], w.kids[2]]);
    const moved = (await ok(await call(getMonth, { ...w.p, query: { class_id: w.classB, month: MONTH } }))).body.response.data;
    expect(moved.rows.map((r: Json) => r.student_id).sort()).toEqual([w.kids[1], w.other].sort());
  });
});

describe('who may pick a child up, from the stored lists', () => {
  const names = (d: Json, id: string) => rowOf(d, id).pickup_people.map((p: Json) => [p.full_name, p.relationship]);
  const stored = async (id: string) =>
    (await (await db()).select().from(pickupLists).where(eq(pickupLists.studentId, id))).map((r) => [r.locale, r.people]);

  it('keeps each child’s list in both languages, rewritten with the child’s contacts', async () => {
    const w = await world();
    expect((await stored(w.kids[0])).map(([locale]) => locale).sort()).toEqual(['en', 'vi']);
    const body = {
      code: `HS${rand()}`,
      full_name: 'Nguyễn Thị An',
      gender: 'female',
      date_of_birth: '12/03/2021',
      class_id: w.classA,
      guardians: [{ full_name: 'Đỗ Thị Hoa', relationship: 'mother', phone: '0912000111', is_primary: true }],
      pickup_people: [{ full_name: 'Lê Văn Tư', relationship: 'Chú', phone: '0912000222' }],
    };
    await ok(await call(studentUpdate, { ...w.p, params: { id: w.kids[0] }, body }));
    expect(names(await day(w.tA, w.classA), w.kids[0])).toEqual([
      ['Đỗ Thị Hoa', 'Mẹ'],
      ['Lê Văn Tư', 'Chú'],
    ]);
    const en = (await ok(await call(getDay, { ...w.tA, query: { class_id: w.classA, date: TODAY }, language: 'en' }))).body.response.data;
    expect(names(en, w.kids[0])).toEqual([
      ['Đỗ Thị Hoa', 'Mother'],
      ['Lê Văn Tư', 'Chú'],
    ]);
    // No contacts at all: an empty list, not the old one.
    await ok(await call(studentUpdate, { ...w.p, params: { id: w.kids[0] }, body: { ...body, guardians: [], pickup_people: [] } }));
    expect(rowOf(await day(w.tA, w.classA), w.kids[0]).pickup_people).toEqual([]);
  });

  it('never reads a list written with other labels, and rewrites it at start', async () => {
    const w = await world();
    const database = await db();
    // A list an earlier release wrote (other labels): the roll call gathers the people itself.
    await database
      .update(pickupLists)
      .set({ labels: 'earlier', people: [{ full_name: 'Người cũ', relationship: 'Cha' }] })
      .where(eq(pickupLists.studentId, w.kids[1]));
    expect(names(await day(w.tA, w.classA), w.kids[1])).toEqual([
      ['Nguyễn Văn Bình', 'Bố'],
      ['Trần Thị Cúc', 'Bà ngoại'],
    ]);
    // A list that is missing altogether: the same.
    await database.delete(pickupLists).where(eq(pickupLists.studentId, w.kids[2]));
    expect(names(await day(w.tA, w.classA), w.kids[2])).toEqual([
      ['Nguyễn Văn Bình', 'Bố'],
      ['Trần Thị Cúc', 'Bà ngoại'],
    ]);
    await fillPickupLists(database);
    for (const id of [w.kids[1], w.kids[2]]) {
      const lists = Object.fromEntries(await stored(id));
      expect(lists.vi).toEqual([
        { id: expect.any(String), full_name: 'Nguyễn Văn Bình', relationship: 'Bố', phone: '0912345678', is_guardian: true },
        { id: expect.any(String), full_name: 'Trần Thị Cúc', relationship: 'Bà ngoại', phone: '0987654321', is_guardian: false },
      ]);
      expect(lists.en.map((p: Json) => p.relationship)).toEqual(['Father', 'Bà ngoại']);
    }
  });
});
