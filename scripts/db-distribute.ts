// `npm run db:distribute`: migrates the database at DATABASE_URL, a Citus coordinator, as a start of the app does,
// then distributes it in place (README, "Scaling past one PostgreSQL server"). Safe to run again: what is in place is
// left alone. Connect as the owner role.
import path from 'node:path';
import { Pool } from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { distribute, isCitus, COORDINATOR_TABLES } from '../lib/server/db/citus';

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL names the Citus coordinator’s database');
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    const database = drizzle(pool);
    if (!(await isCitus(database as never))) throw new Error('not a Citus coordinator: CREATE EXTENSION citus first');
    // A fresh database is migrated first, under the lock a starting copy of the app takes to migrate.
    await database.execute(sql`select pg_advisory_lock(7210301)`);
    let done: string[];
    try {
      await migrate(database, { migrationsFolder: path.join(process.cwd(), 'lib/server/db/migrations') });
      done = await distribute(database as never);
    } finally {
      await database.execute(sql`select pg_advisory_unlock(7210301)`);
    }
    for (const line of done) console.log(line);
    if (!done.length) console.log('already distributed: nothing to do');
    console.log('on the coordinator:');
    for (const [table, why] of Object.entries(COORDINATOR_TABLES)) console.log(`  ${table}: ${why}`);
  } finally {
    await pool.end();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
