import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../lib/server/db/client';

/** Multi-row inserts of at most `size` rows (PostgreSQL takes 65,535 parameters a statement). */
export async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][], size = 1000) {
  for (let i = 0; i < rows.length; i += size) await tx.insert(table).values(rows.slice(i, i + size));
}

/** A small seeded generator (mulberry32): the bench school is the same at every run. */
export function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]) => list[int(list.length)];
  return { next, int, pick };
}
