import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { Pool } from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/db-types';
import { runPushWorker } from '@/lib/server/push/worker';
import { makeSchool } from '../helpers/world';
import { startPushService, type PushService } from '../helpers/push-service';
import { deliveriesOf, notify, schoolTime, storeSubscription } from '../helpers/push-world';

// Two copies of the app on one PostgreSQL (each its own pool, as two servers have) deliver each push exactly once:
// their claims skip each other's locked rows (FOR UPDATE SKIP LOCKED) and a claimed row waits out its lease.
const DEVICES = 100;
const NOTICES = 3;
/** 10:00 school time: outside quiet hours whenever the test runs. */
const DAY = schoolTime(10, 0);
let service: PushService;
let other: Pool;
let tenantId: string;
let ids: string[];

beforeAll(async () => {
  process.env.PUSH_ALLOW_LOOPBACK = '1';
  service = await startPushService(inject('pushCert'));
  other = new Pool({ connectionString: inject('databaseUrl')!, max: 4 });
  const school = await makeSchool();
  tenantId = school.id;
  const principal = await school.addUser({ roles: ['principal'] });
  for (let i = 0; i < DEVICES; i++)
    await storeSubscription({ userId: principal.id }, service.subscribe(), i % 2 ? 'en' : 'vi');
  ids = [];
  for (let i = 0; i < NOTICES; i++)
    ids.push(
      ...(await notify(
        tenantId,
        {
          kind: 'survey_closed',
          audience: { type: 'staff', menu: 'survey', action: 'view', classId: null },
          params: { title: `Khảo sát ${i}`, answers: 12 },
          url: '/management/survey',
          tag: `survey:${i}`,
        },
        [{ userId: principal.id }],
        DAY,
      )),
    );
}, 60_000);

afterAll(async () => {
  await other?.end();
  await service?.close();
});

it('two workers on one PostgreSQL deliver each push once', async () => {
  const second = drizzle(other, { schema }) as unknown as Db;
  const options = { tenantId, batch: 20, concurrency: 10, now: DAY };
  const [a, b] = await Promise.all([runPushWorker(options), runPushWorker({ ...options, database: second })]);
  expect(a.claimed, 'both copies took part').toBeGreaterThan(0);
  expect(b.claimed, 'both copies took part').toBeGreaterThan(0);
  expect(a.sent + b.sent).toBe(DEVICES * NOTICES);
  expect(a.claimed + b.claimed).toBe(DEVICES * NOTICES);
  const pairs = service.received.map((r) => `${r.subscription} ${r.payload.tag}`);
  expect(pairs).toHaveLength(DEVICES * NOTICES);
  expect(new Set(pairs).size).toBe(DEVICES * NOTICES);
  expect(service.requests).toHaveLength(DEVICES * NOTICES);
  expect((await deliveriesOf(ids)).every((d) => d.status === 'sent' && d.attempts === 1)).toBe(true);
});
