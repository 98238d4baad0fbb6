#!/usr/bin/env node
// The push scenario of `npm run bench` (issue 36), also runnable alone: node scripts/bench/push.mjs
// On the embedded database (a new one in data/bench-push) and, with BENCH_DATABASE_URL, that PostgreSQL database
// (emptied), scripts/bench/push-run.ts seeds the 2,000-child school and measures: publishing a school-wide news post
// with no subscribed device and with 2,000 (one per family; the issue: within 20 %), and the delivery worker's pushes
// a second to a local push service over HTTPS (the issue: at least 200). The push service's certificate is made here
// and trusted by the run through NODE_EXTRA_CA_CERTS, as a server trusts a real push service's.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TARGET_RATIO = 1.2;
const TARGET_RATE = 200;

/** Runs the push scenario on each database; answers the targets missed (empty when all were met). */
export async function benchPush({ root, databases }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamnon-bench-push-'));
  const missed = [];
  try {
    const cert = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('./tests/helpers/push-ca-setup.ts').then((m) => console.log(JSON.stringify((m.writeTestCertificate ?? m.default.writeTestCertificate)(${JSON.stringify(dir)}))))`,
      ],
      { cwd: root, encoding: 'utf8' },
    );
    if (cert.status !== 0) throw new Error(`certificate: ${cert.stderr}`);
    const files = JSON.parse(cert.stdout.trim().split('\n').pop());
    console.log(
      "\npush (issue 36): the 2,000-child school's families with an app account, a local push service on 127.0.0.1 over HTTPS",
    );
    for (const d of databases) {
      const run = spawnSync(
        process.execPath,
        [
          ...(process.env.BENCH_PUSH_CPU_PROF
            ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PUSH_CPU_PROF}`]
            : []),
          '--conditions=react-server',
          '--import',
          'tsx',
          'scripts/bench/push-run.ts',
        ],
        {
          cwd: root,
          encoding: 'utf8',
          env: {
            ...process.env,
            DATA_DIR: d.dataDir,
            DATABASE_URL: d.databaseUrl ?? '',
            DATABASE_ALLOW_SUPERUSER: 'true',
            NODE_ENV: 'production',
            NODE_EXTRA_CA_CERTS: files.cert,
            PUSH_ALLOW_LOOPBACK: '1',
            BENCH_PUSH_CERT: files.cert,
            BENCH_PUSH_KEY: files.key,
          },
        },
      );
      const line = run.stdout.split('\n').find((l) => l.startsWith('BENCH_PUSH '));
      if (run.status !== 0 || !line)
        throw new Error(`push bench on ${d.label} failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
      const r = JSON.parse(line.slice('BENCH_PUSH '.length));
      if (process.env.BENCH_PUSH_VERBOSE) console.log(line);
      const ratio = r.publishMs.with / r.publishMs.without;
      console.log(
        `  ${d.label}: publish a school-wide post, median ${r.publishMs.without.toFixed(1)} ms with no device, ` +
          `${r.publishMs.with.toFixed(1)} ms with ${r.families} (×${ratio.toFixed(2)}, target ≤ ×${TARGET_RATIO})`,
      );
      console.log(
        `  ${d.label}: fan-out of one post's notice to ${r.families} families (runFanOut: inbox rows + queuePushes) ${r.queueMs.toFixed(0)} ms; ` +
          `worker delivered ${r.counts.sent} pushes in ${(r.deliverMs / 1000).toFixed(2)} s = ${r.perSecond.toFixed(0)}/s (target ≥ ${TARGET_RATE}); ` +
          `${r.cpuMsPerPush.toFixed(2)} ms of the worker's CPU a push (${(1000 / r.cpuMsPerPush).toFixed(0)}/s on a core of its own)`,
      );
      if (ratio > TARGET_RATIO) missed.push(`${d.label}: publishing with ${r.families} devices ×${ratio.toFixed(2)}`);
      if (r.perSecond < TARGET_RATE) missed.push(`${d.label}: ${r.perSecond.toFixed(0)} pushes/s`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return missed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const databases = [{ label: 'PGlite', dataDir: path.join(root, 'data', 'bench-push') }];
  fs.rmSync(databases[0].dataDir, { recursive: true, force: true });
  if (process.env.BENCH_DATABASE_URL)
    databases.push({
      label: 'PostgreSQL',
      dataDir: path.join(root, 'data', 'bench-push-pg'),
      databaseUrl: process.env.BENCH_DATABASE_URL,
    });
  const missed = await benchPush({ root, databases });
  console.log(missed.length ? `\nTargets missed:\n  ${missed.join('\n  ')}` : '\nAll push targets met.');
  process.exit(missed.length ? 1 : 0);
}
