import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { users, type Scope, type TenantConfig } from '@/lib/server/db/schema';
import { createTenant } from '@/lib/server/tenant/create-tenant';
import { createUser, grantSchool } from '@/lib/server/user/create-user';
import { encryptTenantKey } from '@/lib/server/crypto/tenant-key';
import { POST as loginRoute } from '@/app/api/webadmin/User/login/route';

/** Short random text: every test makes its own schools and people, so names must never collide. */
export const rand = () => crypto.randomBytes(5).toString('hex');

/**
 * A fresh address for X-Forwarded-For (IPv6 documentation range) in a /64 of its own (budgets count IPv6 by its
 * /64), so that per-address counters stay per test.
 */
export const randomIp = () =>
  `2001:db8:${crypto.randomBytes(2).toString('hex')}:${crypto.randomBytes(2).toString('hex')}::${crypto.randomBytes(2).toString('hex')}`;

export const PASSWORD = 'Correct-Horse-9';

export const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.6312.80 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
};

export type TestUser = { id: string; username: string; email: string; password: string };
export type UserOptions = {
  username?: string;
  email?: string;
  password?: string;
  fullName?: string;
  languageCode?: string;
  isSystemAdmin?: boolean;
  status?: 'active' | 'locked';
};

/** A staff account that belongs to no school yet. */
export async function makeUser(opts: UserOptions = {}): Promise<TestUser> {
  const database = await db();
  const username = opts.username ?? `user-${rand()}`;
  const email = opts.email ?? `${username}@school.test`;
  const password = opts.password ?? PASSWORD;
  const user = await createUser(database, {
    username,
    email,
    password,
    fullName: opts.fullName ?? `Người dùng ${username}`,
    languageCode: opts.languageCode,
    isSystemAdmin: opts.isSystemAdmin,
  });
  if (opts.status && opts.status !== 'active') {
    await database.update(users).set({ status: opts.status }).where(eq(users.id, user.id));
  }
  return { id: user.id, username, email, password };
}

export type School = {
  id: string;
  code: string;
  name: string;
  /** Standard role key → role id in this school. */
  roleIds: Record<string, string>;
  /** A new user of this school with the given roles (standard keys: principal, teacher, accountant, nurse, office). */
  addUser(opts?: UserOptions & { roles?: string[]; scope?: Scope; isDefault?: boolean }): Promise<TestUser>;
  /** Lets an existing user enter this school too. */
  grant(user: TestUser, opts?: { roles?: string[]; scope?: Scope; isDefault?: boolean }): Promise<void>;
};

/** A new school with a random code and the standard roles, made through the same service the app uses. */
export async function makeSchool(opts: { name?: string; config?: TenantConfig } = {}): Promise<School> {
  const database = await db();
  const code = `T${rand().toUpperCase()}`;
  const name = opts.name ?? `Trường Mầm non ${code}`;
  const { tenant, roleIds } = await createTenant(database, { code, name, config: opts.config });
  const grant: School['grant'] = async (user, g = {}) => {
    const roles = g.roles ?? ['principal'];
    await grantSchool(await db(), {
      tenantId: tenant.id,
      userId: user.id,
      scope: g.scope ?? (roles.includes('teacher') ? 'class' : 'school'),
      roleIds: roles.map((key) => {
        const id = roleIds[key];
        if (!id) throw new Error(`No role ${key} in school ${code}`);
        return id;
      }),
      isDefault: g.isDefault,
    });
  };
  return {
    id: tenant.id,
    code,
    name,
    roleIds,
    grant,
    async addUser(o = {}) {
      const user = await makeUser(o);
      await grant(user, { roles: o.roles, scope: o.scope, isDefault: o.isDefault ?? true });
      return user;
    },
  };
}

export type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any
export type Reply = { status: number; body: Json; headers: Headers };

async function reply(response: Response): Promise<Reply> {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

export type LoginOptions = { ip?: string; language?: string; userAgent?: string };

/** POST /User/login through the real route handler, answering status and body whatever they are. */
export async function postLogin(body: unknown, opts: LoginOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': opts.ip ?? randomIp(),
    'user-agent': opts.userAgent ?? UA.chromeWindows,
  };
  if (opts.language) headers.language = opts.language;
  const request = new Request('http://localhost/api/webadmin/User/login', {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return reply(await loginRoute(request, { params: Promise.resolve({}) }));
}

/** Signs in as a browser would and answers the bearer token; fails the test when sign-in fails. */
export async function signIn(username: string, password: string, opts: LoginOptions = {}): Promise<string> {
  const r = await postLogin({ username, password }, opts);
  if (r.status !== 200) throw new Error(`sign-in of ${username} failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.response.data.accessToken;
}

type Handler = ((request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>) & {
  definition?: { method: string; path: string };
};

export type CallOptions = {
  method?: string;
  /** Path and query; by default the handler's declared path with `params` filled in. */
  url?: string;
  query?: Record<string, string | number>;
  token?: string | null;
  /** Sent as the tenant-key header, encrypted as the browser does. */
  tenantId?: string | null;
  /** The raw tenant-key header, for malformed values. */
  tenantKey?: string;
  body?: unknown;
  params?: Record<string, string>;
  language?: string;
  headers?: Record<string, string>;
};

/** Calls a route handler with the headers of spec §7: Authorization: Bearer, Language and tenant-key. */
export async function call(handler: Handler, opts: CallOptions = {}): Promise<Reply> {
  return reply(await send(handler, opts));
}

/** Calls a file endpoint: the status, headers and bytes of the answer. */
export async function callFile(handler: Handler, opts: CallOptions = {}) {
  const response = await send(handler, opts);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function send(handler: Handler, opts: CallOptions): Promise<Response> {
  const params = opts.params ?? {};
  let url = opts.url ?? handler.definition?.path ?? '/';
  for (const [k, v] of Object.entries(params)) url = url.replace(`{${k}}`, encodeURIComponent(v));
  if (opts.query) url += `?${new URLSearchParams(Object.entries(opts.query).map(([k, v]) => [k, String(v)]))}`;
  const headers: Record<string, string> = { 'user-agent': UA.chromeWindows, ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.language) headers.language = opts.language;
  if (opts.tenantKey !== undefined) headers['tenant-key'] = opts.tenantKey;
  else if (opts.tenantId) headers['tenant-key'] = encryptTenantKey(opts.tenantId);
  let body: string | undefined;
  if (opts.body !== undefined) {
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    headers['content-type'] = 'application/json';
  }
  const request = new Request(new URL(url, 'http://localhost'), {
    method: opts.method ?? handler.definition?.method ?? 'GET',
    headers,
    body,
  });
  return handler(request, { params: Promise.resolve(params) });
}

/** The first item of a mutation answer ([{result, id, message}]) or of an error answer. */
export const first = (r: Reply) => (r.body as Json[])[0];
