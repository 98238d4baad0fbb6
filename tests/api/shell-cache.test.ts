import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { db, type Db } from '@/lib/server/db/client';
import { resolveSession } from '@/lib/server/auth/resolve-session';
import { invalidateSessions } from '@/lib/server/db/session-cache';
import { registerCounter } from '@/lib/server/menu/counters';
import { loadShell } from '@/lib/server/shell/load-shell';
import type { RequestContext } from '@/lib/server/http/context';
import { makeSchool, rand, signIn, type School, type TestUser } from '../helpers/world';

// The signed-in layout's shell (lib/server/shell/load-shell.ts) is kept with the resolved session and dropped by the
// database's notifications. Changes are made with plain SQL, as no service would make them: the triggers, not the
// services, are what must tell the cache.

let database: Db;
const run = (query: ReturnType<typeof sql>) => database.execute(query);
const base = { locale: 'vi' as const, ip: null, userAgent: '' };

/** The shell of a page as the layout reads it, in `tenantId`, for the session of `token`. */
async function shellOf(token: string, tenantId: string) {
  return loadShell((await resolveSession(base, token, tenantId, true)) as RequestContext);
}

/** Waits until the shell shows what `check` expects (on PostgreSQL the notification arrives on its own connection). */
const eventually = (fn: () => Promise<void>) => vi.waitFor(fn, { timeout: 5_000, interval: 20 });

describe('shell cache', () => {
  let a: School;
  let b: School;
  let user: TestUser;
  let token: string;

  beforeAll(async () => {
    database = await db();
    a = await makeSchool();
    b = await makeSchool();
    user = await a.addUser({ roles: ['principal'] });
    await b.grant(user, { roles: ['principal'] });
    token = await signIn(user.username, user.password);
  });

  afterAll(() => registerCounter('absence', () => sql`select 0`));

  it('keeps what is the same for every page: a change nothing notifies is not read again until the cache drops it', async () => {
    const before = (await shellOf(token, a.id)).menu.find((m) => m.code === 'student')!.menu_name;
    await run(sql`update menus set name_vi = ${`Trẻ ${rand()}`} where code = 'student'`);
    try {
      await eventually(async () => {
        expect((await shellOf(token, a.id)).menu.find((m) => m.code === 'student')!.menu_name).toBe(before);
      });
      invalidateSessions('*');
      expect((await shellOf(token, a.id)).menu.find((m) => m.code === 'student')!.menu_name).not.toBe(before);
    } finally {
      await run(sql`update menus set name_vi = ${before} where code = 'student'`);
      invalidateSessions('*');
    }
  });

  it('counts the menu badges on every page', async () => {
    await shellOf(token, a.id);
    for (const n of [3, 4]) {
      registerCounter('absence', () => sql.raw(`select ${n}`));
      expect((await shellOf(token, a.id)).menu.find((m) => m.code === 'absence')!.counter).toBe(n);
    }
  });

  it("shows each school its own shell, and a school's new name, brand and role names at once", async () => {
    await shellOf(token, a.id);
    await shellOf(token, b.id);
    const name = `Trường ${rand()}`;
    const role = `Hiệu trưởng ${rand()}`;
    await run(sql`update tenants set name = ${name}, config = config || ${JSON.stringify({ brandName: name })}::jsonb where id = ${b.id}`);
    await run(sql`update roles set name_vi = ${role} where id = ${b.roleIds.principal}`);
    await eventually(async () => {
      const inB = await shellOf(token, b.id);
      expect(inB.config.tenantId).toBe(b.id);
      expect(inB.config.brandName).toBe(name);
      expect(inB.tenants.find((t) => t.value === b.id)!.name).toBe(name);
      expect(inB.masterData.roles.map((r) => r.value)).toContain(role);
    });
    const inA = await shellOf(token, a.id);
    expect(inA.config.tenantId).toBe(a.id);
    expect(inA.config.brandName).not.toBe(name);
    expect(inA.masterData.roles.map((r) => r.value)).not.toContain(role);
  });

  it("follows the user's schools and rights", async () => {
    expect((await shellOf(token, a.id)).menu.map((m) => m.code)).toContain('student');
    await run(sql`update roles set rights = rights - 'student' where id = ${a.roleIds.principal}`);
    await eventually(async () => {
      expect((await shellOf(token, a.id)).menu.map((m) => m.code)).not.toContain('student');
    });
    const c = await makeSchool();
    await c.grant(user, { roles: ['teacher'] });
    await eventually(async () => {
      expect((await shellOf(token, a.id)).tenants.map((t) => t.value)).toContain(c.id);
    });
  });
});
