import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { schoolTransactionById } from '@/lib/server/db/school-transaction';
import { encryptTenantKey } from '@/lib/server/crypto/tenant-key';
import { addDays, schoolToday } from '@/lib/school-time';
import { dueFrom } from '@/lib/vaccine-values';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { POST as studentCreate } from '@/app/api/webadmin/Student/create/route';
import { GET as studentDetail } from '@/app/api/webadmin/Student/get-detail/route';
import { POST as accountCreate } from '@/app/api/webadmin/AppAccount/create/route';
import { POST as appLogin } from '@/app/api/app/login/route';
import { GET as menus } from '@/app/api/webadmin/Menu/get-list-by-user/route';
import { GET as schedule } from '@/app/api/webadmin/Vaccine/get-schedule/route';
import { POST as vaccineCreate } from '@/app/api/webadmin/Vaccine/create/route';
import { PUT as vaccineUpdate } from '@/app/api/webadmin/Vaccine/update/[id]/route';
import { GET as list } from '@/app/api/webadmin/VaccineDeclaration/get-list/route';
import { GET as detail } from '@/app/api/webadmin/VaccineDeclaration/get-detail/route';
import { POST as create } from '@/app/api/webadmin/VaccineDeclaration/create/route';
import { PUT as verify } from '@/app/api/webadmin/VaccineDeclaration/verify/route';
import { PUT as reject } from '@/app/api/webadmin/VaccineDeclaration/reject/route';
import { GET as missing } from '@/app/api/webadmin/VaccineDeclaration/get-missing/route';
import { GET as exportMissing } from '@/app/api/webadmin/VaccineDeclaration/export-missing/route';
import { POST as uploadPhoto } from '@/app/api/webadmin/VaccineDeclaration/upload-photo/[id]/route';
import { GET as photo } from '@/app/api/webadmin/VaccineDeclaration/photo/route';
import { GET as appList } from '@/app/api/app/vaccines/route';
import { POST as appCreate } from '@/app/api/app/vaccines/create/route';
import { GET as appSchedule } from '@/app/api/app/vaccines/schedule/route';
import { POST as appUploadPhoto } from '@/app/api/app/vaccines/upload-photo/[id]/route';
import { GET as appPhoto } from '@/app/api/app/vaccines/photo/route';
import { call, callFile, first, makeSchool, makeUser, rand, randomIp, signIn, UA, type Json, type Reply, type School, type TestUser } from '../helpers/world';

type As = { token: string; tenantId: string };

function ok(r: Reply) {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
}

async function addStudent(as: As, classId: string, fullName: string, dob: string, phone = `09${rand().slice(0, 8).replace(/\D/g, '1').padEnd(8, '1')}`) {
  const r = ok(
    await call(studentCreate, {
      ...as,
      body: {
        code: `HS${rand()}`,
        full_name: fullName,
        gender: 'female',
        date_of_birth: dob,
        class_id: classId,
        guardians: [{ full_name: `Phụ huynh ${fullName}`, relationship: 'mother', phone, is_primary: true }],
      },
    }),
  );
  return first(r).id as string;
}

/** A school: principal, nurse, teacher A (class A), teacher B (class B); children of several ages. */
async function world() {
  const school = await makeSchool();
  const principal = await school.addUser({ roles: ['principal'] });
  const nurse = await school.addUser({ roles: ['nurse'], fullName: 'Y tá Mai' });
  const teacherA = await school.addUser({ roles: ['teacher'] });
  const teacherB = await school.addUser({ roles: ['teacher'] });
  const as = async (u: TestUser) => ({ token: await signIn(u.username, u.password), tenantId: school.id });
  const p = await as(principal);
  const year = first(
    ok(await call(yearCreate, { ...p, body: { name: `Năm ${rand()}`, start_date: '01/08/2025', end_date: '31/05/2027', is_current: true } })),
  ).id as string;
  const mkClass = async (name: string, teacher: string) =>
    first(ok(await call(classCreate, { ...p, body: { name, age_group: 'nha_tre', school_year_id: year, capacity: 30, teacher_ids: [teacher] } })))
      .id as string;
  const classA = await mkClass('Nhà trẻ A', teacherA.id);
  const classB = await mkClass('Nhà trẻ B', teacherB.id);
  // Born 100 days ago: due are the birth doses, and the 2- and 3-month doses of DPT-HepB-Hib and bOPV.
  const babyDob = addDays(schoolToday(), -100);
  return {
    school,
    p,
    nurse: await as(nurse),
    tA: await as(teacherA),
    tB: await as(teacherB),
    classA,
    classB,
    baby: await addStudent(p, classA, 'Trần Thị Bé', babyDob),
    babyDob,
    an: await addStudent(p, classA, 'Nguyễn Văn An', '12/03/2021'),
    chi: await addStudent(p, classB, 'Lê Minh Chí', '05/06/2022'),
  };
}
type World = Awaited<ReturnType<typeof world>>;

const rows = async (as: As, query: Record<string, string | number> = {}) =>
  ok(await call(list, { ...as, query: { page_size: 100, ...query } })).body.response as { data: Json[]; total: number };

const dose = (student_id: string, vaccine_code: string, dose_number: number, date: string, extra: Record<string, string> = {}) => ({
  student_id,
  vaccine_code,
  dose_number,
  date,
  place: 'Trạm y tế phường',
  lot: 'L-2024',
  ...extra,
});

/** An app account for the child's primary guardian, signed in. */
async function parentOf(school: School, as: As, studentId: string) {
  const guardianId = ok(await call(studentDetail, { ...as, query: { id: studentId } })).body.response.data.guardians[0].id;
  const username = `ph${rand()}`;
  const created = ok(await call(accountCreate, { ...as, body: { username, guardian_id: guardianId, student_ids: [studentId] } }));
  const password = created.body.response.data.slip.password as string;
  const login = ok(await call(appLogin, { body: { username, password, school_code: school.code }, headers: { 'x-forwarded-for': randomIp() } }));
  return login.body.response.data.accessToken as string;
}

async function sendPhoto(handler: typeof uploadPhoto, headers: Record<string, string>, url: string, id: string, bytes: Uint8Array, type: string): Promise<Reply> {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart], { type }), 'so-tiem.jpg');
  const request = new Request(`http://localhost${url}`, { method: 'POST', headers: { 'user-agent': UA.chromeWindows, ...headers }, body: form });
  const response = await handler(request, { params: Promise.resolve({ id }) });
  return { status: response.status, body: await response.json(), headers: response.headers };
}
const staffHeaders = (as: As) => ({ authorization: `Bearer ${as.token}`, 'tenant-key': encryptTenantKey(as.tenantId) });

describe('vaccine schedule', () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
  });

  it('answers the national schedule with each dose’s age, seeded as common data', async () => {
    const data = ok(await call(schedule, { ...w.nurse })).body.response.data as Json[];
    const byCode = new Map(data.map((v) => [v.code, v]));
    for (const code of ['HEPB0', 'BCG', 'DPT_VGB_HIB', 'BOPV', 'IPV', 'MEASLES', 'MR', 'DPT', 'JE']) {
      expect(byCode.get(code)?.national, code).toBe(true);
    }
    expect(byCode.get('DPT_VGB_HIB').doses.map((d: Json) => d.age_months)).toEqual([2, 3, 4]);
    expect(byCode.get('IPV').doses.map((d: Json) => d.age_months)).toEqual([5, 9]);
    expect(byCode.get('JE').doses).toEqual([
      { dose_number: 1, age_months: 12, age_days: 0 },
      { dose_number: 2, age_months: 12, age_days: 14 },
      { dose_number: 3, age_months: 24, age_days: 14 },
    ]);
    expect(byCode.get('MR').name).toBe('Sởi – Rubella');
    const en = ok(await call(schedule, { ...w.nurse, language: 'en' })).body.response.data as Json[];
    expect(en.find((v) => v.code === 'MR').name).toBe('Measles – rubella');
  });

  it('only a system administrator changes the national schedule; the request role cannot write it at all', async () => {
    const data = ok(await call(schedule, { ...w.p })).body.response.data as Json[];
    const measles = data.find((v) => v.code === 'MEASLES');
    const body = { name_vi: measles.name_vi, name_en: measles.name_en, active: true, doses: [{ age_months: 9, age_days: 0 }] };
    const refused = await call(vaccineUpdate, { ...w.p, params: { id: measles.id }, body, language: 'en' });
    expect(refused.status).toBe(403);
    expect(first(refused).text).toBe('Only system administrators may change the national schedule.');
    const national = await call(vaccineCreate, { ...w.p, body: { code: `N${rand().toUpperCase()}`, national: true, ...body } });
    expect(national.status).toBe(403);

    const admin = await makeUser({ isSystemAdmin: true });
    await w.school.grant(admin, { roles: ['principal'] });
    const a = { token: await signIn(admin.username, admin.password), tenantId: w.school.id };
    ok(await call(vaccineUpdate, { ...a, params: { id: measles.id }, body }));
    // Doses of a national vaccine never shrink: schools' declarations point at them.
    const dpt = data.find((v) => v.code === 'DPT_VGB_HIB');
    const shrink = await call(vaccineUpdate, {
      ...a,
      params: { id: dpt.id },
      body: { name_vi: dpt.name_vi, name_en: dpt.name_en, active: true, doses: [{ age_months: 2, age_days: 0 }] },
    });
    expect(shrink.status).toBe(422);

    // Behind the service: the school's row-level-security role may read the common tables but not write them.
    await expect(
      schoolTransactionById(w.school.id, (tx) => tx.execute(sql`update vaccines set name_en = 'hacked' where code = 'MEASLES'`)),
    ).rejects.toThrow();
    await expect(schoolTransactionById(w.school.id, (tx) => tx.execute(sql`delete from vaccine_doses`))).rejects.toThrow();
    const after = ok(await call(schedule, { ...w.p, language: 'en' })).body.response.data as Json[];
    expect(after.find((v) => v.code === 'MEASLES').name).toBe('Measles');
  });

  it('a school adds its own optional vaccine, unseen by other schools; codes are unique', async () => {
    const code = `VAR${rand().toUpperCase().slice(0, 6)}`;
    const body = { code: code.toLowerCase(), name_vi: 'Thủy đậu', name_en: 'Varicella', doses: [{ age_months: 12, age_days: 0 }, { age_months: 48, age_days: 0 }] };
    const id = first(ok(await call(vaccineCreate, { ...w.nurse, body }))).id as string;
    const mine = (ok(await call(schedule, { ...w.nurse })).body.response.data as Json[]).find((v) => v.id === id);
    expect(mine).toMatchObject({ code, national: false, active: true, doses: [{ dose_number: 1, age_months: 12 }, { dose_number: 2, age_months: 48 }] });
    expect((await call(vaccineCreate, { ...w.nurse, body })).status).toBe(409);
    expect((await call(vaccineCreate, { ...w.nurse, body: { ...body, code: 'BCG' } })).status).toBe(409);
    const bad = await call(vaccineCreate, { ...w.nurse, body: { ...body, code: 'thủy đậu' }, language: 'en' });
    expect(bad.status).toBe(400);
    expect(first(bad).fields.code).toMatch(/capital letters/);
    // A teacher (read only) may not add one.
    expect((await call(vaccineCreate, { ...w.tA, body: { ...body, code: `X${code}` } })).status).toBe(403);

    const other = await makeSchool();
    const op = { token: await signIn((await other.addUser({ roles: ['principal'] })).username, 'Correct-Horse-9'), tenantId: other.id };
    const theirs = ok(await call(schedule, { ...op })).body.response.data as Json[];
    expect(theirs.some((v) => v.id === id)).toBe(false);
    const edit = { name_vi: 'Thủy đậu', name_en: 'Varicella', active: false, doses: [{ age_months: 12, age_days: 0 }] };
    expect((await call(vaccineUpdate, { ...op, params: { id }, body: edit })).status).toBe(404);

    // A dose a declaration uses cannot be dropped; an unused one can.
    ok(await call(create, { ...w.nurse, body: dose(w.an, code, 2, '01/04/2025') }));
    expect((await call(vaccineUpdate, { ...w.nurse, params: { id }, body: edit })).status).toBe(409);
    ok(await call(vaccineUpdate, { ...w.nurse, params: { id }, body: { ...edit, doses: [...edit.doses, { age_months: 50, age_days: 3 }] } }));
  });
});

describe('vaccine declarations (staff)', () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
  });

  it('a nurse enters a dose from the book: verified at once, listed with the vaccine and its dose count', async () => {
    const id = first(ok(await call(create, { ...w.nurse, body: dose(w.an, 'DPT_VGB_HIB', 1, '12/05/2021', { note: 'Sổ tiêm trang 2' }) }))).id;
    const row = ok(await call(detail, { ...w.p, query: { id } })).body.response.data;
    expect(row).toMatchObject({
      student_id: w.an,
      vaccine_code: 'DPT_VGB_HIB',
      dose_number: 1,
      doses_total: 3,
      date: '2021-05-12',
      place: 'Trạm y tế phường',
      lot: 'L-2024',
      note: 'Sổ tiêm trang 2',
      status: 'verified',
      source: 'staff',
      created_by_name: 'Y tá Mai',
      decided_by_name: 'Y tá Mai',
    });
  });

  it('refuses a dose beyond the schedule, an unknown vaccine, a date before birth or in the future, a dose twice', async () => {
    const beyond = await call(create, { ...w.nurse, body: dose(w.an, 'MEASLES', 2, '01/01/2022'), language: 'en' });
    expect(beyond.status).toBe(422);
    expect(first(beyond).fields.dose_number).toBe("The dose number is beyond the vaccine's doses.");
    const unknown = await call(create, { ...w.nurse, body: dose(w.an, 'NOPE', 1, '01/01/2022') });
    expect(unknown.status).toBe(422);
    expect(first(unknown).text).toBe('Vắc xin không có trong danh mục.');
    const beforeBirth = await call(create, { ...w.nurse, body: dose(w.an, 'BCG', 1, '11/03/2021') });
    expect(beforeBirth.status).toBe(422);
    expect(first(beforeBirth).fields.date).toBe('Ngày tiêm không được trước ngày sinh của trẻ.');
    const future = await call(create, { ...w.nurse, body: dose(w.an, 'BCG', 1, addDays(schoolToday(), 1)), language: 'en' });
    expect(future.status).toBe(400);
    expect(first(future).fields.date).toBe('The vaccination date cannot be in the future.');
    const badDate = await call(create, { ...w.nurse, body: dose(w.an, 'BCG', 1, '31/02/2022') });
    expect(badDate.status).toBe(400);
    ok(await call(create, { ...w.nurse, body: dose(w.an, 'BCG', 1, '12/03/2021') }));
    const twice = await call(create, { ...w.nurse, body: dose(w.an, 'BCG', 1, '13/03/2021') });
    expect(twice.status).toBe(409);
    const noChild = await call(create, { ...w.nurse, body: dose('00000000-0000-4000-8000-000000000000', 'BCG', 1, '13/03/2021') });
    expect(noChild.status).toBe(404);
    // A teacher reads but does not enter doses.
    expect((await call(create, { ...w.tA, body: dose(w.baby, 'BCG', 1, w.babyDob) })).status).toBe(403);
  });

  it('verifies a parent’s declaration, rejects another with a reason; a decided one cannot be decided again', async () => {
    const parent = await parentOf(w.school, w.p, w.chi);
    const a = first(ok(await call(appCreate, { token: parent, body: dose(w.chi, 'HEPB0', 1, '2022-06-05') }))).id;
    const b = first(ok(await call(appCreate, { token: parent, body: dose(w.chi, 'BCG', 1, '2022-06-20') }))).id;
    expect((await rows(w.p, { status: 'declared', student_id: w.chi })).data.map((r) => r.id).sort()).toEqual([a, b].sort());
    // The menu badge counts what waits for verification, in the caller's scope.
    const badge = async (as: As) =>
      (ok(await call(menus, as)).body.response.data as Json[]).find((m) => m.code === 'vaccine-declaration')?.counter as number;
    expect(await badge(w.nurse)).toBe(2);
    expect(await badge(w.tB)).toBe(2);
    expect(await badge(w.tA)).toBe(0);

    expect((await call(verify, { ...w.tB, body: { id: a } })).status).toBe(403);
    ok(await call(verify, { ...w.nurse, body: { id: a } }));
    const noReason = await call(reject, { ...w.nurse, body: { id: b, reason: '  ' } });
    expect(noReason.status).toBe(400);
    ok(await call(reject, { ...w.nurse, body: { id: b, reason: 'Ảnh sổ tiêm không rõ' } }));
    const again = await call(verify, { ...w.nurse, body: { id: b }, language: 'en' });
    expect(again.status).toBe(409);
    expect(first(again).text).toBe('This declaration has already been decided (Rejected).');
    expect((await call(reject, { ...w.nurse, body: { id: a, reason: 'x' } })).status).toBe(409);
    expect(await badge(w.nurse)).toBe(0);

    const [va, vb] = await Promise.all([a, b].map(async (id) => ok(await call(detail, { ...w.p, query: { id } })).body.response.data));
    expect(va).toMatchObject({ status: 'verified', source: 'parent', decided_by_name: 'Y tá Mai' });
    expect(vb).toMatchObject({ status: 'rejected', reject_reason: 'Ảnh sổ tiêm không rõ' });
    // The parent may declare the rejected dose again; the verified one stays taken.
    ok(await call(appCreate, { token: parent, body: dose(w.chi, 'BCG', 1, '2022-06-21') }));
    expect((await call(appCreate, { token: parent, body: dose(w.chi, 'HEPB0', 1, '2022-06-05') })).status).toBe(409);
  });

  it('filters by class, state, vaccine and an accent-free search', async () => {
    ok(await call(create, { ...w.nurse, body: dose(w.baby, 'HEPB0', 1, w.babyDob) }));
    const classA = await rows(w.p, { class_id: w.classA });
    expect(classA.data.length).toBeGreaterThan(0);
    expect(classA.data.every((r) => r.class_id === w.classA)).toBe(true);
    const hep = await rows(w.p, { vaccine_code: 'HEPB0' });
    expect(hep.data.length).toBeGreaterThan(0);
    expect(hep.data.every((r) => r.vaccine_code === 'HEPB0')).toBe(true);
    const search = await rows(w.p, { search: 'tran thi be' });
    expect(search.data.map((r) => r.student_id)).toEqual([w.baby]);
    const verified = await rows(w.p, { status: 'verified' });
    expect(verified.data.every((r) => r.status === 'verified')).toBe(true);
    const paged = ok(await call(list, { ...w.p, query: { page_size: 1, page: 1, order_by: 'student_name' } })).body.response;
    expect(paged.data).toHaveLength(1);
    expect(paged.total).toBe((await rows(w.p)).total);
  });

  it('a teacher sees only their class’s children; another class’s declaration is 404', async () => {
    const inB = first(ok(await call(create, { ...w.nurse, body: dose(w.chi, 'IPV', 1, '2022-11-10') }))).id;
    const seenByA = await rows(w.tA);
    expect(seenByA.data.length).toBeGreaterThan(0);
    expect(seenByA.data.every((r) => r.class_id === w.classA)).toBe(true);
    expect((await call(detail, { ...w.tA, query: { id: inB } })).status).toBe(404);
    expect(ok(await call(detail, { ...w.tB, query: { id: inB } })).body.response.data.id).toBe(inB);
    expect((await call(missing, { ...w.tA, query: { class_id: w.classB } })).status).toBe(404);
    ok(await call(missing, { ...w.tA, query: { class_id: w.classA } }));
  });

  it('another school’s declaration, class and photo are 404 everywhere', async () => {
    const id = first(ok(await call(create, { ...w.nurse, body: dose(w.an, 'MEASLES', 1, '2021-12-20') }))).id;
    const other = await makeSchool();
    const principal = await other.addUser({ roles: ['principal'] });
    const o = { token: await signIn(principal.username, principal.password), tenantId: other.id };
    expect((await call(detail, { ...o, query: { id } })).status).toBe(404);
    expect((await call(verify, { ...o, body: { id } })).status).toBe(404);
    expect((await call(reject, { ...o, body: { id, reason: 'x' } })).status).toBe(404);
    expect((await callFile(photo, { ...o, query: { id } })).status).toBe(404);
    expect((await call(missing, { ...o, query: { class_id: w.classA } })).status).toBe(404);
    expect((await rows(o)).total).toBe(0);
    expect((await call(create, { ...o, body: dose(w.an, 'BCG', 1, '2021-03-12') })).status).toBe(404);
  });
});

describe('missing doses', () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
  });

  it('a child with no records misses every dose due by their age; a declared or verified dose is no longer missing', async () => {
    const all = ok(await call(missing, { ...w.nurse, query: { class_id: w.classA } })).body.response.data as Json[];
    const baby = all.filter((r) => r.student_id === w.baby).map((r) => `${r.vaccine_code}#${r.dose_number}`);
    expect(baby).toEqual(['HEPB0#1', 'BCG#1', 'DPT_VGB_HIB#1', 'DPT_VGB_HIB#2', 'BOPV#1', 'BOPV#2']);
    const dpt2 = all.find((r) => r.student_id === w.baby && r.vaccine_code === 'DPT_VGB_HIB' && r.dose_number === 2);
    expect(dpt2).toMatchObject({ full_name: 'Trần Thị Bé', due_from: dueFrom(w.babyDob, 3, 0) });
    // The five-year-old is due every dose of the schedule (16).
    expect(all.filter((r) => r.student_id === w.an)).toHaveLength(16);
    // Children in name order (given name first): An before Bé.
    expect(all[0].student_id).toBe(w.an);

    ok(await call(create, { ...w.nurse, body: dose(w.baby, 'BCG', 1, w.babyDob) }));
    const parent = await parentOf(w.school, w.p, w.baby);
    ok(await call(appCreate, { token: parent, body: dose(w.baby, 'HEPB0', 1, w.babyDob) }));
    const rejected = first(ok(await call(appCreate, { token: parent, body: dose(w.baby, 'BOPV', 1, addDays(w.babyDob, 61)) }))).id;
    ok(await call(reject, { ...w.nurse, body: { id: rejected, reason: 'Sai ngày' } }));
    const after = (ok(await call(missing, { ...w.nurse, query: { class_id: w.classA } })).body.response.data as Json[])
      .filter((r) => r.student_id === w.baby)
      .map((r) => `${r.vaccine_code}#${r.dose_number}`);
    expect(after).toEqual(['DPT_VGB_HIB#1', 'DPT_VGB_HIB#2', 'BOPV#1', 'BOPV#2']);

    // The parents' view: the same doses due, plus what falls due within a month (none until 4 months here).
    const app = ok(await call(appList, { token: parent, query: { student_id: w.baby } })).body.response.data;
    expect(app.doses.map((d: Json) => `${d.vaccine_code}#${d.dose_number}:${d.status}`).sort()).toEqual(
      ['BCG#1:verified', 'BOPV#1:rejected', 'HEPB0#1:declared'].sort(),
    );
    const due = app.due.map((d: Json) => `${d.vaccine_code}#${d.dose_number}`);
    expect(due).toEqual(expect.arrayContaining(after));
    expect(app.due.find((d: Json) => d.vaccine_code === 'DPT_VGB_HIB' && d.dose_number === 1)).toMatchObject({ overdue: true });
    for (const d of app.due) expect(Object.keys(d).sort()).toEqual(['dose_number', 'due_from', 'overdue', 'vaccine_code', 'vaccine_name']);
    for (const d of app.doses) expect(d).toHaveProperty('vaccine_name');
  });

  it('exports the class’s missing doses to Excel, headers in the caller’s language', async () => {
    const file = await callFile(exportMissing, { ...w.nurse, query: { class_id: w.classA }, language: 'en' });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as never);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Code', 'Full name', 'Date of birth', 'Vaccine', 'Dose', 'Due from']);
    const expected = (ok(await call(missing, { ...w.nurse, query: { class_id: w.classA } })).body.response.data as Json[]).length;
    expect(sheet.rowCount - 1).toBe(expected);
    expect(sheet.getRow(2).getCell(3).value).toBe('12/03/2021');
    expect((await callFile(exportMissing, { ...w.tA, query: { class_id: w.classA } })).status).toBe(403);
  });
});

describe('vaccination book photos and the parents’ API', () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
  });

  it('keeps an image by content, upright, resized and without metadata; only the school’s staff and the family see it', async () => {
    const parent = await parentOf(w.school, w.p, w.chi);
    const id = first(ok(await call(appCreate, { token: parent, body: dose(w.chi, 'BCG', 1, '2022-06-10') }))).id as string;
    const big = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#e0e0ff' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'GPS secret', Artist: 'Phone' } })
      .toBuffer();
    expect((await sharp(big).metadata()).exif).toBeDefined();
    const sent = await sendPhoto(appUploadPhoto, { authorization: `Bearer ${parent}` }, `/api/app/vaccines/upload-photo/${id}`, id, new Uint8Array(big), 'image/jpeg');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);

    const staff = await callFile(photo, { ...w.nurse, query: { id } });
    expect(staff.status).toBe(200);
    expect(staff.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(staff.bytes).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(1600);
    expect(meta.exif).toBeUndefined();
    const family = await callFile(appPhoto, { token: parent, query: { id } });
    expect(family.status).toBe(200);
    expect(Buffer.compare(family.bytes, staff.bytes)).toBe(0);
    const row = ok(await call(detail, { ...w.p, query: { id } })).body.response.data;
    expect(row.has_photo).toBe(true);

    // Another family, another class's teacher: not found.
    const otherParent = await parentOf(w.school, w.p, w.an);
    expect((await callFile(appPhoto, { token: otherParent, query: { id } })).status).toBe(404);
    expect((await callFile(photo, { ...w.tA, query: { id } })).status).toBe(404);
    expect((await callFile(photo, { ...w.tB, query: { id } })).status).toBe(200);

    // Not an image by content (a text file named .jpg): 415. A decided declaration takes no more photos from the app.
    const text = new TextEncoder().encode('not really an image at all');
    expect((await sendPhoto(uploadPhoto, staffHeaders(w.nurse), `/api/webadmin/VaccineDeclaration/upload-photo/${id}`, id, text, 'image/jpeg')).status).toBe(415);
    const fake = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    expect((await sendPhoto(uploadPhoto, staffHeaders(w.nurse), `/api/webadmin/VaccineDeclaration/upload-photo/${id}`, id, fake, 'image/png')).status).toBe(415);
    ok(await call(verify, { ...w.nurse, body: { id } }));
    expect((await sendPhoto(appUploadPhoto, { authorization: `Bearer ${parent}` }, `/api/app/vaccines/upload-photo/${id}`, id, new Uint8Array(big), 'image/jpeg')).status).toBe(409);
    // Staff may still replace it after verifying (a clearer photo).
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#fff' } }).png().toBuffer();
    ok(await sendPhoto(uploadPhoto, staffHeaders(w.nurse), `/api/webadmin/VaccineDeclaration/upload-photo/${id}`, id, new Uint8Array(png), 'image/png'));
    const replaced = await sharp((await callFile(photo, { ...w.nurse, query: { id } })).bytes).metadata();
    expect([replaced.format, replaced.width]).toEqual(['jpeg', 300]);
  });

  it('a parent declares only for their own children, with the same checks, and reads the schedule in their language', async () => {
    const parent = await parentOf(w.school, w.p, w.baby);
    expect((await call(appCreate, { token: parent, body: dose(w.an, 'BCG', 1, '2021-03-12') })).status).toBe(404);
    expect((await call(appList, { token: parent, query: { student_id: w.an } })).status).toBe(404);
    const beyond = await call(appCreate, { token: parent, body: dose(w.baby, 'BCG', 2, w.babyDob), language: 'en' });
    expect(beyond.status).toBe(422);
    expect(first(beyond).text).toBe("The dose number is beyond the vaccine's doses.");
    const created = first(ok(await call(appCreate, { token: parent, body: dose(w.baby, 'BCG', 1, w.babyDob) })));
    expect(created).toMatchObject({ result: 1 });
    const staffRow = ok(await call(detail, { ...w.p, query: { id: created.id } })).body.response.data;
    expect(staffRow).toMatchObject({ status: 'declared', source: 'parent' });
    const sched = ok(await call(appSchedule, { token: parent, language: 'en' })).body.response.data as Json[];
    expect(sched.find((v) => v.code === 'BCG').name).toBe('Tuberculosis (BCG, first month)');
    // A staff token is not a parent's.
    expect((await call(appList, { token: w.p.token, query: { student_id: w.baby } })).status).toBe(401);
  });
});
