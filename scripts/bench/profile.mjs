#!/usr/bin/env node
// `node scripts/bench/profile.mjs [path | scenario key]`: where a page's or a call's time goes. Seeds the bench's 2,000-child school
// (PostgreSQL with BENCH_DATABASE_URL, else the embedded database in data/bench), serves the production build with
// V8's CPU profiler on, signs in as the principal, loads the path (default: the phone roll call; a page with the
// browser's cookie, /api/… with the API's headers) for BENCH_SECONDS (20) at BENCH_PAGE_CONNECTIONS (10), and prints
// req/s and the share of the CPU each part took. The .cpuprofile (data/bench-logs/profile/) opens in Chrome's
// DevTools. Build with NEXT_NO_SERVER_MINIFY=1 (and NEXT_DIST_DIR, to keep it apart) for readable function names.
// It also prints the server's process CPU time per request over the measured window (user + system, from /proc: the
// figure issue 41 sets targets on, less sensitive than req/s to a machine other work shares) and the machine's load.
// PROFILE_STATUS=403 with a page the user has no right on measures the shell alone.
// PROFILE_CPU_PROF=0 measures without V8's profiler (whose sampling costs a little CPU of its own).
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuild } from './build.mjs';
import { startServer } from './server.mjs';
import { seedDatabase } from './seed.mjs';
import { signIn } from './api.mjs';
import { pageCookie } from './pages.mjs';
import { SCENARIOS } from './scenarios.mjs';
import { cpuMs, machineLoad } from './cpu.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const asked = process.argv[2] ?? '/management/attendance/mobile';
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_PAGE_CONNECTIONS ?? 10);
const out = path.join(root, 'data', 'bench-logs', 'profile');
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (databaseUrl) process.env.DATABASE_ALLOW_SUPERUSER ??= 'true'; // as `npm run bench` does (see run.mjs)

ensureBuild(root);
const dataDir = path.join(root, 'data', databaseUrl ? 'bench-pg' : 'bench');
const seed = seedDatabase({ root, dataDir, databaseUrl });
// A bench scenario's key (e.g. attendance-day, roll-call-nav) stands for its path with the seeded school's ids and
// its own headers.
const scenario = SCENARIOS.find((s) => s.key === asked && !s.method);
let target = scenario ? scenario.path(seed) : asked;
fs.rmSync(out, { recursive: true, force: true });
const server = await startServer({
  root,
  port: Number(process.env.BENCH_PORT ?? 3200),
  env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
  log: path.join(root, 'data', 'bench-logs', 'profile.log'),
  nodeArgs: process.env.PROFILE_CPU_PROF === '0' ? [] : ['--cpu-prof', `--cpu-prof-dir=${out}`],
});
let rps;
let windowUs;
let cpuPerRequest;
try {
  const headers = await signIn(server.base, seed);
  const asPage = scenario ? scenario.page : !target.startsWith('/api/');
  const sent = asPage ? await pageCookie(server.base, headers, seed.tenantId) : headers;
  await scenario?.prepare?.(server.base, sent);
  if (scenario) target = scenario.path(seed);
  Object.assign(sent, scenario?.headers);
  const run = (duration) =>
    new Promise((resolve, reject) =>
      autocannon({ url: server.base + target, headers: sent, connections, duration }, (e, r) =>
        e ? reject(e) : resolve(r),
      ),
    );
  await run(5); // warm
  const started = process.hrtime.bigint();
  const cpuBefore = cpuMs(server.pid);
  const loadBefore = machineLoad();
  const r = await run(seconds);
  const cpu = cpuMs(server.pid) - cpuBefore;
  // PROFILE_STATUS=403 measures the shell alone: a page the principal has no right on (/system/school) renders
  // forbidden.tsx inside the signed-in layout.
  const expected = Number(process.env.PROFILE_STATUS ?? 200);
  const wrong = Object.entries(r.statusCodeStats ?? {}).reduce((n, [code, { count }]) => n + (Number(code) === expected ? 0 : count), 0);
  if (wrong || r.errors) throw new Error(`${wrong} answers other than ${expected}, ${r.errors} errors`);
  rps = r.requests.average;
  console.log(
    `${target}: ${rps} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms (${connections} conn., ${seconds} s)`,
  );
  windowUs = Number(process.hrtime.bigint() - started) / 1e3;
  cpuPerRequest = cpu / r.requests.total;
  console.log(
    `server CPU: ${cpuPerRequest.toFixed(2)} ms a request (process user + system time, ${r.requests.total} requests;` +
      ` ${loadBefore} before, ${machineLoad()} after)`,
  );
} finally {
  await server.stop();
}
if (process.env.PROFILE_CPU_PROF === '0') process.exit(0);
const file = fs.readdirSync(out).find((f) => f.endsWith('.cpuprofile'));
console.log(`profile: ${path.join(out, file)}`);
summarise(JSON.parse(fs.readFileSync(path.join(out, file), 'utf8')), windowUs);

/** The share of each part in the last `windowUs` of the profile (the measured load), by the first part a stack shows. */
function summarise(profile, windowUs) {
  const parts = [
    ['garbage collection', (f) => f.functionName === '(garbage collector)'],
    ['socket writes', (f) => /^(writev|writeBuffer|writeUtf8String)$/.test(f.functionName)],
    [
      'database (drizzle, pg)',
      (f) =>
        /drizzle|[\\/]pg[\\/]|pg-protocol|pg-pool|pglite/.test(f.url) ||
        /^(readStatement|pgTransaction|rowsOf)$/.test(f.functionName),
    ],
    ['next-auth session', (f) => /^(AuthHandler|getServerSession|getDerivedEncryptionKey)$/.test(f.functionName)],
    ['words (use-intl)', (f) => /use-intl|next-intl|intl-messageformat/.test(f.url)],
    ['React: HTML (SSR)', (f) => f.url.includes('app-page-turbo') && f.lineNumber === 1],
    ['React: server components (RSC)', (f) => f.url.includes('app-page-turbo') && f.lineNumber === 14],
  ];
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const total = profile.timeDeltas.reduce((a, b) => a + b, 0);
  const spent = new Map();
  let counted = 0;
  let t = 0;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i];
    if (t < total - windowUs) return;
    const stack = [];
    for (let at = id; at; at = parent.get(at)) stack.push(nodes.get(at).callFrame);
    const part = parts.find(([, match]) => stack.some(match))?.[0] ?? 'the rest (Next.js, streams, our code)';
    spent.set(part, (spent.get(part) ?? 0) + profile.timeDeltas[i]);
    counted += profile.timeDeltas[i];
  });
  for (const [part, us] of [...spent].sort((a, b) => b[1] - a[1]))
    console.log(
      `  ${((us / counted) * 100).toFixed(1).padStart(5)}%  ${part}  (${(us / 1000 / (rps * seconds)).toFixed(1)} ms a request)`,
    );
}
