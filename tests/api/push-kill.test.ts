import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { rowsOf } from '@/lib/server/db/rows';
import { runPushWorker } from '@/lib/server/push/worker';
import { sharedDatabase } from '../helpers/kill-harness';
import { makeSchool } from '../helpers/world';
import { startPushService, type PushService } from '../helpers/push-service';
import { deliveriesOf, notify, storeSubscription } from '../helpers/push-world';

// A push worker killed (SIGKILL) while its pushes are in flight: after a restart every push is delivered once, and
// only the pushes that were in flight were sent twice.
const DEVICES = 60;
const IN_FLIGHT = 20; // the child sends 20 at a time (tests/helpers/push-worker-child.ts)
let shared: Awaited<ReturnType<typeof sharedDatabase>>;
let service: PushService;
let tenantId: string;
let endpoints: string[];
let ids: string[];

beforeAll(async () => {
  process.env.PUSH_ALLOW_LOOPBACK = '1';
  shared = await sharedDatabase();
  service = await startPushService(inject('pushCert'));
  const school = await makeSchool();
  tenantId = school.id;
  const nurse = await school.addUser({ roles: ['nurse'] });
  endpoints = [];
  for (let i = 0; i < DEVICES; i++) {
    const subscription = service.subscribe();
    await storeSubscription({ userId: nurse.id }, subscription, 'vi');
    service.behave(subscription.endpoint, { hang: true });
    endpoints.push(subscription.endpoint);
  }
  ids = [];
  for (const dose of ['d1', 'd2'])
    ids.push(
      ...(await notify(
        tenantId,
        {
          kind: 'dose_due',
          audience: { type: 'staff', menu: 'medicine', action: 'view', classId: null },
          params: { child: 'Lê Bình', class: 'Chồi 2', medicine: 'Siro', time: '10:30' },
          url: '/management/medicine-request/mobile',
          tag: `dose:${dose}`,
        },
        [{ userId: nurse.id }],
      )),
    );
}, 60_000);

afterAll(async () => {
  await service?.close();
  fs.rmSync(shared.root, { recursive: true, force: true });
});

it('a worker killed mid-delivery: after the restart every push arrives, and only the in-flight ones twice', async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PUSH_ALLOW_LOOPBACK: '1' };
  const app = `mamnon-push-kill-${process.pid}`;
  if (shared.url) {
    env.DATABASE_URL = `${shared.url}${shared.url.includes('?') ? '&' : '?'}application_name=${app}`;
    env.DATABASE_ALLOW_SUPERUSER = 'true';
  } else {
    delete env.DATABASE_URL;
    env.DATA_DIR = shared.dataDir!;
  }
  await shared.close();
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'tests/helpers/push-worker-child.ts', tenantId],
    {
      env,
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise((resolve) => child.on('close', resolve));
  const deadline = Date.now() + 45_000;
  while (service.hungCount() < IN_FLIGHT && child.exitCode === null && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  child.kill('SIGKILL');
  await exited;
  const inFlight = service.hungCount();
  expect(inFlight, output).toBe(IN_FLIGHT);
  expect(output, 'killed before a pass ended').not.toContain('pass');
  if (shared.url) {
    const admin = new pg.Client({ connectionString: shared.url });
    await admin.connect();
    for (let i = 0; i < 500; i++) {
      if (!(await admin.query('select 1 from pg_stat_activity where application_name = $1', [app])).rowCount) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await admin.end();
  }
  await shared.open();

  // The dead worker's claim holds its batch until the lease passes; nothing was recorded as sent.
  const before = await deliveriesOf(ids);
  expect(before).toHaveLength(DEVICES * 2);
  expect(before.every((d) => d.status === 'pending')).toBe(true);
  expect(before.filter((d) => d.attempts === 1)).toHaveLength(100);

  // A restarted worker sends at once what the dead one had not claimed, and the rest once its lease has passed.
  for (const endpoint of endpoints) service.behave(endpoint, undefined);
  expect(await runPushWorker({ tenantId })).toMatchObject({ claimed: DEVICES * 2 - 100, sent: DEVICES * 2 - 100 });
  expect(await runPushWorker({ tenantId, now: new Date(Date.now() + 61_000) })).toMatchObject({
    claimed: 100,
    sent: 100,
  });
  expect((await deliveriesOf(ids)).every((d) => d.status === 'sent')).toBe(true);

  const pairs = service.received.map((r) => `${r.subscription} ${r.payload.tag}`);
  expect(new Set(pairs).size).toBe(DEVICES * 2);
  expect(pairs).toHaveLength(DEVICES * 2);
  // Requests the service ever saw: each push once, plus the pushes that were in flight when the worker died.
  expect(service.requests).toHaveLength(DEVICES * 2 + inFlight);
  const [{ n }] = await rowsOf<{ n: number }>(
    await db(),
    sql`select count(*)::int as n from push_deliveries where notification_id = any(${`{${ids.join(',')}}`}::uuid[]) and attempts > 2`,
  );
  expect(n).toBe(0);
}, 90_000);
