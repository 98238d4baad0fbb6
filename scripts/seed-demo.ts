// `npm run seed:demo`: the demo schools (the embedded database's first start) written into the PostgreSQL database at
// DATABASE_URL, migrated (and, on a Citus coordinator, distributed) first, as the owner role; prints the same sign-in
// lines as the first start. Refuses a database that already has schools. The password: DEMO_PASSWORD, or generated.
import crypto from 'node:crypto';
import { count } from 'drizzle-orm';
import { closeDatabase, db, dbKind } from '../lib/server/db/client';
import { tenants } from '../lib/server/db/schema';
import { seedReference } from '../lib/server/seed/reference';
import { seedDemo } from '../lib/server/demo/demo';
import { fillPickupLists } from '../lib/server/student/pickup-lists';
import { announce } from '../lib/server/startup';

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL names the PostgreSQL database to seed');
  const database = await db();
  if (dbKind() !== 'pg') throw new Error('DATABASE_URL is not a PostgreSQL database');
  await seedReference(database);
  const [{ n }] = await database.select({ n: count() }).from(tenants);
  if (Number(n) > 0) throw new Error(`the database already has ${n} school(s): the demo goes into an empty one only`);
  const password = process.env.DEMO_PASSWORD ?? crypto.randomBytes(9).toString('base64url');
  await seedDemo(database, password);
  await fillPickupLists(database);
  await announce(password);
}

main()
  .then(() => closeDatabase())
  .catch(async (error) => {
    console.error(error instanceof Error ? error.message : error);
    await closeDatabase().catch(() => {});
    process.exit(1);
  });
