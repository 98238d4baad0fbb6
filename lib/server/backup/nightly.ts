import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { takeBackup, type BackupResult } from './take-backup';

const OFFSET_MS = 7 * 3600_000; // school time, UTC+7 all year (lib/school-time.ts)
const NIGHTLY = /^nightly-\d{8}-\d{6}\.tar\.gz$/;

/** yyyyMMdd-HHmmss of an instant in school time, for file names that sort by age. */
export function stamp(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 19).replace(/-|:/g, '').replace('T', '-');
}

/** Milliseconds from `now` to the next `hour`:00 school time (a full day when it is that moment now). */
export function msUntilHour(hour: number, now = new Date()): number {
  const local = new Date(now.getTime() + OFFSET_MS);
  const next = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hour) - OFFSET_MS;
  return next > now.getTime() ? next - now.getTime() : next + 86_400_000 - now.getTime();
}

/** One nightly archive in `dir`, then only the newest `keep` nightly archives kept (others' files are left alone). */
export async function nightlyBackup(
  client: PGlite,
  dataDir: string,
  dir: string,
  keep: number,
  now = new Date(),
): Promise<BackupResult & { removed: string[] }> {
  const result = await takeBackup(client, dataDir, path.join(dir, `nightly-${stamp(now)}.tar.gz`), { skip: [dir] });
  const nightly = fs
    .readdirSync(dir)
    .filter((name) => NIGHTLY.test(name))
    .sort()
    .reverse();
  const removed = nightly.slice(Math.max(keep, 1));
  for (const name of removed) fs.rmSync(path.join(dir, name), { force: true });
  return { ...result, removed };
}

/** Takes the nightly backup at `hour` every day while the process lives (the timer does not keep it alive). */
export function scheduleNightly(run: () => Promise<void>, hour: number) {
  const arm = () => {
    setTimeout(() => {
      run()
        .catch((error: unknown) =>
          console.error(`Nightly backup failed: ${error instanceof Error ? error.message : error}`),
        )
        .finally(arm);
    }, msUntilHour(hour)).unref();
  };
  arm();
}
