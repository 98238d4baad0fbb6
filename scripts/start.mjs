#!/usr/bin/env node
// `npm start`: builds the production bundle when it is missing or older than the sources, then serves it.
// On PostgreSQL (DATABASE_URL set) it serves with one process per core (WEB_CONCURRENCY chooses how many; 1 keeps one):
// node:cluster's primary holds the port and hands each new connection to the next process, and every process is a
// full copy of the app (README "Several copies behind a load balancer": sessions, throttling and the fan-out live in
// the database, and each copy drops its cached sessions on the database's notifications). The embedded database
// (PGlite) belongs to one process: without DATABASE_URL there is always one.
import { spawnSync, spawn } from 'node:child_process';
import cluster from 'node:cluster';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sourceStamp } from './source-stamp.mjs';
import { SERVER_NODE_ARGS } from './server-node-args.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
const port = process.env.PORT || '3000';
process.env.NEXTAUTH_URL ||= `http://localhost:${port}`;
process.env.NEXT_TELEMETRY_DISABLED ||= '1';
const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
// NEXT_DIST_DIR (next.config.js reads it too) keeps a build apart, as the bench does (scripts/bench/build.mjs).
const dist = path.join(root, process.env.NEXT_DIST_DIR || '.next');
const stampFile = path.join(dist, 'source-stamp');
const stamp = sourceStamp(root);

if (!fs.existsSync(path.join(dist, 'BUILD_ID')) || readStamp() !== stamp) {
  console.log('Building the production bundle (about a minute on 2 cores)…');
  const build = spawnSync(process.execPath, [next, 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.writeFileSync(stampFile, stamp);
}

// Node's default keep-alive timeout (5 s) lets a client reuse a socket just as the server closes it (ECONNRESET);
// 75 s outlasts a load balancer's usual 60 s idle timeout.
const args = [next, 'start', '-p', port, '--keepAliveTimeout', '75000'];
const env = { ...process.env, NODE_ENV: 'production' };
const processes = serverProcesses();
console.log(`Starting on ${process.env.NEXTAUTH_URL} (${processes} server process${processes > 1 ? 'es' : ''}) …`);
if (processes === 1) {
  const server = spawn(process.execPath, [...SERVER_NODE_ARGS, ...args], { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
} else {
  serveOnEveryCore(processes);
}

/** How many server processes: WEB_CONCURRENCY, else one per core on PostgreSQL; always one on the embedded database. */
function serverProcesses() {
  const asked = Number.parseInt(process.env.WEB_CONCURRENCY ?? '', 10);
  if (!process.env.DATABASE_URL) {
    if (asked > 1) console.warn('WEB_CONCURRENCY is ignored without DATABASE_URL: the embedded database belongs to one process.');
    return 1;
  }
  return asked >= 1 ? asked : os.availableParallelism();
}

/**
 * node:cluster: the processes share the port (the primary accepts and deals connections round-robin). The first one
 * starts alone — it applies the migrations and writes any key a fresh DATA_DIR lacks — and the others once it
 * listens. A process that stops unasked is started again (at most once a second); SIGINT/SIGTERM stop them all.
 */
function serveOnEveryCore(count) {
  cluster.setupPrimary({ exec: next, args: args.slice(1), execArgv: SERVER_NODE_ARGS });
  let stopping = false;
  let lastRestart = 0;
  const fork = () => cluster.fork(env);
  let spread = false;
  cluster.on('listening', () => {
    if (spread) return;
    spread = true;
    for (let i = 1; i < count; i += 1) fork();
  });
  fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (!Object.keys(cluster.workers ?? {}).length) process.exit(0);
      return;
    }
    console.error(`server process ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    const wait = Math.max(0, lastRestart + 1000 - Date.now());
    lastRestart = Date.now() + wait;
    setTimeout(fork, wait);
  });
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {});
      if (!workers.length) process.exit(0);
      for (const worker of workers) worker?.process.kill(signal);
    });
}

function readStamp() {
  try {
    return fs.readFileSync(stampFile, 'utf8');
  } catch {
    return '';
  }
}
