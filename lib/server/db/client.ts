import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { env } from '../env';
import * as schema from './schema';
import { listenOnConnection, startSessionListener, stopSessionListener } from './session-notify';
import type { Db, Executor } from './db-types';
import { distribute, isCitus } from './citus';

export type { Db, Tx, Executor } from './db-types';

type Holder = {
  ready?: Promise<Db>;
  close?: () => Promise<void>;
  kind?: 'pglite' | 'pg';
  pglite?: PGlite;
  citus?: Promise<boolean>;
};
// One connection per process, kept on globalThis because Next.js may load this module in more than one bundle.
const holder: Holder = ((globalThis as { __appDb?: Holder }).__appDb ??= {});

export const MIGRATIONS_DIR = path.join(process.cwd(), 'lib/server/db/migrations');

/** The database, opened and migrated on first use (never at build time). */
export function db(): Promise<Db> {
  return (holder.ready ??= open().catch((error) => {
    holder.ready = undefined;
    throw error;
  }));
}

/** The embedded database's own handle (backups dump it), once it is open; undefined on PostgreSQL. */
export async function embeddedDatabase(): Promise<PGlite | undefined> {
  await db();
  return holder.pglite;
}

/**
 * Whether the PostgreSQL database is a Citus coordinator (asked once per database): a school's settings then go
 * as SET LOCAL, which Citus passes to the workers (school-transaction.ts).
 */
export function dbIsCitus(): Promise<boolean> {
  return (holder.citus ??= db().then((database) => (dbKind() === 'pg' ? isCitus(database) : false)));
}

export function dbKind() {
  return holder.kind ?? (env().DATABASE_URL ? 'pg' : 'pglite');
}

/** Tests hand in a database they prepared themselves. */
export function useDatabase(database: Db, kind: 'pglite' | 'pg', close?: () => Promise<void>) {
  holder.ready = Promise.resolve(database);
  holder.kind = kind;
  holder.close = close;
  holder.citus = undefined;
  void startSessionListener(database, kind);
}

export async function closeDatabase() {
  const close = holder.close;
  holder.ready = undefined;
  holder.close = undefined;
  holder.citus = undefined;
  await stopSessionListener();
  holder.pglite = undefined;
  await close?.();
}

async function open(): Promise<Db> {
  const { DATABASE_URL, DATA_DIR } = env();
  if (DATABASE_URL) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // Every connection listens for session changes before its first use (see `listenOnConnection`).
    const pool = new Pool({ connectionString: DATABASE_URL, max: 10, onConnect: listenOnConnection });
    // A connection that the server ends (a restart, a failover, an administrator) must not end the process: an idle
    // one is dropped from the pool (its error reaches the pool's listener), and one that is checked out between two
    // statements of a transaction fails that transaction's next statement and is dropped when released. Either way
    // the next call opens a new connection.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost, the pool opens a new one: ${error.message}`));
    pool.on('connect', (connection) => connection.on('error', () => {}));
    const database = drizzle(pool, { schema }) as unknown as Db;
    try {
      await assertServingRole(database, env().DATABASE_ALLOW_SUPERUSER);
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
    await migratePg(database);
    await startSessionListener(database, 'pg');
    holder.kind = 'pg';
    holder.close = () => pool.end();
    return database;
  }
  const dir = path.join(DATA_DIR, 'db');
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const release = lockDirectory(dir);
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create(dir);
  const database = drizzle(client, { schema });
  await migrate(database, { migrationsFolder: MIGRATIONS_DIR });
  await startSessionListener(database as unknown as Db, 'pglite');
  holder.kind = 'pglite';
  holder.pglite = client;
  holder.close = async () => {
    await client.close();
    release();
  };
  return database as unknown as Db;
}

async function migratePg(database: Db) {
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // Several copies of the app may start at once: one migrates, the others wait for it.
  await database.execute(sql`select pg_advisory_lock(7210301)`);
  try {
    await migrate(database as never, { migrationsFolder: MIGRATIONS_DIR });
    // On a Citus coordinator a table a migration adds is distributed (or made a reference table) as it appears.
    if (await isCitus(database)) await distribute(database);
  } finally {
    await database.execute(sql`select pg_advisory_unlock(7210301)`);
  }
}

/**
 * Row-level security holds only for a role that does not bypass it: the role the app connects as (it owns the
 * tables, migrates them, and takes `app_user` inside each school's transaction) must be neither a superuser nor
 * BYPASSRLS, or a `RESET ROLE` inside a transaction would leave the school's bounds. Refused at start with a clear
 * message, unless DATABASE_ALLOW_SUPERUSER is set (local experiments only). See README, "PostgreSQL".
 */
export async function assertServingRole(database: Executor, allow: boolean) {
  const result = await database.execute(
    sql`select current_user as role, rolsuper, rolbypassrls from pg_roles where rolname = current_user`,
  );
  const row = (result as unknown as { rows: { role: string; rolsuper: boolean; rolbypassrls: boolean }[] }).rows[0];
  if (!row || (!row.rolsuper && !row.rolbypassrls) || allow) return;
  throw new Error(
    `DATABASE_URL connects as "${row.role}", a ${row.rolsuper ? 'superuser' : 'role with BYPASSRLS'}: ` +
      'row-level security would not hold. Connect as the owner role made for the app (see README, "PostgreSQL"), ' +
      'or set DATABASE_ALLOW_SUPERUSER=true for a local experiment.',
  );
}

/**
 * PGlite is a single-process database: two processes writing one directory would corrupt it.
 * The lock file holds the owner's pid; a live owner makes a second process stop with a clear error.
 */
export function lockDirectory(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (owner === process.pid) return () => {};
      if (owner && isAlive(owner)) {
        throw new Error(
          `The database directory ${dir} is already in use by another process (pid ${owner}). ` +
            'Stop that process, or point DATA_DIR at another directory.',
        );
      }
      fs.unlinkSync(lockFile); // left behind by a process that has ended
    }
  }
  throw new Error(`Could not lock the database directory ${dir}.`);
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
