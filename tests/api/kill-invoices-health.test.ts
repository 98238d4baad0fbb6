import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { rowsOf } from '@/lib/server/db/rows';
import { createFeeItem } from '@/lib/server/tuition/fee-items';
import { feeItemSchema } from '@/lib/schemas/tuition';
import { currentMonth } from '@/lib/tuition-values';
import { killMidWrite, sharedDatabase } from '../helpers/kill-harness';
import { iso, killWorld, pastDays } from '../helpers/kill-world';
import { serviceContext } from '../helpers/service-context';

// SIGKILL in the middle of generating a month's invoices and of a health check round: all or nothing each time.
// A worker process starts (tsx, the database) for each test: more than the usual 20 s on two busy cores.
const SPAWN_TIMEOUT = 60_000;
const SIZE = 200;
const ROUND = 100;
let shared: Awaited<ReturnType<typeof sharedDatabase>>;
let w: Awaited<ReturnType<typeof killWorld>>;

beforeAll(async () => {
  shared = await sharedDatabase();
  w = await killWorld(shared.root, SIZE);
  const ctx = serviceContext(w.tenantId, w.userId);
  for (const item of [
    { name: 'Học phí', kind: 'monthly', amount: 2_000_000, valid_from: '2024-01' },
    { name: 'Tiền ăn', kind: 'monthly', amount: 660_000, valid_from: '2024-01' },
  ]) {
    await createFeeItem(ctx, feeItemSchema.parse(item));
  }
}, 60_000);

afterAll(() => fs.rmSync(shared.root, { recursive: true, force: true }));

async function count(query: ReturnType<typeof sql>) {
  const [row] = await rowsOf<{ n: number }>(await db(), query);
  return Number(row.n);
}

/** The `n` months before this one, newest first (yyyy-MM). */
function pastMonths(n: number) {
  const [y, m] = currentMonth().split('-').map(Number);
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 2 - i, 1));
    return d.toISOString().slice(0, 7);
  });
}

describe('a server killed in the middle of a bulk write leaves nothing half-written', () => {
  it(
    "a class's invoices of a month: all of them with all their lines, or none",
    async () => {
      const months = pastMonths(12);
      const result = await killMidWrite(shared, {
        op: 'invoices',
        tenantId: w.tenantId,
        userId: w.userId,
        batches: months.map((month) => ({ month, class_id: w.classId })),
      });
      const counts = [];
      for (let i = 0; i < months.length; i++) {
        const invoices = await count(
          sql`select count(*) as n from invoices where tenant_id = ${w.tenantId} and class_id = ${w.classId} and to_char(month, 'YYYY-MM') = ${months[i]}`,
        );
        const lines = await count(
          sql`select count(*) as n from invoice_lines l join invoices v on v.tenant_id = l.tenant_id and v.id = l.invoice_id
            where v.tenant_id = ${w.tenantId} and v.class_id = ${w.classId} and to_char(v.month, 'YYYY-MM') = ${months[i]}`,
        );
        counts.push(invoices);
        expect(lines, `month ${months[i]}: two lines per invoice`).toBe(invoices * 2);
        if (i < result.inFlight) expect(invoices, `month ${i} finished before the kill`).toBe(SIZE);
        else if (i === result.inFlight) expect([0, SIZE], `month ${i} in flight`).toContain(invoices);
        else expect(invoices, `month ${i} never started`).toBe(0);
      }
      console.log(
        `[kill] invoices: killed during month ${result.inFlight}${result.midTransaction ? ' (transaction open)' : ''}; invoices per month ${counts.join(', ')}`,
      );
    },
    SPAWN_TIMEOUT,
  );

  it(
    'a health check round: every child of the round measured that day, or none',
    async () => {
      const days = pastDays(12);
      const [{ ids }] = await rowsOf<{ ids: string[] }>(
        await db(),
        sql`select array_agg(id) as ids from students where tenant_id = ${w.tenantId} and class_id = ${w.classId}`,
      );
      expect(ids).toHaveLength(SIZE);
      const round = ids.slice(0, ROUND); // a round holds at most 100 children, a class's largest size
      const result = await killMidWrite(shared, {
        op: 'health',
        tenantId: w.tenantId,
        userId: w.userId,
        batches: days.map((measured_on) => ({
          class_id: w.classId,
          measured_on,
          rows: round.map((student_id) => ({ student_id, height_cm: 105, weight_kg: 17.5, temperature_c: null })),
        })),
      });
      const counts = [];
      for (let i = 0; i < days.length; i++) {
        const n = await count(
          sql`select count(*) as n from health_declarations where tenant_id = ${w.tenantId} and class_id = ${w.classId} and measured_on = ${iso(days[i])}`,
        );
        counts.push(n);
        if (i < result.inFlight) expect(n, `day ${i} finished before the kill`).toBe(ROUND);
        else if (i === result.inFlight) expect([0, ROUND], `day ${i} in flight`).toContain(n);
        else expect(n, `day ${i} never started`).toBe(0);
      }
      console.log(
        `[kill] health round: killed during day ${result.inFlight}${result.midTransaction ? ' (transaction open)' : ''}; children measured per day ${counts.join(', ')}`,
      );
    },
    SPAWN_TIMEOUT,
  );
});
