import { expect } from 'vitest';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { POST as studentCreate } from '@/app/api/webadmin/Student/create/route';
import { GET as studentDetail } from '@/app/api/webadmin/Student/get-detail/route';
import { POST as accountCreate } from '@/app/api/webadmin/AppAccount/create/route';
import { POST as session } from '@/app/api/app/session/route';
import { PARENT_SESSION_COOKIE } from '@/lib/parent-session';
import { call, first, makeSchool, rand, randomIp, signIn, type CallOptions, type Reply, type School } from './world';

// The parents' web app's test world: a school with a class, families with their app accounts (made here, never the
// demo family), and the web app's sign-in into the HttpOnly cookie.

export type As = { token: string; tenantId: string };
export type Family = { username: string; password: string; studentId: string };

export const ORIGIN = 'http://localhost';
/** What a browser sends with a call from the parents' app itself. */
export const SAME_SITE = { origin: ORIGIN, 'sec-fetch-site': 'same-origin' };

export function ok(r: Reply) {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
}

export async function family(school: School, as: As, classId: string, name: string): Promise<Family> {
  const studentId = first(
    ok(
      await call(studentCreate, {
        ...as,
        body: {
          code: `HS${rand()}`,
          full_name: name,
          gender: 'male',
          date_of_birth: '02/02/2022',
          class_id: classId,
          guardians: [{ full_name: `Mẹ ${name}`, relationship: 'mother', phone: '0912000222', is_primary: true }],
        },
      }),
    ),
  ).id as string;
  const guardianId = ok(await call(studentDetail, { ...as, query: { id: studentId } })).body.response.data.guardians[0].id;
  const username = `ph${rand()}`;
  const created = ok(await call(accountCreate, { ...as, body: { username, guardian_id: guardianId, student_ids: [studentId] } }));
  return { username, password: created.body.response.data.slip.password as string, studentId };
}

export async function world() {
  const school = await makeSchool();
  const principal = await school.addUser({ roles: ['principal'] });
  const p: As = { token: await signIn(principal.username, principal.password), tenantId: school.id };
  const year = first(
    ok(await call(yearCreate, { ...p, body: { name: `Năm ${rand()}`, start_date: '01/08/2026', end_date: '31/07/2027', is_current: true } })),
  ).id as string;
  const classId = first(
    ok(await call(classCreate, { ...p, body: { name: `Lá ${rand()}`, age_group: 'mau_giao_be', school_year_id: year, capacity: 30 } })),
  ).id as string;
  return { school, p, classId, principal };
}

/** POST /api/app/session as the parents' sign-in form sends it (same origin), from a fresh address unless given. */
export function signInCall(body: Record<string, unknown>, opts: { ip?: string; headers?: Record<string, string> } = {}) {
  return call(session, {
    body,
    headers: { ...SAME_SITE, 'x-forwarded-for': opts.ip ?? randomIp(), ...opts.headers },
  });
}

/** The session token of a sign-in's Set-Cookie. */
export function cookieOf(r: Reply): string {
  const header = r.headers.get('set-cookie') ?? '';
  const match = new RegExp(`${PARENT_SESSION_COOKIE}=([^;]*)`).exec(header);
  expect(match, header).not.toBeNull();
  return match![1];
}

export async function cookieSession(school: School, f: Family) {
  return cookieOf(ok(await signInCall({ school_code: school.code, username: f.username, password: f.password })));
}

/** A call with the session cookie only (no Bearer), as the browser sends it. */
export const withCookie = (cookie: string, headers: Record<string, string> = SAME_SITE): CallOptions => ({
  headers: { cookie: `${PARENT_SESSION_COOKIE}=${cookie}; NEXT_LOCALE=vi`, ...headers },
});
