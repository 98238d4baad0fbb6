import { expect } from 'vitest';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { POST as studentCreate } from '@/app/api/webadmin/Student/create/route';
import { GET as studentDetail } from '@/app/api/webadmin/Student/get-detail/route';
import { POST as accountCreate } from '@/app/api/webadmin/AppAccount/create/route';
import { POST as appLogin } from '@/app/api/app/login/route';
import { GET as menus } from '@/app/api/webadmin/Menu/get-list-by-user/route';
import { call, first, makeSchool, rand, randomIp, signIn, type Json, type Reply, type School, type TestUser } from './world';

// The world of the medicine and message tests: one school with two classes and their teachers, a principal, a
// nurse and an office clerk, children in both classes with their parents' app accounts; and another school.

export type As = { token: string; tenantId: string };

export function ok(r: Reply) {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
}

export function status(r: Reply, expected: number, key?: string) {
  expect(r.status, JSON.stringify(r.body)).toBe(expected);
  if (key) expect(first(r).message).toBe(key);
  return r;
}

async function addStudent(as: As, classId: string, fullName: string, parentName: string) {
  const r = ok(
    await call(studentCreate, {
      ...as,
      body: {
        code: `HS${rand()}`,
        full_name: fullName,
        gender: 'female',
        date_of_birth: '12/03/2022',
        class_id: classId,
        guardians: [{ full_name: parentName, relationship: 'mother', phone: '0912000111', is_primary: true }],
      },
    }),
  );
  return first(r).id as string;
}

/** An app account for the child's primary guardian, signed in; answers its token. */
async function parentOf(school: School, as: As, studentId: string) {
  const guardianId = ok(await call(studentDetail, { ...as, query: { id: studentId } })).body.response.data.guardians[0].id;
  const username = `ph${rand()}`;
  const created = ok(await call(accountCreate, { ...as, body: { username, guardian_id: guardianId, student_ids: [studentId] } }));
  const password = created.body.response.data.slip.password as string;
  const login = ok(
    await call(appLogin, { body: { username, password, school_code: school.code }, headers: { 'x-forwarded-for': randomIp() } }),
  );
  return login.body.response.data.accessToken as string;
}

async function schoolWorld() {
  const school = await makeSchool();
  const principal = await school.addUser({ roles: ['principal'], fullName: 'Hiệu trưởng Lan' });
  const teacherA = await school.addUser({ roles: ['teacher'], fullName: 'Cô Hằng' });
  const teacherB = await school.addUser({ roles: ['teacher'], fullName: 'Cô Mai' });
  const nurse = await school.addUser({ roles: ['nurse'], fullName: 'Y tá Thu' });
  const office = await school.addUser({ roles: ['office'], fullName: 'Văn phòng Tú' });
  const as = async (u: TestUser): Promise<As> => ({ token: await signIn(u.username, u.password), tenantId: school.id });
  const p = await as(principal);
  const year = first(
    ok(await call(yearCreate, { ...p, body: { name: `Năm ${rand()}`, start_date: '01/08/2026', end_date: '31/07/2027', is_current: true } })),
  ).id as string;
  const mkClass = async (name: string, teacher: string) =>
    first(ok(await call(classCreate, { ...p, body: { name, age_group: 'mau_giao_be', school_year_id: year, capacity: 30, teacher_ids: [teacher] } })))
      .id as string;
  const classA = await mkClass('Mầm A', teacherA.id);
  const classB = await mkClass('Mầm B', teacherB.id);
  const an = await addStudent(p, classA, 'Nguyễn Thị Ân', 'Phạm Thị Hoa');
  const chi = await addStudent(p, classB, 'Trần Minh Chí', 'Đỗ Thị Nga');
  return {
    school,
    p,
    tA: await as(teacherA),
    tB: await as(teacherB),
    nurse: await as(nurse),
    office: await as(office),
    classA,
    classB,
    an,
    chi,
    parentAn: await parentOf(school, p, an),
    parentChi: await parentOf(school, p, chi),
  };
}

export async function requestsWorld() {
  const [main, other] = await Promise.all([schoolWorld(), schoolWorld()]);
  return { ...main, other };
}
export type RequestsWorld = Awaited<ReturnType<typeof requestsWorld>>;

/** The live counter of a menu for the caller. */
export async function badge(as: As, code: string): Promise<number> {
  const data = ok(await call(menus, as)).body.response.data as Json[];
  return data.find((m) => m.code === code)?.counter as number;
}
