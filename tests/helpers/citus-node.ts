import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

// One more Citus worker for a test that grows the cluster: its own PostgreSQL 15 server on 127.0.0.1, made and
// configured as ../shared/vendor/citus/cluster.sh makes the cluster's nodes (trust authentication, run as the OS user
// postgres, Citus preloaded), in a temporary directory the test deletes.

const BIN = '/usr/lib/postgresql/15/bin';

export type ExtraNode = { port: number; dir: string; stop(): void };

const asPostgres = (command: string, args: string[]) =>
  execFileSync('runuser', ['-u', 'postgres', '--', path.join(BIN, command), ...args], { stdio: 'pipe' });

/** Whether nothing listens on the port of 127.0.0.1. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** The first free port from `from` on (a few tries). */
export async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 20; port++) if (await isFree(port)) return port;
  throw new Error(`no free port from ${from}`);
}

/** initdb, cluster.sh's postgresql.conf lines, pg_ctl start; then `database` on it with the Citus extension. */
export async function startNode(port: number, database: string): Promise<ExtraNode> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'citus-node-'));
  fs.chmodSync(dir, 0o755);
  execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, `n${port}`);
  const stop = () => {
    if (fs.existsSync(path.join(data, 'postmaster.pid')))
      asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    asPostgres('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth-local=trust',
      '--auth-host=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    fs.appendFileSync(
      path.join(data, 'postgresql.conf'),
      [
        `port = ${port}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${dir}'`,
        `shared_preload_libraries = 'citus'`,
        'max_connections = 300',
        '',
      ].join('\n'),
    );
    asPostgres('pg_ctl', ['-D', data, '-l', `${data}.log`, '-w', 'start']);
    const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    await admin.connect();
    await admin.query(`create database "${database.replace(/"/g, '""')}"`).finally(() => admin.end());
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database });
    await client.connect();
    await client.query('create extension citus').finally(() => client.end());
  } catch (error) {
    stop();
    throw error;
  }
  return { port, dir, stop };
}
