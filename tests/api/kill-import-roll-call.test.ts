import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import { db } from '@/lib/server/db/client';
import { rowsOf } from '@/lib/server/db/rows';
import { killMidWrite, sharedDatabase } from '../helpers/kill-harness';
import { importSheet, iso, killWorld, pastDays } from '../helpers/kill-world';

// SIGKILL in the middle of bulk writes, then count: every batch is all there or not at all.
// A worker process starts (tsx, the database) for each test: more than the usual 20 s on two busy cores.
const SPAWN_TIMEOUT = 60_000;
const SIZE = 300;
let shared: Awaited<ReturnType<typeof sharedDatabase>>;
let w: Awaited<ReturnType<typeof killWorld>>;

beforeAll(async () => {
  shared = await sharedDatabase();
  w = await killWorld(shared.root, SIZE);
}, 60_000);

afterAll(() => fs.rmSync(shared.root, { recursive: true, force: true }));

async function count(query: ReturnType<typeof sql>) {
  const [row] = await rowsOf<{ n: number }>(await db(), query);
  return Number(row.n);
}

describe('a server killed in the middle of a bulk write leaves nothing half-written', () => {
  it(
    'student import: each file is imported whole or not at all',
    async () => {
      const files = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          importSheet(path.join(shared.root, `import-${i}.xlsx`), `K${i}`, 'Lá 1', SIZE),
        ),
      );
      const result = await killMidWrite(shared, {
        op: 'import',
        tenantId: w.tenantId,
        userId: w.userId,
        batches: files,
      });
      const counts = [];
      for (let i = 0; i < files.length; i++) {
        const students = await count(
          sql`select count(*) as n from students where tenant_id = ${w.tenantId} and code like ${`K${i}-%`}`,
        );
        const guardians = await count(
          sql`select count(*) as n from guardians g join students s on s.tenant_id = g.tenant_id and s.id = g.student_id
            where s.tenant_id = ${w.tenantId} and s.code like ${`K${i}-%`}`,
        );
        const history = await count(
          sql`select count(*) as n from student_class_history h join students s on s.tenant_id = h.tenant_id and s.id = h.student_id
            where s.tenant_id = ${w.tenantId} and s.code like ${`K${i}-%`}`,
        );
        counts.push(students);
        expect([guardians, history], `file ${i}`).toEqual([students, students]);
        if (i < result.inFlight) expect(students, `file ${i} finished before the kill`).toBe(SIZE);
        else if (i === result.inFlight) expect([0, SIZE], `file ${i} in flight`).toContain(students);
        else expect(students, `file ${i} never started`).toBe(0);
      }
      console.log(
        `[kill] import: killed during file ${result.inFlight}${result.midTransaction ? ' (transaction open)' : ''}; students per file ${counts.join(', ')}`,
      );
    },
    SPAWN_TIMEOUT,
  );

  it(
    'mark the class present: each day is all marked or not at all',
    async () => {
      const days = pastDays(20);
      const result = await killMidWrite(shared, {
        op: 'present',
        tenantId: w.tenantId,
        userId: w.userId,
        batches: days.map((date) => ({ class_id: w.classId, date })),
      });
      const counts = [];
      for (let i = 0; i < days.length; i++) {
        const n = await count(
          sql`select count(*) as n from attendance_records where tenant_id = ${w.tenantId} and class_id = ${w.classId} and day = ${iso(days[i])}`,
        );
        counts.push(n);
        if (i < result.inFlight) expect(n, `day ${i} finished before the kill`).toBe(SIZE);
        else if (i === result.inFlight) expect([0, SIZE], `day ${i} in flight`).toContain(n);
        else expect(n, `day ${i} never started`).toBe(0);
      }
      console.log(
        `[kill] mark present: killed during day ${result.inFlight}${result.midTransaction ? ' (transaction open)' : ''}; marks per day ${counts.join(', ')}`,
      );
    },
    SPAWN_TIMEOUT,
  );
});
