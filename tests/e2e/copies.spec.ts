import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, test } from '@playwright/test';

// Two copies of the app (production build, `next start`) on one PostgreSQL database, as behind a load balancer:
// what one copy changes, the other sees. A fresh database `copies_<random>` is made on the run's PostgreSQL server
// (COPIES_DATABASE_URL, else TEST_DATABASE_URL, else CI's postgres://postgres@127.0.0.1:5432/test) and dropped after.
// The server's user is postgres, so the copies run with DATABASE_ALLOW_SUPERUSER, as the other PostgreSQL tests do.
const ADMIN_URL =
  process.env.COPIES_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const ROOT = process.cwd();
const NEXT = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const PASSWORD = 'Copies-password-1';
const SCHOOL_CODE = 'COPIES';

type Copy = { name: string; base: string; child: ChildProcess; log: string[] };
type Headers = Record<string, string>;

let suffix = '';
let database = '';
let databaseUrl = '';
let tmp = '';
let pair: { publicKey: string; privateKey: string };
let shared: Record<string, string> = {};
const copies: Copy[] = [];

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function startCopy(name: string, port: number): Copy {
  const dataDir = path.join(tmp, name); // nothing shared on disk: each copy has its own DATA_DIR
  const child = spawn(process.execPath, [NEXT, 'start', '-p', String(port)], {
    cwd: ROOT,
    env: { ...process.env, ...shared, DATA_DIR: dataDir, PORT: String(port), NEXTAUTH_URL: `http://localhost:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const copy: Copy = { name, base: `http://localhost:${port}`, child, log: [] };
  child.stdout!.on('data', (chunk) => copy.log.push(String(chunk)));
  child.stderr!.on('data', (chunk) => copy.log.push(String(chunk)));
  copies.push(copy);
  return copy;
}

async function ready(copy: Copy) {
  const started = Date.now();
  for (;;) {
    if (copy.child.exitCode !== null) throw new Error(`copy ${copy.name} stopped:\n${copy.log.join('')}`);
    try {
      if ((await fetch(`${copy.base}/login`)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > 120_000) throw new Error(`copy ${copy.name} did not start:\n${copy.log.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Calls the API as the browser does; answers status and body. */
async function api(copy: Copy, headers: Headers, method: string, url: string, body?: unknown) {
  const r = await fetch(copy.base + url, {
    method,
    headers: { language: 'en', ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  return { status: r.status, body: text ? JSON.parse(text) : null };
}

/** Signs in through one copy; the headers work on every copy (the session is in the database). */
async function signIn(copy: Copy, username: string, tenantId: string): Promise<Headers> {
  const encrypt = (value: string) =>
    crypto
      .publicEncrypt({ key: pair.publicKey, padding: crypto.constants.RSA_PKCS1_PADDING }, Buffer.from(value))
      .toString('base64');
  const r = await api(copy, { 'tenant-key': encrypt('1') }, 'POST', '/api/webadmin/User/login', {
    username,
    password: PASSWORD,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { 'tenant-key': encrypt(tenantId), authorization: `Bearer ${r.body.response.data.accessToken}` };
}

test.describe('two copies of the app on one PostgreSQL database', () => {
  test.setTimeout(300_000);

  test.beforeAll(async () => {
    suffix = crypto.randomBytes(4).toString('hex');
    database = `copies_${suffix}`;
    const url = new URL(ADMIN_URL);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mamnon-copies-'));
    // What every copy must share besides DATABASE_URL: the tenant-key pair and the session-cookie secret (README).
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
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
    };
    await admin(ADMIN_URL, (client) => client.query(`create database ${database}`));
  });

  test.afterAll(async () => {
    await Promise.all(
      copies.map(
        (copy) =>
          new Promise((resolve) => {
            if (copy.child.exitCode !== null) return resolve(null);
            copy.child.once('exit', resolve);
            copy.child.kill('SIGTERM');
          }),
      ),
    );
    if (database) await admin(ADMIN_URL, (client) => client.query(`drop database if exists ${database} with (force)`));
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('see each other’s changes at once, and migrate the empty database once', async () => {
    const port = 3400 + Math.floor(Math.random() * 500) * 2;
    // Both start at the same moment on the empty database: one migrates, the other waits for it (advisory lock).
    const [a, b] = [startCopy('a', port), startCopy('b', port + 1)];
    await Promise.all([ready(a), ready(b)]);

    await test.step('each migration was applied once, and both copies answer', async () => {
      const journal = JSON.parse(
        fs.readFileSync(path.join(ROOT, 'lib/server/db/migrations/meta/_journal.json'), 'utf8'),
      );
      const applied = await admin(databaseUrl, (client) =>
        client.query('select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash'),
      );
      expect(applied.rows).toHaveLength(journal.entries.length);
      expect(applied.rows.every((row) => row.n === 1)).toBe(true);
      for (const copy of [a, b]) expect((await api(copy, {}, 'GET', '/api/webadmin/Health/live')).status).toBe(200);
    });

    // The first system administrator and school, as README's `npm run create-admin` makes them.
    const created = spawnSync(
      process.execPath,
      [
        '--conditions=react-server',
        '--import',
        'tsx',
        'scripts/create-admin.ts',
        '--username',
        'copies-admin',
        '--school-code',
        SCHOOL_CODE,
        '--school-name',
        'Trường Mầm non Hai Bản',
      ],
      {
        cwd: ROOT,
        env: { ...process.env, ...shared, DATA_DIR: path.join(tmp, 'admin'), ADMIN_PASSWORD: PASSWORD },
        encoding: 'utf8',
      },
    );
    expect(created.status, created.stderr + created.stdout).toBe(0);
    const { tenantId, roleId } = await admin(databaseUrl, async (client) => {
      const tenant = await client.query('select id from tenants where code = $1', [SCHOOL_CODE]);
      const role = await client.query("select id from roles where tenant_id = $1 and key = 'principal'", [
        tenant.rows[0].id,
      ]);
      return { tenantId: tenant.rows[0].id as string, roleId: role.rows[0].id as string };
    });
    const root = await signIn(a, 'copies-admin', tenantId);

    /** A staff member made through copy A, signed in through copy A, and answered by copy B. */
    const staff = async (roleIds: string[]) => {
      const username = `gv-${crypto.randomBytes(3).toString('hex')}`;
      const r = await api(a, root, 'POST', '/api/webadmin/User/create', {
        username,
        full_name: 'Nguyễn Thị Lan',
        password: PASSWORD,
        schools: [{ tenant_id: tenantId, scope: 'school', role_ids: roleIds, class_ids: [] }],
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const headers = await signIn(a, username, tenantId);
      expect((await api(b, headers, 'GET', '/api/webadmin/Health/ping')).status).toBe(200);
      return { id: r.body[0].id as string, headers };
    };
    // NOTIFY reaches the other copy asynchronously (milliseconds after the commit), so copy B is asked until it
    // refuses, for at most 2 s; within one copy the refusal is immediate (tests/api/session-cache.test.ts).
    const refusedByB = (headers: Headers, url: string) =>
      expect.poll(async () => (await api(b, headers, 'GET', url)).status, { timeout: 2_000, intervals: [20] });

    await test.step("a school's data written through A is read through B", async () => {
      const name = `2026–2027 ${suffix}`;
      const r = await api(a, root, 'POST', '/api/webadmin/SchoolYear/create', {
        name,
        start_date: '05/09/2026',
        end_date: '31/05/2027',
        is_current: true,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const list = await api(b, root, 'GET', '/api/webadmin/SchoolYear/get-list?page=1&page_size=50');
      expect(list.status).toBe(200);
      expect(list.body.response.data.map((y: { name: string }) => y.name)).toContain(name);
    });

    await test.step('a session revoked through A is refused by B', async () => {
      const member = await staff([roleId]);
      const r = await api(a, root, 'PUT', `/api/webadmin/User/inactivate-sessions/${member.id}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      await refusedByB(member.headers, '/api/webadmin/Health/ping').toBe(401);
    });

    await test.step('a user locked through A is refused by B', async () => {
      const member = await staff([roleId]);
      const r = await api(a, root, 'PUT', `/api/webadmin/User/lock/${member.id}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      await refusedByB(member.headers, '/api/webadmin/Health/ping').toBe(401);
    });

    await test.step('a right removed through A is refused by B', async () => {
      const role = await api(a, root, 'POST', '/api/webadmin/Role/create', {
        name_vi: 'Xem lớp',
        name_en: 'Class viewer',
        rights: { class: ['read'] },
      });
      expect(role.status, JSON.stringify(role.body)).toBe(200);
      const member = await staff([role.body[0].id]);
      const classes = '/api/webadmin/Class/get-list?page=1&page_size=10';
      expect((await api(b, member.headers, 'GET', classes)).status).toBe(200);
      const r = await api(a, root, 'PUT', `/api/webadmin/Role/update/${role.body[0].id}`, {
        name_vi: 'Xem lớp',
        name_en: 'Class viewer',
        rights: {},
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      await refusedByB(member.headers, classes).toBe(403);
    });
  });
});
