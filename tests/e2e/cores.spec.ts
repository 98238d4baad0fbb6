import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, test } from '@playwright/test';

// `npm start` on PostgreSQL with WEB_CONCURRENCY=2 (scripts/start.mjs): two server processes share one port, and each
// is a full copy of the app. Every keep-alive connection is served by one process, which Health/live names
// (X-Server-Process), so the test holds one connection to each: both answer, and a session revoked through one is
// refused by both. A fresh database `cores_<random>` on the run's PostgreSQL server (COPIES_DATABASE_URL, else
// TEST_DATABASE_URL, else CI's postgres://postgres@127.0.0.1:5432/test), dropped after, as copies.spec.ts does.
const ADMIN_URL =
  process.env.COPIES_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const ROOT = process.cwd();
const PASSWORD = 'Cores-password-1';
const SCHOOL_CODE = 'CORES';

// The parts of an answer the test reads: a sign-in's token, a created user's id.
type Body = { response?: { data?: { accessToken?: string } } } & Array<{ id?: string }>;
type Answer = { status: number; body: Body; process: string | null };

let database = '';
let databaseUrl = '';
let tmp = '';
let server: ChildProcess | null = null;
let log: string[] = [];
let shared: Record<string, string> = {};
let pair: { publicKey: string; privateKey: string };

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** One keep-alive connection: every call through it is answered by the same server process. */
function connection(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const call = (method: string, url: string, headers: Record<string, string> = {}, body?: unknown) =>
    new Promise<Answer>((resolve, reject) => {
      const text = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: url,
          method,
          agent,
          headers: { language: 'en', ...headers, ...(text !== undefined && { 'content-type': 'application/json' }) },
        },
        (response) => {
          let data = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => (data += chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: data ? JSON.parse(data) : null,
              process: (response.headers['x-server-process'] as string | undefined) ?? null,
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(text);
    });
  return { call, close: () => agent.destroy() };
}

test.describe('npm start with a server process per core on PostgreSQL', () => {
  test.setTimeout(300_000);

  test.beforeAll(async () => {
    database = `cores_${crypto.randomBytes(4).toString('hex')}`;
    const url = new URL(ADMIN_URL);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mamnon-cores-'));
    pair = crypto.generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    });
    shared = {
      DATABASE_URL: databaseUrl,
      DATABASE_ALLOW_SUPERUSER: 'true',
      TENANT_PUBLIC_KEY: pair.publicKey,
      TENANT_PRIVATE_KEY: pair.privateKey,
      NEXTAUTH_SECRET: crypto.randomBytes(32).toString('base64url'),
      NEXT_TELEMETRY_DISABLED: '1',
    };
    await admin(ADMIN_URL, (client) => client.query(`create database ${database}`));
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (database) await admin(ADMIN_URL, (client) => client.query(`drop database if exists ${database} with (force)`));
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('two processes share the port, both answer, and both refuse a revoked session', async () => {
    const port = 3400 + Math.floor(Math.random() * 500) * 2;
    server = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: { ...process.env, ...shared, DATA_DIR: path.join(tmp, 'data'), PORT: String(port), WEB_CONCURRENCY: '2' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    log = [];
    server.stdout!.on('data', (chunk) => log.push(String(chunk)));
    server.stderr!.on('data', (chunk) => log.push(String(chunk)));

    // New connections are dealt to the processes in turn: open them until two processes have answered.
    const byProcess = new Map<string, ReturnType<typeof connection>>();
    const started = Date.now();
    while (byProcess.size < 2) {
      if (server.exitCode !== null) throw new Error(`npm start stopped:\n${log.join('')}`);
      if (Date.now() - started > 180_000) throw new Error(`two processes did not answer:\n${log.join('')}`);
      const c = connection(port);
      const r = await c.call('GET', '/api/webadmin/Health/live').catch(() => null);
      if (r?.status === 200 && r.process && !byProcess.has(r.process)) byProcess.set(r.process, c);
      else {
        c.close();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const [a, b] = [...byProcess.values()];
    expect([...byProcess.keys()].every((pid) => /^\d+$/.test(pid))).toBe(true);
    expect((await b.call('GET', '/api/webadmin/Health/live')).process).toBe([...byProcess.keys()][1]);

    // The first system administrator and school, as README's `npm run create-admin` makes them.
    const created = spawnSync(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'scripts/create-admin.ts', '--username', 'cores-admin',
        '--school-code', SCHOOL_CODE, '--school-name', 'Trường Mầm non Hai Nhân'],
      { cwd: ROOT, env: { ...process.env, ...shared, DATA_DIR: path.join(tmp, 'admin'), ADMIN_PASSWORD: PASSWORD }, encoding: 'utf8' },
    );
    expect(created.status, created.stderr + created.stdout).toBe(0);
    const { tenantId, roleId } = await admin(databaseUrl, async (client) => {
      const tenant = await client.query('select id from tenants where code = $1', [SCHOOL_CODE]);
      const role = await client.query("select id from roles where tenant_id = $1 and key = 'principal'", [
        tenant.rows[0].id,
      ]);
      return { tenantId: tenant.rows[0].id as string, roleId: role.rows[0].id as string };
    });
    const encrypt = (value: string) =>
      crypto
        .publicEncrypt({ key: pair.publicKey, padding: crypto.constants.RSA_PKCS1_PADDING }, Buffer.from(value))
        .toString('base64');
    const signIn = async (username: string) => {
      const r = await a.call('POST', '/api/webadmin/User/login', { 'tenant-key': encrypt('1') }, { username, password: PASSWORD });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return { 'tenant-key': encrypt(tenantId), authorization: `Bearer ${r.body.response?.data?.accessToken}` };
    };
    const root = await signIn('cores-admin');
    const username = `gv-${crypto.randomBytes(3).toString('hex')}`;
    const made = await a.call('POST', '/api/webadmin/User/create', root, {
      username,
      full_name: 'Nguyễn Thị Lan',
      password: PASSWORD,
      schools: [{ tenant_id: tenantId, scope: 'school', role_ids: [roleId], class_ids: [] }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const member = await signIn(username);

    // Both processes serve the session (and keep it in their own memory), then one revokes it.
    for (const c of [a, b]) expect((await c.call('GET', '/api/webadmin/Health/ping', member)).status).toBe(200);
    const revoked = await a.call('PUT', `/api/webadmin/User/inactivate-sessions/${made.body[0].id}`, root);
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    // The other process hears of it through the database's NOTIFY, milliseconds after the commit.
    for (const c of [a, b])
      await expect
        .poll(async () => (await c.call('GET', '/api/webadmin/Health/ping', member)).status, {
          timeout: 2_000,
          intervals: [20],
        })
        .toBe(401);
    // The administrator's own session is untouched, on both.
    for (const c of [a, b]) expect((await c.call('GET', '/api/webadmin/Health/ping', root)).status).toBe(200);
    for (const c of [a, b]) c.close();
  });
});
