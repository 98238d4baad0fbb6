import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { POST as checkIn } from '@/app/api/webadmin/Attendance/check-in/route';
import { POST as checkOut } from '@/app/api/webadmin/Attendance/check-out/route';
import { PUT as approveMedicine } from '@/app/api/webadmin/MedicineRequest/approve/route';
import { POST as logDose } from '@/app/api/webadmin/MedicineRequest/log-dose/route';
import { PUT as approveAbsence } from '@/app/api/webadmin/Absence/approve/route';
import { POST as newsCreate } from '@/app/api/webadmin/News/create/route';
import { POST as eventCreate } from '@/app/api/webadmin/CalendarEvent/create/route';
import { POST as appAbsenceCreate } from '@/app/api/app/absences/create/route';
import { POST as appMedicineCreate } from '@/app/api/app/medicine-requests/create/route';
import { POST as appMessageCreate } from '@/app/api/app/messages/create/route';
import { GET as appHome } from '@/app/api/app/home/route';
import { PUT as markRead } from '@/app/api/webadmin/MessageRequest/mark-read/route';
import { addDays, schoolToday } from '@/lib/school-time';
import { call, first, rand, type Json } from '../helpers/world';
import { ok, requestsWorld, status, type RequestsWorld } from '../helpers/requests-world';

const TODAY = schoolToday();
const TOMORROW = addDays(TODAY, 1);
const home = async (token: string, student_id: string, language?: string) =>
  ok(await call(appHome, { token, query: { student_id }, language })).body.response.data as Json;

describe('the parents’ home (GET /api/app/home)', () => {
  let w: RequestsWorld;
  beforeAll(async () => {
    w = await requestsWorld();
  });

  it('a child with nothing today: an empty day, no balance, nothing waiting', async () => {
    const h = await home(w.parentChi, w.chi);
    expect(h).toMatchObject({
      student: { id: w.chi, full_name: 'Trần Minh Chí', class_name: 'Mầm B' },
      today: TODAY,
      attendance: { status: null, check_in_time: null, check_out_time: null, picked_up_by: null },
      doses: [],
      news: [],
      balance: { amount: 0, invoices: 0 },
      requests: [],
      events: [],
    });
  });

  it('shows the child’s day: the roll call, the doses, the news, the balance, the requests and the events', async () => {
    // The teacher checks Ân in and out: the family sees the times and who picked her up.
    const inRow = first(ok(await call(checkIn, { ...w.tA, body: { class_id: w.classA, student_id: w.an, date: TODAY, brought_by: 'Mẹ' } }))).data;
    ok(await call(checkOut, { ...w.tA, body: { class_id: w.classA, student_id: w.an, date: TODAY, version: inRow.version, picked_up_by_name: 'Bà ngoại' } }));

    // A medicine request, approved, one dose given and one not given.
    const syrup = { name: 'Siro ho', dose: '5', unit: 'ml', times: ['08:00', '11:00', '15:00'], instructions: null };
    const medicine = first(
      ok(await call(appMedicineCreate, { token: w.parentAn, body: { student_id: w.an, from_date: TODAY, to_date: TOMORROW, medicines: [syrup], note: null } })),
    ).id as string;
    ok(await call(approveMedicine, { ...w.tA, body: { id: medicine } }));
    ok(await call(logDose, { ...w.tA, body: { request_id: medicine, day: TODAY, time: '08:00', status: 'given' } }));
    ok(await call(logDose, { ...w.tA, body: { request_id: medicine, day: TODAY, time: '11:00', status: 'not_given', reason: 'Bé đang ngủ' } }));

    // A leave waiting, a leave decided today, a message unread.
    const reason = `Về quê ${rand()}`;
    const waiting = first(ok(await call(appAbsenceCreate, { token: w.parentAn, body: { student_id: w.an, from_date: TOMORROW, to_date: TOMORROW, reason } }))).id;
    const decided = first(
      ok(await call(appAbsenceCreate, { token: w.parentAn, body: { student_id: w.an, from_date: addDays(TODAY, 2), to_date: addDays(TODAY, 2), reason: 'Khám răng' } })),
    ).id;
    ok(await call(approveAbsence, { ...w.p, body: { id: decided } }));
    const message = first(
      ok(await call(appMessageCreate, { token: w.parentAn, body: { student_id: w.an, recipient: 'teacher', category: 'other', content: 'Cô ơi cho bé ngủ sớm' } })),
    ).id;

    // News for the school and for the other class; an event for Ân's class and one for the other class.
    const school = first(ok(await call(newsCreate, { ...w.p, body: { kind: 'public', title: 'Tin cả trường', status: 'published' } }))).id;
    ok(await call(newsCreate, { ...w.p, body: { kind: 'class', class_ids: [w.classB], title: 'Tin lớp B', status: 'published' } }));
    const soon = addDays(TODAY, 3);
    const event = first(
      ok(await call(eventCreate, { ...w.p, body: { title: 'Họp phụ huynh', starts_at: `${soon}T08:00`, ends_at: `${soon}T10:00`, place: 'Hội trường', class_ids: [w.classA] } })),
    ).id;
    ok(await call(eventCreate, { ...w.p, body: { title: 'Dã ngoại lớp B', starts_at: `${soon}T08:00`, ends_at: `${soon}T10:00`, class_ids: [w.classB] } }));

    // An issued invoice, partly paid.
    const database = await db();
    await database.execute(sql`insert into invoices (tenant_id, invoice_no, student_id, class_id, month, status, total, paid)
      values (${w.school.id}, ${`HD${rand()}`}, ${w.an}, ${w.classA}, ${`${TODAY.slice(0, 7)}-01`}, 'partly_paid', 2500000, 1000000)`);

    const h = await home(w.parentAn, w.an);
    expect(h.student).toMatchObject({ id: w.an, class_name: 'Mầm A' });
    expect(h.attendance).toMatchObject({ status: 'present', check_in_time: inRow.check_in_time, brought_by: 'Mẹ', picked_up_by: 'Bà ngoại' });
    expect(h.attendance.check_out_time).toMatch(/^\d{2}:\d{2}$/);
    expect(h.doses.map((d: Json) => [d.time, d.status, d.reason])).toEqual([
      ['08:00', 'given', null],
      ['11:00', 'not_given', 'Bé đang ngủ'],
      ['15:00', 'due', null],
    ]);
    expect(h.doses[0].medicines).toEqual([{ name: 'Siro ho', dose: '5', unit: 'ml' }]);
    expect(h.news.map((n: Json) => n.id)).toEqual([school]);
    expect(h.news[0]).toMatchObject({ title: 'Tin cả trường', read: false, cover_thumb_url: null });
    expect(h.balance).toEqual({ amount: 1_500_000, invoices: 1 });
    // Waiting first (newest first), then the decided leave with its decision; the approved medicine request too.
    const byId = new Map((h.requests as Json[]).map((r) => [r.id, r]));
    expect(byId.get(waiting)).toMatchObject({ kind: 'absence', status: 'pending', waiting: true, text: reason, from_date: TOMORROW });
    expect(byId.get(message)).toMatchObject({ kind: 'message', status: 'unread', waiting: true });
    expect(byId.get(decided)).toMatchObject({ kind: 'absence', status: 'approved', waiting: false });
    expect(byId.get(medicine)).toMatchObject({ kind: 'medicine', status: 'approved', waiting: false, text: 'Siro ho' });
    expect((h.requests as Json[]).findIndex((r) => !r.waiting)).toBeGreaterThan((h.requests as Json[]).findLastIndex((r) => r.waiting));
    expect(h.events).toEqual([expect.objectContaining({ id: event, title: 'Họp phụ huynh', place: 'Hội trường', needs_reply: true, answer: null })]);
  });

  it('a message the school has read is no longer in progress', async () => {
    const message = first(
      ok(await call(appMessageCreate, { token: w.parentAn, body: { student_id: w.an, recipient: 'school', category: 'meal', content: `Bé ăn chay ${rand()}` } })),
    ).id;
    expect((await home(w.parentAn, w.an)).requests.map((r: Json) => r.id)).toContain(message);
    ok(await call(markRead, { ...w.p, body: { id: message } }));
    expect((await home(w.parentAn, w.an)).requests.map((r: Json) => r.id)).not.toContain(message);
  });

  it('another family’s child of the same school and another school’s child are not found', async () => {
    status(await call(appHome, { token: w.parentAn, query: { student_id: w.chi } }), 404);
    status(await call(appHome, { token: w.parentAn, query: { student_id: w.other.an } }), 404);
    status(await call(appHome, { token: w.other.parentAn, query: { student_id: w.an } }), 404);
  });

  it('refuses bad input (translated) and a staff token', async () => {
    const bad = status(await call(appHome, { token: w.parentAn, query: { student_id: 'abc' }, language: 'en' }), 400);
    expect(JSON.stringify(bad.body)).toContain('student_id');
    status(await call(appHome, { token: w.parentAn }), 400);
    status(await call(appHome, { token: w.p.token, query: { student_id: w.an } }), 401);
    status(await call(appHome, { query: { student_id: w.an } }), 401);
  });
});
