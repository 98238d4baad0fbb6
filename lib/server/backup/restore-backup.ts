import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { lockDirectory } from '../db/client';
import { BACKUP_FORMAT, DUMP_ENTRY, MANIFEST_ENTRY } from './take-backup';

export type RestoreResult = { dataDir: string; created: string; files: number; schools: number };

/**
 * Brings an archive of `takeBackup` back into an empty DATA_DIR: the files as they were, and the database loaded from
 * its dump (PGlite writes it into DATA_DIR/db and opens it once, which also checks it). A directory that holds
 * anything is refused, so that a restore never mixes two states or overwrites a live database.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<RestoreResult> {
  if (!fs.existsSync(file)) throw new Error(`No backup file at ${file}.`);
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new Error(
      `DATA_DIR ${dataDir} is not empty: a backup is restored only into an empty directory. ` +
        'Move the old directory away (or point DATA_DIR at a new one) and run the restore again.',
    );
  }
  const manifest = await readManifest(file);
  fs.mkdirSync(dataDir, { recursive: true });
  const release = lockDirectory(path.join(dataDir, 'db'));
  try {
    // node-tar keeps every entry inside cwd (no absolute paths, no "..", no links out).
    await tar.extract({ file, cwd: dataDir, strict: true });
    const dump = fs.readFileSync(path.join(dataDir, DUMP_ENTRY));
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(path.join(dataDir, 'db'), { loadDataDir: new Blob([dump]) });
    let schools = 0;
    try {
      const result = await client.query<{ n: number }>('select count(*)::int as n from tenants');
      schools = result.rows[0].n;
    } finally {
      await client.close();
    }
    fs.rmSync(path.join(dataDir, DUMP_ENTRY));
    fs.rmSync(path.join(dataDir, MANIFEST_ENTRY));
    return { dataDir, created: manifest.created, files: manifest.files, schools };
  } finally {
    release();
  }
}

/** The archive's manifest (its first entry): refuses a file that is not a backup of this app's embedded database. */
async function readManifest(file: string): Promise<{ format: number; created: string; files: number }> {
  let text: string | null = null;
  try {
    await tar.list({
      file,
      filter: (entryPath) => entryPath === MANIFEST_ENTRY,
      onReadEntry: (entry) => {
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => (text = Buffer.concat(chunks).toString('utf8')));
      },
    });
  } catch {
    text = null;
  }
  const manifest = text ? (JSON.parse(text) as { format?: number; created?: string; files?: number }) : null;
  if (!manifest || manifest.format !== BACKUP_FORMAT || typeof manifest.created !== 'string') {
    throw new Error(`${file} is not a backup made by \`npm run backup\` (format ${BACKUP_FORMAT}).`);
  }
  return { format: manifest.format, created: manifest.created, files: manifest.files ?? 0 };
}
