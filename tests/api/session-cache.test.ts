import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { db, type Db } from '@/lib/server/db/client';
import { classes, schoolYears } from '@/lib/server/db/schema';
import { sha256 } from '@/lib/server/crypto/token';
import { resolveSession } from '@/lib/server/auth/resolve-session';
import { cachedSession, invalidateSessions } from '@/lib/server/db/session-cache';
import { flushTouchedSessions } from '@/lib/server/auth/touch-session';
import { GET as ping } from '@/app/api/webadmin/Health/ping/route';
import { GET as classList } from '@/app/api/webadmin/Class/get-list/route';
import { GET as studentDetail } from '@/app/api/webadmin/Student/get-detail/route';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { POST as studentCreate } from '@/app/api/webadmin/Student/create/route';
import { POST as appAccountCreate } from '@/app/api/webadmin/AppAccount/create/route';
import { POST as appLogin } from '@/app/api/app/login/route';
import { GET as appProfile } from '@/app/api/app/profile/route';
import { call, first, makeSchool, rand, randomIp, signIn, type School, type TestUser } from '../helpers/world';

// Every change below is made with plain SQL, as no service would make it: the database's triggers, not the services,
// are what tell the session cache (lib/server/db/session-cache.ts) that a cached session changed.

type As = { token: string; tenantId: string };
let database: Db;
let queries = 0;

beforeAll(async () => {
  database = await db();
  const execute = database.execute.bind(database);
  vi.spyOn(database, 'execute').mockImplementation(((query: never) => {
    queries++;
    return execute(query);
  }) as never);
});

afterEach(() => {
  vi.useRealTimers();
});

const run = (query: ReturnType<typeof sql>) => database.execute(query);

/**
 * Waits until a call is answered from the cache: no query at all. (On PostgreSQL the listener connects first, and
 * other test files' changes, such as a new school, clear the whole cache now and then.)
 */
async function cached(handler: Parameters<typeof call>[0], as: Parameters<typeof call>[1]) {
  await vi.waitFor(
    async () => {
      queries = 0;
      const r = await call(handler, as);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(queries).toBe(0);
    },
    { timeout: 5_000, interval: 20 },
  );
}

describe('session cache', () => {
  let school: School;
  let user: TestUser;
  let as: As;

  beforeAll(async () => {
    school = await makeSchool();
  });

  async function member(roles = ['principal']) {
    user = await school.addUser({ roles });
    as = { token: await signIn(user.username, user.password), tenantId: school.id };
    await cached(ping, as);
  }

  it('answers a signed-in call without a query once the session is cached', async () => {
    await member();
    await vi.waitFor(async () => {
      queries = 0;
      for (let i = 0; i < 5; i++) expect((await call(ping, as)).status).toBe(200);
      expect(queries).toBe(0);
    });
  });

  it('refuses a revoked session on the next call', async () => {
    await member();
    await run(sql`update sessions set active = false where token_hash = ${sha256(as.token)}`);
    const r = await call(ping, as);
    expect(r.status).toBe(401);
    expect(first(r).message).toBe('errors.session_expired');
  });

  it('refuses a locked user on the next call', async () => {
    await member();
    await run(sql`update users set status = 'locked' where id = ${user.id}`);
    const r = await call(ping, as);
    expect(r.status).toBe(401);
    expect(first(r).message).toBe('errors.user_locked');
  });

  it('refuses a right taken from the role on the next call', async () => {
    const own = await makeSchool();
    const principal = await own.addUser({ roles: ['principal'] });
    const mine = { token: await signIn(principal.username, principal.password), tenantId: own.id };
    await cached(classList, { ...mine, query: { page: 1, page_size: 10 } });
    // Every right, not only the class page's: the class list is also readable with the rights of the screens that
    // filter by class (lib/screen-reads.ts).
    await run(sql`update roles set rights = '{}'::jsonb where tenant_id = ${own.id} and key = 'principal'`);
    const r = await call(classList, { ...mine, query: { page: 1, page_size: 10 } });
    expect(r.status).toBe(403);
    expect(first(r).message).toBe('errors.forbidden_action');
  });

  it('refuses a school the user no longer belongs to, and a school closed', async () => {
    await member();
    await run(sql`delete from user_roles where tenant_id = ${school.id} and user_id = ${user.id}`);
    await run(sql`delete from user_schools where tenant_id = ${school.id} and user_id = ${user.id}`);
    expect((await call(ping, as)).status).toBe(403);

    const closing = await makeSchool();
    const principal = await closing.addUser();
    const there = { token: await signIn(principal.username, principal.password), tenantId: closing.id };
    await cached(ping, there);
    await run(sql`update tenants set status = 'inactive' where id = ${closing.id}`);
    expect((await call(ping, there)).status).toBe(403);
  });

  it("follows a teacher's classes as they are assigned", async () => {
    await member(['teacher']);
    const [year] = await database
      .insert(schoolYears)
      .values({ tenantId: school.id, name: `2026-2027 ${rand()}`, startDate: '2026-09-01', endDate: '2027-05-31' })
      .returning({ id: schoolYears.id });
    const [klass] = await database
      .insert(classes)
      .values({ tenantId: school.id, schoolYearId: year.id, name: `Mầm ${rand()}`, ageGroup: 'mau_giao_nho' })
      .returning({ id: classes.id });
    const base = { locale: 'vi' as const, ip: null, userAgent: '' };
    const before = await resolveSession(base, as.token, school.id, true);
    expect('classIds' in before && before.classIds).toEqual([]);
    await run(
      sql`insert into class_teachers (tenant_id, class_id, user_id) values (${school.id}, ${klass.id}, ${user.id})`,
    );
    const after = await resolveSession(base, as.token, school.id, true);
    expect('classIds' in after && after.classIds).toEqual([klass.id]);
  });

  it('keeps nothing read while a change was made (a read racing a change never outlives it)', async () => {
    await member();
    await vi.waitFor(async () => {
      const key = `test:${rand()}`;
      let loads = 0;
      const load = async () => {
        loads++;
        if (loads === 1) invalidateSessions(`u:${rand()}`); // someone else's change, while this read was running
        return { value: loads, owner: 'u:me' };
      };
      expect(await cachedSession(key, load)).toBe(1); // answered, not kept
      expect(await cachedSession(key, load)).toBe(2); // kept
      expect(await cachedSession(key, load)).toBe(2);
      invalidateSessions('u:me');
      expect(await cachedSession(key, load)).toBe(3);
    });
  });

  it('writes last_seen_at in the background, at most once a minute, never on the call', async () => {
    await member();
    const hash = sha256(as.token);
    const seen = async () => {
      const r = await run(sql`select last_seen_at from sessions where token_hash = ${hash}`);
      return new Date((r as unknown as { rows: { last_seen_at: string }[] }).rows[0].last_seen_at).getTime();
    };
    await run(sql`update sessions set last_seen_at = now() - interval '1 hour' where token_hash = ${hash}`);
    // The old time is what the next read loads (last_seen_at alone notifies nothing: drop the entry by hand).
    invalidateSessions(`u:${user.id}`);
    const old = await seen();
    expect((await call(ping, as)).status).toBe(200);
    expect(await seen()).toBe(old); // the call wrote nothing

    await flushTouchedSessions();
    const touched = await seen();
    expect(touched).toBeGreaterThan(old + 30 * 60_000);
    // Within the minute, nothing more is written.
    for (let i = 0; i < 3; i++) await call(ping, as);
    await flushTouchedSessions();
    expect(await seen()).toBe(touched);
  });
});

describe("parents' session cache", () => {
  let school: School;
  let p: As;
  const families: { studentId: string; phone: string }[] = [];

  beforeAll(async () => {
    school = await makeSchool();
    const principal = await school.addUser({ roles: ['principal'] });
    p = { token: await signIn(principal.username, principal.password), tenantId: school.id };
    const year = await call(yearCreate, {
      ...p,
      body: { name: `2026–2027 ${rand()}`, start_date: '05/09/2026', end_date: '31/05/2027', is_current: true },
    });
    const klass = await call(classCreate, {
      ...p,
      body: {
        name: 'Chồi A',
        age_group: 'mau_giao_nho',
        school_year_id: first(year).id,
        capacity: 30,
        teacher_ids: [],
      },
    });
    for (const phone of ['0912000111', '0987000444']) {
      const student = await call(studentCreate, {
        ...p,
        body: {
          code: `HS${rand()}`,
          full_name: 'Nguyễn Thị Mai',
          gender: 'female',
          date_of_birth: '12/03/2021',
          class_id: first(klass).id,
          guardians: [{ full_name: 'Phạm Thị Hoa', relationship: 'mother', phone, is_primary: true }],
        },
      });
      expect(student.status, JSON.stringify(student.body)).toBe(200);
      families.push({ studentId: first(student).id, phone });
    }
  });

  async function parent({ studentId, phone }: (typeof families)[number]) {
    const detail = await call(studentDetail, { ...p, query: { id: studentId } });
    const guardianId = detail.body.response.data.guardians[0].id;
    const created = await call(appAccountCreate, {
      ...p,
      body: { username: phone, guardian_id: guardianId, student_ids: [studentId] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { username, password } = created.body.response.data.slip;
    const login = await call(appLogin, {
      body: { username, password, school_code: school.code },
      headers: { 'x-forwarded-for': randomIp() },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const token = login.body.response.data.accessToken as string;
    await cached(appProfile, { token });
    return token;
  }

  it('refuses a revoked app session and a locked app account on the next call', async () => {
    const revoked = await parent(families[0]);
    await run(sql`update app_sessions set active = false where token_hash = ${sha256(revoked)}`);
    expect((await call(appProfile, { token: revoked })).status).toBe(401);

    const locked = await parent(families[1]);
    // Two statements: on Citus an update of app_accounts (copied to every node) may not read app_sessions (kept on
    // the coordinator) in a sub-select.
    const [session] = ((await run(
      sql`select tenant_id, account_id from app_sessions where token_hash = ${sha256(locked)}`,
    )) as unknown as { rows: { tenant_id: string; account_id: string }[] }).rows;
    await run(
      sql`update app_accounts set status = 'locked' where tenant_id = ${session.tenant_id} and id = ${session.account_id}`,
    );
    expect((await call(appProfile, { token: locked })).status).toBe(401);
  });
});
