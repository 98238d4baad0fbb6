import { beforeAll, describe, expect, it } from 'vitest';
import { POST as appAbsence } from '@/app/api/app/absences/create/route';
import { POST as staffAbsence } from '@/app/api/webadmin/Absence/create/route';
import { PUT as approveAbsence } from '@/app/api/webadmin/Absence/approve/route';
import { PUT as rejectAbsence } from '@/app/api/webadmin/Absence/reject/route';
import { POST as appMedicine } from '@/app/api/app/medicine-requests/create/route';
import { PUT as approveMedicine } from '@/app/api/webadmin/MedicineRequest/approve/route';
import { PUT as rejectMedicine } from '@/app/api/webadmin/MedicineRequest/reject/route';
import { POST as logDose } from '@/app/api/webadmin/MedicineRequest/log-dose/route';
import { POST as appMessage } from '@/app/api/app/messages/create/route';
import { POST as appReply } from '@/app/api/app/messages/reply/route';
import { POST as staffReply } from '@/app/api/webadmin/MessageRequest/reply/route';
import { POST as appVaccine } from '@/app/api/app/vaccines/create/route';
import { PUT as verifyVaccine } from '@/app/api/webadmin/VaccineDeclaration/verify/route';
import { PUT as rejectVaccine } from '@/app/api/webadmin/VaccineDeclaration/reject/route';
import { POST as studentCreate } from '@/app/api/webadmin/Student/create/route';
import { POST as feeCreate } from '@/app/api/webadmin/FeeItem/create/route';
import { POST as generate } from '@/app/api/webadmin/Tuition/generate/route';
import { GET as invoices } from '@/app/api/webadmin/Tuition/get-invoices/route';
import { PUT as issue } from '@/app/api/webadmin/Tuition/issue/route';
import { POST as pay } from '@/app/api/webadmin/Tuition/record-payment/route';
import { addDays, schoolToday } from '@/lib/school-time';
import { dayText } from '@/lib/day';
import { currentMonth } from '@/lib/tuition-values';
import { call, first, rand, type Json } from '../helpers/world';
import { ok, requestsWorld, status, type RequestsWorld } from '../helpers/requests-world';
import { onlyEvent, outbox, outboxSize } from '../helpers/outbox';

// Every change a family or the staff who decide it must hear of writes its notice into the school's outbox, in the
// change's own transaction: each test does the real call, then reads the outbox (kind, audience, params, link, tag).
// A refused call (409, 400) leaves nothing; another school's outbox stays empty.

const TODAY = schoolToday();
const T1 = addDays(TODAY, 1);
const T2 = addDays(TODAY, 2);
const YESTERDAY = addDays(TODAY, -1);
const SYRUP = { name: 'Siro ho Prospan', dose: '5', unit: 'ml', times: ['08:00', '14:00'], instructions: null };
const VITAMIN = { name: 'Vitamin C', dose: '1', unit: 'viên', times: ['08:00'], instructions: null };

describe('notices of requests, doses, messages and vaccine declarations', () => {
  let w: RequestsWorld;
  beforeAll(async () => {
    w = await requestsWorld();
  });

  it('a parent asks for leave: the staff who decide it in the class hear of it; the decision goes back to the family', async () => {
    const id = first(ok(await call(appAbsence, { token: w.parentAn, body: { student_id: w.an, from_date: T1, to_date: T2, reason: 'Về quê' } }))).id;
    expect(await onlyEvent(w.school.id, 'absence_requested', `absence:${id}`)).toMatchObject({
      audience: { type: 'staff', menu: 'absence', action: 'approve', classId: w.classA },
      params: { child: 'Nguyễn Thị Ân', class: 'Mầm A', from: dayText(T1), to: dayText(T2) },
      url: '/management/absence',
      student_id: w.an,
      dedupe_key: null,
    });
    ok(await call(approveAbsence, { ...w.tA, body: { id } }));
    expect(await onlyEvent(w.school.id, 'absence_decided', `absence:${id}`)).toMatchObject({
      audience: { type: 'students', studentIds: [w.an] },
      params: { child: 'Nguyễn Thị Ân', from: dayText(T1), to: dayText(T2), status: 'approved', reason: '' },
      url: '/parent/absences',
      student_id: w.an,
    });
    // Deciding again is refused and notifies nobody; an overlapping request is refused and notifies nobody either.
    const before = await outboxSize(w.school.id);
    status(await call(rejectAbsence, { ...w.p, body: { id, reason: 'Muộn' } }), 409);
    status(await call(appAbsence, { token: w.parentAn, body: { student_id: w.an, from_date: T2, to_date: T2, reason: 'x' } }), 409);
    expect(await outboxSize(w.school.id)).toBe(before);
  });

  it('a refused leave request tells the family why; one entered by staff does not ring the staff', async () => {
    const id = first(ok(await call(appAbsence, { token: w.parentChi, body: { student_id: w.chi, from_date: T1, to_date: T1, reason: 'Ốm' } }))).id;
    expect((await onlyEvent(w.school.id, 'absence_requested', `absence:${id}`)).audience).toEqual({
      type: 'staff',
      menu: 'absence',
      action: 'approve',
      classId: w.classB,
    });
    ok(await call(rejectAbsence, { ...w.p, body: { id, reason: 'Trùng lịch khám sức khỏe' } }));
    expect((await onlyEvent(w.school.id, 'absence_decided', `absence:${id}`)).params).toEqual({
      child: 'Trần Minh Chí',
      from: dayText(T1),
      to: dayText(T1),
      status: 'rejected',
      reason: 'Trùng lịch khám sức khỏe',
    });
    const staff = first(ok(await call(staffAbsence, { ...w.office, body: { student_id: w.chi, from_date: addDays(TODAY, 5), to_date: addDays(TODAY, 5), reason: 'Gọi điện' } }))).id;
    expect((await outbox(w.school.id)).filter((e) => e.tag === `absence:${staff}`)).toEqual([]);
  });

  it('a medicine request rings the nurse and the class; its decision and every dose logged reach the family', async () => {
    const id = first(ok(await call(appMedicine, { token: w.parentAn, body: { student_id: w.an, from_date: YESTERDAY, to_date: T1, medicines: [SYRUP, VITAMIN], note: null } }))).id;
    expect(await onlyEvent(w.school.id, 'medicine_requested', `medicine:${id}`)).toMatchObject({
      audience: { type: 'staff', menu: 'medicine-request', action: 'approve', classId: w.classA },
      params: { child: 'Nguyễn Thị Ân', class: 'Mầm A', date: `${dayText(YESTERDAY)}–${dayText(T1)}` },
      url: '/management/medicine-request',
      student_id: w.an,
    });
    ok(await call(approveMedicine, { ...w.nurse, body: { id } }));
    expect(await onlyEvent(w.school.id, 'medicine_decided', `medicine:${id}`)).toMatchObject({
      audience: { type: 'students', studentIds: [w.an] },
      params: { child: 'Nguyễn Thị Ân', date: `${dayText(YESTERDAY)}–${dayText(T1)}`, status: 'approved', reason: '' },
      url: '/parent/medicine',
    });
    const given = first(ok(await call(logDose, { ...w.tA, body: { request_id: id, day: TODAY, time: '08:00', status: 'given' } }))).id;
    expect(await onlyEvent(w.school.id, 'dose_given', `dose:${given}`)).toMatchObject({
      audience: { type: 'students', studentIds: [w.an] },
      params: { child: 'Nguyễn Thị Ân', medicine: 'Siro ho Prospan, Vitamin C', time: '08:00' },
      url: '/parent/medicine',
      student_id: w.an,
    });
    const missed = first(
      ok(await call(logDose, { ...w.nurse, body: { request_id: id, day: YESTERDAY, time: '14:00', status: 'not_given', reason: 'Bé ngủ chưa dậy' } })),
    ).id;
    expect((await onlyEvent(w.school.id, 'dose_not_given', `dose:${missed}`)).params).toEqual({
      child: 'Nguyễn Thị Ân',
      medicine: 'Siro ho Prospan',
      time: '14:00',
      reason: 'Bé ngủ chưa dậy',
    });
    const before = await outboxSize(w.school.id);
    status(await call(logDose, { ...w.tA, body: { request_id: id, day: TODAY, time: '08:00', status: 'given' } }), 409);
    status(await call(logDose, { ...w.tA, body: { request_id: id, day: TODAY, time: '09:30', status: 'given' } }), 422);
    expect(await outboxSize(w.school.id)).toBe(before);
  });

  it('a refused medicine request carries its reason', async () => {
    const id = first(ok(await call(appMedicine, { token: w.parentChi, body: { student_id: w.chi, from_date: T1, to_date: T1, medicines: [VITAMIN], note: null } }))).id;
    ok(await call(rejectMedicine, { ...w.nurse, body: { id, reason: 'Thiếu đơn của bác sĩ' } }));
    expect((await onlyEvent(w.school.id, 'medicine_decided', `medicine:${id}`)).params).toEqual({
      child: 'Trần Minh Chí',
      date: dayText(T1),
      status: 'rejected',
      reason: 'Thiếu đơn của bác sĩ',
    });
  });

  it("a family's message rings its answerers (a teacher's only when it is to the teacher); an answer rings the family", async () => {
    const id = first(ok(await call(appMessage, { token: w.parentAn, body: { student_id: w.an, recipient: 'teacher', category: 'pickup', content: 'Chiều nay bà ngoại đón bé.' } }))).id;
    expect(await onlyEvent(w.school.id, 'message_received', `message:${id}`)).toMatchObject({
      audience: { type: 'staff', menu: 'message-request', action: 'update', classId: w.classA },
      params: { child: 'Nguyễn Thị Ân', class: 'Mầm A' },
      url: '/management/message-request',
      student_id: w.an,
    });
    const toSchool = first(ok(await call(appMessage, { token: w.parentChi, body: { student_id: w.chi, recipient: 'school', category: 'other', content: 'Xin hoá đơn.' } }))).id;
    expect((await onlyEvent(w.school.id, 'message_received', `message:${toSchool}`)).audience).toEqual({
      type: 'staff',
      menu: 'message-request',
      action: 'update',
      classId: null,
    });
    // The family cannot answer a message nobody has read yet: refused, nothing written.
    const before = await outboxSize(w.school.id);
    status(await call(appReply, { token: w.parentChi, body: { id: toSchool, content: 'Còn nữa' } }), 409);
    expect(await outboxSize(w.school.id)).toBe(before);

    ok(await call(staffReply, { ...w.tA, body: { id, content: 'Cô đã nhận, cảm ơn chị.' } }));
    expect(await onlyEvent(w.school.id, 'message_answered', `message:${id}`)).toMatchObject({
      audience: { type: 'students', studentIds: [w.an] },
      params: { child: 'Nguyễn Thị Ân', staff: 'Cô Hằng' },
      url: `/parent/messages?id=${id}`,
      student_id: w.an,
    });
    // The family answers in the thread: the staff hear of it again, under the same tag.
    ok(await call(appReply, { token: w.parentAn, body: { id, content: 'Dạ vâng ạ.' } }));
    const received = (await outbox(w.school.id, 'message_received')).filter((e) => e.tag === `message:${id}`);
    expect(received).toHaveLength(2);
    expect(received[1].audience).toEqual(received[0].audience);
  });

  it('a declared vaccine dose rings those who verify it; the decision reaches the family', async () => {
    const dose = (vaccine_code: string, date: string) => ({ student_id: w.chi, vaccine_code, dose_number: 1, date, place: 'Trạm y tế', lot: 'L-2024' });
    const a = first(ok(await call(appVaccine, { token: w.parentChi, body: dose('HEPB0', '2022-06-05') }))).id;
    const declared = await onlyEvent(w.school.id, 'vaccine_declared', `vaccine-declaration:${a}`);
    expect(declared).toMatchObject({
      audience: { type: 'staff', menu: 'vaccine-declaration', action: 'approve', classId: w.classB },
      params: { child: 'Trần Minh Chí', class: 'Mầm B' },
      url: '/management/vaccine-declaration',
      student_id: w.chi,
    });
    expect(declared.params.vaccine).toMatch(/ \(1\)$/);
    ok(await call(verifyVaccine, { ...w.nurse, body: { id: a } }));
    expect(await onlyEvent(w.school.id, 'vaccine_declaration_decided', `vaccine-declaration:${a}`)).toMatchObject({
      audience: { type: 'students', studentIds: [w.chi] },
      params: { child: 'Trần Minh Chí', vaccine: declared.params.vaccine, status: 'approved', reason: '' },
      url: '/parent/vaccines',
    });
    const b = first(ok(await call(appVaccine, { token: w.parentChi, body: dose('BCG', '2022-06-20') }))).id;
    ok(await call(rejectVaccine, { ...w.nurse, body: { id: b, reason: 'Ảnh sổ tiêm không rõ' } }));
    expect((await onlyEvent(w.school.id, 'vaccine_declaration_decided', `vaccine-declaration:${b}`)).params).toMatchObject({
      status: 'rejected',
      reason: 'Ảnh sổ tiêm không rõ',
    });
    const before = await outboxSize(w.school.id);
    status(await call(verifyVaccine, { ...w.nurse, body: { id: b } }), 409);
    status(await call(appVaccine, { token: w.parentChi, body: dose('HEPB0', '2022-06-05') }), 409);
    expect(await outboxSize(w.school.id)).toBe(before);
  });

  it("issuing a class's invoices writes one notice per invoice; a payment rings the family; refusals write none", async () => {
    const binh = first(
      ok(
        await call(studentCreate, {
          ...w.p,
          body: {
            code: `HS${rand()}`,
            full_name: 'Lê Văn Bình',
            gender: 'male',
            date_of_birth: '01/01/2022',
            class_id: w.classA,
            guardians: [{ full_name: 'Lê Thị Mơ', relationship: 'mother', phone: '0912000444', is_primary: true }],
          },
        }),
      ),
    ).id as string;
    ok(await call(feeCreate, { ...w.p, body: { name: 'Học phí', kind: 'monthly', amount: 2_000_000, valid_from: '2026-08' } }));
    const month = currentMonth();
    ok(await call(generate, { ...w.p, body: { month, class_id: w.classA } }));
    const rows = ok(await call(invoices, { ...w.p, query: { page_size: 100, month, class_id: w.classA } })).body.response.data as Json[];
    expect(rows).toHaveLength(2);
    ok(await call(issue, { ...w.p, body: { ids: rows.map((r) => r.id) } }));
    const issued = await outbox(w.school.id, 'invoice_issued');
    expect(issued).toHaveLength(2);
    const [y, m] = month.split('-');
    for (const row of rows) {
      expect(issued.find((e) => e.tag === `invoice:${row.id}`)).toMatchObject({
        audience: { type: 'students', studentIds: [row.student_id] },
        params: { child: row.student_name, title: `${row.invoice_no} (${m}/${y})`, amount: row.total },
        url: `/parent/payments/${row.id}`,
        student_id: row.student_id,
      });
    }
    expect(issued.map((e) => e.student_id).sort()).toEqual([w.an, binh].sort());
    const before = await outboxSize(w.school.id);
    status(await call(issue, { ...w.p, body: { ids: [rows[0].id] } }), 409);
    status(await call(pay, { ...w.p, body: { invoice_id: rows[0].id, amount: rows[0].total + 1, method: 'cash', paid_on: TODAY } }), 400);
    expect(await outboxSize(w.school.id)).toBe(before);

    ok(await call(pay, { ...w.p, body: { invoice_id: rows[0].id, amount: 500_000, method: 'transfer', paid_on: YESTERDAY } }));
    expect(await onlyEvent(w.school.id, 'payment_recorded', `invoice:${rows[0].id}`)).toMatchObject({
      audience: { type: 'students', studentIds: [rows[0].student_id] },
      params: { child: rows[0].student_name, amount: 500_000, date: dayText(YESTERDAY) },
      url: `/parent/payments/${rows[0].id}`,
    });
  });

  it("another school's outbox holds nothing of these changes", async () => {
    expect(await outbox(w.other.school.id)).toEqual([]);
  });
});
