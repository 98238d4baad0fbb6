// Runs the TypeScript seed (scripts/bench/seed/index.ts) against a data directory and, optionally, a PostgreSQL
// database, and answers its summary (tenant, principal, classes, counts, timings). With addSchools, the seeded
// database keeps its large school and gets that many small ones beside it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export function seedDatabase({ root, dataDir, databaseUrl, addSchools = 0 }) {
  if (!databaseUrl && !addSchools) fs.rmSync(dataDir, { recursive: true, force: true });
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', path.join(root, 'scripts/bench/seed/index.ts')],
    {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        NODE_ENV: 'production',
        BENCH_ADD_SCHOOLS: String(addSchools),
      },
    },
  );
  const line = run.stdout.split('\n').find((l) => l.startsWith('BENCH_SEED '));
  if (run.status !== 0 || !line) throw new Error(`seed failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
  return { ...JSON.parse(line.slice('BENCH_SEED '.length)), seconds: (Date.now() - started) / 1000 };
}
