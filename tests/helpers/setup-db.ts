import fs from 'node:fs';
import { afterAll, expect, inject } from 'vitest';

// Runs in each api test file before its tests: the app gets its own database for the file.
process.env.DATA_DIR = inject('dataDir');

const { closeDatabase, useDatabase: provideDatabase } = await import('@/lib/server/db/client');
const schema = await import('@/lib/server/db/schema');

const url = inject('databaseUrl');
if (url) {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({ connectionString: url, max: 4 });
  provideDatabase(drizzle(pool, { schema }) as never, 'pg', () => pool.end());
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dump = inject('pgliteDump')!;
  const client = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(dump)]) });
  provideDatabase(drizzle(client, { schema }) as never, 'pglite', () => client.close());
}

// node-postgres warns (once a process) when statements pile up on a connection still running another, as
// `Promise.all` inside one transaction does; pg 9 refuses it. A transaction's statements are awaited one after
// another (ARCHITECTURE.md), and a file that starts them together fails here.
const busyClient: string[] = [];
const onWarning = (warning: Error) => {
  if (warning.message.includes('already executing a query')) busyClient.push(warning.stack ?? warning.message);
};
process.on('warning', onWarning);

afterAll(async () => {
  process.off('warning', onWarning);
  await closeDatabase();
  expect(busyClient, 'statements started together on one connection').toEqual([]);
});
