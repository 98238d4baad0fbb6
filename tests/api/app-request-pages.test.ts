import { beforeAll, describe, expect, it } from 'vitest';
import { GET as absencePage } from '@/app/api/app/absences/get-list/route';
import { GET as absenceAll } from '@/app/api/app/absences/route';
import { POST as absenceCreate } from '@/app/api/app/absences/create/route';
import { POST as absenceCancel } from '@/app/api/app/absences/cancel/route';
import { PUT as absenceReject } from '@/app/api/webadmin/Absence/reject/route';
import { GET as medicinePage } from '@/app/api/app/medicine-requests/get-list/route';
import { GET as medicineAll } from '@/app/api/app/medicine-requests/route';
import { POST as medicineCreate } from '@/app/api/app/medicine-requests/create/route';
import { PUT as medicineApprove } from '@/app/api/webadmin/MedicineRequest/approve/route';
import { POST as logDose } from '@/app/api/webadmin/MedicineRequest/log-dose/route';
import { addDays, schoolToday } from '@/lib/school-time';
import { call, first, type Json } from '../helpers/world';
import { ok, requestsWorld, status, type RequestsWorld } from '../helpers/requests-world';

// The parents' request lists a page at a time (GET /api/app/absences/get-list, /api/app/medicine-requests/get-list):
// the parents' screens show the newest page and bring older ones on demand. The older calls (all of them, an array)
// are unchanged.

const TODAY = schoolToday();
/** Monday 2 … Friday 6 March 2026 and on: one school day per leave request. */
// Mondays from the first week of the school's first school year (requests-world: 1 August 2026).
const day = (n: number) => addDays('2026-08-03', n * 7);

describe('the parents’ request lists, a page at a time', () => {
  let w: RequestsWorld;
  const absences: string[] = [];
  const medicines: string[] = [];

  beforeAll(async () => {
    w = await requestsWorld();
    for (let n = 0; n < 3; n++) {
      const body = { student_id: w.an, from_date: day(n), to_date: day(n), reason: `Lý do ${n}` };
      absences.push(first(ok(await call(absenceCreate, { token: w.parentAn, body }))).id as string);
    }
    for (let n = 0; n < 3; n++) {
      const body = {
        student_id: w.an,
        from_date: TODAY,
        to_date: TODAY,
        medicines: [{ name: `Thuốc ${n}`, dose: '5', unit: 'ml', times: ['08:00', '14:00'], instructions: null }],
        note: null,
      };
      medicines.push(first(ok(await call(medicineCreate, { token: w.parentAn, body }))).id as string);
    }
    // The other family of the same school has one of each.
    ok(await call(absenceCreate, { token: w.parentChi, body: { student_id: w.chi, from_date: day(0), to_date: day(0), reason: 'Khác' } }));
  });

  it('answers the family’s leave requests newest first, page by page, with the total and the decision', async () => {
    // The oldest is rejected: its reason comes with it.
    ok(await call(absenceReject, { ...w.p, body: { id: absences[0], reason: 'Trùng lịch kiểm tra' } }));
    ok(await call(absenceCancel, { token: w.parentAn, body: { id: absences[1] } }));
    const one = ok(await call(absencePage, { token: w.parentAn, query: { student_id: w.an, page: 1, page_size: 2 } })).body.response;
    expect(one.total).toBe(3);
    expect(one.data.map((a: Json) => a.id)).toEqual([absences[2], absences[1]]);
    expect(one.data[1]).toMatchObject({ status: 'cancelled', source: 'parent' });
    expect(one.data[1].cancelled_at).toBeTruthy();
    const two = ok(await call(absencePage, { token: w.parentAn, query: { student_id: w.an, page: 2, page_size: 2 } })).body.response;
    expect(two).toMatchObject({ total: 3, data: [{ id: absences[0], status: 'rejected', reject_reason: 'Trùng lịch kiểm tra', decided_by_name: 'Hiệu trưởng Lan' }] });
    // Without a child: the family's requests; by default 20 a page. The older call still answers an array.
    const family = ok(await call(absencePage, { token: w.parentAn })).body.response;
    expect(family.total).toBe(3);
    expect(family.data).toHaveLength(3);
    const all = ok(await call(absenceAll, { token: w.parentAn, query: { student_id: w.an } })).body.response.data;
    expect(all.map((a: Json) => a.id)).toEqual(family.data.map((a: Json) => a.id));
  });

  it('answers the family’s medicine requests page by page, each with its dose log', async () => {
    ok(await call(medicineApprove, { ...w.nurse, body: { id: medicines[2] } }));
    ok(await call(logDose, { ...w.nurse, body: { request_id: medicines[2], day: TODAY, time: '08:00', status: 'given' } }));
    const one = ok(await call(medicinePage, { token: w.parentAn, query: { student_id: w.an, page_size: 1 } })).body.response;
    expect(one.total).toBe(3);
    expect(one.data).toHaveLength(1);
    expect(one.data[0]).toMatchObject({ id: medicines[2], status: 'approved', decided_by_name: 'Y tá Thu' });
    expect(one.data[0].doses).toMatchObject([
      { day: TODAY, time: '08:00', status: 'given', given_by_name: 'Y tá Thu' },
      { day: TODAY, time: '14:00', status: 'due', given_at: null },
    ]);
    const three = ok(await call(medicinePage, { token: w.parentAn, query: { student_id: w.an, page: 3, page_size: 1 } })).body.response;
    expect(three).toMatchObject({ total: 3, data: [{ id: medicines[0], status: 'pending', doses: [] }] });
    // Past the end: no rows, the total still.
    expect(ok(await call(medicinePage, { token: w.parentAn, query: { page: 9, page_size: 1 } })).body.response).toEqual({ data: [], total: 3 });
    const all = ok(await call(medicineAll, { token: w.parentAn })).body.response.data;
    expect(all).toHaveLength(3);
  });

  it('refuses bad paging with translated words', async () => {
    for (const handler of [absencePage, medicinePage] ) {
      const big = status(await call(handler, { token: w.parentAn, query: { page_size: 101 } }), 400);
      expect(first(big).fields.page_size).toBeTruthy();
      const zero = status(await call(handler, { token: w.parentAn, query: { page: 0 } }), 400);
      expect(first(zero).fields.page).toBeTruthy();
      const child = status(await call(handler, { token: w.parentAn, query: { student_id: 'not-a-child' }, language: 'en' }), 400);
      expect(first(child).fields.student_id).toBe('Not found.');
    }
  });

  it('keeps another family’s child (404), another school’s (404) and staff (401) out', async () => {
    for (const handler of [absencePage, medicinePage] ) {
      // The other family of the same school asks for An: not found; their own list has none of An's.
      status(await call(handler, { token: w.parentChi, query: { student_id: w.an } }), 404);
      const theirs = ok(await call(handler, { token: w.parentChi })).body.response;
      expect(theirs.data.every((r: Json) => r.student_id === w.chi)).toBe(true);
      // Another school's parent, and An's parent asking for the other school's child.
      status(await call(handler, { token: w.other.parentAn, query: { student_id: w.an } }), 404);
      status(await call(handler, { token: w.parentAn, query: { student_id: w.other.an } }), 404);
      expect(ok(await call(handler, { token: w.other.parentAn })).body.response.total).toBe(0);
      // A staff token is no parent's.
      status(await call(handler, { token: w.p.token, query: { student_id: w.an } }), 401);
      status(await call(handler, {}), 401);
    }
  });
});
