// The push scenario's measurements (issue 36), run by scripts/bench/push.mjs in a process of its own:
//   DATA_DIR=… [DATABASE_URL=…] BENCH_PUSH_CERT=… BENCH_PUSH_KEY=… NODE_EXTRA_CA_CERTS=<cert> PUSH_ALLOW_LOOPBACK=1 \
//   node --conditions=react-server --import tsx scripts/bench/push-run.ts
// On a new database with the bench's 2,000-child school (every family with an app account):
// 1. publishing a school-wide news post (the News/create service, as its route calls it): the median of 21 with no
//    subscribed device and of 21 with one device per family (2,000) on a local push service, in alternating rounds;
// 2. one more school-wide post published the same way (its notice written into the outbox by the publish itself),
//    fanned out to every family by the real fan-out (runFanOut: inbox rows and queuePushes), and the delivery
//    worker's pass over the 2,000 pushes: encrypted, signed, posted over HTTPS, decrypted and checked by the push
//    service (tests/helpers/push-service.ts, in its own process: push-service-run.ts). Prints `BENCH_PUSH {json}`.
import { fork, type ChildProcess } from 'node:child_process';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { closeDatabase, db } from '../../lib/server/db/client';
import { rowsOf } from '../../lib/server/db/rows';
import { seedReference } from '../../lib/server/seed/reference';
import { secrets } from '../../lib/server/crypto/secrets';
import { createNews } from '../../lib/server/news/save-news';
import { newsSchema } from '../../lib/schemas/news';
import { runFanOut } from '../../lib/server/notification/fan-out';
import { quietHoursEnd } from '../../lib/server/push/quiet-hours';
import { runPushWorker } from '../../lib/server/push/worker';
import { serviceContext } from '../../tests/helpers/service-context';
import type { Subscription } from '../../tests/helpers/push-service';
import { seedSchool } from './seed/school';

const PUBLISHES = Number(process.env.BENCH_PUSH_PUBLISHES ?? 7);
const ROUNDS = 3;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Sends `message` to the push service's process and answers its reply. */
function ask<T>(service: ChildProcess, message: object): Promise<T> {
  return new Promise((resolve) => {
    service.once('message', (reply) => resolve(reply as T));
    service.send(message);
  });
}

async function reset(url: string) {
  const { Pool } = await import('pg');
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    await pool.query(
      'drop schema if exists public cascade; create schema public; drop schema if exists drizzle cascade',
    );
  } finally {
    await pool.end();
  }
}

async function publishTimes(tenantId: string, userId: string, label: string, count = PUBLISHES) {
  const ctx = serviceContext(tenantId, userId);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const body = newsSchema.parse({
      kind: 'public',
      title: `${label} ${i}`,
      content: '<p>Thông báo</p>',
      status: 'published',
    });
    const t = performance.now();
    await createNews(ctx, body);
    times.push(performance.now() - t);
  }
  return times;
}

async function main() {
  if (process.env.DATABASE_URL) await reset(process.env.DATABASE_URL);
  secrets();
  const database = await db();
  await seedReference(database);
  const school = await database.transaction(async (tx) => seedSchool(tx, await hash('bench-password-1')));
  const { tenantId } = school;
  if (process.env.DATABASE_URL) await database.execute(sql`analyze`);
  const service = fork('scripts/bench/push-service-run.ts', { execArgv: ['--import', 'tsx'] });
  await new Promise((resolve) => service.once('message', resolve));

  await publishTimes(tenantId, school.principal.id, 'Khởi động'); // warm-up

  const accounts = await rowsOf<{ id: string }>(
    database,
    sql`select id from app_accounts where tenant_id = ${tenantId}`,
  );
  const { list } = await ask<{ list: Subscription[] }>(service, { type: 'subscribe', n: accounts.length });
  const devices = JSON.stringify(
    accounts.map((a, i) => ({
      tenant_id: tenantId,
      account_id: a.id,
      endpoint: list[i].endpoint,
      p256dh: list[i].keys.p256dh,
      auth: list[i].keys.auth,
      locale: 'vi',
    })),
  );
  // Rounds without and with the devices, alternated, so that a change in this shared machine's load falls on both.
  const without: number[] = [];
  const withDevices: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    without.push(...(await publishTimes(tenantId, school.principal.id, `Không thiết bị ${round}`)));
    await database.execute(sql`
      insert into push_subscriptions (tenant_id, account_id, endpoint, p256dh, auth, locale)
      select * from jsonb_to_recordset(${devices}::jsonb)
        as d(tenant_id uuid, account_id uuid, endpoint text, p256dh text, auth text, locale text)`);
    withDevices.push(...(await publishTimes(tenantId, school.principal.id, `Có thiết bị ${round}`)));
    if (round < ROUNDS - 1) await database.execute(sql`delete from push_subscriptions where tenant_id = ${tenantId}`);
  }

  // The timed posts' notices are not what is measured next (fanning out some fifty posts to 2,000 families would
  // take the run's time): they are marked done, so that the fan-out below has the one post of step 2 to do.
  await database.execute(sql`update notification_events set fanned_out_at = now(), recipients = 0
    where tenant_id = ${tenantId} and fanned_out_at is null`);
  // One more school-wide post, published as above (its notice written by the publish), then the real fan-out.
  await publishTimes(tenantId, school.principal.id, 'Lịch nghỉ Tết', 1);
  const t0 = performance.now();
  const fanned = await runFanOut();
  const queueMs = performance.now() - t0;
  const [{ n: inbox }] = await rowsOf<{ n: number }>(
    database,
    sql`select count(*)::int as n from notifications where tenant_id = ${tenantId}`,
  );
  if (fanned !== 1 || inbox !== accounts.length)
    throw new Error(`fan-out: ${fanned} notices, ${inbox} inbox rows for ${accounts.length} families`);
  // The fan-out queued with the real clock: at night (quiet hours) the pushes wait for 06:30, so the worker runs at
  // the moment they come out — then, or now by day.
  const at = quietHoursEnd(new Date()) ?? new Date();
  const t1 = performance.now();
  const cpu = process.cpuUsage();
  const counts = await runPushWorker({ tenantId, now: at });
  const deliverMs = performance.now() - t1;
  const { user, system } = process.cpuUsage(cpu);
  const got = await ask<{ received: number; refused: string[]; connections: number }>(service, { type: 'count' });
  if (got.received !== accounts.length || got.refused.length)
    throw new Error(`push service received ${got.received} of ${accounts.length}, refused ${got.refused.join('; ')}`);
  service.send({ type: 'close' });
  await closeDatabase();
  console.log(
    `BENCH_PUSH ${JSON.stringify({
      families: accounts.length,
      publishMs: { without: median(without), with: median(withDevices) },
      queueMs,
      deliverMs,
      counts,
      perSecond: counts.sent / (deliverMs / 1000),
      connections: got.connections,
      // CPU time of this process (worker and, on PGlite, the database) per push: what the rate is on a machine of its own.
      cpuMsPerPush: (user + system) / 1000 / counts.sent,
    })}`,
  );
}

main().catch(async (error) => {
  console.error(error);
  await closeDatabase().catch(() => {});
  process.exit(1);
});
