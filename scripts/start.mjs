#!/usr/bin/env node
// `npm start`: builds the production bundle when it is missing or older than the sources, then serves it.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sourceStamp } from './source-stamp.mjs';
import { SERVER_NODE_ARGS } from './server-node-args.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
const port = process.env.PORT || '3000';
process.env.NEXTAUTH_URL ||= `http://localhost:${port}`;
process.env.NEXT_TELEMETRY_DISABLED ||= '1';
const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const stampFile = path.join(root, '.next', 'source-stamp');
const stamp = sourceStamp(root);

if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')) || readStamp() !== stamp) {
  console.log('Building the production bundle (about a minute on 2 cores)…');
  const build = spawnSync(process.execPath, [next, 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.writeFileSync(stampFile, stamp);
}

// Node's default keep-alive timeout (5 s) lets a client reuse a socket just as the server closes it (ECONNRESET);
// 75 s outlasts a load balancer's usual 60 s idle timeout.
console.log(`Starting on ${process.env.NEXTAUTH_URL} …`);
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, next, 'start', '-p', port, '--keepAliveTimeout', '75000'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

function readStamp() {
  try {
    return fs.readFileSync(stampFile, 'utf8');
  } catch {
    return '';
  }
}
