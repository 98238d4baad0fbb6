import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { PUT as yearUpdate } from '@/app/api/webadmin/SchoolYear/update/[id]/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { POST as studentCreate } from '@/app/api/webadmin/Student/create/route';
import { PUT as studentUpdate } from '@/app/api/webadmin/Student/update/[id]/route';
import { PUT as changeStatus } from '@/app/api/webadmin/Student/change-status/[id]/route';
import { POST as absenceCreate } from '@/app/api/webadmin/Absence/create/route';
import { POST as medicineCreate } from '@/app/api/webadmin/MedicineRequest/create/route';
import { POST as logDose } from '@/app/api/webadmin/MedicineRequest/log-dose/route';
import { POST as vaccineDeclare } from '@/app/api/webadmin/VaccineDeclaration/create/route';
import { POST as healthCreate } from '@/app/api/webadmin/HealthDeclaration/create/route';
import { PUT as healthUpdate } from '@/app/api/webadmin/HealthDeclaration/update/route';
import { POST as healthRound } from '@/app/api/webadmin/HealthDeclaration/create-round/route';
import { PUT as attendanceUpdate } from '@/app/api/webadmin/Attendance/update/route';
import { POST as checkIn } from '@/app/api/webadmin/Attendance/check-in/route';
import { POST as checkOut } from '@/app/api/webadmin/Attendance/check-out/route';
import { POST as markAll } from '@/app/api/webadmin/Attendance/mark-all-present/route';
import { POST as bookSave } from '@/app/api/webadmin/ContactBook/save/route';
import { POST as bookActivities } from '@/app/api/webadmin/ContactBook/save-activities/route';
import { POST as bookSend } from '@/app/api/webadmin/ContactBook/send/route';
import { PUT as menuSave } from '@/app/api/webadmin/Menu/save-week/route';
import { POST as menuCopy } from '@/app/api/webadmin/Menu/copy-week/route';
import { PUT as menuPublish } from '@/app/api/webadmin/Menu/publish/route';
import { POST as eventCreate } from '@/app/api/webadmin/CalendarEvent/create/route';
import { PUT as eventUpdate } from '@/app/api/webadmin/CalendarEvent/update/[id]/route';
import { POST as newsCreate } from '@/app/api/webadmin/News/create/route';
import { PUT as newsUpdate } from '@/app/api/webadmin/News/update/[id]/route';
import { POST as surveyCreate } from '@/app/api/webadmin/Survey/create/route';
import { PUT as surveyUpdate } from '@/app/api/webadmin/Survey/update/[id]/route';
import { POST as pay } from '@/app/api/webadmin/Tuition/record-payment/route';
import { PUT as dueDate } from '@/app/api/webadmin/Tuition/set-due-date/route';
import { POST as generate } from '@/app/api/webadmin/Tuition/generate/route';
import { POST as feeCreate } from '@/app/api/webadmin/FeeItem/create/route';
import { PUT as feeUpdate } from '@/app/api/webadmin/FeeItem/update/[id]/route';
import { POST as appAbsence } from '@/app/api/app/absences/create/route';
import { POST as appMedicine } from '@/app/api/app/medicine-requests/create/route';
import { POST as appHealth } from '@/app/api/app/health-declarations/create/route';
import { POST as appVaccine } from '@/app/api/app/vaccines/create/route';
import { POST as appReply } from '@/app/api/app/contact-book/reply/route';
import type { RouteHandler } from '@/lib/server/http/endpoint';
import { schoolToday } from '@/lib/school-time';
import { yearsFromToday } from '@/lib/day-bounds';
import { call, first, makeSchool, rand, signIn, type CallOptions, type Reply } from '../helpers/world';
import { cookieSession, family, ok, withCookie } from '../helpers/parent-world';

// Issue 40: every day a staff member or a parent sends lies in the school's plausible range — not before the
// school's first school year (here 1 August 2026), and not further ahead than the field allows (lib/day-bounds.ts):
// past facts not in the future, plans at most a year ahead, a birth or a vaccine dose at most ten years back.

const id = () => crypto.randomUUID();
type Kind = 'day' | 'month' | 'week' | 'instant';
/** A value of each kind: far past, far future, the last one before this school's first school year. */
const VALUES: Record<Kind, { past: string; future: string; before: string }> = {
  day: { past: '1900-01-01', future: '2150-01-01', before: '2026-07-31' },
  month: { past: '1900-01', future: '2150-01', before: '2026-07' },
  week: { past: '1900-W10', future: '2150-W10', before: '2026-W30' },
  instant: { past: '1900-01-01T08:00:00+07:00', future: '2150-01-01T08:00:00+07:00', before: '2026-07-31T08:00:00+07:00' },
};
const later = (v: string) => v.replace('T08:', 'T09:');
const question = { type: 'text', title: 'Ý kiến', required: false };

type Row = {
  name: string;
  route: RouteHandler;
  /** The parents' app (signed in with the family's cookie) rather than staff. */
  parent?: boolean;
  kind: Kind;
  field: string;
  body: (v: string) => Record<string, unknown>;
  params?: Record<string, string>;
  /** The error keys of the far past and the far future; `school: false` when the school's first year does not bound it. */
  pastKey: string;
  futureKey: string;
  school?: false;
};
const PAST = 'errors.date_before_school';
const FUTURE = 'errors.date_in_future';
const FAR = 'errors.date_too_far';

const ROWS: Row[] = [
  { name: 'Absence/create', route: absenceCreate, kind: 'day', field: 'from_date', body: (v) => ({ student_id: id(), from_date: v, to_date: v, reason: 'Ốm' }), pastKey: PAST, futureKey: FAR },
  { name: 'MedicineRequest/create', route: medicineCreate, kind: 'day', field: 'from_date', body: (v) => ({ student_id: id(), from_date: v, to_date: v, medicines: [{ name: 'Siro', dose: '5', unit: 'ml', times: ['09:00'] }] }), pastKey: PAST, futureKey: FAR },
  { name: 'MedicineRequest/log-dose', route: logDose, kind: 'day', field: 'day', body: (v) => ({ request_id: id(), day: v, time: '09:00', status: 'given' }), pastKey: PAST, futureKey: FAR },
  { name: 'VaccineDeclaration/create', route: vaccineDeclare, kind: 'day', field: 'date', body: (v) => ({ student_id: id(), vaccine_code: 'BCG', dose_number: 1, date: v }), pastKey: 'errors.date_too_early', futureKey: 'errors.vaccine_date_future', school: false },
  { name: 'HealthDeclaration/create', route: healthCreate, kind: 'day', field: 'measured_on', body: (v) => ({ student_id: id(), measured_on: v, weight_kg: 16 }), pastKey: PAST, futureKey: FAR },
  { name: 'HealthDeclaration/update', route: healthUpdate, kind: 'day', field: 'measured_on', body: (v) => ({ id: id(), student_id: id(), measured_on: v, weight_kg: 16 }), pastKey: PAST, futureKey: FAR },
  { name: 'HealthDeclaration/create-round', route: healthRound, kind: 'day', field: 'measured_on', body: (v) => ({ class_id: id(), measured_on: v, rows: [{ student_id: id(), weight_kg: 16 }] }), pastKey: PAST, futureKey: FAR },
  { name: 'Attendance/update', route: attendanceUpdate, kind: 'day', field: 'date', body: (v) => ({ class_id: id(), student_id: id(), date: v, status: 'unexcused' }), pastKey: PAST, futureKey: FUTURE },
  { name: 'Attendance/check-in', route: checkIn, kind: 'day', field: 'date', body: (v) => ({ class_id: id(), student_id: id(), date: v }), pastKey: PAST, futureKey: FUTURE },
  { name: 'Attendance/check-out', route: checkOut, kind: 'day', field: 'date', body: (v) => ({ class_id: id(), student_id: id(), date: v, picked_up_by_name: 'Mẹ' }), pastKey: PAST, futureKey: FUTURE },
  { name: 'Attendance/mark-all-present', route: markAll, kind: 'day', field: 'date', body: (v) => ({ class_id: id(), date: v }), pastKey: PAST, futureKey: FUTURE },
  { name: 'ContactBook/save', route: bookSave, kind: 'day', field: 'date', body: (v) => ({ date: v, student_id: id(), version: 0, mood: 'happy' }), pastKey: PAST, futureKey: FUTURE },
  { name: 'ContactBook/save-activities', route: bookActivities, kind: 'day', field: 'date', body: (v) => ({ class_id: id(), date: v, activities: 'Vẽ' }), pastKey: PAST, futureKey: FUTURE },
  { name: 'ContactBook/send', route: bookSend, kind: 'day', field: 'date', body: (v) => ({ class_id: id(), date: v }), pastKey: PAST, futureKey: FUTURE },
  { name: 'Menu/save-week (a day)', route: menuSave, kind: 'day', field: 'days.0.date', body: (v) => ({ age_group: 'mau_giao', week: '2026-W49', days: [{ date: v, meals: [] }] }), pastKey: PAST, futureKey: FAR },
  { name: 'Menu/save-week (the week)', route: menuSave, kind: 'week', field: 'week', body: (v) => ({ age_group: 'mau_giao', week: v, days: [] }), pastKey: PAST, futureKey: FAR },
  { name: 'Menu/copy-week', route: menuCopy, kind: 'week', field: 'to_week', body: (v) => ({ age_group: 'mau_giao', from_week: '2026-W49', to_week: v }), pastKey: PAST, futureKey: FAR },
  { name: 'Menu/publish', route: menuPublish, kind: 'week', field: 'week', body: (v) => ({ age_group: 'mau_giao', week: v }), pastKey: PAST, futureKey: FAR },
  { name: 'CalendarEvent/create', route: eventCreate, kind: 'instant', field: 'starts_at', body: (v) => ({ title: 'Họp', starts_at: v, ends_at: later(v) }), pastKey: PAST, futureKey: FAR },
  { name: 'CalendarEvent/update', route: eventUpdate, params: { id: id() }, kind: 'instant', field: 'ends_at', body: (v) => ({ title: 'Họp', starts_at: v, ends_at: later(v) }), pastKey: PAST, futureKey: FAR },
  { name: 'News/create', route: newsCreate, kind: 'instant', field: 'publish_at', body: (v) => ({ kind: 'public', title: 'Tin', status: 'scheduled', publish_at: v }), pastKey: PAST, futureKey: FAR },
  { name: 'News/update', route: newsUpdate, params: { id: id() }, kind: 'instant', field: 'publish_at', body: (v) => ({ kind: 'public', title: 'Tin', status: 'scheduled', publish_at: v }), pastKey: PAST, futureKey: FAR },
  { name: 'Survey/create', route: surveyCreate, kind: 'instant', field: 'opens_at', body: (v) => ({ title: 'Khảo sát', opens_at: v, closes_at: later(v), questions: [question] }), pastKey: PAST, futureKey: FAR },
  { name: 'Survey/update', route: surveyUpdate, params: { id: id() }, kind: 'instant', field: 'closes_at', body: (v) => ({ title: 'Khảo sát', opens_at: v, closes_at: later(v), questions: [question] }), pastKey: PAST, futureKey: FAR },
  { name: 'Tuition/record-payment', route: pay, kind: 'day', field: 'paid_on', body: (v) => ({ invoice_id: id(), method: 'cash', amount: 1000, paid_on: v }), pastKey: PAST, futureKey: FUTURE },
  { name: 'Tuition/set-due-date', route: dueDate, kind: 'day', field: 'due_date', body: (v) => ({ id: id(), due_date: v }), pastKey: PAST, futureKey: FAR },
  { name: 'Tuition/generate', route: generate, kind: 'month', field: 'month', body: (v) => ({ month: v, class_id: id() }), pastKey: PAST, futureKey: FAR },
  { name: 'FeeItem/create', route: feeCreate, kind: 'month', field: 'valid_from', body: (v) => ({ name: 'Học phí', kind: 'monthly', amount: 1000, valid_from: v }), pastKey: PAST, futureKey: FAR },
  { name: 'FeeItem/update', route: feeUpdate, params: { id: id() }, kind: 'month', field: 'valid_from', body: (v) => ({ name: 'Học phí', kind: 'monthly', amount: 1000, valid_from: v }), pastKey: PAST, futureKey: FAR },
  { name: 'Student/change-status', route: changeStatus, params: { id: id() }, kind: 'day', field: 'date', body: (v) => ({ status: 'left', date: v }), pastKey: PAST, futureKey: FUTURE },
  { name: 'Student/create (birth)', route: studentCreate, kind: 'day', field: 'date_of_birth', body: (v) => ({ code: `HS${rand()}`, full_name: 'Bé An', gender: 'male', date_of_birth: v }), pastKey: 'errors.date_of_birth_too_early', futureKey: 'errors.date_of_birth_future', school: false },
  { name: 'Student/update (enrolment)', route: studentUpdate, params: { id: id() }, kind: 'day', field: 'enrolment_date', body: (v) => ({ code: `HS${rand()}`, full_name: 'Bé An', gender: 'male', date_of_birth: '2022-02-02', enrolment_date: v }), pastKey: 'errors.date_too_early', futureKey: FAR, school: false },
  { name: 'SchoolYear/create', route: yearCreate, kind: 'day', field: 'start_date', body: (v) => ({ name: `Năm ${rand()}`, start_date: v, end_date: '2150-12-31' }), pastKey: 'errors.date_too_early', futureKey: FAR, school: false },
  { name: 'SchoolYear/update', route: yearUpdate, params: { id: id() }, kind: 'day', field: 'end_date', body: (v) => ({ name: `Năm ${rand()}`, start_date: '1899-12-31', end_date: v }), pastKey: 'errors.date_too_early', futureKey: FAR, school: false },
  { name: 'app absences/create', route: appAbsence, parent: true, kind: 'day', field: 'to_date', body: (v) => ({ student_id: id(), from_date: v, to_date: v, reason: 'Ốm' }), pastKey: PAST, futureKey: FAR },
  { name: 'app medicine-requests/create', route: appMedicine, parent: true, kind: 'day', field: 'to_date', body: (v) => ({ student_id: id(), from_date: v, to_date: v, medicines: [{ name: 'Siro', dose: '5', unit: 'ml', times: ['09:00'] }] }), pastKey: PAST, futureKey: FAR },
  { name: 'app health-declarations/create', route: appHealth, parent: true, kind: 'day', field: 'measured_on', body: (v) => ({ student_id: id(), measured_on: v, weight_kg: 16 }), pastKey: PAST, futureKey: FAR },
  { name: 'app vaccines/create', route: appVaccine, parent: true, kind: 'day', field: 'date', body: (v) => ({ student_id: id(), vaccine_code: 'BCG', dose_number: 1, date: v }), pastKey: 'errors.date_too_early', futureKey: 'errors.vaccine_date_future', school: false },
  { name: 'app contact-book/reply', route: appReply, parent: true, kind: 'day', field: 'date', body: (v) => ({ student_id: id(), date: v, content: 'Cảm ơn cô' }), pastKey: PAST, futureKey: FUTURE },
];

describe('dates within the school’s plausible range, in every request body that carries one', () => {
  let staff: CallOptions;
  let parent: CallOptions;
  beforeAll(async () => {
    const school = await makeSchool();
    const principal = await school.addUser({ roles: ['principal'] });
    const as = { token: await signIn(principal.username, principal.password), tenantId: school.id };
    // The school's first school year starts on 1 August 2026 (a later one does not move that).
    const year = first(ok(await call(yearCreate, { ...as, body: { name: `Năm ${rand()}`, start_date: '2026-08-01', end_date: '2027-07-31', is_current: true } }))).id as string;
    ok(await call(yearCreate, { ...as, body: { name: `Năm ${rand()}`, start_date: '2027-08-01', end_date: '2028-07-31' } }));
    const classId = first(ok(await call(classCreate, { ...as, body: { name: `Lá ${rand()}`, age_group: 'mau_giao_be', school_year_id: year, capacity: 30 } }))).id as string;
    const f = await family(school, as, classId, `Bé ${rand()}`);
    staff = { ...as, language: 'en' };
    parent = { ...withCookie(await cookieSession(school, f)), language: 'en' };
  });

  const send = (row: Row, value: string): Promise<Reply> =>
    call(row.route, { ...(row.parent ? parent : staff), body: row.body(value), ...(row.params && { params: row.params }) });

  /** The field's error key and its words, as the form shows them. */
  const fieldError = (r: Reply, field: string) => {
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    const e = first(r) as { field_keys?: Record<string, string>; fields?: Record<string, string> };
    return { key: e.field_keys?.[field], words: e.fields?.[field] };
  };

  it.each(ROWS)('$name: a far past day is refused with the field’s error', async (row) => {
    const { key, words } = fieldError(await send(row, VALUES[row.kind].past), row.field);
    expect(key).toBe(row.pastKey);
    expect(words).toMatch(/past|before|ago/);
  });

  it.each(ROWS)('$name: a far future day is refused with the field’s error', async (row) => {
    const { key, words } = fieldError(await send(row, VALUES[row.kind].future), row.field);
    expect(key).toBe(row.futureKey);
    expect(words).toMatch(/future/);
  });

  it.each(ROWS.filter((r) => r.school !== false))('$name: a day before the school’s first school year is refused', async (row) => {
    const { key, words } = fieldError(await send(row, VALUES[row.kind].before), row.field);
    expect(key).toBe(PAST);
    expect(words).toBe("The date is before the school's first school year.");
  });

  it('accepts plausible days: today for a payment or a leave request, a child born four years ago, next year’s school year', async () => {
    const today = schoolToday();
    // The unknown invoice, child and request are then "not found": the days themselves passed.
    expect((await send(ROWS.find((r) => r.name === 'Tuition/record-payment')!, today)).status).toBe(404);
    expect((await send(ROWS.find((r) => r.name === 'Absence/create')!, today)).status).toBe(404);
    expect((await send(ROWS.find((r) => r.name === 'app absences/create')!, '2026-08-01')).status).toBe(404);
    const born = await call(studentCreate, { ...staff, body: { code: `HS${rand()}`, full_name: 'Bé Bình', gender: 'female', date_of_birth: yearsFromToday(-4) } });
    expect(born.status, JSON.stringify(born.body)).toBe(200);
    const next = await call(yearCreate, { ...staff, body: { name: `Năm ${rand()}`, start_date: '2028-08-01', end_date: '2029-07-31' } });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
  });

  it('says it in Vietnamese by default', async () => {
    const row = ROWS[0];
    const r = await call(row.route, { ...staff, language: 'vi', body: row.body(VALUES.day.before) });
    expect(first(r).fields?.from_date).toBe('Ngày này trước năm học đầu tiên của trường.');
  });
});
