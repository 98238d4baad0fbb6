import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { GET as list } from '@/app/api/webadmin/MedicineRequest/get-list/route';
import { GET as detail } from '@/app/api/webadmin/MedicineRequest/get-detail/route';
import { PUT as approve } from '@/app/api/webadmin/MedicineRequest/approve/route';
import { PUT as reject } from '@/app/api/webadmin/MedicineRequest/reject/route';
import { POST as logDose } from '@/app/api/webadmin/MedicineRequest/log-dose/route';
import { GET as due } from '@/app/api/webadmin/MedicineRequest/get-due/route';
import { GET as staffPhoto } from '@/app/api/webadmin/MedicineRequest/photo/route';
import { GET as appList } from '@/app/api/app/medicine-requests/route';
import { POST as appCreate } from '@/app/api/app/medicine-requests/create/route';
import { POST as appCancel } from '@/app/api/app/medicine-requests/cancel/route';
import { POST as appUpload } from '@/app/api/app/medicine-requests/upload-photo/[id]/route';
import { GET as appPhoto } from '@/app/api/app/medicine-requests/photo/route';
import { GET as appAbsences } from '@/app/api/app/absences/route';
import { POST as appAbsenceCreate } from '@/app/api/app/absences/create/route';
import { sql } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { addDays, schoolToday } from '@/lib/school-time';
import { translate } from '@/lib/i18n/translate';
import { MAX_REQUEST_PHOTO_BYTES } from '@/lib/request-values';
import { call, callFile, first, UA, type Json, type Reply } from '../helpers/world';
import { badge, ok, requestsWorld, status, type As, type RequestsWorld } from '../helpers/requests-world';

const TODAY = schoolToday();
const YESTERDAY = addDays(TODAY, -1);
const TOMORROW = addDays(TODAY, 1);

const SYRUP = { name: 'Siro ho Prospan', dose: '5', unit: 'ml', times: ['14:00', '08:00'], instructions: 'Uống sau ăn' };

function request(student_id: string, extra: Record<string, unknown> = {}) {
  return { student_id, from_date: YESTERDAY, to_date: TOMORROW, medicines: [SYRUP], note: 'Bé đang ho', ...extra };
}

async function send(parent: string, body: unknown) {
  return first(ok(await call(appCreate, { token: parent, body }))).id as string;
}

async function familyLog(parent: string, id: string) {
  const all = ok(await call(appList, { token: parent })).body.response.data as Json[];
  return all.find((r) => r.id === id);
}

async function uploadAs(token: string, id: string, bytes: Uint8Array, type: string): Promise<Reply> {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart], { type }), 'thuoc.png');
  const request = new Request(`http://localhost/api/app/medicine-requests/upload-photo/${id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'user-agent': UA.samsung },
    body: form,
  });
  const response = await appUpload(request, { params: Promise.resolve({ id }) });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

describe('medicine requests', () => {
  let w: RequestsWorld;
  beforeAll(async () => {
    w = await requestsWorld();
  });

  it('a parent sends a request, the teacher accepts it and logs the doses, the parent reads the log', async () => {
    const id = await send(w.parentAn, request(w.an));
    const tA: As = w.tA;

    // Pending: counted in the badge of the principal and of the child's teacher, not of the other class's.
    expect(await badge(w.p, 'medicine-request')).toBe(1);
    expect(await badge(tA, 'medicine-request')).toBe(1);
    expect(await badge(w.tB, 'medicine-request')).toBe(0);
    const listed = ok(await call(list, { ...tA, query: { status: 'pending' } })).body.response;
    expect(listed.total).toBe(1);
    expect(listed.data[0]).toMatchObject({ id, student_name: 'Nguyễn Thị Ân', class_name: 'Mầm A', source: 'parent', created_by_name: 'Phạm Thị Hoa', times: ['08:00', '14:00'] });
    expect(listed.data[0].medicines[0]).toMatchObject({ name: 'Siro ho Prospan', dose: '5', unit: 'ml', times: ['08:00', '14:00'], instructions: 'Uống sau ăn' });

    ok(await call(approve, { ...tA, body: { id } }));
    expect(await badge(tA, 'medicine-request')).toBe(0);
    // Deciding twice: 409, naming the state.
    status(await call(approve, { ...w.p, body: { id } }), 409, 'errors.request_not_pending');

    // Today's slots for teacher A; none for teacher B.
    const slots = ok(await call(due, tA)).body.response.data as Json[];
    expect(slots.filter((s) => s.request_id === id).map((s) => [s.time, s.status])).toEqual([['08:00', 'due'], ['14:00', 'due']]);
    expect((ok(await call(due, w.tB)).body.response.data as Json[]).some((s) => s.request_id === id)).toBe(false);

    ok(await call(logDose, { ...tA, body: { request_id: id, day: TODAY, time: '08:00', status: 'given' } }));
    ok(await call(logDose, { ...tA, body: { request_id: id, day: TODAY, time: '14:00', status: 'not_given', reason: 'Bé ngủ chưa dậy' } }));

    const log = await familyLog(w.parentAn, id);
    expect(log).toMatchObject({ id, student_id: w.an, from_date: YESTERDAY, to_date: TOMORROW, status: 'approved', reason: null });
    expect(log.medicines).toEqual([{ name: 'Siro ho Prospan', dose: '5', unit: 'ml', times: ['08:00', '14:00'], instructions: 'Uống sau ăn' }]);
    const today = (log.doses as Json[]).filter((d) => d.day === TODAY);
    expect(today).toMatchObject([
      { day: TODAY, time: '08:00', status: 'given', given_by_name: 'Cô Hằng', reason: null },
      { day: TODAY, time: '14:00', status: 'not_given', reason: 'Bé ngủ chưa dậy' },
    ]);
    expect(today[0].given_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Three days × two times, the rest still due.
    expect(log.doses).toHaveLength(6);
    expect((log.doses as Json[]).filter((d) => d.status === 'due')).toHaveLength(4);

    // The staff list counts the doses the request schedules (three days × two times), not the logged ones:
    // "1 of 6 doses given", never "1/1" after the first.
    const row = (ok(await call(list, tA)).body.response.data as Json[]).find((r) => r.id === id);
    expect(row).toMatchObject({ doses_scheduled: 6 });
    expect((row.doses as Json[]).filter((d) => d.status === 'given')).toHaveLength(1);
    expect(log.doses_scheduled).toBe(6);

    const staff = ok(await call(detail, { ...w.nurse, query: { id } })).body.response.data;
    expect(staff.doses.find((d: Json) => d.day === TODAY && d.time === '08:00')).toMatchObject({ status: 'given', given_by_name: 'Cô Hằng' });
  });

  it('refuses bad dose logs with a clear message and writes nothing', async () => {
    const id = await send(w.parentAn, request(w.an, { medicines: [{ ...SYRUP, times: ['08:00'] }] }));
    const slot = { request_id: id, day: TODAY, time: '08:00', status: 'given' };
    // Not accepted yet.
    status(await call(logDose, { ...w.tA, body: slot }), 409, 'errors.medicine_not_approved');
    ok(await call(approve, { ...w.p, body: { id } }));
    // Not given needs a reason (400, on the field).
    const noReason = status(await call(logDose, { ...w.tA, body: { ...slot, status: 'not_given' } }), 400);
    expect(first(noReason).fields.reason).toBe(translate('vi', 'errors.dose_reason_required'));
    status(await call(logDose, { ...w.tA, body: { ...slot, status: 'not_given', reason: '   ' } }), 400);
    // A day outside the request, a day still to come, a time the request has not, a time not HH:mm.
    status(await call(logDose, { ...w.tA, body: { ...slot, day: addDays(TODAY, -5) } }), 422, 'errors.dose_day_outside');
    status(await call(logDose, { ...w.tA, body: { ...slot, day: TOMORROW } }), 422, 'errors.dose_in_future');
    status(await call(logDose, { ...w.tA, body: { ...slot, time: '09:00' } }), 422, 'errors.dose_time_unknown');
    status(await call(logDose, { ...w.tA, body: { ...slot, time: '8h' } }), 400);
    // A teacher of another class, another school: not found.
    status(await call(logDose, { ...w.tB, body: slot }), 404);
    status(await call(logDose, { ...w.other.p, body: slot }), 404);
    // Still nothing logged.
    const before = ok(await call(detail, { ...w.p, query: { id } })).body.response.data;
    expect((before.doses as Json[]).filter((d) => d.status !== 'due')).toEqual([]);
    // Once, then twice: 409, and the first log stands.
    ok(await call(logDose, { ...w.tA, body: slot, language: 'en' }));
    const twice = status(await call(logDose, { ...w.p, body: { ...slot, status: 'not_given', reason: 'x' }, language: 'en' }), 409, 'errors.dose_already_logged');
    expect(first(twice).text).toBe('This dose has already been logged.');
    const after = ok(await call(detail, { ...w.p, query: { id } })).body.response.data;
    expect((after.doses as Json[]).filter((d) => d.status !== 'due')).toMatchObject([{ day: TODAY, time: '08:00', status: 'given', given_by_name: 'Cô Hằng' }]);
  });

  it('rejects only with a reason; the parent reads it; a decided request is not cancelled', async () => {
    const id = await send(w.parentAn, request(w.an));
    const noReason = status(await call(reject, { ...w.tA, body: { id } }), 400);
    expect(first(noReason).fields.reason).toBe(translate('vi', 'errors.required'));
    status(await call(reject, { ...w.tA, body: { id, reason: '  ' } }), 400);
    expect((await familyLog(w.parentAn, id)).status).toBe('pending');
    ok(await call(reject, { ...w.tA, body: { id, reason: 'Cần đơn thuốc của bác sĩ' } }));
    const log = await familyLog(w.parentAn, id);
    expect(log).toMatchObject({ status: 'rejected', reason: 'Cần đơn thuốc của bác sĩ', doses: [] });
    const staff = ok(await call(detail, { ...w.p, query: { id } })).body.response.data;
    expect(staff).toMatchObject({ status: 'rejected', decided_by_name: 'Cô Hằng' });
    status(await call(appCancel, { token: w.parentAn, body: { id } }), 409, 'errors.request_not_pending');
    status(await call(approve, { ...w.p, body: { id } }), 409, 'errors.request_not_pending');
  });

  it('lets a parent cancel their own pending request only', async () => {
    const id = await send(w.parentAn, request(w.an));
    status(await call(appCancel, { token: w.parentChi, body: { id } }), 404);
    status(await call(appCancel, { token: w.other.parentAn, body: { id } }), 404);
    ok(await call(appCancel, { token: w.parentAn, body: { id } }));
    expect((await familyLog(w.parentAn, id)).status).toBe('cancelled');
    status(await call(approve, { ...w.p, body: { id } }), 409);
  });

  it('refuses bad requests and other families’ children', async () => {
    const bad = async (body: unknown, field: string, key: string) => {
      const r = status(await call(appCreate, { token: w.parentAn, body }), 400);
      expect(first(r).fields[field]).toBe(translate('vi', key));
    };
    await bad(request(w.an, { from_date: TODAY, to_date: YESTERDAY }), 'to_date', 'errors.end_before_start');
    await bad(request(w.an, { medicines: [] }), 'medicines', 'errors.medicine_none');
    await bad(request(w.an, { medicines: [{ ...SYRUP, times: ['8h'] }] }), 'medicines.0.times.0', 'errors.invalid_time');
    await bad(request(w.an, { medicines: [{ ...SYRUP, times: ['24:00'] }] }), 'medicines.0.times.0', 'errors.invalid_time');
    await bad(request(w.an, { medicines: [{ ...SYRUP, name: '' }] }), 'medicines.0.name', 'errors.required');
    await bad(request(w.an, { to_date: addDays(YESTERDAY, 40) }), 'to_date', 'errors.medicine_too_long');
    // Another family's child, another school's child: 404.
    status(await call(appCreate, { token: w.parentChi, body: request(w.an) }), 404);
    status(await call(appCreate, { token: w.other.parentAn, body: request(w.an) }), 404);
    status(await call(appList, { token: w.parentChi, query: { student_id: w.an } }), 404);
    // A staff token is not a parent's.
    status(await call(appList, { token: w.p.token }), 401);
  });

  it('keeps each school and each class to itself', async () => {
    const id = await send(w.parentAn, request(w.an));
    for (const as of [w.other.p, w.tB]) {
      status(await call(detail, { ...as, query: { id } }), 404);
      status(await call(approve, { ...as, body: { id } }), 404);
      status(await call(reject, { ...as, body: { id, reason: 'Không' } }), 404);
      const rows = ok(await call(list, { ...as, query: { page_size: 100 } })).body.response.data as Json[];
      expect(rows.some((r) => r.id === id)).toBe(false);
    }
    // The office has no right to medicine requests.
    status(await call(list, w.office), 403);
    // The other school's own list has only its own.
    const otherId = await send(w.other.parentAn, request(w.other.an));
    const otherRows = ok(await call(list, { ...w.other.p, query: { page_size: 100 } })).body.response.data as Json[];
    expect(otherRows.map((r) => r.id)).toEqual([otherId]);
    // Search and sort by the child.
    const found = ok(await call(list, { ...w.p, query: { search: 'an', order_by: 'student_name' } })).body.response.data as Json[];
    expect(found.every((r) => r.student_id === w.an)).toBe(true);
  });

  it('stores a photo as a resized JPEG without metadata, shown to the family and the child’s staff only', async () => {
    const id = await send(w.parentAn, request(w.an));
    status(await uploadAs(w.parentAn, id, new TextEncoder().encode('not an image at all'), 'image/png'), 415);
    const tooLarge = new Uint8Array(MAX_REQUEST_PHOTO_BYTES + 1);
    tooLarge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    status(await uploadAs(w.parentAn, id, tooLarge, 'image/png'), 413, 'errors.file_too_large');
    const big = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-place' } } })
      .png()
      .toBuffer();
    status(await uploadAs(w.parentChi, id, big, 'image/png'), 404);
    ok(await uploadAs(w.parentAn, id, big, 'image/png'));

    const staff = await callFile(staffPhoto, { ...w.tA, query: { id } });
    expect(staff.status).toBe(200);
    expect(staff.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(staff.bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBe(1600);
    expect(meta.exif).toBeUndefined();
    expect(staff.bytes.includes(Buffer.from('secret-place'))).toBe(false);

    expect((await callFile(staffPhoto, { ...w.tB, query: { id } })).status).toBe(404);
    expect((await callFile(staffPhoto, { ...w.other.p, query: { id } })).status).toBe(404);
    expect((await callFile(appPhoto, { token: w.parentAn, query: { id } })).status).toBe(200);
    expect((await callFile(appPhoto, { token: w.parentChi, query: { id } })).status).toBe(404);
    expect((await familyLog(w.parentAn, id)).has_photo).toBe(true);

    // Once decided, no new photo.
    ok(await call(approve, { ...w.p, body: { id } }));
    status(await uploadAs(w.parentAn, id, big, 'image/png'), 409);
  });
  it('keeps one workflow in the database: no write path reopens or redecides an absence or a medicine request', async () => {
    const id = await send(w.parentAn, request(w.an));
    ok(await call(approve, { ...w.tA, body: { id } }));
    const database = await db();
    const absence = first(ok(await call(appAbsenceCreate, { token: w.parentAn, body: { student_id: w.an, from_date: TOMORROW, to_date: TOMORROW, reason: 'Về quê' } }))).id as string;
    await database.execute(sql`update absences set status = 'rejected', reject_reason = 'x' where id = ${absence}`);
    for (const [table, row, to] of [
      ['medicine_requests', id, 'pending'],
      ['medicine_requests', id, 'rejected'],
      ['absences', absence, 'approved'],
      ['absences', absence, 'cancelled'],
    ] as const) {
      await expect(database.execute(sql`update ${sql.raw(table)} set status = ${to}, reject_reason = 'x' where id = ${row}`)).rejects.toThrow();
    }
    expect((await familyLog(w.parentAn, id)).status).toBe('approved');
    const absences = ok(await call(appAbsences, { token: w.parentAn })).body.response.data as Json[];
    expect(absences.find((a) => a.id === absence)?.status).toBe('rejected');
  });
});
