// `npm run backup [-- --out file.tar.gz]`: one archive of DATA_DIR (the embedded database and the uploaded files).
// With the server running, the server takes it (it holds the database; see README, "Backups"); without, this script
// opens DATA_DIR itself. Default file: BACKUP_DIR/backup-<yyyyMMdd-HHmmss>.tar.gz.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnvFiles } from './env-files';

loadEnvFiles();
const { values } = parseArgs({ options: { out: { type: 'string' } } });

async function main() {
  const { env } = await import('../lib/server/env');
  const { askServer, SOCKET_NAME } = await import('../lib/server/backup/control-socket');
  const { stamp } = await import('../lib/server/backup/nightly');
  const { DATABASE_URL, DATA_DIR, BACKUP_DIR } = env();
  if (DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump and DATA_DIR/uploads with tar (README, "Backups").',
    );
  }
  const target = path.resolve(values.out ?? path.join(BACKUP_DIR, `backup-${stamp(new Date())}.tar.gz`));
  if (!target.endsWith('.tar.gz')) throw new Error(`The backup file must end in .tar.gz: ${target}`);
  if (fs.existsSync(target)) throw new Error(`${target} already exists.`);
  const dir = path.join(DATA_DIR, 'db');
  if (!fs.existsSync(dir)) throw new Error(`No embedded database in ${DATA_DIR}.`);

  const owner = lockOwner(dir);
  let result;
  if (owner) {
    try {
      result = await askServer(DATA_DIR, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ECONNREFUSED') throw error;
      throw new Error(
        `The server (pid ${owner}) holds the database but does not answer at ${path.join(DATA_DIR, SOCKET_NAME)}: ` +
          'restart it with this version of the app, then run the backup again.',
      );
    }
    console.log(`Taken by the running server (pid ${owner}).`);
  } else {
    const { lockDirectory } = await import('../lib/server/db/client');
    const { takeBackup } = await import('../lib/server/backup/take-backup');
    const { PGlite } = await import('@electric-sql/pglite');
    const release = lockDirectory(dir);
    try {
      const client = await PGlite.create(dir);
      try {
        result = await takeBackup(client, DATA_DIR, target, { skip: [BACKUP_DIR] });
      } finally {
        await client.close();
      }
    } finally {
      release();
    }
  }
  console.log(
    `Backup written: ${result.file} (${result.bytes} bytes, ${result.files} files besides the database; ` +
      `writes paused ${result.pausedMs} ms).`,
  );
}

/** The live process that holds the embedded database (its lock file names it), or null. */
function lockOwner(dir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(`${dir}.lock`, 'utf8').trim());
  } catch {
    return null;
  }
  if (!pid || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
