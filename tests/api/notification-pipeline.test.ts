import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { POST as appSubscribe } from '@/app/api/app/push/subscribe/route';
import { POST as staffSubscribe } from '@/app/api/webadmin/Notification/subscribe/route';
import { GET as appList } from '@/app/api/app/notifications/route';
import { GET as staffList } from '@/app/api/webadmin/Notification/get-list/route';
import { PUT as settingsPut } from '@/app/api/app/notification-settings/route';
import { POST as appLogin } from '@/app/api/app/login/route';
import { POST as appAbsence } from '@/app/api/app/absences/create/route';
import { PUT as approveAbsence } from '@/app/api/webadmin/Absence/approve/route';
import { POST as appMedicine } from '@/app/api/app/medicine-requests/create/route';
import { PUT as approveMedicine } from '@/app/api/webadmin/MedicineRequest/approve/route';
import { POST as logDose } from '@/app/api/webadmin/MedicineRequest/log-dose/route';
import { POST as newsCreate } from '@/app/api/webadmin/News/create/route';
import { POST as studentCreate } from '@/app/api/webadmin/Student/create/route';
import { GET as studentDetail } from '@/app/api/webadmin/Student/get-detail/route';
import { POST as accountCreate } from '@/app/api/webadmin/AppAccount/create/route';
import { POST as feeCreate } from '@/app/api/webadmin/FeeItem/create/route';
import { POST as generate } from '@/app/api/webadmin/Tuition/generate/route';
import { GET as invoices } from '@/app/api/webadmin/Tuition/get-invoices/route';
import { PUT as issue } from '@/app/api/webadmin/Tuition/issue/route';
import { POST as checkIn } from '@/app/api/webadmin/Attendance/check-in/route';
import { runFanOut } from '@/lib/server/notification/fan-out';
import { runPushWorker } from '@/lib/server/push/worker';
import { quietHoursEnd } from '@/lib/server/push/quiet-hours';
import { setPushAllowLoopback } from '@/lib/server/push/endpoint-guard';
import { addDays, schoolToday } from '@/lib/school-time';
import { dayText } from '@/lib/day';
import { currentMonth } from '@/lib/tuition-values';
import { call, first, rand, randomIp, type Json } from '../helpers/world';
import { ok, requestsWorld, type As, type RequestsWorld } from '../helpers/requests-world';
import { startPushService, type PushService } from '../helpers/push-service';

// Notifications end to end (issue 36), through every real part: devices subscribed through the subscribe calls on the
// test push service (loopback HTTPS, VAPID checked, payload decrypted), real actions through the API routes, the
// fan-out worker (runFanOut: outbox → inbox rows → push queue) and the delivery worker (runPushWorker); then what
// each person's device showed and what their inbox lists.
//
// Quiet hours: the fan-out queues with the real clock, so at night (21:00–06:30 school time) a push is held until
// 06:30 and a check-in is not queued at all. The delivery worker is run at the moment the held pushes come out
// (the next 06:30 at night, now by day), so every assertion here holds whatever the hour.

const TODAY = schoolToday();
const T1 = addDays(TODAY, 1);
const YESTERDAY = addDays(TODAY, -1);
const SYRUP = { name: 'Siro ho Prospan', dose: '5', unit: 'ml', times: ['08:00'], instructions: null };

type Device = { endpoint: string };
type Payload = { title: string; body: string; url: string; tag: string };

let service: PushService;
let w: RequestsWorld;
/** The child with two guardians in class A (Mầm A), each with an app account: Hoa reads Vietnamese, Tuấn English. */
let bao: string;
let hoa: string;
let tuan: string;
const dev = {} as Record<
  'teacherA' | 'teacherB' | 'nurse' | 'hoa' | 'tuan' | 'parentAn' | 'parentChi' | 'otherParent',
  Device
>;

async function parentLogin(schoolCode: string, username: string, password: string) {
  const r = ok(
    await call(appLogin, {
      body: { school_code: schoolCode, username, password },
      headers: { 'x-forwarded-for': randomIp() },
    }),
  );
  return r.body.response.data.accessToken as string;
}

/** A child of class A with two guardians, each given an app account; answers the child and both parents' tokens. */
async function twoGuardianFamily() {
  const studentId = first(
    ok(
      await call(studentCreate, {
        ...w.p,
        body: {
          code: `HS${rand()}`,
          full_name: 'Phạm Gia Bảo',
          gender: 'male',
          date_of_birth: '05/05/2022',
          class_id: w.classA,
          guardians: [
            { full_name: 'Lý Thị Hoa', relationship: 'mother', phone: '0912000555', is_primary: true },
            { full_name: 'Phạm Minh Tuấn', relationship: 'father', phone: '0912000666', is_primary: false },
          ],
        },
      }),
    ),
  ).id as string;
  const guardians = ok(await call(studentDetail, { ...w.p, query: { id: studentId } })).body.response.data
    .guardians as Json[];
  const tokens: string[] = [];
  for (const name of ['Lý Thị Hoa', 'Phạm Minh Tuấn']) {
    const guardian = guardians.find((g) => g.full_name === name);
    const username = `ph${rand()}`;
    const created = ok(
      await call(accountCreate, { ...w.p, body: { username, guardian_id: guardian.id, student_ids: [studentId] } }),
    );
    tokens.push(await parentLogin(w.school.code, username, created.body.response.data.slip.password));
  }
  return { studentId, hoa: tokens[0], tuan: tokens[1] };
}

/** A new device of the push service, subscribed through the parents' call (the page's language `language`). */
async function parentDevice(token: string, language: 'vi' | 'en'): Promise<Device> {
  const subscription = service.subscribe();
  ok(await call(appSubscribe, { token, body: subscription, language }));
  return { endpoint: subscription.endpoint };
}

/** A new device subscribed through the staff call. */
async function staffDevice(as: As, language: 'vi' | 'en'): Promise<Device> {
  const subscription = service.subscribe();
  ok(await call(staffSubscribe, { ...as, body: subscription, language }));
  return { endpoint: subscription.endpoint };
}

/**
 * What happens after the calls have answered: the fan-out, then the delivery worker for both schools, at the moment
 * the pushes queued now may go out (quiet hours hold them until 06:30).
 */
async function deliver() {
  await runFanOut();
  const now = quietHoursEnd(new Date()) ?? new Date();
  for (const tenantId of [w.school.id, w.other.school.id]) {
    const counts = await runPushWorker({ tenantId, now });
    expect(counts, 'every push queued is sent at once').toMatchObject({ retried: 0, failed: 0, gone: 0, held: 0 });
  }
  expect(service.refused, 'pushes the service could not verify or decrypt').toEqual([]);
}

/** What the device showed: the decrypted payloads it received (since the test began). */
const shown = (d: Device): Payload[] => service.for(d.endpoint).map((r) => r.payload);
const shownTagged = (d: Device, tag: string) => shown(d).filter((p) => p.tag === tag);

const parentInbox = async (token: string, language = 'vi') =>
  ok(await call(appList, { token, query: { page_size: 50 }, language })).body.response.data as Json[];
const staffInbox = async (as: As) =>
  ok(await call(staffList, { ...as, query: { page_size: 50 } })).body.response.data as Json[];

beforeAll(async () => {
  setPushAllowLoopback(true);
  service = await startPushService(inject('pushCert'));
  w = await requestsWorld();
  ({ studentId: bao, hoa, tuan } = await twoGuardianFamily());
  dev.teacherA = await staffDevice(w.tA, 'vi');
  dev.teacherB = await staffDevice(w.tB, 'vi');
  dev.nurse = await staffDevice(w.nurse, 'vi');
  dev.hoa = await parentDevice(hoa, 'vi');
  dev.tuan = await parentDevice(tuan, 'en');
  dev.parentAn = await parentDevice(w.parentAn, 'vi');
  dev.parentChi = await parentDevice(w.parentChi, 'vi');
  dev.otherParent = await parentDevice(w.other.parentAn, 'vi');
  // Whatever the world's making emitted (nothing should reach a device) is fanned out and sent before the tests.
  await deliver();
});

afterAll(async () => {
  setPushAllowLoopback(null);
  await service?.close();
});

beforeEach(() => service.reset());

describe('notifications end to end: action → outbox → fan-out → inbox and push → device', () => {
  let absenceId: string;

  it("a parent's absence request reaches the class's teacher's device and inbox, not another class's teacher", async () => {
    absenceId = first(
      ok(
        await call(appAbsence, { token: hoa, body: { student_id: bao, from_date: T1, to_date: T1, reason: 'Về quê' } }),
      ),
    ).id;
    await deliver();
    const expected = {
      title: 'Đơn nghỉ học mới: Phạm Gia Bảo',
      body: `Lớp Mầm A, từ ${dayText(T1)} đến ${dayText(T1)}.`,
      url: '/management/absence',
      tag: `absence:${absenceId}`,
    };
    expect(shown(dev.teacherA)).toEqual([expected]);
    expect(shown(dev.teacherB)).toEqual([]);
    expect(shown(dev.hoa)).toEqual([]);
    expect((await staffInbox(w.tA)).filter((n) => n.kind === 'absence_requested')).toEqual([
      expect.objectContaining({
        title: expected.title,
        body: expected.body,
        url: expected.url,
        student_id: bao,
        read_at: null,
      }),
    ]);
    expect((await staffInbox(w.tB)).filter((n) => n.kind === 'absence_requested')).toEqual([]);
  });

  it("the teacher approves: both of the child's guardians' devices hear it, each in its language; another family's does not", async () => {
    ok(await call(approveAbsence, { ...w.tA, body: { id: absenceId } }));
    await deliver();
    const tag = `absence:${absenceId}`;
    expect(shown(dev.hoa)).toEqual([
      {
        title: 'Đơn nghỉ học đã được duyệt',
        body: `Đơn xin nghỉ của bé Phạm Gia Bảo từ ${dayText(T1)} đến ${dayText(T1)} đã được duyệt.`,
        url: '/parent/absences',
        tag,
      },
    ]);
    expect(shown(dev.tuan)).toEqual([
      {
        title: 'Leave request approved',
        body: `Phạm Gia Bảo's leave from ${dayText(T1)} to ${dayText(T1)} was approved.`,
        url: '/en/parent/absences',
        tag,
      },
    ]);
    expect(shown(dev.parentAn)).toEqual([]);
    expect(shown(dev.parentChi)).toEqual([]);
    expect(shown(dev.teacherA)).toEqual([]);
    // The inbox lists it for both guardians, in the language of the call.
    expect((await parentInbox(hoa)).find((n) => n.kind === 'absence_decided')).toMatchObject({
      title: 'Đơn nghỉ học đã được duyệt',
      url: '/parent/absences',
      student_id: bao,
      read_at: null,
    });
    expect((await parentInbox(tuan, 'en')).find((n) => n.kind === 'absence_decided')).toMatchObject({
      title: 'Leave request approved',
      student_id: bao,
    });
    expect((await parentInbox(w.parentAn)).filter((n) => n.kind === 'absence_decided')).toEqual([]);
  });

  it('a medicine request reaches the nurse; a dose given reaches both parents (doses are never held at night)', async () => {
    const id = first(
      ok(
        await call(appMedicine, {
          token: tuan,
          body: { student_id: bao, from_date: YESTERDAY, to_date: T1, medicines: [SYRUP], note: null },
        }),
      ),
    ).id;
    await deliver();
    const requested = {
      title: 'Đơn dặn thuốc mới: Phạm Gia Bảo',
      body: `Lớp Mầm A, ngày ${dayText(YESTERDAY)}–${dayText(T1)}.`,
      url: '/management/medicine-request',
      tag: `medicine:${id}`,
    };
    expect(shown(dev.nurse)).toEqual([requested]);
    expect((await staffInbox(w.nurse)).filter((n) => n.kind === 'medicine_requested')).toEqual([
      expect.objectContaining({ title: requested.title, body: requested.body, url: requested.url }),
    ]);
    expect(shown(dev.teacherB)).toEqual([]);

    ok(await call(approveMedicine, { ...w.nurse, body: { id } }));
    const dose = first(
      ok(await call(logDose, { ...w.tA, body: { request_id: id, day: TODAY, time: '08:00', status: 'given' } })),
    ).id;
    service.reset();
    await deliver();
    const tag = `dose:${dose}`;
    expect(shownTagged(dev.hoa, tag)).toEqual([
      {
        title: 'Bé Phạm Gia Bảo đã được cho uống thuốc',
        body: 'Siro ho Prospan, lúc 08:00.',
        url: '/parent/medicine',
        tag,
      },
    ]);
    expect(shownTagged(dev.tuan, tag)).toEqual([
      {
        title: 'Phạm Gia Bảo was given their medicine',
        body: 'Siro ho Prospan, at 08:00.',
        url: '/en/parent/medicine',
        tag,
      },
    ]);
    // The decision went to both as well, under the request's tag; nobody else heard of either.
    expect(shownTagged(dev.hoa, `medicine:${id}`).map((p) => p.title)).toEqual(['Đơn dặn thuốc đã được nhận']);
    expect(shown(dev.parentAn)).toEqual([]);
    const push = service.received.find((r) => r.subscription === dev.hoa.endpoint && r.payload.tag === tag)!;
    expect(push.urgency, 'a dose is urgent').toBe('high');
    expect((await parentInbox(hoa)).find((n) => n.kind === 'dose_given')).toMatchObject({
      body: 'Siro ho Prospan, lúc 08:00.',
      url: '/parent/medicine',
    });
  });

  it("a school-wide news post reaches every family of the school and none of another school's", async () => {
    const title = `Lịch nghỉ Tết ${rand()}`;
    const id = first(
      ok(
        await call(newsCreate, {
          ...w.p,
          body: {
            kind: 'public',
            title,
            summary: 'Nghỉ lễ',
            content: '<p>Kính gửi phụ huynh</p>',
            status: 'published',
          },
        }),
      ),
    ).id;
    await deliver();
    const tag = `news:${id}`;
    const vi = {
      title: `Tin mới: ${title}`,
      body: 'Nhà trường vừa đăng một tin mới. Chạm để đọc.',
      url: `/parent/news/${id}`,
      tag,
    };
    for (const d of [dev.hoa, dev.parentAn, dev.parentChi]) expect(shown(d)).toEqual([vi]);
    expect(shown(dev.tuan)).toEqual([
      {
        title: `New post: ${title}`,
        body: 'The school has posted news. Tap to read it.',
        url: `/en/parent/news/${id}`,
        tag,
      },
    ]);
    expect(shown(dev.otherParent)).toEqual([]);
    expect(shown(dev.teacherA)).toEqual([]);
    for (const token of [hoa, tuan, w.parentAn, w.parentChi])
      expect((await parentInbox(token)).filter((n) => n.url === `/parent/news/${id}`)).toHaveLength(1);
    expect((await parentInbox(w.other.parentAn)).filter((n) => n.kind === 'news_published')).toEqual([]);
  });

  it('issued invoices reach each family; a parent who turned invoices off gets no push, but the inbox row', async () => {
    ok(await call(settingsPut, { token: w.parentAn, body: { invoices: false } }));
    ok(
      await call(feeCreate, {
        ...w.p,
        body: { name: 'Học phí', kind: 'monthly', amount: 2_000_000, valid_from: '2026-08' },
      }),
    );
    const month = currentMonth();
    ok(await call(generate, { ...w.p, body: { month, class_id: w.classA } }));
    const rows = ok(await call(invoices, { ...w.p, query: { page_size: 100, month, class_id: w.classA } })).body
      .response.data as Json[];
    expect(rows.map((r) => r.student_id).sort()).toEqual([w.an, bao].sort());
    ok(await call(issue, { ...w.p, body: { ids: rows.map((r) => r.id) } }));
    await deliver();
    const baos = rows.find((r) => r.student_id === bao);
    const [y, m] = month.split('-');
    const tag = `invoice:${baos.id}`;
    expect(shown(dev.hoa)).toEqual([
      {
        title: `Hoá đơn mới: ${baos.invoice_no} (${m}/${y})`,
        body: 'Học phí của bé Phạm Gia Bảo: 2.000.000 ₫.',
        url: `/parent/payments/${baos.id}`,
        tag,
      },
    ]);
    expect(shown(dev.tuan)).toEqual([
      {
        title: `New invoice: ${baos.invoice_no} (${m}/${y})`,
        body: "Phạm Gia Bảo's fees: 2,000,000 ₫.",
        url: `/en/parent/payments/${baos.id}`,
        tag,
      },
    ]);
    // Ân's parent turned invoices off: no push, and Chí's family (class B) has no invoice.
    expect(shown(dev.parentAn)).toEqual([]);
    expect(shown(dev.parentChi)).toEqual([]);
    const ans = rows.find((r) => r.student_id === w.an);
    expect((await parentInbox(w.parentAn)).filter((n) => n.kind === 'invoice_issued')).toEqual([
      expect.objectContaining({ url: `/parent/payments/${ans.id}`, student_id: w.an, read_at: null }),
    ]);
  });

  it('a check-in with the attendance switch off by default: no push to either parent, an inbox row for both', async () => {
    const row = first(
      ok(
        await call(checkIn, {
          ...w.tA,
          body: { class_id: w.classA, student_id: bao, date: TODAY, version: 0, brought_by: 'Bố' },
        }),
      ),
    ).data;
    await deliver();
    expect(shown(dev.hoa)).toEqual([]);
    expect(shown(dev.tuan)).toEqual([]);
    expect(service.requests, 'no push at all was sent').toEqual([]);
    expect((await parentInbox(hoa)).find((n) => n.kind === 'checked_in')).toMatchObject({
      title: 'Bé Phạm Gia Bảo đã đến lớp',
      body: `Lúc ${row.check_in_time}.`,
      url: '/parent',
      student_id: bao,
    });
    expect((await parentInbox(tuan, 'en')).find((n) => n.kind === 'checked_in')).toMatchObject({
      title: 'Phạm Gia Bảo has arrived at school',
    });
  });
});
