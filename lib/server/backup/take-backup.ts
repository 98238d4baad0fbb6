import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import type { PGlite } from '@electric-sql/pglite';

/** Inside an archive: the database (PGlite's own dump of its data directory) and what the archive is. */
export const DUMP_ENTRY = 'pgdata.tar';
export const MANIFEST_ENTRY = 'backup.json';
export const BACKUP_FORMAT = 1;
/** Work folders inside DATA_DIR (same file system, so hard links always work); never copied. */
export const WORK_PREFIX = '.backup-';
/** DATA_DIR entries that are not copied as files: the live database (its dump is), its lock, the control socket. */
const LIVE = new Set(['db', 'db.lock', 'backup.sock']);

export type BackupResult = { file: string; bytes: number; files: number; pausedMs: number };

/**
 * One archive (.tar.gz) of DATA_DIR taken from the process that holds the embedded database, while it serves.
 *
 * Under PGlite's transaction lock no statement runs and no transaction is open, so its dump is the state after the
 * last commit. In the same pause every file of DATA_DIR is hard-linked into a work folder: an upload is written before
 * the row naming it commits and removed only after a later commit drops that row, so every file the dump refers to
 * exists during the pause, and the link keeps it even if the server removes it a moment later (files are never
 * changed in place: a new upload gets a new name). The pause lasts the dump and the links (milliseconds for a school's
 * database); compressing happens after it, while the server goes on.
 */
export async function takeBackup(
  client: PGlite,
  dataDir: string,
  target: string,
  options: { skip?: string[] } = {},
): Promise<BackupResult> {
  const skip = new Set((options.skip ?? []).map((p) => path.resolve(p)));
  const staging = fs.mkdtempSync(path.join(dataDir, WORK_PREFIX));
  const partial = `${target}.partial`;
  try {
    const started = Date.now();
    let files = 0;
    const dump = await client._runExclusiveTransaction(async () => {
      const blob = await client.dumpDataDir('none');
      files = linkTree(dataDir, staging, skip, true);
      return blob;
    });
    const pausedMs = Date.now() - started;
    fs.writeFileSync(path.join(staging, DUMP_ENTRY), Buffer.from(await dump.arrayBuffer()));
    const manifest = { format: BACKUP_FORMAT, created: new Date(started).toISOString(), database: 'pglite', files };
    fs.writeFileSync(path.join(staging, MANIFEST_ENTRY), JSON.stringify(manifest, null, 2) + '\n');
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // The manifest first: a reader can tell what the archive is from its first entry.
    const entries = [
      MANIFEST_ENTRY,
      ...fs
        .readdirSync(staging)
        .filter((name) => name !== MANIFEST_ENTRY)
        .sort(),
    ];
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    // The archive holds the school's data and the server's keys: the owner's eyes only.
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, target);
    return { file: target, bytes: fs.statSync(target).size, files, pausedMs };
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Hard-links the regular files under `from` into `to` (copies where a link is refused); answers how many. */
function linkTree(from: string, to: string, skip: Set<string>, top: boolean): number {
  let count = 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    if (top && (LIVE.has(entry.name) || entry.name.startsWith(WORK_PREFIX))) continue;
    if (skip.has(source)) continue;
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      fs.mkdirSync(target);
      count += linkTree(source, target, skip, false);
    } else if (entry.isFile()) {
      try {
        fs.linkSync(source, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue; // removed while listed: not referenced
        fs.copyFileSync(source, target);
      }
      count++;
    }
  }
  return count;
}
