import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** DATA_DIR of the run: secrets.ts keeps the tenant-key pair and the next-auth secret there. */
    dataDir: string;
    /** A PGlite dump (tar) of a migrated database with reference data; null when TEST_DATABASE_URL is set. */
    pgliteDump: string | null;
    /** The PostgreSQL server the run uses, when TEST_DATABASE_URL is set. */
    databaseUrl: string | null;
  }
}

const MIGRATIONS = path.join(process.cwd(), 'lib/server/db/migrations');

/**
 * Runs once for the api project, before any test file:
 * - without TEST_DATABASE_URL: migrates and seeds an in-memory PGlite once and dumps it to a file, which each test
 *   file loads (0.6 s) instead of migrating a fresh database (3.3 s);
 * - with TEST_DATABASE_URL: empties that database and migrates and seeds it; every test file then shares it.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mamnon-test-'));
  const dataDir = path.join(tmp, 'data');
  fs.mkdirSync(dataDir);
  process.env.DATA_DIR = dataDir;
  // Write the key pair and the session secret now, once, so that test files running side by side never race
  // to create them.
  const { secrets } = await import('@/lib/server/crypto/secrets');
  secrets();
  const { seedReference } = await import('@/lib/server/seed/reference');

  const url = process.env.TEST_DATABASE_URL || null;
  let dump: string | null = null;
  if (url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const schema = await import('@/lib/server/db/schema');
    const pool = new Pool({ connectionString: url, max: 1 });
    try {
      const { emptyDatabase } = await import('@/lib/server/db/empty-database');
      const citus = await emptyDatabase(pool);
      const database = drizzle(pool, { schema });
      await migrate(database, { migrationsFolder: MIGRATIONS });
      await seedReference(database as never);
      // A Citus coordinator (CI's third run): distributed as `npm run db:distribute` does it.
      const { distribute } = await import('@/lib/server/db/citus');
      if (citus) await distribute(database as never);
    } finally {
      await pool.end();
    }
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const schema = await import('@/lib/server/db/schema');
    const client = await PGlite.create();
    try {
      const database = drizzle(client, { schema });
      await migrate(database, { migrationsFolder: MIGRATIONS });
      await seedReference(database as never);
      const blob = await client.dumpDataDir('none');
      dump = path.join(tmp, 'pglite.tar');
      fs.writeFileSync(dump, Buffer.from(await blob.arrayBuffer()));
    } finally {
      await client.close();
    }
  }

  project.provide('dataDir', dataDir);
  project.provide('pgliteDump', dump);
  project.provide('databaseUrl', url);
  if (process.env.TEST_TIMING)
    console.log(`[api] database ready in ${Date.now() - started} ms (${url ? 'pg' : 'pglite'})`);

  return () => {
    fs.rmSync(tmp, { recursive: true, force: true });
  };
}
