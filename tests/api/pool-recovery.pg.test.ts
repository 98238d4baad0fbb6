// PostgreSQL only (vitest.config.ts includes *.pg.test.ts when TEST_DATABASE_URL is set): a restarted server drops every
// connection of the app's pool; the app must go on answering without a restart of its own.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';

const url = inject('databaseUrl')!;
// The app's own pool (lib/server/db/client.ts), named so that only its connections are terminated: other test files
// share this database server.
const APP = `mamnon-pool-${process.pid}`;
process.env.DATABASE_URL = `${url}${url.includes('?') ? '&' : '?'}application_name=${APP}`;
process.env.DATABASE_ALLOW_SUPERUSER = 'true'; // the test server's user is postgres
const { closeDatabase, db, dbKind } = await import('@/lib/server/db/client');
const { GET: classList } = await import('@/app/api/webadmin/Class/get-list/route');
const { call, makeSchool, signIn } = await import('../helpers/world');

const admin = new pg.Client({ connectionString: url });

/** What a restart does to the app: every backend of its pool ends (waiting until each has exited). */
async function terminateAppConnections() {
  const r = await admin.query<{ n: number }>(
    `select count(*) filter (where pg_terminate_backend(pid, 5000))::int as n
     from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()`,
    [APP],
  );
  return r.rows[0].n;
}

let as: { token: string; tenantId: string };
beforeAll(async () => {
  await closeDatabase(); // the setup's pool; the next db() opens the app's own from DATABASE_URL
  await db();
  expect(dbKind()).toBe('pg');
  await admin.connect();
  const school = await makeSchool();
  const principal = await school.addUser({ roles: ['principal'] });
  as = { token: await signIn(principal.username, principal.password), tenantId: school.id };
});

afterAll(async () => {
  await admin.end();
});

describe('PostgreSQL restarted under load', () => {
  it('answers again right after every connection of its pool was terminated, without a restart', async () => {
    const statuses: { at: number; status: number }[] = [];
    let running = true;
    const worker = async () => {
      while (running) {
        const r = await call(classList, { ...as, query: { page: 1, size: 10 } }).catch(() => ({ status: -1 }));
        statuses.push({ at: Date.now(), status: r.status });
      }
    };
    const workers = Array.from({ length: 6 }, worker);
    await expect.poll(() => statuses.filter((s) => s.status === 200).length, { timeout: 10_000 }).toBeGreaterThan(20);

    const killed = [];
    for (let round = 0; round < 3; round++) {
      killed.push(await terminateAppConnections());
      const after = Date.now();
      await expect
        .poll(() => statuses.filter((s) => s.at > after && s.status === 200).length, { timeout: 10_000 })
        .toBeGreaterThan(20);
    }
    running = false;
    await Promise.all(workers);
    expect(killed.every((n) => n > 0)).toBe(true);

    // Once the pool has noticed, every call succeeds: nothing but the calls caught in the cut failed.
    const quiet = Date.now();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call(classList, { ...as, query: { page: 1, size: 10 } })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const failed = statuses.filter((s) => s.status !== 200).length;
    console.log(
      `[pool] ${statuses.length} calls, ${failed} failed in the cuts, connections terminated: ${killed.join(', ')}; quiet check in ${Date.now() - quiet} ms`,
    );
  });
});
