#!/usr/bin/env node
// `npm run bench`: serves the production build on a fresh embedded database and prints what a user waits for:
// the server's start time (spawn → first sign-in page) and the JavaScript each main page downloads first.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { firstLoadJs } from './first-load.mjs';
import { sourceStamp } from '../source-stamp.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
process.chdir(root);
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://localhost:${PORT}`;
const PASSWORD = 'bench-password-1';
const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

const stamp = sourceStamp(root);
let stampNow = '';
try {
  stampNow = fs.readFileSync('.next/source-stamp', 'utf8');
} catch {
  /* no build yet */
}
if (stampNow !== stamp) {
  const t = Date.now();
  const build = spawnSync(process.execPath, [next, 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) process.exit(1);
  fs.writeFileSync('.next/source-stamp', stamp);
  console.log(`build: ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

const dataDir = path.join(root, 'data', 'bench');
fs.rmSync(dataDir, { recursive: true, force: true });
const started = Date.now();
const server = spawn(process.execPath, [next, 'start', '-p', String(PORT)], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DEMO_PASSWORD: PASSWORD, NEXTAUTH_URL: base, NEXT_TELEMETRY_DISABLED: '1', DATABASE_URL: '' },
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitFor(url) {
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not yet */
    }
    if (Date.now() - started > 120_000) throw new Error('server did not start in 120 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}

await waitFor(`${base}/login`);
console.log(`start (new embedded database, migrate, seed demo): ${((Date.now() - started) / 1000).toFixed(1)} s to the first sign-in page`);
const pages = await firstLoadJs(base, 'principal', PASSWORD, ['/login', '/', '/management/student', '/system/user']);
console.log('first-load JavaScript (gzip on the wire):');
for (const [p, r] of Object.entries(pages)) console.log(`  ${p.padEnd(24)} ${String(r.kB).padStart(7)} kB  (${r.files} files)`);
stop();
process.exit(0);
