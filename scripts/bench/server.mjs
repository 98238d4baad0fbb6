// Starts `next start` on the production build with its own environment and waits for the first sign-in page.
// The server's output goes to a log file, printed (its end) when something fails. With `processes`, it starts
// `npm start`'s own script (scripts/start.mjs) with WEB_CONCURRENCY set instead: that many server processes on one
// port (node:cluster), for the bench of whole pages on every core (whole-page.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_ARGS } from '../server-node-args.mjs';

export async function startServer({ root, port, env, log, nodeArgs = [], processes }) {
  // A port another bench's server holds (3200 is everyone's default) would answer the readiness check below while this
  // server died on EADDRINUSE: the run would then measure someone else's server (and read no CPU of its own).
  if (await fetch(`http://localhost:${port}/`, { redirect: 'manual' }).then(() => true, () => false))
    throw new Error(`port ${port} is taken by another server: choose another with BENCH_PORT`);
  const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const command = processes
    ? [path.join(root, 'scripts', 'start.mjs')]
    : [...SERVER_NODE_ARGS, ...nodeArgs, next, 'start', '-p', String(port)];
  fs.mkdirSync(path.dirname(log), { recursive: true });
  const out = fs.openSync(log, 'w');
  const started = Date.now();
  const child = spawn(process.execPath, command, {
    cwd: root,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXTAUTH_URL: `http://localhost:${port}`,
      ...(processes && { PORT: String(port), WEB_CONCURRENCY: String(processes) }),
      // The bench's connections share one token to measure the server, not the per-session budget (500 calls/s).
      SESSION_REQUESTS_PER_SECOND: '1000000',
      ...env,
    },
  });
  const kill = () => child.kill('SIGTERM');
  process.on('exit', kill);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const server = {
    base: `http://localhost:${port}`,
    pid: child.pid,
    log,
    tail: (lines = 30) => fs.readFileSync(log, 'utf8').split('\n').slice(-lines).join('\n'),
    async stop() {
      process.off('exit', kill);
      if (child.exitCode === null) kill();
      await exited;
      fs.closeSync(out);
    },
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server stopped (${child.exitCode}):\n${server.tail()}`);
    try {
      if ((await fetch(`${server.base}/login`)).ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() - started > 120_000) throw new Error(`server did not start in 120 s:\n${server.tail()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  server.startSeconds = (Date.now() - started) / 1000;
  return server;
}
