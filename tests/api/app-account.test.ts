import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { appSessions } from '@/lib/server/db/schema';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { POST as studentCreate } from '@/app/api/webadmin/Student/create/route';
import { GET as studentDetail } from '@/app/api/webadmin/Student/get-detail/route';
import { GET as studentList } from '@/app/api/webadmin/Student/get-list/route';
import { GET as list } from '@/app/api/webadmin/AppAccount/get-list/route';
import { POST as create } from '@/app/api/webadmin/AppAccount/create/route';
import { POST as createBulk } from '@/app/api/webadmin/AppAccount/create-bulk/route';
import { PUT as resetPassword } from '@/app/api/webadmin/AppAccount/reset-password/[id]/route';
import { PUT as lock } from '@/app/api/webadmin/AppAccount/lock/[id]/route';
import { PUT as unlock } from '@/app/api/webadmin/AppAccount/unlock/[id]/route';
import { PUT as update } from '@/app/api/webadmin/AppAccount/update/[id]/route';
import { POST as appLogin } from '@/app/api/app/login/route';
import { GET as appProfile } from '@/app/api/app/profile/route';
import { GET as appChildren } from '@/app/api/app/children/route';
import { FREE_FAILURES } from '@/lib/server/auth/throttle';
import { call, first, makeSchool, rand, randomIp, signIn, type Json, type School } from '../helpers/world';

type As = { token: string; tenantId: string };

async function addYear(as: As) {
  const r = await call(yearCreate, {
    ...as,
    body: { name: `2026–2027 ${rand()}`, start_date: '05/09/2026', end_date: '31/05/2027', is_current: true },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return first(r).id as string;
}

async function addClass(as: As, yearId: string, name: string, teacherIds: string[] = []) {
  const r = await call(classCreate, {
    ...as,
    body: { name, age_group: 'mau_giao_nho', school_year_id: yearId, capacity: 30, teacher_ids: teacherIds },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return first(r).id as string;
}

async function addStudent(as: As, fullName: string, classId: string, parent: { name: string; phone: string }) {
  const r = await call(studentCreate, {
    ...as,
    body: {
      code: `HS${rand()}`,
      full_name: fullName,
      gender: 'female',
      date_of_birth: '12/03/2021',
      class_id: classId,
      guardians: [{ full_name: parent.name, relationship: 'mother', phone: parent.phone, is_primary: true }],
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return first(r).id as string;
}

async function guardianOf(as: As, studentId: string): Promise<string> {
  const r = await call(studentDetail, { ...as, query: { id: studentId } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response.data.guardians[0].id;
}

const parentLogin = (body: Record<string, unknown>, ip = randomIp()) =>
  call(appLogin, { body, headers: { 'x-forwarded-for': ip } });

async function parentToken(school: School, username: string, password: string) {
  const r = await parentLogin({ username, password, school_code: school.code });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response.data.accessToken as string;
}

async function accounts(as: As, query: Record<string, string | number> = {}) {
  const r = await call(list, { ...as, query: { page_size: 100, ...query } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response as { data: Json[]; total: number };
}

describe('app accounts', () => {
  let school: School;
  let p: As;
  let acc: As;
  let teacher: As;
  let nurse: As;
  let classA: string;
  let classB: string;
  // Mai's mother (0912 000 111) has two children, one in each class; Hùng's father (+84903222333) one in B.
  let mai: string;
  let minh: string;
  let hung: string;
  let lan: string;
  let other: { school: School; as: As; studentId: string };

  beforeAll(async () => {
    school = await makeSchool();
    const principal = await school.addUser({ roles: ['principal'] });
    // An office clerk limited to one class: the teacher scope, with the rights on app accounts.
    const clerk = await school.addUser({ roles: ['office'], scope: 'class' });
    const accountant = await school.addUser({ roles: ['accountant'] });
    const nurseUser = await school.addUser({ roles: ['nurse'] });
    p = { token: await signIn(principal.username, principal.password), tenantId: school.id };
    const year = await addYear(p);
    classA = await addClass(p, year, 'Chồi A', [clerk.id]);
    classB = await addClass(p, year, 'Lá B');
    teacher = { token: await signIn(clerk.username, clerk.password), tenantId: school.id };
    acc = { token: await signIn(accountant.username, accountant.password), tenantId: school.id };
    nurse = { token: await signIn(nurseUser.username, nurseUser.password), tenantId: school.id };
    mai = await addStudent(p, 'Nguyễn Thị Mai', classA, { name: 'Phạm Thị Hoa', phone: '0912 000 111' });
    minh = await addStudent(p, 'Nguyễn Văn Minh', classB, { name: 'Phạm Thị Hoa', phone: '+84912000111' });
    hung = await addStudent(p, 'Trần Văn Hùng', classB, { name: 'Trần Văn Đức', phone: '+84903222333' });
    lan = await addStudent(p, 'Lê Thị Lan', classB, { name: 'Lê Văn Tâm', phone: '0987000444' });

    const o = await makeSchool();
    const op = await o.addUser({ roles: ['principal'] });
    const oas = { token: await signIn(op.username, op.password), tenantId: o.id };
    const oy = await addYear(oas);
    const oc = await addClass(oas, oy, 'Lá 9');
    other = {
      school: o,
      as: oas,
      studentId: await addStudent(oas, 'Đỗ Văn Khác', oc, { name: 'Đỗ Văn Cha', phone: '0912000111' }),
    };
  });

  it('creates one account with a password shown once, linked to the guardian’s children', async () => {
    const guardianId = await guardianOf(p, lan);
    const r = await call(create, {
      ...p,
      body: { username: '0987.000.444', guardian_id: guardianId, student_ids: [lan] },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { slip, school_name } = r.body.response.data;
    expect(school_name).toBe(school.name);
    expect(slip.username).toBe('0987000444');
    expect(slip.password).toMatch(/^\S{12}$/);
    expect(slip.children.map((c: Json) => c.full_name)).toEqual(['Lê Thị Lan']);

    const { data } = await accounts(p, { search: 'le van tam' });
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      username: '0987000444',
      status: 'active',
      guardian_name: 'Lê Văn Tâm',
      last_login_at: null,
    });
    expect(JSON.stringify(data)).not.toContain(slip.password);
    expect(JSON.stringify(data)).not.toContain('argon2');

    // Same username again: 409; another family's child: 422; another school's guardian or child: 404.
    const again = await call(create, {
      ...p,
      body: { username: '0987000444', guardian_id: await guardianOf(p, hung), student_ids: [hung] },
    });
    expect(again.status).toBe(409);
    const foreign = await call(create, {
      ...p,
      body: { username: `u${rand()}`, guardian_id: await guardianOf(p, hung), student_ids: [hung, mai] },
    });
    expect(foreign.status).toBe(422);
    const otherGuardian = await guardianOf(other.as, other.studentId);
    expect(
      (await call(create, { ...p, body: { username: `u${rand()}`, guardian_id: otherGuardian, student_ids: [lan] } }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(create, {
          ...p,
          body: { username: `u${rand()}`, guardian_id: guardianId, student_ids: [other.studentId] },
        })
      ).status,
    ).toBe(404);
  });

  it('bulk creates one account per family, linking all its children, and skips families that have one', async () => {
    const r = await call(createBulk, { ...p, body: { student_ids: [mai, minh, hung, lan] } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const res = r.body.response.data;
    expect(res).toMatchObject({ created: 2, skipped: 1, school_name: school.name });
    const hoa = res.slips.find((s: Json) => s.username === '0912000111');
    expect(hoa.children.map((c: Json) => c.full_name).sort()).toEqual(['Nguyễn Thị Mai', 'Nguyễn Văn Minh']);
    expect(res.slips.find((s: Json) => s.username === '0903222333').children.map((c: Json) => c.id)).toEqual([hung]);

    const again = await call(createBulk, { ...p, body: { student_ids: [mai, hung] } });
    expect(again.body.response.data).toMatchObject({ created: 0, skipped: 2, slips: [] });
    expect((await accounts(p)).total).toBe(3);
    // Another school's child: not found, and nothing written.
    expect((await call(createBulk, { ...p, body: { student_ids: [other.studentId] } })).status).toBe(404);
  });

  it('searches by child name without accents and filters by status', async () => {
    expect((await accounts(p, { search: 'nguyen van minh' })).data.map((a) => a.username)).toEqual(['0912000111']);
    expect((await accounts(p, { status: 'locked' })).total).toBe(0);
    expect((await accounts(p, { status: 'active' })).total).toBe(3);
  });

  it('lets a parent sign in and see only their own children, and refuses tokens of the other kind', async () => {
    const [hoa] = (await accounts(p, { search: '0912000111' })).data;
    const reset = await call(resetPassword, { ...p, params: { id: hoa.id } });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const password = reset.body.response.data.slip.password as string;
    expect(JSON.stringify((await accounts(p)).data)).not.toContain(password);

    const token = await parentToken(school, '0912 000 111', password);
    const profile = await call(appProfile, { token });
    expect(profile.status).toBe(200);
    expect(profile.body.response.data).toMatchObject({
      username: '0912000111',
      full_name: 'Phạm Thị Hoa',
      school_code: school.code,
    });
    const children = await call(appChildren, { token });
    expect(children.status).toBe(200);
    const kids = children.body.response.data as Json[];
    expect(kids.map((c) => c.id).sort()).toEqual([mai, minh].sort());
    expect(kids.find((c) => c.id === mai)).toMatchObject({
      full_name: 'Nguyễn Thị Mai',
      class_name: 'Chồi A',
      status: 'studying',
      date_of_birth: '2021-03-12',
    });
    // Another family's child, and the other school's child with the same phone, are never listed.
    expect(kids.map((c) => c.id)).not.toContain(hung);
    expect(kids.map((c) => c.id)).not.toContain(other.studentId);
    expect((await accounts(p, { search: '0912000111' })).data[0].last_login_at).not.toBeNull();

    // A parent token on the staff API, and a staff token on the parents' API: 401.
    expect((await call(studentList, { token, tenantId: school.id })).status).toBe(401);
    expect((await call(list, { token, tenantId: school.id })).status).toBe(401);
    expect((await call(appChildren, { token: p.token })).status).toBe(401);
    expect((await call(appProfile, {})).status).toBe(401);

    // Wrong password, wrong school code: 401.
    expect((await parentLogin({ username: '0912000111', password: 'nope', school_code: school.code })).status).toBe(
      401,
    );
    expect((await parentLogin({ username: '0912000111', password, school_code: other.school.code })).status).toBe(401);
  });

  it('shows a reset password once and ends the old sessions; lock ends sessions and refuses sign-in; unlock restores', async () => {
    const [duc] = (await accounts(p, { search: '0903222333' })).data;
    const first1 = await call(resetPassword, { ...p, params: { id: duc.id } });
    const pw1 = first1.body.response.data.slip.password as string;
    const token = await parentToken(school, '0903222333', pw1);
    const second = await call(resetPassword, { ...p, params: { id: duc.id } });
    const pw2 = second.body.response.data.slip.password as string;
    expect(pw2).not.toBe(pw1);
    expect((await call(appChildren, { token })).status).toBe(401);
    expect((await parentLogin({ username: '0903222333', password: pw1, school_code: school.code })).status).toBe(401);

    const token2 = await parentToken(school, '0903222333', pw2);
    const l = await call(lock, { ...p, params: { id: duc.id } });
    expect(l.status, JSON.stringify(l.body)).toBe(200);
    expect((await call(appChildren, { token: token2 })).status).toBe(401);
    const database = await db();
    const live = await database
      .select()
      .from(appSessions)
      .where(and(eq(appSessions.accountId, duc.id), eq(appSessions.active, true)));
    expect(live).toHaveLength(0);
    expect((await parentLogin({ username: '0903222333', password: pw2, school_code: school.code })).status).toBe(403);
    expect((await accounts(p, { status: 'locked' })).data.map((a) => a.id)).toEqual([duc.id]);

    expect((await call(unlock, { ...p, params: { id: duc.id } })).status).toBe(200);
    await parentToken(school, '0903222333', pw2);
  });

  it('throttles: failures from one address slow that address down (429) without locking the account', async () => {
    const [tam] = (await accounts(p, { search: '0987000444' })).data;
    const pw = (await call(resetPassword, { ...p, params: { id: tam.id } })).body.response.data.slip.password as string;
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i <= FREE_FAILURES; i++) {
      statuses.push(
        (await parentLogin({ username: '0987000444', password: `wrong-${i}`, school_code: school.code }, ip)).status,
      );
    }
    expect(statuses).toEqual([...Array(FREE_FAILURES).fill(401), 429]);
    expect((await parentLogin({ username: '0987000444', password: pw, school_code: school.code }, ip)).status).toBe(429);
    // Elsewhere the right password still signs in: nobody can lock a parent out.
    expect((await parentLogin({ username: '0987000444', password: pw, school_code: school.code })).status).toBe(200);
  });

  it('refuses without the right (403) and treats another school’s ids as not found', async () => {
    // The accountant may read, not create or lock; the nurse may not even read.
    expect((await call(list, { ...acc })).status).toBe(200);
    expect((await call(createBulk, { ...acc, body: { student_ids: [mai] } })).status).toBe(403);
    const [any] = (await accounts(p)).data;
    expect((await call(lock, { ...acc, params: { id: any.id } })).status).toBe(403);
    expect((await call(resetPassword, { ...acc, params: { id: any.id } })).status).toBe(403);
    expect((await call(list, { ...nurse })).status).toBe(403);

    // The other school cannot reach this school's accounts.
    expect((await call(lock, { ...other.as, params: { id: any.id } })).status).toBe(404);
    expect((await call(resetPassword, { ...other.as, params: { id: any.id } })).status).toBe(404);
    expect((await accounts(other.as)).total).toBe(0);
  });

  it('limits class-scoped staff to the families of their classes', async () => {
    const { data } = await accounts(teacher);
    // Hoa's account is linked to Mai (class A); Đức's and Tâm's children are in class B.
    expect(data.map((a) => a.username)).toEqual(['0912000111']);
    const [duc] = (await accounts(p, { search: '0903222333' })).data;
    expect((await call(lock, { ...teacher, params: { id: duc.id } })).status).toBe(404);
    expect((await call(createBulk, { ...teacher, body: { student_ids: [hung] } })).status).toBe(404);
  });
});

describe('app accounts: a child who enrols later, and editing an account', () => {
  let school: School;
  let p: As;
  let classA: string;
  let classB: string;

  beforeAll(async () => {
    school = await makeSchool();
    const principal = await school.addUser({ roles: ['principal'] });
    p = { token: await signIn(principal.username, principal.password), tenantId: school.id };
    const year = await addYear(p);
    classA = await addClass(p, year, 'Mầm A');
    classB = await addClass(p, year, 'Chồi B');
  });

  it('links a family’s second child, enrolled later, to their existing account; the parents’ API shows both', async () => {
    const an = await addStudent(p, 'Vũ Thị An', classA, { name: 'Vũ Thị Thu', phone: '0915 111 222' });
    const made = await call(createBulk, { ...p, body: { student_ids: [an] } });
    expect(made.body.response.data).toMatchObject({ created: 1, linked: 0, skipped: 0 });
    const password = made.body.response.data.slips[0].password as string;
    const token = await parentToken(school, '0915111222', password);
    expect(((await call(appChildren, { token })).body.response.data as Json[]).map((c) => c.id)).toEqual([an]);

    // A year later the younger brother enrols, the mother's phone written the other way.
    const binh = await addStudent(p, 'Vũ Văn Bình', classB, { name: 'Vũ Thị Thu', phone: '+84915111222' });
    const linked = await call(createBulk, { ...p, body: { student_ids: [binh] } });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.response.data).toMatchObject({ created: 0, linked: 1, skipped: 0, slips: [] });
    const { data } = await accounts(p, { search: '0915111222' });
    expect(data).toHaveLength(1);
    expect(data[0].children.map((c: Json) => c.id).sort()).toEqual([an, binh].sort());

    // The same session, the same password: the parents' API lists both children.
    const kids = (await call(appChildren, { token })).body.response.data as Json[];
    expect(kids.map((c) => c.id).sort()).toEqual([an, binh].sort());
    expect(kids.find((c) => c.id === binh)).toMatchObject({ full_name: 'Vũ Văn Bình', class_name: 'Chồi B' });
    expect((await call(appProfile, { token })).body.response.data).toMatchObject({ username: '0915111222', full_name: 'Vũ Thị Thu' });
    // Again: nothing new to link, skipped.
    expect((await call(createBulk, { ...p, body: { student_ids: [an, binh] } })).body.response.data).toMatchObject({ created: 0, linked: 0, skipped: 1 });
  });

  it('edits the username, the guardian’s phone and the linked children', async () => {
    const cuc = await addStudent(p, 'Đặng Thị Cúc', classA, { name: 'Đặng Văn Hải', phone: '0916000111' });
    const dao = await addStudent(p, 'Đặng Văn Đào', classB, { name: 'Đặng Văn Hải', phone: '0916000999' });
    const slip = (await call(createBulk, { ...p, body: { student_ids: [cuc] } })).body.response.data.slips[0];
    // Đào's record has the father's new number: with it, Đào is the family's.
    const r = await call(update, { ...p, params: { id: slip.id }, body: { username: 'hai.dang', phone: '0916 000 999', student_ids: [cuc, dao] } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [row] = (await accounts(p, { search: 'hai.dang' })).data;
    expect(row).toMatchObject({ username: 'hai.dang', guardian_phone: '0916000999' });
    expect(row.children.map((c: Json) => c.id).sort()).toEqual([cuc, dao].sort());
    const token = await parentToken(school, 'hai.dang', slip.password);
    expect((await call(appProfile, { token })).body.response.data.phone).toBe('0916000999');
    // Unlinking one child.
    expect((await call(update, { ...p, params: { id: slip.id }, body: { username: 'hai.dang', phone: '0916000999', student_ids: [dao] } })).status).toBe(200);
    expect(((await call(appChildren, { token })).body.response.data as Json[]).map((c) => c.id)).toEqual([dao]);
  });

  it('refuses bad input (translated), a taken name (409), another family’s child (422), no right (403), another school (404), a class out of reach (404)', async () => {
    const en = await addStudent(p, 'Hồ Thị Én', classA, { name: 'Hồ Văn Nam', phone: '0917000111' });
    const gia = await addStudent(p, 'Phan Văn Gia', classB, { name: 'Phan Thị Hà', phone: '0917000222' });
    const made = (await call(createBulk, { ...p, body: { student_ids: [en, gia] } })).body.response.data.slips as Json[];
    const nam = made.find((s) => s.username === '0917000111');
    const body = { username: 'ho.nam', phone: '0917000111', student_ids: [en] };

    const bad = await call(update, { ...p, language: 'en', params: { id: nam.id }, body: { ...body, phone: '12345', username: 'có dấu' } });
    expect(bad.status).toBe(400);
    expect(first(bad).field_keys).toMatchObject({ phone: 'errors.phone_invalid', username: 'errors.app_account_username_invalid' });
    expect(first(bad).text).not.toContain('errors.');
    const none = await call(update, { ...p, params: { id: nam.id }, body: { ...body, student_ids: [] } });
    expect(none.status).toBe(400);
    expect((await call(update, { ...p, params: { id: nam.id }, body: { ...body, username: '0917000222' } })).status).toBe(409);
    expect((await call(update, { ...p, params: { id: nam.id }, body: { ...body, student_ids: [en, gia] } })).status).toBe(422);

    const accountant = await school.addUser({ roles: ['accountant'] });
    const acc = { token: await signIn(accountant.username, accountant.password), tenantId: school.id };
    expect((await call(update, { ...acc, params: { id: nam.id }, body })).status).toBe(403);

    const o = await makeSchool();
    const op = await o.addUser({ roles: ['principal'] });
    const oas = { token: await signIn(op.username, op.password), tenantId: o.id };
    expect((await call(update, { ...oas, params: { id: nam.id }, body })).status).toBe(404);

    // Class-scoped staff with the rights on accounts, for class B only: Nam's family (class A) is out of reach.
    const clerk = await school.addUser({ roles: ['office'], scope: 'class' });
    const year = await addYear(p);
    await addClass(p, year, 'Lá C', [clerk.id]);
    const cl = { token: await signIn(clerk.username, clerk.password), tenantId: school.id };
    expect((await call(update, { ...cl, params: { id: nam.id }, body })).status).toBe(404);
    // Nothing was written by the refusals.
    const [row] = (await accounts(p, { search: '0917000111' })).data;
    expect(row).toMatchObject({ username: '0917000111', guardian_phone: '0917000111' });
  });
});
