// Runs the TypeScript seed (scripts/bench/seed/index.ts) against a data directory and, optionally, a PostgreSQL
// database, and answers its summary (tenant, principal, classes, counts, timings). With addSchools, the seeded
// database keeps its large school and gets that many small ones beside it. BENCH_KEEP_SEED=1 reuses the school the last
// seed of the same directory wrote (its summary is kept in the directory): repeated profiles skip the minute of seeding.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export function seedDatabase({ root, dataDir, databaseUrl, addSchools = 0 }) {
  const kept = path.join(dataDir, 'bench-seed.json');
  if (process.env.BENCH_KEEP_SEED === '1' && !addSchools && fs.existsSync(kept))
    return { ...JSON.parse(fs.readFileSync(kept, 'utf8')), seconds: 0 };
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
  const summary = JSON.parse(line.slice('BENCH_SEED '.length));
  if (!addSchools) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(kept, JSON.stringify(summary));
  }
  return { ...summary, seconds: (Date.now() - started) / 1000 };
}
