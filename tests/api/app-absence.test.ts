import { beforeAll, describe, expect, it } from 'vitest';
import { encryptTenantKey } from '@/lib/server/crypto/tenant-key';
import { samePixels } from '../helpers/images';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { POST as studentCreate } from '@/app/api/webadmin/Student/create/route';
import { GET as studentDetail } from '@/app/api/webadmin/Student/get-detail/route';
import { POST as accountCreate } from '@/app/api/webadmin/AppAccount/create/route';
import { GET as staffList } from '@/app/api/webadmin/Absence/get-list/route';
import { GET as staffDetail } from '@/app/api/webadmin/Absence/get-detail/route';
import { PUT as approve } from '@/app/api/webadmin/Absence/approve/route';
import { POST as appLogin } from '@/app/api/app/login/route';
import { GET as appList } from '@/app/api/app/absences/route';
import { POST as appCreate } from '@/app/api/app/absences/create/route';
import { PUT as appCancel } from '@/app/api/app/absences/cancel/route';
import { POST as appUpload } from '@/app/api/app/absences/upload-attachment/[id]/route';
import { GET as appAttachment } from '@/app/api/app/absences/attachment/route';
import { GET as appAttendance } from '@/app/api/app/attendance/route';
import { call, callFile, first, makeSchool, rand, randomIp, signIn, UA, type Json, type Reply, type School } from '../helpers/world';

type As = { token: string; tenantId: string };

// Monday 2 … Friday 6 March 2026.
const MON = '2026-03-02';
const TUE = '2026-03-03';
const FRI = '2026-03-06';
/** A real 1×1 PNG: an attached image is decoded and written again (without its metadata). */
const PNG = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));

function ok(r: Reply) {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
}

async function schoolWithClass(school: School) {
  const principal = await school.addUser({ roles: ['principal'] });
  const p = { token: await signIn(principal.username, principal.password), tenantId: school.id };
  const year = first(
    ok(await call(yearCreate, { ...p, body: { name: `Năm ${rand()}`, start_date: '01/08/2025', end_date: '31/05/2026', is_current: true } })),
  ).id as string;
  const classId = first(
    ok(await call(classCreate, { ...p, body: { name: 'Chồi A', age_group: 'mau_giao_nho', school_year_id: year, capacity: 30, teacher_ids: [] } })),
  ).id as string;
  return { p, classId };
}

async function addStudent(as: As, classId: string, fullName: string, parent: { name: string; phone: string }) {
  const r = ok(
    await call(studentCreate, {
      ...as,
      body: {
        code: `HS${rand()}`,
        full_name: fullName,
        gender: 'male',
        date_of_birth: '12/03/2021',
        class_id: classId,
        guardians: [{ full_name: parent.name, relationship: 'mother', phone: parent.phone, is_primary: true }],
      },
    }),
  );
  return first(r).id as string;
}

/** An app account for the child's primary guardian, linked to the given children, signed in. */
async function parent(school: School, as: As, studentIds: string[]) {
  const guardianId = ok(await call(studentDetail, { ...as, query: { id: studentIds[0] } })).body.response.data.guardians[0].id;
  const username = `ph${rand()}`;
  const created = ok(await call(accountCreate, { ...as, body: { username, guardian_id: guardianId, student_ids: studentIds } }));
  const password = created.body.response.data.slip.password as string;
  const login = ok(
    await call(appLogin, { body: { username, password, school_code: school.code }, headers: { 'x-forwarded-for': randomIp() } }),
  );
  return login.body.response.data.accessToken as string;
}

async function uploadAs(token: string, id: string, bytes: Uint8Array, name: string, type: string): Promise<Reply> {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart], { type }), name);
  const request = new Request(`http://localhost/api/app/absences/upload-attachment/${id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'user-agent': UA.samsung },
    body: form,
  });
  const response = await appUpload(request, { params: Promise.resolve({ id }) });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

describe('absences in the parents’ app', () => {
  let school: School;
  let p: As;
  let classId: string;
  let minh: string;
  let lan: string;
  let hung: string;
  let hoa: string;
  let duc: string;
  let otherKid: string;
  let otherParent: string;

  beforeAll(async () => {
    school = await makeSchool();
    ({ p, classId } = await schoolWithClass(school));
    // Hoa has Minh and Lan; Đức has Hùng.
    minh = await addStudent(p, classId, 'Nguyễn Văn Minh', { name: 'Phạm Thị Hoa', phone: '0912000111' });
    lan = await addStudent(p, classId, 'Nguyễn Thị Lan', { name: 'Phạm Thị Hoa', phone: '0912000111' });
    hung = await addStudent(p, classId, 'Trần Văn Hùng', { name: 'Trần Văn Đức', phone: '0903222333' });
    hoa = await parent(school, p, [minh, lan]);
    duc = await parent(school, p, [hung]);

    const o = await makeSchool();
    const other = await schoolWithClass(o);
    otherKid = await addStudent(other.p, other.classId, 'Đỗ Văn Khác', { name: 'Đỗ Văn Cha', phone: '0912000111' });
    otherParent = await parent(o, other.p, [otherKid]);
  });

  it('a parent asks leave for their own child; staff see it as from the parent', async () => {
    const r = ok(await call(appCreate, { token: hoa, body: { student_id: minh, from_date: '02/03/2026', to_date: '03/03/2026', reason: 'Bé bị ho' } }));
    const id = first(r).id as string;
    const mine = ok(await call(appList, { token: hoa })).body.response.data as Json[];
    expect(mine.map((a) => a.id)).toEqual([id]);
    expect(mine[0]).toMatchObject({ student_id: minh, from_date: MON, to_date: TUE, days: 2, status: 'pending', source: 'parent', created_by_name: 'Phạm Thị Hoa' });

    const staff = ok(await call(staffList, { ...p, query: { student_id: minh } })).body.response;
    expect(staff.data[0]).toMatchObject({ id, source: 'parent', created_by_name: 'Phạm Thị Hoa', class_id: classId });
    // The other family sees none of it.
    expect(ok(await call(appList, { token: duc })).body.response.data).toEqual([]);
  });

  it('cannot ask for another family’s child or another school’s (404); same rules as staff', async () => {
    const body = (student_id: string) => ({ student_id, from_date: FRI, to_date: FRI, reason: 'Việc gia đình' });
    expect((await call(appCreate, { token: hoa, body: body(hung) })).status).toBe(404);
    expect((await call(appCreate, { token: hoa, body: body(otherKid) })).status).toBe(404);
    expect((await call(appCreate, { token: otherParent, body: body(minh) })).status).toBe(404);
    expect((await call(appList, { token: hoa, query: { student_id: hung } })).status).toBe(404);

    const backwards = await call(appCreate, { token: hoa, body: { student_id: lan, from_date: '06/03/2026', to_date: '02/03/2026', reason: 'x' } });
    expect(backwards.status).toBe(400);
    expect(first(backwards).field_keys.to_date).toBe('errors.end_before_start');
    const long = await call(appCreate, { token: hoa, body: { student_id: lan, from_date: '01/01/2026', to_date: '02/03/2026', reason: 'x' } });
    expect(long.status).toBe(400);
    const overlap = await call(appCreate, { token: hoa, body: { student_id: minh, from_date: TUE, to_date: FRI, reason: 'x' } });
    expect(overlap.status).toBe(409);
    expect(first(overlap).message).toBe('errors.absence_overlap');
  });

  it('cancels their own pending request, but not a decided one (409) nor another family’s (404)', async () => {
    const id = first(ok(await call(appCreate, { token: hoa, body: { student_id: lan, from_date: FRI, to_date: FRI, reason: 'Đi khám' } }))).id as string;
    expect((await call(appCancel, { token: duc, body: { id } })).status).toBe(404);
    expect((await call(appCancel, { token: otherParent, body: { id } })).status).toBe(404);
    ok(await call(appCancel, { token: hoa, body: { id } }));
    const cancelled = ok(await call(staffDetail, { ...p, query: { id } })).body.response.data;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.cancelled_at).toBeTruthy();
    expect((await call(appCancel, { token: hoa, body: { id } })).status).toBe(409);
    // Cancelled days are free again.
    const again = first(ok(await call(appCreate, { token: hoa, body: { student_id: lan, from_date: FRI, to_date: FRI, reason: 'Đi khám lại' } }))).id as string;
    ok(await call(approve, { ...p, body: { id: again } }));
    const decided = await call(appCancel, { token: hoa, body: { id: again } });
    expect(decided.status).toBe(409);
    expect(first(decided).message).toBe('errors.absence_not_pending');
    expect(first(decided).text).toContain('Đã duyệt');
  });

  it('attaches a file to their own pending request only', async () => {
    const id = first(ok(await call(appCreate, { token: duc, body: { student_id: hung, from_date: MON, to_date: MON, reason: 'Sốt' } }))).id as string;
    expect((await uploadAs(hoa, id, PNG, 'a.png', 'image/png')).status).toBe(404);
    expect((await uploadAs(duc, id, new TextEncoder().encode('hello'), 'a.png', 'image/png')).status).toBe(415);
    ok(await uploadAs(duc, id, PNG, 'giay-kham.png', 'image/png'));
    expect(ok(await call(appList, { token: duc })).body.response.data[0]).toMatchObject({ id, has_attachment: true, attachment_name: 'giay-kham.png' });
    // The family downloads its own file back; another family, another school or staff's token get nothing.
    const own = await callFile(appAttachment, { token: duc, query: { id } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(own.headers.get('content-disposition')).toContain('giay-kham.png');
    // The same picture, written again without anything but its pixels.
    expect(await samePixels(own.bytes, Buffer.from(PNG))).toBe(true);
    expect((await callFile(appAttachment, { token: hoa, query: { id } })).status).toBe(404);
    expect((await callFile(appAttachment, { token: otherParent, query: { id } })).status).toBe(404);
    expect((await callFile(appAttachment, { token: p.token, query: { id } })).status).toBe(401);
    ok(await call(approve, { ...p, body: { id } }));
    expect((await uploadAs(duc, id, PNG, 'again.png', 'image/png')).status).toBe(409);
  });

  it('answers 401 to a staff token, and to no token', async () => {
    expect((await call(appList, { token: p.token })).status).toBe(401);
    expect((await call(appCreate, { token: p.token, body: { student_id: minh, from_date: FRI, to_date: FRI, reason: 'x' } })).status).toBe(401);
    expect((await call(appCancel, { token: p.token, body: { id: minh } })).status).toBe(401);
    expect((await call(appAttendance, { token: p.token, query: { student_id: minh, month: '2026-03' } })).status).toBe(401);
    expect((await uploadAs(p.token, minh, PNG, 'a.png', 'image/png')).status).toBe(401);
    expect((await call(appList, {})).status).toBe(401);
    // And a parent token on the staff API.
    expect((await call(staffList, { token: hoa, tenantKey: encryptTenantKey(school.id) })).status).toBe(401);
  });

  it('shows the month of their own child only, with the approved days excused', async () => {
    const month = ok(await call(appAttendance, { token: duc, query: { student_id: hung, month: '2026-03' } })).body.response.data;
    expect(month).toMatchObject({ student_id: hung, full_name: 'Trần Văn Hùng', class_name: 'Chồi A', month: '2026-03', excused: 1 });
    expect(month.days).toHaveLength(31);
    expect(month.days.find((d: Json) => d.date === MON).status).toBe('excused');
    expect((await call(appAttendance, { token: hoa, query: { student_id: hung, month: '2026-03' } })).status).toBe(404);
    expect((await call(appAttendance, { token: otherParent, query: { student_id: hung, month: '2026-03' } })).status).toBe(404);
    expect((await call(appAttendance, { token: duc, query: { student_id: hung, month: '2026-13' } })).status).toBe(400);
  });
});
