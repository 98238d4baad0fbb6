import { beforeAll, describe, expect, it } from 'vitest';
import { POST as appMedicine } from '@/app/api/app/medicine-requests/create/route';
import { PUT as approveMedicine } from '@/app/api/webadmin/MedicineRequest/approve/route';
import { POST as logDose } from '@/app/api/webadmin/MedicineRequest/log-dose/route';
import { PUT as attendanceUpdate } from '@/app/api/webadmin/Attendance/update/route';
import { POST as surveyCreate } from '@/app/api/webadmin/Survey/create/route';
import { GET as surveyDetail } from '@/app/api/webadmin/Survey/get-detail/route';
import { PUT as surveyClose } from '@/app/api/webadmin/Survey/close/route';
import { POST as appAnswer } from '@/app/api/app/surveys/answer/route';
import { POST as eventCreate } from '@/app/api/webadmin/CalendarEvent/create/route';
import { runNotificationSchedule } from '@/lib/server/notification-schedule/run-schedule';
import { addDays, schoolInstant, schoolToday } from '@/lib/school-time';
import { formatDate } from '@/lib/format';
import { call, first, rand } from '../helpers/world';
import { ok, requestsWorld, type RequestsWorld } from '../helpers/requests-world';
import { outbox } from '../helpers/outbox';

// The scheduled notices: a pass as of an injected clock finds what is due and writes it into the outbox, once —
// a second pass, or two passes at the same moment (on PostgreSQL: two transactions racing), write nothing more.

const TODAY = schoolToday();
const T1 = addDays(TODAY, 1);
const T2 = addDays(TODAY, 2);
const at = (day: string, time: string) => new Date(schoolInstant(day, time));
const hoursFromNow = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();

const QUESTION = { type: 'single', title: 'Bé đi học bằng gì?', required: true, options: ['Xe máy', 'Ô tô'] };
const survey = (over: Record<string, unknown> = {}) => ({
  kind: 'survey',
  title: `Khảo sát ${rand()}`,
  description: '',
  audience: 'parents',
  class_ids: [],
  opens_at: hoursFromNow(-1),
  closes_at: at(T2, '17:00').toISOString(),
  status: 'open',
  questions: [QUESTION],
  ...over,
});

describe('scheduled notices', () => {
  let w: RequestsWorld;
  const mine = async (kind: string) => outbox(w.school.id, kind);
  beforeAll(async () => {
    w = await requestsWorld();
  });

  it('a dose due in 15 minutes rings the nurse and the class once, unless logged or the child is absent', async () => {
    const medicines = [{ name: 'Siro ho', dose: '5', unit: 'ml', times: ['08:00', '14:00'], instructions: null }];
    const request = async (token: string, student_id: string) => {
      const id = first(ok(await call(appMedicine, { token, body: { student_id, from_date: TODAY, to_date: TODAY, medicines, note: null } }))).id;
      ok(await call(approveMedicine, { ...w.nurse, body: { id } }));
      return id as string;
    };
    const an = await request(w.parentAn, w.an);
    const chi = await request(w.parentChi, w.chi);
    ok(
      await call(attendanceUpdate, {
        ...w.tB,
        body: { class_id: w.classB, student_id: w.chi, date: TODAY, version: 0, status: 'unexcused', check_in_time: null, brought_by: null, check_out_time: null, picked_up_by_id: null, picked_up_by_name: 'x', note: 'Ốm' },
      }),
    );

    await runNotificationSchedule(at(TODAY, '07:44'));
    expect(await mine('dose_due')).toEqual([]);
    // Counted in this school's outbox: a pass covers every school of the database, and other tests share it.
    await runNotificationSchedule(at(TODAY, '07:45'));
    expect(await mine('dose_due')).toHaveLength(1);
    await runNotificationSchedule(at(TODAY, '07:50'));
    const due = await mine('dose_due');
    expect(due).toHaveLength(1);
    expect(due[0]).toMatchObject({
      audience: { type: 'staff', menu: 'medicine-request', action: 'update', classId: w.classA },
      params: { child: 'Nguyễn Thị Ân', class: 'Mầm A', medicine: 'Siro ho', time: '08:00' },
      url: '/management/medicine-request/mobile',
      tag: `dose:${an}:${TODAY}:08:00`,
      student_id: w.an,
      dedupe_key: `dose_due:${an}:${TODAY}:08:00`,
    });
    expect(due.some((e) => e.tag.includes(chi))).toBe(false);
    // Logged before its window opens: nobody is reminded of the 14:00 dose.
    ok(await call(logDose, { ...w.tA, body: { request_id: an, day: TODAY, time: '14:00', status: 'given' } }));
    await runNotificationSchedule(at(TODAY, '13:50'));
    expect(await mine('dose_due')).toHaveLength(1);
  });

  it('two passes at the same moment write each notice once', async () => {
    const id = first(
      ok(await call(appMedicine, { token: w.parentAn, body: { student_id: w.an, from_date: TODAY, to_date: TODAY, medicines: [{ name: 'Men tiêu hóa', dose: '1', unit: 'gói', times: ['10:30'], instructions: null }], note: null } })),
    ).id;
    ok(await call(approveMedicine, { ...w.nurse, body: { id } }));
    const now = at(TODAY, '10:20');
    const runs = await Promise.all([runNotificationSchedule(now), runNotificationSchedule(now), runNotificationSchedule(now)]);
    expect(runs.map((r) => r.dose_due).reduce((a, b) => a + b)).toBeGreaterThanOrEqual(1);
    expect((await mine('dose_due')).filter((e) => e.tag === `dose:${id}:${TODAY}:10:30`)).toHaveLength(1);
  });

  it('the day before a survey closes, the families who have not answered are reminded once', async () => {
    const body = survey({ class_ids: [w.classA, w.classB] });
    const id = first(ok(await call(surveyCreate, { ...w.p, body }))).id;
    const question = ok(await call(surveyDetail, { ...w.p, query: { id } })).body.response.data.questions[0].id;
    ok(await call(appAnswer, { token: w.parentAn, body: { survey_id: id, student_id: w.an, answers: [{ question_id: question, value: 'Xe máy' }] } }));

    await runNotificationSchedule(at(T1, '07:59'));
    expect((await mine('survey_closing')).filter((e) => e.tag === `survey:${id}`)).toEqual([]);
    await runNotificationSchedule(at(T1, '08:00'));
    await runNotificationSchedule(at(T1, '12:00'));
    const closing = (await mine('survey_closing')).filter((e) => e.tag === `survey:${id}`);
    expect(closing).toHaveLength(1);
    expect(closing[0]).toMatchObject({
      audience: { type: 'students', studentIds: [w.chi] },
      params: { title: body.title, closes: formatDate(body.closes_at) },
      url: '/parent/surveys',
    });
  });

  it('the day before an event, its families are reminded once', async () => {
    const starts = at(T2, '09:00').toISOString();
    const title = `Dã ngoại ${rand()}`;
    const id = first(
      ok(await call(eventCreate, { ...w.p, body: { title, starts_at: starts, ends_at: at(T2, '11:00').toISOString(), place: '', description: '', class_ids: [w.classB], needs_reply: false, status: 'published' } })),
    ).id;
    await runNotificationSchedule(at(TODAY, '23:59'));
    expect((await mine('event_tomorrow')).filter((e) => e.tag === `event:${id}`)).toEqual([]);
    await runNotificationSchedule(at(T1, '08:00'));
    await runNotificationSchedule(at(T1, '09:00'));
    const tomorrow = (await mine('event_tomorrow')).filter((e) => e.tag === `event:${id}`);
    expect(tomorrow).toHaveLength(1);
    expect(tomorrow[0]).toMatchObject({
      audience: { type: 'classes', classIds: [w.classB] },
      params: { title, date: formatDate(starts) },
      url: '/parent/events',
    });
  });

  it('a survey whose closing time passed, or that staff closed, rings the staff who run surveys once', async () => {
    const closes = at(T1, '10:00');
    const body = survey({ closes_at: closes.toISOString() });
    const id = first(ok(await call(surveyCreate, { ...w.p, body }))).id;
    const question = ok(await call(surveyDetail, { ...w.p, query: { id } })).body.response.data.questions[0].id;
    ok(await call(appAnswer, { token: w.parentChi, body: { survey_id: id, student_id: w.chi, answers: [{ question_id: question, value: 'Ô tô' }] } }));
    const closed = async () => (await mine('survey_closed')).filter((e) => e.tag === `survey:${id}`);

    await runNotificationSchedule(new Date(closes.getTime() - 60_000));
    await runNotificationSchedule(new Date(closes.getTime() + 25 * 3600_000)); // long past: not announced late
    expect(await closed()).toEqual([]);
    await runNotificationSchedule(new Date(closes.getTime() + 60_000));
    await runNotificationSchedule(new Date(closes.getTime() + 120_000));
    expect(await closed()).toHaveLength(1);
    expect((await closed())[0]).toMatchObject({
      audience: { type: 'staff', menu: 'survey', action: 'update', classId: null },
      params: { title: body.title, answers: 1 },
      url: '/management/survey',
      dedupe_key: `survey:${id}`.replace('survey:', 'survey_closed:'),
    });

    const early = first(ok(await call(surveyCreate, { ...w.p, body: survey({ class_ids: [w.classA] }) }))).id;
    ok(await call(surveyClose, { ...w.p, body: { id: early } }));
    await runNotificationSchedule(new Date(Date.now() + 1000));
    await runNotificationSchedule(new Date(Date.now() + 2000));
    const staffClosed = (await mine('survey_closed')).filter((e) => e.tag === `survey:${early}`);
    expect(staffClosed).toHaveLength(1);
    expect(staffClosed[0].audience).toEqual({ type: 'staff', menu: 'survey', action: 'update', classId: w.classA });
    expect(staffClosed[0].params.answers).toBe(0);
  });

  it("another school's outbox holds nothing of these", async () => {
    expect(await outbox(w.other.school.id)).toEqual([]);
  });
});
