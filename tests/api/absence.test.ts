import { beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { db } from '@/lib/server/db/client';
import { absences, attendanceRecords, auditLogs, students } from '@/lib/server/db/schema';
import { encryptTenantKey } from '@/lib/server/crypto/tenant-key';
import { MAX_ABSENCE_ATTACHMENT_BYTES } from '@/lib/attendance-values';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { POST as studentCreate } from '@/app/api/webadmin/Student/create/route';
import { GET as menus } from '@/app/api/webadmin/Menu/get-list-by-user/route';
import { GET as list } from '@/app/api/webadmin/Absence/get-list/route';
import { GET as detail } from '@/app/api/webadmin/Absence/get-detail/route';
import { GET as exportList } from '@/app/api/webadmin/Absence/export/route';
import { POST as create } from '@/app/api/webadmin/Absence/create/route';
import { PUT as approve } from '@/app/api/webadmin/Absence/approve/route';
import { PUT as reject } from '@/app/api/webadmin/Absence/reject/route';
import { POST as uploadAttachment } from '@/app/api/webadmin/Absence/upload-attachment/[id]/route';
import { GET as attachment } from '@/app/api/webadmin/Absence/attachment/route';
import { call, first, makeSchool, rand, signIn, UA, type Json, type Reply, type TestUser } from '../helpers/world';
import { samePixels } from '../helpers/images';

type As = { token: string; tenantId: string };

// A week of March 2026: Monday 2 … Sunday 8, Monday 9. The default school week is Monday–Friday.
const MON = '2026-03-02';
const WED = '2026-03-04';
const THU = '2026-03-05';
const FRI = '2026-03-06';
const SAT = '2026-03-07';
const SUN = '2026-03-08';
const NEXT_MON = '2026-03-09';

/** A real 1×1 PNG: an attached image is decoded and written again (without its metadata). */
const PNG = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

function ok(r: Reply) {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
}

async function addStudent(as: As, classId: string | null, fullName: string) {
  const r = ok(
    await call(studentCreate, {
      ...as,
      body: {
        code: `HS${rand()}`,
        full_name: fullName,
        gender: 'female',
        date_of_birth: '12/03/2021',
        ...(classId && { class_id: classId }),
        guardians: [{ full_name: 'Phạm Thị Hoa', relationship: 'mother', phone: '0912000111', is_primary: true }],
      },
    }),
  );
  return first(r).id as string;
}

/** A school: principal, teacher A (class A), teacher B (class B), a nurse (absence read only); children in both classes. */
async function world() {
  const school = await makeSchool();
  const principal = await school.addUser({ roles: ['principal'], fullName: 'Hiệu trưởng Lan' });
  const teacherA = await school.addUser({ roles: ['teacher'], fullName: 'Cô Hằng' });
  const teacherB = await school.addUser({ roles: ['teacher'] });
  const nurse = await school.addUser({ roles: ['nurse'] });
  const as = async (u: TestUser) => ({ token: await signIn(u.username, u.password), tenantId: school.id });
  const p = await as(principal);
  const year = first(
    ok(await call(yearCreate, { ...p, body: { name: `Năm ${rand()}`, start_date: '01/08/2025', end_date: '31/05/2026', is_current: true } })),
  ).id as string;
  const mkClass = async (name: string, teacher: string) =>
    first(
      ok(await call(classCreate, { ...p, body: { name, age_group: 'mau_giao_be', school_year_id: year, capacity: 30, teacher_ids: [teacher] } })),
    ).id as string;
  const classA = await mkClass('Mầm A', teacherA.id);
  const classB = await mkClass('Mầm B', teacherB.id);
  return {
    school,
    p,
    tA: await as(teacherA),
    tB: await as(teacherB),
    nurse: await as(nurse),
    classA,
    classB,
    an: await addStudent(p, classA, 'Nguyễn Thị Ân'),
    binh: await addStudent(p, classA, 'Lê Văn Bình'),
    chi: await addStudent(p, classB, 'Trần Minh Chí'),
    dung: await addStudent(p, null, 'Võ Thị Dung'),
  };
}
type World = Awaited<ReturnType<typeof world>>;

const rows = async (as: As, query: Record<string, string | number> = {}) =>
  ok(await call(list, { ...as, query: { page_size: 100, ...query } })).body.response as { data: Json[]; total: number };

async function newAbsence(as: As, student_id: string, from_date: string, to_date: string, reason = 'Bé bị sốt') {
  return first(ok(await call(create, { ...as, body: { student_id, from_date, to_date, reason } }))).id as string;
}

async function daysOf(tenantId: string, studentId: string) {
  const database = await db();
  const list = await database
    .select({ day: attendanceRecords.day, status: attendanceRecords.status, absenceId: attendanceRecords.absenceId, version: attendanceRecords.version })
    .from(attendanceRecords)
    .where(and(eq(attendanceRecords.tenantId, tenantId), eq(attendanceRecords.studentId, studentId)))
    .orderBy(attendanceRecords.day);
  return list.map((r) => ({ ...r, day: String(r.day).slice(0, 10) }));
}

/** A multipart upload as a browser sends it. */
async function upload(handler: typeof uploadAttachment, as: As, id: string, bytes: Uint8Array, name: string, type: string): Promise<Reply> {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart], { type }), name);
  const request = new Request(`http://localhost/api/webadmin/Absence/upload-attachment/${id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${as.token}`, 'tenant-key': encryptTenantKey(as.tenantId), 'user-agent': UA.chromeWindows },
    body: form,
  });
  const response = await handler(request, { params: Promise.resolve({ id }) });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** A file answer: the raw response. */
async function fetchFile(handler: typeof attachment, as: As, query: Record<string, string>, language?: string) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${as.token}`,
    'tenant-key': encryptTenantKey(as.tenantId),
    'user-agent': UA.chromeWindows,
  };
  if (language) headers.language = language;
  const request = new Request(`http://localhost${handler.definition.path}?${new URLSearchParams(query)}`, { headers });
  return handler(request, { params: Promise.resolve({}) });
}

describe('absences (staff)', () => {
  let w: World;
  let other: { as: As; absenceId: string };

  beforeAll(async () => {
    w = await world();
    const o = await makeSchool();
    const op = await o.addUser({ roles: ['principal'] });
    const oas = { token: await signIn(op.username, op.password), tenantId: o.id };
    const oy = first(ok(await call(yearCreate, { ...oas, body: { name: `Năm ${rand()}`, start_date: '01/08/2025', end_date: '31/05/2026', is_current: true } }))).id;
    const oc = first(ok(await call(classCreate, { ...oas, body: { name: 'Lá 9', age_group: 'mau_giao_lon', school_year_id: oy, capacity: 30, teacher_ids: [] } }))).id;
    const kid = await addStudent(oas, oc, 'Đỗ Văn Khác');
    other = { as: oas, absenceId: await newAbsence(oas, kid, MON, MON) };
  });

  it('creates on a parent’s behalf, lists it, and approving excuses the school days only, in one go', async () => {
    // The child came on Thursday (stays present) and was marked absent without leave on Friday (becomes excused).
    const database = await db();
    await database.insert(attendanceRecords).values([
      { tenantId: w.school.id, studentId: w.an, classId: w.classA, day: THU, status: 'present' },
      { tenantId: w.school.id, studentId: w.an, classId: w.classA, day: FRI, status: 'unexcused' },
    ]);
    const id = await newAbsence(w.tA, w.an, '04/03/2026', '09/03/2026', 'Về quê thăm ông bà');

    const { data } = await rows(w.p, { student_id: w.an });
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      id,
      student_id: w.an,
      student_name: 'Nguyễn Thị Ân',
      class_id: w.classA,
      class_name: 'Mầm A',
      from_date: WED,
      to_date: NEXT_MON,
      days: 4,
      reason: 'Về quê thăm ông bà',
      status: 'pending',
      has_attachment: false,
      source: 'staff',
      created_by_name: 'Cô Hằng',
      decided_by_name: null,
      decided_at: null,
    });

    const r = ok(await call(approve, { ...w.p, body: { id } }));
    expect(first(r).data).toEqual({ excused_days: 3 });
    const d = ok(await call(detail, { ...w.p, query: { id } })).body.response.data;
    expect(d).toMatchObject({ status: 'approved', decided_by_name: 'Hiệu trưởng Lan' });
    expect(d.decided_at).toBeTruthy();

    const days = await daysOf(w.school.id, w.an);
    expect(days.map((x) => [x.day, x.status])).toEqual([
      [WED, 'excused'],
      [THU, 'present'],
      [FRI, 'excused'],
      [NEXT_MON, 'excused'],
    ]);
    expect(days.find((x) => x.day === FRI)).toMatchObject({ absenceId: id, version: 2 });
    expect(days.find((x) => x.day === THU)).toMatchObject({ absenceId: null, version: 1 });
    expect(days.some((x) => x.day === SAT || x.day === SUN)).toBe(false);

    const audit = await database
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.recordType, 'absences'), eq(auditLogs.recordId, id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['approve', 'create']);
  });

  it('rejects with a reason only; a decided request cannot be decided again and nothing changes', async () => {
    const id = await newAbsence(w.p, w.binh, MON, FRI);
    const noReason = await call(reject, { ...w.p, body: { id, reason: '  ' } });
    expect(noReason.status).toBe(400);
    expect(first(noReason).fields.reason).toBeTruthy();
    ok(await call(reject, { ...w.tA, body: { id, reason: 'Trùng lịch kiểm tra sức khỏe' } }));
    const d = ok(await call(detail, { ...w.p, query: { id } })).body.response.data;
    expect(d).toMatchObject({ status: 'rejected', reject_reason: 'Trùng lịch kiểm tra sức khỏe', decided_by_name: 'Cô Hằng' });

    const again = await call(approve, { ...w.p, body: { id } });
    expect(again.status).toBe(409);
    expect(first(again).message).toBe('errors.absence_not_pending');
    expect(first(again).text).toContain('Từ chối');
    const inEnglish = await call(approve, { ...w.p, body: { id }, language: 'en' });
    expect(first(inEnglish).text).toContain('Rejected');
    expect((await call(reject, { ...w.p, body: { id, reason: 'lại' } })).status).toBe(409);
    // Nothing was approved: no day of that child was touched.
    expect(await daysOf(w.school.id, w.binh)).toEqual([]);
    expect(ok(await call(detail, { ...w.p, query: { id } })).body.response.data.status).toBe('rejected');

    const database = await db();
    const audit = await database
      .select({ action: auditLogs.action, userId: auditLogs.userId })
      .from(auditLogs)
      .where(and(eq(auditLogs.recordType, 'absences'), eq(auditLogs.recordId, id), eq(auditLogs.action, 'reject')));
    expect(audit).toHaveLength(1);
    expect(audit[0].userId).toBeTruthy();
  });

  it('approves and excuses in one transaction: when writing the days fails, the request stays pending', async () => {
    const id = await newAbsence(w.p, w.chi, MON, WED);
    const database = await db();
    const fn = `absence_test_fail_${rand()}`;
    await database.execute(
      sql.raw(`create function ${fn}() returns trigger language plpgsql as $$
        begin if new.student_id = '${w.chi}' then raise exception 'roll call refused'; end if; return new; end $$`),
    );
    await database.execute(sql.raw(`create trigger ${fn} before insert on attendance_records for each row execute function ${fn}()`));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const r = await call(approve, { ...w.p, body: { id } });
      expect(r.status).toBe(500);
    } finally {
      quiet.mockRestore();
      await database.execute(sql.raw(`drop trigger ${fn} on attendance_records`));
      await database.execute(sql.raw(`drop function ${fn}()`));
    }
    const [row] = await database.select().from(absences).where(and(eq(absences.tenantId, w.school.id), eq(absences.id, id)));
    expect(row).toMatchObject({ status: 'pending', decidedBy: null, decidedAt: null });
    expect(await daysOf(w.school.id, w.chi)).toEqual([]);
    // Once the roll call accepts the rows, the same approval goes through.
    expect(first(ok(await call(approve, { ...w.p, body: { id } }))).data).toEqual({ excused_days: 3 });
  });

  it('validates dates, length, overlap and the child', async () => {
    const bad = await call(create, { ...w.p, body: { student_id: w.binh, from_date: '10/03/2026', to_date: '09/03/2026', reason: 'x' } });
    expect(bad.status).toBe(400);
    expect(first(bad).field_keys.to_date).toBe('errors.end_before_start');
    const long = await call(create, { ...w.p, body: { student_id: w.binh, from_date: '01/04/2026', to_date: '31/05/2026', reason: 'x' } });
    expect(long.status).toBe(400);
    expect(first(long).field_keys.to_date).toBe('errors.absence_too_long');
    // 60 days, both ends included, is the most.
    const sixty = await newAbsence(w.p, w.binh, '2026-04-01', '2026-05-30');
    expect(sixty).toBeTruthy();
    const overlap = await call(create, { ...w.p, body: { student_id: w.binh, from_date: '30/05/2026', to_date: '02/06/2026', reason: 'x' } });
    expect(overlap.status).toBe(409);
    expect(first(overlap).message).toBe('errors.absence_overlap');
    // A rejected request does not block new dates; an approved one does (Ân's approved Wednesday).
    expect(await newAbsence(w.p, w.binh, MON, MON)).toBeTruthy();
    expect((await call(create, { ...w.p, body: { student_id: w.an, from_date: WED, to_date: WED, reason: 'x' } })).status).toBe(409);
    const noReason = await call(create, { ...w.p, body: { student_id: w.binh, from_date: '01/07/2026', to_date: '01/07/2026', reason: '' } });
    expect(noReason.status).toBe(400);
    expect(first(noReason).field_keys.reason).toBe('errors.required');

    const database = await db();
    const left = await addStudent(w.p, w.classA, 'Hồ Thị Đã Nghỉ');
    await database.update(students).set({ status: 'left' }).where(and(eq(students.tenantId, w.school.id), eq(students.id, left)));
    const notStudying = await call(create, { ...w.p, body: { student_id: left, from_date: MON, to_date: MON, reason: 'x' } });
    expect(notStudying.status).toBe(422);
    expect(first(notStudying).message).toBe('errors.absence_child_not_studying');
  });

  it('refuses the same child twice at the same moment: one request gets in, the other is an overlap', async () => {
    const kid = await addStudent(w.p, w.classB, 'Phan Văn Song');
    const body = { student_id: kid, from_date: '2026-08-03', to_date: '2026-08-05', reason: 'Du lịch' };
    const both = await Promise.all([call(create, { ...w.p, body }), call(create, { ...w.p, body })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await rows(w.p, { student_id: kid })).total).toBe(1);
  });

  it('filters, searches without accents, sorts and pages', async () => {
    const all = await rows(w.p);
    expect(all.total).toBeGreaterThanOrEqual(6);
    // Newest first by default.
    const created = all.data.map((a) => a.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    expect((await rows(w.p, { search: 'nguyen thi an' })).data.map((a) => a.student_id)).toEqual([w.an]);
    expect((await rows(w.p, { status: 'rejected' })).data.every((a) => a.status === 'rejected')).toBe(true);
    expect((await rows(w.p, { class_id: w.classB })).data.every((a) => a.class_id === w.classB)).toBe(true);
    // Requests overlapping Saturday 7 – Sunday 8 March: Ân's (4–9 March) only.
    expect((await rows(w.p, { from: '07/03/2026', to: '08/03/2026' })).data.map((a) => a.student_id)).toEqual([w.an]);
    // By given name in Vietnamese order: Ân before Bình.
    const byName = (await rows(w.p, { order_by: 'student_name' })).data.map((a) => a.student_name);
    expect(byName[0]).toBe('Nguyễn Thị Ân');
    const byDate = (await rows(w.p, { order_by: '-from_date' })).data.map((a) => a.from_date);
    expect([...byDate].sort().reverse()).toEqual(byDate);
    const page2 = ok(await call(list, { ...w.p, query: { page: 2, page_size: 2 } })).body.response;
    expect(page2.data).toHaveLength(2);
    expect(page2.total).toBe(all.total);
    expect((await call(list, { ...w.p, query: { page_size: 101 } })).status).toBe(400);
    expect((await call(list, { ...w.p, query: { status: 'lost' } })).status).toBe(400);
  });

  it('a teacher sees and decides only their classes’ requests; another class’s is 404', async () => {
    const id = await newAbsence(w.p, w.an, '2026-09-07', '2026-09-08');
    const mine = await rows(w.tB);
    expect(mine.data.every((a) => a.class_id === w.classB)).toBe(true);
    expect(mine.data.map((a) => a.id)).not.toContain(id);
    expect((await call(detail, { ...w.tB, query: { id } })).status).toBe(404);
    expect((await call(approve, { ...w.tB, body: { id } })).status).toBe(404);
    expect((await call(reject, { ...w.tB, body: { id, reason: 'x' } })).status).toBe(404);
    expect((await fetchFile(attachment, w.tB, { id })).status).toBe(404);
    expect((await upload(uploadAttachment, w.tB, id, PNG, 'a.png', 'image/png')).status).toBe(404);
    expect((await call(create, { ...w.tB, body: { student_id: w.an, from_date: '2026-10-01', to_date: '2026-10-01', reason: 'x' } })).status).toBe(404);
    expect(ok(await call(detail, { ...w.tA, query: { id } })).body.response.data.id).toBe(id);
    // Read-only staff may look but not decide nor create.
    expect(ok(await call(detail, { ...w.nurse, query: { id } })).body.response.data.id).toBe(id);
    expect((await call(approve, { ...w.nurse, body: { id } })).status).toBe(403);
    expect((await call(create, { ...w.nurse, body: { student_id: w.an, from_date: '2026-10-01', to_date: '2026-10-01', reason: 'x' } })).status).toBe(403);
    // A child without a class: approving writes no roll call.
    const d = await newAbsence(w.p, w.dung, MON, FRI);
    expect(first(ok(await call(approve, { ...w.p, body: { id: d } }))).data).toEqual({ excused_days: 0 });
  });

  it('another school’s request is 404 everywhere', async () => {
    const id = other.absenceId;
    expect((await call(detail, { ...w.p, query: { id } })).status).toBe(404);
    expect((await call(approve, { ...w.p, body: { id } })).status).toBe(404);
    expect((await call(reject, { ...w.p, body: { id, reason: 'x' } })).status).toBe(404);
    expect((await fetchFile(attachment, w.p, { id })).status).toBe(404);
    expect((await upload(uploadAttachment, w.p, id, PNG, 'a.png', 'image/png')).status).toBe(404);
    expect((await rows(w.p)).data.map((a) => a.id)).not.toContain(id);
    // And it is still pending in its own school.
    expect(ok(await call(detail, { ...other.as, query: { id } })).body.response.data.status).toBe('pending');
  });

  it('counts pending requests of the caller’s scope in the menu badge', async () => {
    await newAbsence(w.p, w.chi, '2026-11-02', '2026-11-03');
    const badge = async (as: As) =>
      (ok(await call(menus, as)).body.response.data as Json[]).find((m) => m.code === 'absence')?.counter as number;
    const school = (await rows(w.p, { status: 'pending' })).total;
    const classA = (await rows(w.tA, { status: 'pending' })).total;
    const classB = (await rows(w.tB, { status: 'pending' })).total;
    expect(school).toBeGreaterThan(classA);
    expect(classB).toBeGreaterThan(0);
    expect(await badge(w.p)).toBe(school);
    expect(await badge(w.tA)).toBe(classA);
    expect(await badge(w.tB)).toBe(classB);
    // The other school's pending request is not counted here.
    expect(await badge(other.as)).toBe(1);
  });

  it('keeps an image or a PDF checked by content, refuses other files (415) and large ones (413)', async () => {
    const id = await newAbsence(w.p, w.binh, '2026-12-01', '2026-12-02');
    ok(await upload(uploadAttachment, w.tA, id, PNG, 'giay-bac-si.png', 'image/png'));
    let d = ok(await call(detail, { ...w.p, query: { id } })).body.response.data;
    expect(d).toMatchObject({ has_attachment: true, attachment_name: 'giay-bac-si.png', attachment_type: 'image/png' });
    const file = await fetchFile(attachment, w.tA, { id });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    // The same picture, written again without anything but its pixels.
    expect(await samePixels(Buffer.from(await file.arrayBuffer()), Buffer.from(PNG))).toBe(true);

    // A PDF replaces it.
    ok(await upload(uploadAttachment, w.p, id, PDF, 'don.pdf', 'application/pdf'));
    d = ok(await call(detail, { ...w.p, query: { id } })).body.response.data;
    expect(d).toMatchObject({ attachment_name: 'don.pdf', attachment_type: 'application/pdf' });
    expect((await fetchFile(attachment, w.p, { id })).headers.get('content-type')).toBe('application/pdf');

    // A script renamed .png, and an SVG: refused by content.
    const text = await upload(uploadAttachment, w.p, id, new TextEncoder().encode('<script>alert(1)</script>'), 'x.png', 'image/png');
    expect(text.status).toBe(415);
    expect(first(text).message).toBe('errors.absence_file_type');
    const svg = await upload(uploadAttachment, w.p, id, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.svg', 'image/svg+xml');
    expect(svg.status).toBe(415);
    const big = new Uint8Array(MAX_ABSENCE_ATTACHMENT_BYTES + 1);
    big.set(PNG);
    const large = await upload(uploadAttachment, w.p, id, big, 'big.png', 'image/png');
    expect(large.status).toBe(413);
    expect(first(large).message).toBe('errors.file_too_large');
    // Still the PDF.
    expect((await fetchFile(attachment, w.p, { id })).headers.get('content-type')).toBe('application/pdf');

    // A decided request takes no new file; a request without one answers 404 for the file.
    ok(await call(approve, { ...w.p, body: { id } }));
    expect((await upload(uploadAttachment, w.p, id, PNG, 'a.png', 'image/png')).status).toBe(409);
    const bare = await newAbsence(w.p, w.binh, '2026-12-07', '2026-12-07');
    expect((await fetchFile(attachment, w.p, { id: bare })).status).toBe(404);
  });

  it('exports the filtered list to Excel with headers in the caller’s language', async () => {
    const response = await fetchFile(exportList as never, w.p, { status: 'approved' }, 'en');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await response.arrayBuffer()) as never);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Child code');
    expect(sheet.getRow(1).getCell(2).value).toBe('Full name');
    const approved = (await rows(w.p, { status: 'approved' })).total;
    expect(sheet.rowCount - 1).toBe(approved);
    const names = Array.from({ length: approved }, (_, i) => sheet.getRow(i + 2).getCell(2).value);
    expect(names).toContain('Nguyễn Thị Ân');
    expect(sheet.getRow(2).getCell(8).value).toBe('Approved');

    const vi = await fetchFile(exportList as never, w.p, {});
    const bookVi = new ExcelJS.Workbook();
    await bookVi.xlsx.load((await vi.arrayBuffer()) as never);
    expect(bookVi.worksheets[0].getRow(1).getCell(2).value).toBe('Họ và tên');
    // Without the export right: 403 (a teacher has none).
    expect((await fetchFile(exportList as never, w.tA, {})).status).toBe(403);
  });
});
