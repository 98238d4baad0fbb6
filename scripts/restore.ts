// `npm run restore <file.tar.gz>`: brings a backup of `npm run backup` (or a nightly one) back into DATA_DIR, which
// must be empty or not exist yet. Then `npm start` serves it.
import path from 'node:path';
import { loadEnvFiles } from './env-files';

loadEnvFiles();

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run restore <backup file .tar.gz>');
  const { env } = await import('../lib/server/env');
  const { restoreBackup } = await import('../lib/server/backup/restore-backup');
  const { DATABASE_URL, DATA_DIR } = env();
  if (DATABASE_URL) throw new Error('DATABASE_URL is set: restore PostgreSQL with pg_restore (README, "Backups").');
  const result = await restoreBackup(path.resolve(file), DATA_DIR);
  console.log(
    `Restored the backup of ${result.created} into ${result.dataDir}: ${result.schools} school(s), ${result.files} files.`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
