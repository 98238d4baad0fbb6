import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { auditLogs, guardians, studentClassHistory, students } from '@/lib/server/db/schema';
import { seedDemoStudents } from '@/lib/server/demo/demo-students';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { GET as list } from '@/app/api/webadmin/Student/get-list/route';
import { GET as detail } from '@/app/api/webadmin/Student/get-detail/route';
import { POST as create } from '@/app/api/webadmin/Student/create/route';
import { PUT as update } from '@/app/api/webadmin/Student/update/[id]/route';
import { POST as move } from '@/app/api/webadmin/Student/move-class/route';
import { PUT as changeStatus } from '@/app/api/webadmin/Student/change-status/[id]/route';
import { POST as uploadPhoto } from '@/app/api/webadmin/Student/upload-photo/[id]/route';
import { DELETE as deletePhoto } from '@/app/api/webadmin/Student/delete-photo/[id]/route';
import { GET as photoFile } from '@/app/api/webadmin/Student/photo/[file]/route';
import { encryptTenantKey } from '@/lib/server/crypto/tenant-key';
import { STUDENT_PHOTO_MAX_BYTES, STUDENT_PHOTO_MAX_SIDE } from '@/lib/limits';
import { call, first, makeSchool, rand, signIn, UA, type Json, type School, type TestUser } from '../helpers/world';
import { carriesMetadata, expectCleanJpeg, phonePhoto, realImage, samePixels } from '../helpers/images';

type As = { token: string; tenantId: string };
const NEXT_YEAR = `01/01/${new Date().getFullYear() + 1}`;

async function addYear(as: As) {
  const r = await call(yearCreate, { ...as, body: { name: `2026–2027 ${rand()}`, start_date: '05/09/2026', end_date: '31/05/2027', is_current: true } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return first(r).id as string;
}

async function addClass(as: As, yearId: string, name: string, ageGroup: string, teacherIds: string[] = []) {
  const r = await call(classCreate, {
    ...as,
    body: { name, age_group: ageGroup, school_year_id: yearId, capacity: 30, teacher_ids: teacherIds },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return first(r).id as string;
}

const guardian = (over: Record<string, unknown> = {}) => ({
  full_name: 'Nguyễn Văn Bình',
  relationship: 'father',
  phone: '0912 345 678',
  is_primary: true,
  ...over,
});

function student(over: Record<string, unknown> = {}) {
  return {
    code: `HS${rand()}`,
    full_name: 'Nguyễn Văn An',
    gender: 'male',
    date_of_birth: '12/03/2021',
    guardians: [guardian()],
    pickup_people: [{ full_name: 'Trần Thị Cúc', relationship: 'Bà ngoại', phone: '0987654321' }],
    ...over,
  };
}

async function addStudent(as: As, body: Record<string, unknown>) {
  const r = await call(create, { ...as, body });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return first(r).id as string;
}

/** A school with a principal, two teachers with one class each, an accountant (read only) and a nurse. */
async function world() {
  const school = await makeSchool();
  const principal = await school.addUser({ roles: ['principal'] });
  const teacher1 = await school.addUser({ roles: ['teacher'] });
  const teacher2 = await school.addUser({ roles: ['teacher'] });
  const accountant = await school.addUser({ roles: ['accountant'] });
  const as = async (u: TestUser) => ({ token: await signIn(u.username, u.password), tenantId: school.id });
  const p = await as(principal);
  const yearId = await addYear(p);
  const chồi = await addClass(p, yearId, 'Chồi 1', 'mau_giao_nho', [teacher1.id]);
  const lá = await addClass(p, yearId, 'Lá 1', 'mau_giao_lon', [teacher2.id]);
  const mầm = await addClass(p, yearId, 'Mầm 1', 'mau_giao_be');
  return { school, principal, p, t1: await as(teacher1), t2: await as(teacher2), acc: await as(accountant), yearId, chồi, lá, mầm };
}
type World = Awaited<ReturnType<typeof world>>;

// A real 1×1 PNG (a real JPEG is made by realImage: a photo is decoded and written again, so it must be one).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
// The first bytes of a JPEG and nothing behind them: passes the content check, but is no image.
const FAKE_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);

/** POST /Student/upload-photo/{id} as a browser would: multipart with the file in the `file` field. */
async function postPhoto(as: As, id: string, bytes: Buffer, name = 'photo.png', type = 'image/png', language?: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const headers: Record<string, string> = {
    authorization: `Bearer ${as.token}`,
    'tenant-key': encryptTenantKey(as.tenantId),
    'user-agent': UA.chromeWindows,
  };
  if (language) headers.language = language;
  const request = new Request(`http://localhost/api/webadmin/Student/upload-photo/${id}`, { method: 'POST', body: form, headers });
  const response = await uploadPhoto(request, { params: Promise.resolve({ id }) });
  return { status: response.status, body: await response.json() };
}

/** GET a photo_url with the caller's headers: the status, the headers and the bytes. */
async function getPhoto(as: As | null, url: string) {
  const file = url.split('/').pop()!;
  const headers: Record<string, string> = { 'user-agent': UA.chromeWindows };
  if (as) {
    headers.authorization = `Bearer ${as.token}`;
    headers['tenant-key'] = encryptTenantKey(as.tenantId);
  }
  const response = await photoFile(new Request(`http://localhost${url}`, { headers }), { params: Promise.resolve({ file }) });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const photoDir = () => path.join(process.env.DATA_DIR!, 'uploads', 'student-photos');
const filesOf = (id: string) => (fs.existsSync(photoDir()) ? fs.readdirSync(photoDir()).filter((f) => f.startsWith(id)) : []);

const rows = async (as: As, query: Record<string, string | number> = {}) => {
  const r = await call(list, { ...as, query: { page_size: 100, ...query } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response as { data: Json[]; total: number };
};

describe('students', () => {
  let w: World;
  let other: { school: School; as: As; classId: string; studentId: string };
  let an: string;
  let binh: string;
  let chi: string;

  beforeAll(async () => {
    w = await world();
    an = await addStudent(w.p, student({ code: `AN${rand()}`, full_name: 'Nguyễn Văn An', class_id: w.chồi }));
    binh = await addStudent(
      w.p,
      student({
        code: `BINH${rand()}`,
        full_name: 'Trần Thị Bình',
        gender: 'female',
        date_of_birth: '2020-05-01',
        class_id: w.lá,
        guardians: [guardian({ full_name: 'Trần Văn Hùng', phone: '+84903111222' })],
      }),
    );
    chi = await addStudent(w.p, student({ code: `CHI${rand()}`, full_name: 'Lê Minh Chí', class_id: w.mầm, guardians: [] }));
    const school = await makeSchool();
    const principal = await school.addUser({ roles: ['principal'] });
    const as = { token: await signIn(principal.username, principal.password), tenantId: school.id };
    const y = await addYear(as);
    const classId = await addClass(as, y, 'Lá 9', 'mau_giao_lon');
    const studentId = await addStudent(as, student({ class_id: classId }));
    other = { school, as, classId, studentId };
  });

  it('lists the school’s children with class and primary guardian; another school’s children are not there', async () => {
    const { data, total } = await rows(w.p);
    expect(total).toBe(3);
    expect(data.map((s) => s.id).sort()).toEqual([an, binh, chi].sort());
    const a = data.find((s) => s.id === an);
    expect(a).toMatchObject({
      full_name: 'Nguyễn Văn An',
      date_of_birth: '2021-03-12',
      class_name: 'Chồi 1',
      age_group: 'mau_giao_nho',
      status: 'studying',
      primary_guardian: { full_name: 'Nguyễn Văn Bình', phone: '0912345678' },
    });
  });

  it('searches without accents over name, code and guardian phone', async () => {
    expect((await rows(w.p, { search: 'nguyen van an' })).data.map((s) => s.id)).toEqual([an]);
    expect((await rows(w.p, { search: 'TRAN THI' })).data.map((s) => s.id)).toEqual([binh]);
    expect((await rows(w.p, { search: 'chi' })).data.map((s) => s.id)).toContain(chi);
    expect((await rows(w.p, { search: '0903111' })).data.map((s) => s.id)).toEqual([binh]);
    expect((await rows(w.p, { search: 'binh' })).data.map((s) => s.id)).toEqual([binh]);
    expect((await rows(w.p, { search: 'không có ai' })).total).toBe(0);
  });

  it('filters by class, status, gender, age group and school year, and sorts', async () => {
    expect((await rows(w.p, { class_id: w.lá })).data.map((s) => s.id)).toEqual([binh]);
    expect((await rows(w.p, { gender: 'female' })).data.map((s) => s.id)).toEqual([binh]);
    expect((await rows(w.p, { age_group: 'mau_giao_nho' })).data.map((s) => s.id)).toEqual([an]);
    expect((await rows(w.p, { school_year_id: w.yearId })).total).toBe(3);
    expect((await rows(w.p, { status: 'left' })).total).toBe(0);
    const byBirth = (await rows(w.p, { order_by: '-date_of_birth' })).data.map((s) => s.date_of_birth);
    expect(byBirth).toEqual([...byBirth].sort().reverse());
    const paged = await rows(w.p, { page: 2, page_size: 2, order_by: 'full_name' });
    expect(paged.total).toBe(3);
    expect(paged.data).toHaveLength(1);
  });

  it('a teacher sees only the children of their classes; others are 404', async () => {
    expect((await rows(w.t1)).data.map((s) => s.id)).toEqual([an]);
    expect((await rows(w.t2)).data.map((s) => s.id)).toEqual([binh]);
    expect((await call(detail, { ...w.t1, query: { id: an } })).status).toBe(200);
    expect((await call(detail, { ...w.t1, query: { id: binh } })).status).toBe(404);
    const up = await call(update, { ...w.t1, params: { id: binh }, body: student({ class_id: w.lá }) });
    expect(up.status).toBe(404);
    const st = await call(changeStatus, { ...w.t1, params: { id: binh }, body: { status: 'left', date: '01/10/2026' } });
    expect(st.status).toBe(404);
    // Into a class that is not theirs: 404 as well.
    const mv = await call(move, { ...w.t1, body: { ids: [an], class_id: w.lá } });
    expect(mv.status).toBe(404);
  });

  it('refuses without the right (403): accountant may read only, teachers may not create', async () => {
    expect((await call(list, { ...w.acc })).status).toBe(200);
    expect((await call(create, { ...w.acc, body: student() })).status).toBe(403);
    expect((await call(create, { ...w.t1, body: student({ class_id: w.chồi }) })).status).toBe(403);
    expect((await call(update, { ...w.acc, params: { id: an }, body: student() })).status).toBe(403);
    expect((await call(move, { ...w.acc, body: { ids: [an], class_id: w.lá } })).status).toBe(403);
    expect((await call(changeStatus, { ...w.acc, params: { id: an }, body: { status: 'left', date: '01/10/2026' } })).status).toBe(403);
    expect((await call(list, {})).status).toBe(401);
  });

  it('answers 404 for another school’s child or class', async () => {
    expect((await call(detail, { ...w.p, query: { id: other.studentId } })).status).toBe(404);
    expect((await call(update, { ...w.p, params: { id: other.studentId }, body: student() })).status).toBe(404);
    expect((await call(changeStatus, { ...w.p, params: { id: other.studentId }, body: { status: 'left', date: '01/10/2026' } })).status).toBe(404);
    expect((await call(move, { ...w.p, body: { ids: [other.studentId], class_id: w.lá } })).status).toBe(404);
    expect((await call(move, { ...w.p, body: { ids: [an], class_id: other.classId } })).status).toBe(404);
    expect((await call(create, { ...w.p, body: student({ class_id: other.classId }) })).status).toBe(404);
  });

  it('validates: code taken (409, any case), future birth date, guardian phone, one primary guardian', async () => {
    const code = `DUP${rand()}`;
    await addStudent(w.p, student({ code }));
    const dup = await call(create, { ...w.p, body: student({ code: code.toLowerCase() }) });
    expect(dup.status).toBe(409);
    expect(first(dup).message).toBe('errors.student_code_taken');
    // The same code in another school is fine.
    expect((await call(create, { ...other.as, body: student({ code }) })).status).toBe(200);

    const future = await call(create, { ...w.p, body: student({ date_of_birth: NEXT_YEAR }) });
    expect(future.status).toBe(400);
    expect(first(future).field_keys.date_of_birth).toBe('errors.date_of_birth_future');

    for (const phone of ['12345', '091234567', '+8491234567', '1912345678']) {
      const bad = await call(create, { ...w.p, body: student({ guardians: [guardian({ phone })] }) });
      expect(bad.status, phone).toBe(400);
      expect(first(bad).field_keys['guardians.0.phone']).toBe('errors.phone_invalid');
    }
    const twoPrimary = await call(create, { ...w.p, body: student({ guardians: [guardian(), guardian({ relationship: 'mother' })] }) });
    expect(twoPrimary.status).toBe(400);
    expect(first(twoPrimary).field_keys.guardians).toBe('errors.one_primary_guardian');

    const missing = await call(create, { ...w.p, body: { guardians: [] } });
    expect(missing.status).toBe(400);
    expect(first(missing).field_keys).toMatchObject({ code: 'errors.required', full_name: 'errors.required' });
  });

  it('updates a child, replaces guardians and pick-up people in one go, and writes the audit log', async () => {
    const id = await addStudent(w.p, student({ full_name: 'Phạm Gia Huy', class_id: w.mầm }));
    const body = student({
      code: `HUY${rand()}`,
      full_name: 'Phạm Gia Huy',
      nickname: 'Bin',
      class_id: w.mầm,
      allergies: 'Tôm, cua',
      guardians: [
        guardian({ full_name: 'Phạm Văn Long', is_primary: false }),
        guardian({ full_name: 'Đỗ Thị Hoa', relationship: 'mother', phone: '+84 912 000 111', is_primary: true }),
      ],
      pickup_people: [],
    });
    const r = await call(update, { ...w.p, params: { id }, body });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d = (await call(detail, { ...w.p, query: { id } })).body.response.data;
    expect(d).toMatchObject({ nickname: 'Bin', allergies: 'Tôm, cua', primary_guardian: { full_name: 'Đỗ Thị Hoa', phone: '+84912000111' } });
    expect(d.guardians).toHaveLength(2);
    expect(d.pickup_people).toEqual([]);

    const audit = await (await db())
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.recordType, 'students'), eq(auditLogs.recordId, id), eq(auditLogs.action, 'update')));
    expect(audit).toHaveLength(1);
    expect(audit[0].userId).toBe(w.principal.id);
    expect((audit[0].newValues as Json).nickname).toBe('Bin');

    // A failing update changes nothing (guardians are not lost).
    const bad = await call(update, { ...w.p, params: { id }, body: { ...body, class_id: other.classId, guardians: [] } });
    expect(bad.status).toBe(404);
    expect((await call(detail, { ...w.p, query: { id } })).body.response.data.guardians).toHaveLength(2);
  });

  it('keeps the address with its province; an unknown province is refused', async () => {
    const id = await addStudent(w.p, student({ address: '12 Phố Kim Mã', province_id: '01', class_id: w.mầm }));
    expect((await call(detail, { ...w.p, query: { id } })).body.response.data).toMatchObject({ address: '12 Phố Kim Mã', province_id: '01' });
    const bad = await call(update, { ...w.p, params: { id }, body: student({ province_id: '99', class_id: w.mầm }) });
    expect(bad.status).toBe(400);
    expect(first(bad).field_keys.province_id).toBe('errors.invalid_province');
    expect((await call(detail, { ...w.p, query: { id } })).body.response.data.province_id).toBe('01');
  });

  it('a teacher may update a child of their class', async () => {
    const r = await call(update, { ...w.t1, params: { id: an }, body: student({ code: `AN${rand()}`, full_name: 'Nguyễn Văn An', class_id: w.chồi }) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  });

  it('moves children to another class in one transaction, with a history row each', async () => {
    const x = await addStudent(w.p, student({ class_id: w.mầm }));
    const y = await addStudent(w.p, student({ class_id: w.mầm }));
    // One of the ids is unknown: nothing moves.
    const partial = await call(move, { ...w.p, body: { ids: [x, other.studentId], class_id: w.lá } });
    expect(partial.status).toBe(404);
    expect((await call(detail, { ...w.p, query: { id: x } })).body.response.data.class_id).toBe(w.mầm);

    const r = await call(move, { ...w.p, body: { ids: [x, y], class_id: w.lá, reason: 'Lên lớp' } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    for (const id of [x, y]) {
      const d = (await call(detail, { ...w.p, query: { id } })).body.response.data;
      expect(d.class_id).toBe(w.lá);
      expect(d.class_history[0]).toMatchObject({ from_class_id: w.mầm, to_class_id: w.lá, to_class_name: 'Lá 1', reason: 'Lên lớp' });
    }
    const history = await (await db())
      .select()
      .from(studentClassHistory)
      .where(and(eq(studentClassHistory.tenantId, w.school.id), eq(studentClassHistory.toClassId, w.lá), eq(studentClassHistory.reason, 'Lên lớp')));
    expect(history).toHaveLength(2);
    expect(history.every((h) => h.movedBy === w.principal.id)).toBe(true);
    // A teacher moves within their own classes only.
    expect((await call(move, { ...w.t2, body: { ids: [x], class_id: w.lá } })).status).toBe(200);
  });

  it('changes the status with a date and reason; no hard delete', async () => {
    const id = await addStudent(w.p, student({ class_id: w.mầm }));
    const future = await call(changeStatus, { ...w.p, params: { id }, body: { status: 'left', date: NEXT_YEAR } });
    expect(future.status).toBe(400);
    const bad = await call(changeStatus, { ...w.p, params: { id }, body: { status: 'gone', date: '01/10/2026' } });
    expect(bad.status).toBe(400);
    const r = await call(changeStatus, { ...w.p, params: { id }, body: { status: 'reserved', date: '2026-10-01', reason: 'Về quê' } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d = (await call(detail, { ...w.p, query: { id } })).body.response.data;
    expect(d).toMatchObject({ status: 'reserved', status_date: '2026-10-01', status_reason: 'Về quê' });
    expect((await rows(w.p, { status: 'reserved' })).data.map((s) => s.id)).toEqual([id]);
  });
});

describe('student photos', () => {
  let w: World;
  let an: string;
  let binh: string;
  let other: { as: As; studentId: string };

  beforeAll(async () => {
    w = await world();
    an = await addStudent(w.p, student({ full_name: 'Nguyễn Văn An', class_id: w.chồi }));
    binh = await addStudent(w.p, student({ full_name: 'Trần Thị Bình', class_id: w.lá }));
    const school = await makeSchool();
    const principal = await school.addUser({ roles: ['principal'] });
    const as = { token: await signIn(principal.username, principal.password), tenantId: school.id };
    other = { as, studentId: await addStudent(as, student()) };
  });

  const photoOf = async (as: As, id: string) =>
    (await call(detail, { ...as, query: { id } })).body.response.data.photo_url as string | null;

  it('takes a PNG, answers its address in the detail and the list, and serves it to the school only', async () => {
    const r = await postPhoto(w.p, an, PNG);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const url = await photoOf(w.p, an);
    expect(url).toMatch(new RegExp(`^/api/webadmin/Student/photo/${an}-[0-9a-f]{32}\\.png$`));
    expect((await rows(w.p)).data.find((s) => s.id === an)?.photo_url).toBe(url);
    expect((await rows(w.p)).data.find((s) => s.id === binh)?.photo_url).toBeNull();

    const served = await getPhoto(w.p, url!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toMatch(/^private/);
    // The same picture, written again (not the bytes as sent: see 'stores a phone photo re-encoded').
    expect(await samePixels(served.bytes, PNG)).toBe(true);
    // The teacher of the child's class and a reader (accountant) see it too.
    expect((await getPhoto(w.t1, url!)).status).toBe(200);
    expect((await getPhoto(w.acc, url!)).status).toBe(200);

    // Another school, the teacher of another class, and nobody signed in: not found (or 401), never the bytes.
    expect((await getPhoto(other.as, url!)).status).toBe(404);
    expect((await getPhoto(w.t2, url!)).status).toBe(404);
    expect((await getPhoto(null, url!)).status).toBe(401);
    // Names that are not a current photo are not found either.
    expect((await getPhoto(w.p, `/api/webadmin/Student/photo/${an}-${'0'.repeat(32)}.png`)).status).toBe(404);
    expect((await getPhoto(w.p, '/api/webadmin/Student/photo/..%2F..%2Fpglite')).status).toBe(404);
  });

  it('replaces the photo: the old address is gone, and so is its file', async () => {
    await postPhoto(w.p, an, PNG);
    const before = await photoOf(w.p, an);
    const r = await postPhoto(w.p, an, await realImage('jpeg'), 'photo', 'application/octet-stream');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const after = await photoOf(w.p, an);
    expect(after).toMatch(/\.jpg$/);
    expect((await getPhoto(w.p, before!)).status).toBe(404);
    expect((await getPhoto(w.p, after!)).headers.get('content-type')).toBe('image/jpeg');
    expect(filesOf(an)).toEqual([after!.split('/').pop()]);
  });

  it('refuses what is not an image (415) or too large (413), translated, and leaves the photo and the folder as they were', async () => {
    await postPhoto(w.p, an, PNG);
    const kept = await photoOf(w.p, an);
    const text = await postPhoto(w.p, an, Buffer.from('hello, not an image'), 'photo.png', 'image/png', 'en');
    expect(text.status).toBe(415);
    expect(text.body[0]).toMatchObject({ message: 'errors.file_type', text: 'Only PNG, JPEG or WebP images are accepted.' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await postPhoto(w.p, an, svg, 'photo.svg', 'image/svg+xml')).status).toBe(415);
    const big = await postPhoto(w.p, an, Buffer.concat([PNG, Buffer.alloc(STUDENT_PHOTO_MAX_BYTES, 0)]));
    expect(big.status).toBe(413);
    expect(big.body[0].message).toBe('errors.file_too_large');
    expect(big.body[0].text).toContain(String(STUDENT_PHOTO_MAX_BYTES / 1024));
    expect(await photoOf(w.p, an)).toBe(kept);
    expect(filesOf(an)).toEqual([kept!.split('/').pop()]);
  });

  it('stores a phone photo re-encoded: upright, bounded, without its EXIF or GPS position; served inline, nosniff, private', async () => {
    const original = await phonePhoto(2000, 1500);
    expect(await carriesMetadata(original)).toBe(true);
    const r = await postPhoto(w.p, an, original, 'IMG_0001.jpg', 'image/jpeg');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const url = await photoOf(w.p, an);
    expect(url).toMatch(/\.jpg$/);
    const served = await getPhoto(w.p, url!);
    const image = await expectCleanJpeg(served, 'private, no-cache');
    // Turned by its orientation (2000×1500 as stored is portrait as shown) and shrunk to the longest side allowed.
    expect(image).toEqual({
      format: 'jpeg',
      width: STUDENT_PHOTO_MAX_SIDE * 0.75,
      height: STUDENT_PHOTO_MAX_SIDE,
      orientation: undefined,
    });
    // The file on disk is the served one: the original bytes were never kept.
    expect(fs.readFileSync(path.join(photoDir(), url!.split('/').pop()!)).equals(served.bytes)).toBe(true);
  });

  it('refuses a non-image renamed .jpg, and JPEG’s first bytes with no image behind them: translated 415, the photo kept', async () => {
    await postPhoto(w.p, an, PNG);
    const kept = await photoOf(w.p, an);
    for (const bytes of [Buffer.from('%!PS-Adobe-3.0 not a photo'), FAKE_JPEG]) {
      const r = await postPhoto(w.p, an, bytes, 'IMG_0002.jpg', 'image/jpeg', 'en');
      expect(r.status).toBe(415);
      expect(r.body[0]).toMatchObject({
        message: 'errors.file_type',
        text: 'Only PNG, JPEG or WebP images are accepted.',
      });
      const vi = await postPhoto(w.p, an, bytes, 'IMG_0002.jpg', 'image/jpeg', 'vi');
      expect(vi.body[0].text).toBe('Chỉ nhận ảnh PNG, JPEG hoặc WebP.');
    }
    expect(await photoOf(w.p, an)).toBe(kept);
    expect(filesOf(an)).toEqual([kept!.split('/').pop()]);
  });

  it('answers 404 for another school’s child and for a teacher’s other class, 403 without the right; nothing is written', async () => {
    expect((await postPhoto(w.p, other.studentId, PNG)).status).toBe(404);
    expect(filesOf(other.studentId)).toEqual([]);
    expect((await call(deletePhoto, { ...w.p, params: { id: other.studentId } })).status).toBe(404);
    // teacher2 teaches Lá 1, not An's Chồi 1.
    expect((await postPhoto(w.t2, an, PNG)).status).toBe(404);
    expect((await call(deletePhoto, { ...w.t2, params: { id: an } })).status).toBe(404);
    expect((await postPhoto(w.acc, an, PNG)).status).toBe(403);
    expect((await photoOf(w.p, binh))).toBeNull();
    expect(filesOf(binh)).toEqual([]);
    // teacher2 may set the photo of a child of their own class.
    expect((await postPhoto(w.t2, binh, PNG)).status).toBe(200);
    expect(filesOf(binh)).toHaveLength(1);
  });

  it('removes the photo and its file', async () => {
    await postPhoto(w.p, an, PNG);
    const url = await photoOf(w.p, an);
    const r = await call(deletePhoto, { ...w.p, params: { id: an } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await photoOf(w.p, an)).toBeNull();
    expect((await getPhoto(w.p, url!)).status).toBe(404);
    expect(filesOf(an)).toEqual([]);
    // Removing again is harmless.
    expect((await call(deletePhoto, { ...w.p, params: { id: an } })).status).toBe(200);
  });
});

describe('demo students', () => {
  it('seeds 25 children a class, born in the years of the age group, each with exactly one primary guardian', async () => {
    const school = await makeSchool();
    const principal = await school.addUser({ roles: ['principal'] });
    const p = { token: await signIn(principal.username, principal.password), tenantId: school.id };
    const yearId = await addYear(p);
    const nhaTre = await addClass(p, yearId, 'Nhà trẻ 1', 'nha_tre');
    const la = await addClass(p, yearId, 'Lá 1', 'mau_giao_lon');
    const database = await db();
    await seedDemoStudents(database, { tenantId: school.id });
    const kids = await database.select().from(students).where(eq(students.tenantId, school.id));
    expect(kids).toHaveLength(50);
    for (const k of kids.filter((k) => k.classId === nhaTre)) expect(['2023', '2024']).toContain(k.dateOfBirth.slice(0, 4));
    for (const k of kids.filter((k) => k.classId === la)) expect(k.dateOfBirth.slice(0, 4)).toBe('2020');
    expect(new Set(kids.map((k) => k.status))).toEqual(new Set(['studying', 'reserved', 'left', 'graduated']));
    const gs = await database.select().from(guardians).where(eq(guardians.tenantId, school.id));
    expect(gs.filter((g) => g.isPrimary)).toHaveLength(50);
    expect(gs.every((g) => /^0\d{9}$/.test(g.phone))).toBe(true);
    // Searchable through the API like any child.
    const first = kids[0];
    const found = await rows(p, { search: first.fullName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/gi, 'd') });
    expect(found.data.map((s) => s.id)).toContain(first.id);
  });
});
