#!/usr/bin/env node
// `npm run bench:pages` (issue 41): the whole server-rendered page as a browser's first request for it receives it —
// the roll call (desktop and phone) and the student list, signed in — in req/s at 10 and 50 connections, with the
// server's CPU per page (process user + system time of every server process, /proc), on one process and on every
// core (`npm start`'s node:cluster, WEB_CONCURRENCY), next to the framework's floor page (floor.mjs's hello page) and
// `Health/live` measured in the same run. The embedded database (data/bench) is measured on one process only (it
// belongs to one); PostgreSQL with BENCH_DATABASE_URL (emptied and seeded, as `npm run bench` does) on one and on all.
// Options: BENCH_PORT (3200), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3), BENCH_PROCESSES (the cores),
// BENCH_KEEP_SEED=1 (reuse the last seed of the directory), BENCH_PGLITE=0 (PostgreSQL only).
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuild } from './build.mjs';
import { startServer } from './server.mjs';
import { seedDatabase } from './seed.mjs';
import { signIn } from './api.mjs';
import { pageCookie } from './pages.mjs';
import { startFloor } from './floor.mjs';
import { cpuMs, machineLoad } from './cpu.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
process.chdir(root);
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CORES = Number(process.env.BENCH_PROCESSES ?? os.availableParallelism());
const CONNECTIONS = [10, 50];
const logs = path.join(root, 'data', 'bench-logs');

const PAGES = [
  { key: 'live', title: 'bare: GET Health/live', path: '/api/webadmin/Health/live', api: true },
  { key: 'roll-call-desktop', title: 'page: roll call (desktop)', path: '/management/attendance/desktop' },
  { key: 'roll-call-phone', title: 'page: roll call (phone)', path: '/management/attendance/mobile' },
  { key: 'student-list', title: 'page: student list', path: '/management/student' },
];

const hit = (url, headers, connections, duration) =>
  new Promise((resolve, reject) =>
    autocannon({ url, headers, connections, duration, timeout: 120 }, (e, r) => (e ? reject(e) : resolve(r))),
  );

/** One path at one number of connections: warmed, then measured; req/s, p99 and the server's CPU per request. */
async function measure(server, url, headers, connections) {
  await hit(url, headers, connections, WARMUP);
  const before = cpuMs(server.pid);
  const r = await hit(url, headers, connections, SECONDS);
  const cpu = cpuMs(server.pid) - before;
  if (r.non2xx || r.errors || r.timeouts) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  // A figure from a handful of answers (a machine so loaded that pages take seconds) is marked, not trusted.
  return { rps: r.requests.total / SECONDS, p99: r.latency.p99, cpu: cpu / r.requests.total, answers: r.requests.total };
}

const rows = [];
const row = (database, processes, title, connections, m) => rows.push({ database, processes, title, connections, ...m });

ensureBuild(root);
console.log(`whole pages: ${SECONDS} s a measure after ${WARMUP} s of warm-up; ${machineLoad()} at the start`);

// The framework's floor: a two-page App Router app on the same Next.js (floor.mjs), its hello page.
const floor = await startFloor({ root, port: PORT, logs });
try {
  for (const c of CONNECTIONS) row('floor app', 1, 'floor: hello page', c, await measure(floor, `${floor.base}/login`, {}, c));
} finally {
  await floor.stop();
}

const databases = [];
if (process.env.BENCH_PGLITE !== '0')
  databases.push({ label: 'PGlite', dataDir: path.join(root, 'data', 'bench'), processes: [1] });
if (process.env.BENCH_DATABASE_URL) {
  process.env.DATABASE_ALLOW_SUPERUSER ??= 'true';
  databases.push({
    label: 'PostgreSQL',
    dataDir: path.join(root, 'data', 'bench-pg'),
    databaseUrl: process.env.BENCH_DATABASE_URL,
    processes: [1, CORES],
  });
}
for (const d of databases) {
  const seed = seedDatabase({ root, dataDir: d.dataDir, databaseUrl: d.databaseUrl });
  for (const processes of d.processes) {
    const server = await startServer({
      root,
      port: PORT,
      env: { DATA_DIR: d.dataDir, DATABASE_URL: d.databaseUrl ?? '' },
      log: path.join(logs, `whole-page-${d.label}-${processes}.log`),
      processes,
    });
    try {
      const headers = await signIn(server.base, seed);
      const cookies = await pageCookie(server.base, headers, seed.tenantId);
      for (const p of PAGES) {
        const sent = p.api ? {} : cookies;
        const first = await fetch(server.base + p.path, { headers: sent });
        if (!first.ok) throw new Error(`${p.path}: ${first.status}`);
        for (const c of CONNECTIONS) row(d.label, processes, p.title, c, await measure(server, server.base + p.path, sent, c));
      }
    } catch (error) {
      console.error(`${d.label}, ${processes} process(es): ${error.message}\n${server.tail()}`);
      process.exitCode = 1;
    } finally {
      await server.stop();
    }
  }
}

// The table: each figure with its share of Health/live and of the floor page of the same run, same connections.
const find = (database, processes, title, connections) =>
  rows.find((r) => r.database === database && r.processes === processes && r.title === title && r.connections === connections);
const num = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');
console.log(`\n${'database'.padEnd(11)} ${'proc'.padStart(4)} ${'scenario'.padEnd(28)} ${'conn'.padStart(4)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(7)} ${'CPU ms/req'.padStart(10)} ${'/ live'.padStart(7)} ${'/ floor'.padStart(8)} ${'/ 1 proc'.padStart(9)} ${'answers'.padStart(8)}`);
for (const r of rows) {
  const live = find(r.database, r.processes, PAGES[0].title, r.connections);
  const floorRow = find('floor app', 1, 'floor: hello page', r.connections);
  const one = r.processes > 1 ? find(r.database, 1, r.title, r.connections) : null;
  console.log(
    `${r.database.padEnd(11)} ${String(r.processes).padStart(4)} ${r.title.padEnd(28)} ${String(r.connections).padStart(4)} ${num(r.rps).padStart(8)} ${num(r.p99, 0).padStart(7)} ${num(r.cpu, 2).padStart(10)} ${(live && r !== live ? num(r.rps / live.rps, 3) : '').padStart(7)} ${(floorRow && r !== floorRow ? num(r.rps / floorRow.rps, 2) : '').padStart(8)} ${(one ? num(r.rps / one.rps, 2) : '').padStart(9)} ${String(r.answers).padStart(8)}${r.answers < 50 ? ' (too few to trust)' : ''}`,
  );
}
console.log(`\n${machineLoad()} at the end (the machine is shared: CPU per request is the steadier figure)`);
