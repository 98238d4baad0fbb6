import 'server-only';
import { embeddedDatabase } from '../db/client';
import { env } from '../env';
import { serveBackups } from './control-socket';
import { nightlyBackup, scheduleNightly } from './nightly';
import { takeBackup } from './take-backup';

/**
 * In the server that holds the embedded database (nothing on PostgreSQL, whose backups are pg_dump's): answers
 * `npm run backup` on DATA_DIR/backup.sock and takes the nightly backup at BACKUP_HOUR, keeping BACKUP_KEEP of them.
 */
export async function startBackups() {
  const client = await embeddedDatabase();
  if (!client) return;
  const { DATA_DIR, BACKUP_DIR, BACKUP_HOUR, BACKUP_KEEP } = env();
  try {
    await serveBackups(DATA_DIR, (target) => takeBackup(client, DATA_DIR, target, { skip: [BACKUP_DIR] }));
  } catch (error) {
    console.warn(`  \`npm run backup\` cannot reach this server: ${error instanceof Error ? error.message : error}`);
  }
  if (BACKUP_KEEP > 0) {
    scheduleNightly(async () => {
      const result = await nightlyBackup(client, DATA_DIR, BACKUP_DIR, BACKUP_KEEP);
      console.log(`Nightly backup ${result.file} (${result.bytes} bytes, writes paused ${result.pausedMs} ms)`);
    }, BACKUP_HOUR);
  }
}
