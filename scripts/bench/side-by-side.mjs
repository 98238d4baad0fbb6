#!/usr/bin/env node
// `node scripts/bench/side-by-side.mjs <distA> <distB> [rounds] [seconds]`: two production builds (made with
// NEXT_DIST_DIR=<dist> npm run build, e.g. before and after a change) served side by side, each on its own copy of the
// embedded bench database (the last `npm run profile` seed), and loaded at the same time with the same pages, so that
// both see the same machine: the server CPU per request of each, round after round (issue 41). On a machine others
// share, one run after another differed by a third from the load alone; two loaded at once differ by the change.
// SIDE_PAGES (comma-separated) chooses the pages (default: roll call desktop, phone, and the shell alone — the 403 of
// /system/school); SIDE_ARGS_0 / SIDE_ARGS_1 add Node.js flags to one of them (the same build twice compares flags).
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from './server.mjs';
import { signIn } from './api.mjs';
import { pageCookie } from './pages.mjs';
import { cpuMs, machineLoad } from './cpu.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const [distA, distB] = process.argv.slice(2, 4);
if (!distA || !distB || ![distA, distB].every((d) => fs.existsSync(path.join(root, d, 'BUILD_ID')))) {
  console.error('usage: node scripts/bench/side-by-side.mjs <distA> <distB> [rounds] [seconds] (two builds, NEXT_DIST_DIR)');
  process.exit(2);
}
const rounds = Number(process.argv[4] ?? 2);
const seconds = Number(process.argv[5] ?? 15);
const seed = JSON.parse(fs.readFileSync(path.join(root, 'data/bench/bench-seed.json'), 'utf8'));
const pages = (process.env.SIDE_PAGES ?? '/management/attendance/desktop,/management/attendance/mobile,/system/school').split(',');
const servers = [];
for (const [i, dist] of [distA, distB].entries()) {
  const dataDir = path.join(root, 'data', `bench-side-${i}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'data/bench'), dataDir, { recursive: true, filter: (src) => !src.endsWith('.sock') });
  const s = await startServer({ root, port: 3220 + i, env: { DATA_DIR: dataDir, DATABASE_URL: '', NEXT_DIST_DIR: dist }, log: path.join(root, 'data', 'bench-logs', `side-by-side-${i}.log`), nodeArgs: (process.env[`SIDE_ARGS_${i}`] ?? '').split(' ').filter(Boolean) });
  const headers = await signIn(s.base, seed);
  s.sent = await pageCookie(s.base, headers, seed.tenantId);
  s.label = dist + (process.env[`SIDE_ARGS_${i}`] ? ` ${process.env[`SIDE_ARGS_${i}`]}` : '');
  servers.push(s);
}
const run = (s, url, duration) => new Promise((resolve, reject) =>
  autocannon({ url: s.base + url, headers: s.sent, connections: 5, duration }, (e, r) => (e ? reject(e) : resolve(r))));
const sums = new Map();
try {
  for (let round = 1; round <= rounds; round++) {
    for (const p of pages) {
      await Promise.all(servers.map((s) => run(s, p, 4)));
      const before = servers.map((s) => cpuMs(s.pid));
      const load = machineLoad();
      const results = await Promise.all(servers.map((s) => run(s, p, seconds)));
      const line = servers.map((s, i) => {
        const ms = (cpuMs(s.pid) - before[i]) / results[i].requests.total;
        const codes = Object.keys(results[i].statusCodeStats ?? {}).join('/');
        const k = `${p} ${s.label}`;
        const acc = sums.get(k) ?? [];
        acc.push(ms);
        sums.set(k, acc);
        return `${s.label}: ${ms.toFixed(2)} ms (n=${results[i].requests.total}, ${codes})`;
      });
      console.log(`round ${round} ${p}  ${line.join('  |  ')}  [${load}]`);
    }
  }
  console.log('mean per page:');
  for (const [k, v] of sums) console.log(`  ${k}: ${(v.reduce((a, b) => a + b, 0) / v.length).toFixed(2)} ms (${v.map((x) => x.toFixed(1)).join(', ')})`);
} finally {
  for (const s of servers) await s.stop();
}
