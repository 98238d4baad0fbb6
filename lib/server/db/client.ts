import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { env } from '../env';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

type Holder = { ready?: Promise<Db>; close?: () => Promise<void>; kind?: 'pglite' | 'pg' };
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

export function dbKind() {
  return holder.kind ?? (env().DATABASE_URL ? 'pg' : 'pglite');
}

/** Tests hand in a database they prepared themselves. */
export function useDatabase(database: Db, kind: 'pglite' | 'pg', close?: () => Promise<void>) {
  holder.ready = Promise.resolve(database);
  holder.kind = kind;
  holder.close = close;
}

export async function closeDatabase() {
  const close = holder.close;
  holder.ready = undefined;
  holder.close = undefined;
  await close?.();
}

async function open(): Promise<Db> {
  const { DATABASE_URL, DATA_DIR } = env();
  if (DATABASE_URL) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: DATABASE_URL, max: 10 });
    const database = drizzle(pool, { schema }) as unknown as Db;
    await migratePg(database);
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
  holder.kind = 'pglite';
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
  } finally {
    await database.execute(sql`select pg_advisory_unlock(7210301)`);
  }
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
