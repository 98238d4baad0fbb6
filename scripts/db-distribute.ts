// `npm run db:distribute`: distributes the migrated database at DATABASE_URL, a Citus coordinator, in place (README,
// "Scaling past one PostgreSQL server"). Safe to run again: what is in place is left alone. Connect as the owner role.
import { Pool } from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { distribute, COORDINATOR_TABLES } from '../lib/server/db/citus';

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL names the Citus coordinator’s database');
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    const done = await distribute(drizzle(pool) as never);
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
