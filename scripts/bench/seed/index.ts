// Seeds the bench's own database before its server starts (the server holds the embedded database's lock):
//   DATA_DIR=data/bench [DATABASE_URL=postgres://…] node --conditions=react-server --import tsx scripts/bench/seed/index.ts
// A PostgreSQL database is emptied first (schemas public and drizzle; the role app_user is shared by the whole
// server and kept). Migrates with the app's own runner, writes reference data, then runs SEED_STEPS in one
// transaction. The last line of output is `BENCH_SEED {json}` for scripts/bench/run.mjs.
// With BENCH_ADD_SCHOOLS=n the database already holds the large school: n small schools are added beside it
// (schools.ts) and the summary holds their counts.
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { closeDatabase, db, type Tx } from '../../../lib/server/db/client';
import { seedReference } from '../../../lib/server/seed/reference';
import { secrets } from '../../../lib/server/crypto/secrets';
import { emptyDatabase } from '../../../lib/server/db/empty-database';
import { seedSchool, type BenchSchool } from './school';
import { seedAttendance } from './attendance';
import { seedOtherSchools } from './schools';

export const BENCH_PASSWORD = process.env.BENCH_PASSWORD ?? 'bench-password-1';

/** What runs after the school exists, in order, each in the same transaction: a school year of attendance. */
const SEED_STEPS: ((tx: Tx, school: BenchSchool) => Promise<void>)[] = [seedAttendance];

async function reset(url: string) {
  const { Pool } = await import('pg');
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    await emptyDatabase(pool);
  } finally {
    await pool.end();
  }
}

async function addSchools(count: number) {
  const t0 = Date.now();
  const database = await db();
  const counts = await database.transaction((tx) =>
    // A year of attendance each on PostgreSQL (six million rows); a month on the embedded database, which writes
    // them in WebAssembly and holds them in one process.
    seedOtherSchools(tx, count, Number(process.env.BENCH_SCHOOL_DAYS ?? (process.env.DATABASE_URL ? 200 : 20))),
  );
  if (process.env.DATABASE_URL) await database.execute(sql`analyze`);
  await closeDatabase();
  console.log(`BENCH_SEED ${JSON.stringify({ counts, ms: { seed: Date.now() - t0 } })}`);
}

async function main() {
  const adding = Number(process.env.BENCH_ADD_SCHOOLS ?? 0);
  if (adding > 0) return addSchools(adding);
  const t0 = Date.now();
  if (process.env.DATABASE_URL) await reset(process.env.DATABASE_URL);
  secrets(); // the server reads the same key pair from DATA_DIR
  const database = await db(); // opens and migrates
  await seedReference(database);
  const t1 = Date.now();
  const passwordHash = await hash(BENCH_PASSWORD); // once, shared by the principal and every app account
  const school = await database.transaction(async (tx) => {
    const s = await seedSchool(tx, passwordHash);
    for (const step of SEED_STEPS) await step(tx, s);
    return s;
  });
  // PostgreSQL's autovacuum gathers planner statistics within a minute of a bulk load: done now, so that the figures
  // do not depend on when it runs. The embedded database has no autovacuum and is left as the app leaves it.
  if (process.env.DATABASE_URL) await database.execute(sql`analyze`);
  const t2 = Date.now();
  await closeDatabase();
  const summary = {
    tenantId: school.tenantId,
    username: school.principal.username,
    password: BENCH_PASSWORD,
    classIds: school.classIds,
    busyClassId: school.busyClassId,
    dayClassId: school.dayClassId,
    lastSchoolDay: school.lastSchoolDay,
    sheetMonth: school.sheetMonth,
    counts: school.counts,
    ms: { migrate: t1 - t0, seed: t2 - t1 },
  };
  console.log(`BENCH_SEED ${JSON.stringify(summary)}`);
}

main().catch(async (error) => {
  console.error(error);
  await closeDatabase().catch(() => {});
  process.exit(1);
});
