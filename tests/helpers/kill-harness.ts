import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import pg from 'pg';
import { closeDatabase, useDatabase as provideDatabase } from '@/lib/server/db/client';
import * as schema from '@/lib/server/db/schema';
import type { WorkerSpec } from './bulk-write-worker';

/**
 * The database a killed worker and this test file share. PostgreSQL: the run's server (TEST_DATABASE_URL). Embedded:
 * a PGlite directory on disk, opened here for the setup and the counting, and closed while the worker holds it.
 */
export async function sharedDatabase() {
  const url = inject('databaseUrl');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mamnon-kill-'));
  if (url) return { url, root, dataDir: null, open: async () => {}, close: async () => {} };
  const dataDir = path.join(root, 'data');
  const dir = path.join(dataDir, 'db');
  fs.mkdirSync(dataDir);
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let first = true;
  /** Opens the directory (the first time from the run's migrated dump); a crash leaves it to PGlite's recovery. */
  const open = async () => {
    const client = first
      ? await PGlite.create(dir, { loadDataDir: new Blob([fs.readFileSync(inject('pgliteDump')!)]) })
      : await PGlite.create(dir);
    first = false;
    provideDatabase(drizzle(client, { schema }) as never, 'pglite', () => client.close());
  };
  await open();
  return { url: null, root, dataDir, open, close: closeDatabase };
}

export type KillResult = {
  /** The batch that was being written when the worker died (batches before it had finished). */
  inFlight: number;
  /** PostgreSQL: the kill came while the worker's transaction had written and not committed. */
  midTransaction: boolean;
  stderr: string;
};

/**
 * Runs the worker on `spec` and kills it (SIGKILL) during batch 1 or 2 — on PostgreSQL as soon as its transaction has
 * written (pg_stat_activity shows a transaction id), on PGlite at a random moment within the time the batch before took — and
 * waits until the database has let go of it.
 */
export async function killMidWrite(
  shared: Awaited<ReturnType<typeof sharedDatabase>>,
  spec: WorkerSpec,
): Promise<KillResult> {
  const specFile = path.join(shared.root, `spec-${spec.op}.json`);
  fs.writeFileSync(specFile, JSON.stringify(spec));
  const app = `mamnon-kill-${spec.op}-${process.pid}`;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  if (shared.url) {
    env.DATABASE_URL = `${shared.url}${shared.url.includes('?') ? '&' : '?'}application_name=${app}`;
    env.DATABASE_ALLOW_SUPERUSER = 'true';
  } else {
    delete env.DATABASE_URL;
    env.DATA_DIR = shared.dataDir!;
  }
  await shared.close();
  const admin = shared.url ? new pg.Client({ connectionString: shared.url }) : null;
  await admin?.connect();
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'tests/helpers/bulk-write-worker.ts', specFile],
    {
      env,
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const target = 1 + Math.floor(Math.random() * 2);
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  // 'close': after the last line of its output has been read.
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  let begun = -1;
  let started = 0;
  let lastTook = 0;
  let killed = false;
  let midTransaction = false;
  let ended = false;
  void exited.then(() => (ended = true));
  const kill = () => {
    if (killed || ended) return;
    child.kill('SIGKILL');
    killed = true;
  };

  const reachedTarget = new Promise<void>((resolve) => {
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      for (let at = buffer.indexOf('\n'); at >= 0; at = buffer.indexOf('\n')) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 1);
        const [word, n] = line.split(' ');
        if (word === 'begin') {
          begun = Number(n);
          started = Date.now();
          if (begun === target) resolve();
        } else if (word === 'done') lastTook = Date.now() - started;
      }
    });
    void exited.then(() => resolve());
  });
  await reachedTarget;
  if (admin) {
    // Kill the moment the worker's transaction holds uncommitted rows. On a Citus coordinator the rows are written
    // by the statement's connections to the workers (its own backend may have no xid): citus_stat_activity shows
    // them across the nodes under the worker's global pid.
    const citus = (await admin.query(`select 1 from pg_extension where extname = 'citus'`)).rowCount;
    const holding = citus
      ? `select 1 from citus_stat_activity a where a.backend_xid is not null and a.global_pid in
           (select c.global_pid from citus_stat_activity c where c.application_name = $1)`
      : 'select 1 from pg_stat_activity where application_name = $1 and backend_xid is not null';
    while (!killed && child.exitCode === null) {
      const r = await admin.query(holding, [app]);
      if (r.rowCount) {
        kill();
        midTransaction = true;
      }
    }
  } else {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.max(lastTook, 50)));
    kill();
  }
  await exited;
  const inFlight = begun;
  if (admin) {
    // The server notices the dead client and rolls its transaction back; count only once it has.
    for (let i = 0; i < 500; i++) {
      const r = await admin.query('select 1 from pg_stat_activity where application_name = $1', [app]);
      if (!r.rowCount) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await admin.end();
  }
  await shared.open();
  if (!killed) throw new Error(`The worker ended before it was killed (batch ${begun}): ${stderr}`);
  return { inFlight, midTransaction, stderr };
}
