import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { count, eq, sql } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { assertServingRole } from '@/lib/server/db/client';
import { students } from '@/lib/server/db/schema';
import JSEncryptModule from 'jsencrypt';
import { decryptTenantKey, encryptTenantKey, isTenantKeyCached } from '@/lib/server/crypto/tenant-key';
import { secrets } from '@/lib/server/crypto/secrets';
import { clientIp } from '@/lib/server/http/client-ip';
import { BURST } from '@/lib/server/http/request-budget';
import { FREE_FAILURES, delaySeconds } from '@/lib/server/auth/throttle';
import { translate } from '@/lib/i18n/translate';
import { POST as loginRoute } from '@/app/api/webadmin/User/login/route';
import { POST as appLogin } from '@/app/api/app/login/route';
import { GET as userDetail } from '@/app/api/webadmin/User/get-detail-by-token/route';
import { PUT as endSessions } from '@/app/api/webadmin/User/inactivate-sessions/[id]/route';
import { GET as studentList } from '@/app/api/webadmin/Student/get-list/route';
import { GET as studentDetail } from '@/app/api/webadmin/Student/get-detail/route';
import { GET as importTemplate } from '@/app/api/webadmin/Student/import-template/route';
import { POST as importRoute } from '@/app/api/webadmin/Student/import/route';
import { call, callFile, first, makeSchool, randomIp, signIn, UA, type School, type TestUser } from '../helpers/world';

/** A request as it reaches a route handler behind the server: `peer` is the socket's address (x-peer-address). */
function login(body: unknown, opts: { peer: string; forwardedFor?: string; cookie?: string; language?: string }) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': UA.chromeWindows,
    'x-peer-address': opts.peer,
  };
  if (opts.forwardedFor) headers['x-forwarded-for'] = opts.forwardedFor;
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.language) headers.language = opts.language;
  return loginRoute(
    new Request('http://localhost/api/webadmin/User/login', { method: 'POST', headers, body: JSON.stringify(body) }),
    { params: Promise.resolve({}) },
  );
}

const deviceCookie = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0];

/** A body that streams `chunk` again and again (up to `total` bytes) and counts what the server pulled. */
function endless(prefix: Uint8Array, total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) {
        sent += prefix.length;
        controller.enqueue(prefix);
        return;
      }
      if (sent >= total) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => sent };
}

describe('sign-in throttling cannot be turned against the user', () => {
  let school: School;
  let victim: TestUser;

  beforeAll(async () => {
    school = await makeSchool();
    victim = await school.addUser({ roles: ['principal'] });
  });

  it('takes the address from the socket: a made-up X-Forwarded-For chooses nothing', () => {
    const request = (headers: Record<string, string>) => new Request('http://localhost/', { headers });
    const spoofed = request({ 'x-peer-address': '203.0.113.9', 'x-forwarded-for': '198.51.100.1, 198.51.100.2' });
    expect(clientIp(spoofed, 0)).toBe('203.0.113.9');
    // One trusted proxy: the entry it appended (the last) is the client; what the client wrote before it is not.
    expect(clientIp(spoofed, 1)).toBe('198.51.100.2');
    expect(clientIp(request({ 'x-peer-address': '::ffff:10.0.0.7' }), 0)).toBe('10.0.0.7');
  });

  it('failures from made-up addresses never stop the right password (the old code locked the account)', async () => {
    const attacker = '203.0.113.50';
    const statuses: number[] = [];
    for (let i = 0; i < FREE_FAILURES + 3; i++) {
      const r = await login({ username: victim.username, password: `guess-${i}` }, { peer: attacker, forwardedFor: randomIp() });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, FREE_FAILURES)).toEqual(Array(FREE_FAILURES).fill(401));
    expect(statuses.slice(FREE_FAILURES)).toEqual([429, 429, 429]);
    const right = await login({ username: victim.username, password: victim.password }, { peer: '198.51.100.77' });
    expect(right.status).toBe(200);
  });

  it('a browser that signed in before (device cookie) is never blocked by failures from its own network', async () => {
    const office = '198.51.100.20';
    const first = await login({ username: victim.username, password: victim.password }, { peer: office });
    expect(first.status).toBe(200);
    const cookie = deviceCookie(first);
    expect(cookie).toMatch(/^mn_device=/);
    expect(first.headers.get('set-cookie')).toMatch(/HttpOnly/);
    // Someone on the same address (the school's NAT) guesses until slowed down.
    for (let i = 0; i < FREE_FAILURES; i++) await login({ username: victim.username, password: `guess-${i}` }, { peer: office });
    expect((await login({ username: victim.username, password: victim.password }, { peer: office })).status).toBe(429);
    // The user's browser still signs in at once.
    expect((await login({ username: victim.username, password: victim.password }, { peer: office, cookie })).status).toBe(200);
    // A cookie made for another name, or forged, counts for nothing.
    const forged = `mn_device=${'A'.repeat(22)}.${'B'.repeat(27)}`;
    expect((await login({ username: victim.username, password: victim.password }, { peer: office, cookie: forged })).status).toBe(429);
  });

  it('the delay grows, then ends: nothing is locked', async () => {
    expect([0, 1, 9, 10, 11, 12, 19, 40].map((n) => delaySeconds(n))).toEqual([0, 0, 0, 2, 4, 8, 900, 900]);
    const peer = '203.0.113.61';
    for (let i = 0; i < FREE_FAILURES + 1; i++) await login({ username: victim.username, password: `x-${i}` }, { peer });
    const slowed = await login({ username: victim.username, password: victim.password }, { peer, language: 'en' });
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Time passes (the counter's last failure moved back an hour): the right password signs in.
    await (await db()).execute(
      sql`update rate_limits set reset_at = reset_at - interval '1 hour' where key like 'signin:%' and key like ${'%:' + peer}`,
    );
    expect((await login({ username: victim.username, password: victim.password }, { peer })).status).toBe(200);
  });

  it('answers an unknown name exactly like a known one, also when slowed down', async () => {
    const peer = '203.0.113.62';
    const seq = async (username: string) => {
      const out: string[] = [];
      for (let i = 0; i < FREE_FAILURES + 2; i++) {
        const r = await login({ username, password: `nope-${i}` }, { peer, language: 'en' });
        const body = await r.json();
        out.push(`${r.status} ${body[0].message}`);
      }
      return out;
    };
    const known = await seq(victim.username);
    const unknown = await seq(`nobody-${victim.username}`);
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toMatch(/^429 errors\.signin_wait_seconds$/);
  });

  it('the parents’ sign-in shares the same rules', async () => {
    const peer = '203.0.113.63';
    const statuses: number[] = [];
    for (let i = 0; i < FREE_FAILURES + 2; i++) {
      const r = await appLogin(
        new Request('http://localhost/api/app/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-peer-address': peer, 'x-forwarded-for': randomIp() },
          body: JSON.stringify({ school_code: school.code, username: '0900000000', password: `w-${i}` }),
        }),
        { params: Promise.resolve({}) },
      );
      statuses.push(r.status);
    }
    expect(statuses).toEqual([...Array(FREE_FAILURES).fill(401), 429, 429]);
  });
});

describe('cheap refusal first', () => {
  it('decrypts what jsencrypt (the browser) encrypts, and caches it', () => {
    const JSEncrypt = ((JSEncryptModule as unknown as { JSEncrypt?: unknown }).JSEncrypt ?? JSEncryptModule) as new () => {
      setPublicKey(key: string): void;
      encrypt(text: string): string | false;
    };
    const browser = new JSEncrypt();
    browser.setPublicKey(secrets().publicKey);
    const id = crypto.randomUUID();
    const header = browser.encrypt(id);
    expect(typeof header).toBe('string');
    expect(isTenantKeyCached(header as string)).toBe(false);
    expect(decryptTenantKey(header as string)).toBe(id);
    expect(isTenantKeyCached(header as string)).toBe(true);
    // Too long, or not base64: refused without any RSA work.
    expect(decryptTenantKey('A'.repeat(5000))).toBeNull();
    expect(decryptTenantKey('not base64!')).toBeNull();
  });


  it('does not decrypt the tenant-key header of a call whose token is not valid', async () => {
    const header = encryptTenantKey('00000000-0000-4000-8000-00000000abcd');
    const r = await call(userDetail, { token: 'x'.repeat(43), tenantKey: header, language: 'en' });
    expect(r.status).toBe(401);
    expect(first(r).message).toBe('errors.token_invalid');
    expect(isTenantKeyCached(header)).toBe(false);
    // Without a token at all: 401, and garbage headers are never looked at.
    expect((await call(userDetail, { tenantKey: 'garbage' })).status).toBe(401);
  });

  it('gives unauthenticated work a budget per address (429 errors.too_many_requests)', async () => {
    // The bucket refills 10 a second while the calls go out, so on a slow machine a few more than BURST get through:
    // call until the first refusal (at most three budgets' worth) rather than expecting it at call BURST + 1.
    const ip = randomIp();
    let refused: Awaited<ReturnType<typeof call>> | undefined;
    let calls = 0;
    while (!refused && calls < 3 * BURST) {
      calls++;
      const r = await call(userDetail, { headers: { 'x-forwarded-for': ip }, language: 'en' });
      if (r.status === 429) refused = r;
      else expect(r.status).toBe(401);
    }
    expect(refused, 'no 429 within three budgets').toBeDefined();
    expect(calls).toBeGreaterThan(BURST);
    expect(first(refused!).message).toBe('errors.too_many_requests');
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another address is not affected.
    expect((await call(userDetail, { headers: { 'x-forwarded-for': randomIp() } })).status).toBe(401);
  });
});

describe('bodies are bounded while they stream', () => {
  let school: School;
  let as: { token: string; tenantId: string };

  beforeAll(async () => {
    school = await makeSchool();
    const principal = await school.addUser({ roles: ['principal'] });
    as = { token: await signIn(principal.username, principal.password), tenantId: school.id };
  });

  it('cuts a chunked JSON body off past 1 MB with 413, reading no further', async () => {
    const body = endless(new TextEncoder().encode('{"username":"'), 200 * 1024 * 1024);
    const request = new Request('http://localhost/api/webadmin/User/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    const r = await loginRoute(request, { params: Promise.resolve({}) });
    expect(r.status).toBe(413);
    expect((await r.json())[0].message).toBe('errors.body_too_large');
    expect(body.pulled()).toBeLessThan(2 * 1024 * 1024);
  });

  it('cuts a chunked upload off past its limit with 413 and stores nothing', async () => {
    const boundary = 'x-boundary';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\nPK\u0003\u0004`,
    );
    const body = endless(head, 300 * 1024 * 1024);
    const request = new Request('http://localhost/api/webadmin/Student/import', {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${as.token}`,
        'tenant-key': encryptTenantKey(as.tenantId),
      },
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    const r = await importRoute(request, { params: Promise.resolve({}) });
    expect(r.status).toBe(413);
    expect((await r.json())[0].message).toBe('errors.file_too_large');
    expect(body.pulled()).toBeLessThan(7 * 1024 * 1024);
    const [{ n }] = await (await db()).select({ n: count() }).from(students).where(eq(students.tenantId, school.id));
    expect(Number(n)).toBe(0);
  });

  it('counts empty rows of a spreadsheet too: 200,000 empty rows are refused (422), not read to the end', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Sheet1').addRow(['code', 'name']);
    const zip = await JSZip.loadAsync(await book.xlsx.writeBuffer());
    const sheetFile = Object.keys(zip.files).find((f) => /worksheets\/sheet1\.xml$/.test(f))!;
    const xml = await zip.file(sheetFile)!.async('string');
    const empty = Array.from({ length: 200_000 }, (_, i) => `<row r="${i + 2}"/>`).join('');
    zip.file(sheetFile, xml.replace('</sheetData>', `${empty}<row r="200002"><c r="A200002" t="inlineStr"><is><t>HS1</t></is></c></row></sheetData>`));
    const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'empty.xlsx');
    const started = Date.now();
    const response = await importRoute(
      new Request('http://localhost/api/webadmin/Student/import', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${as.token}`, 'tenant-key': encryptTenantKey(as.tenantId), language: 'en' },
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body[0].message).toBe('errors.import_too_complex');
    expect(body[0].text).toBe(translate('en', 'errors.import_too_complex', { rows: 10000, cells: 250000 }));
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});

describe('shared staff across schools', () => {
  it('a school cannot end the sessions of a user who also works in another school (403), like reset and lock', async () => {
    const [a, b] = await Promise.all([makeSchool(), makeSchool()]);
    const principalB = await b.addUser({ roles: ['principal'] });
    const shared = await a.addUser({ roles: ['office'] });
    await b.grant(shared, { roles: ['office'], isDefault: false });
    const sharedToken = await signIn(shared.username, shared.password);
    const tokenB = await signIn(principalB.username, principalB.password);
    const r = await call(endSessions, { token: tokenB, tenantId: b.id, params: { id: shared.id }, language: 'en' });
    expect(r.status).toBe(403);
    expect(first(r).message).toBe('errors.user_other_school');
    expect((await call(userDetail, { token: sharedToken, tenantId: a.id })).status).toBe(200);
    // A user of school B alone: B's principal ends their sessions.
    const own = await b.addUser({ roles: ['office'] });
    const ownToken = await signIn(own.username, own.password);
    expect((await call(endSessions, { token: tokenB, tenantId: b.id, params: { id: own.id } })).status).toBe(200);
    expect((await call(userDetail, { token: ownToken })).status).toBe(401);
  });
});

describe('no 500 from input', () => {
  let as: { token: string; tenantId: string };

  beforeAll(async () => {
    const school = await makeSchool();
    const principal = await school.addUser({ roles: ['principal'] });
    as = { token: await signIn(principal.username, principal.password), tenantId: school.id };
  });

  it('refuses NUL and control characters with 400 errors.control_characters (query, JSON, keys)', async () => {
    const search = await call(studentList, { ...as, query: { search: 'a\u0000b' }, language: 'en' });
    expect(search.status).toBe(400);
    expect(first(search)).toMatchObject({
      message: 'errors.control_characters',
      text: translate('en', 'errors.control_characters'),
    });
    const signin = await call(loginRoute, { body: { username: 'ad\u0000min', password: 'whatever-1' }, headers: { 'x-forwarded-for': randomIp() } });
    expect(signin.status).toBe(400);
    expect(first(signin).message).toBe('errors.control_characters');
    const key = await call(loginRoute, { body: '{"user\\u0007":1}', headers: { 'x-forwarded-for': randomIp() } });
    expect(key.status).toBe(400);
    // Line breaks and tabs are text, not control: they reach the schema as usual.
    const lines = await call(loginRoute, { body: { username: 'a\tb', password: 'x\ny' }, headers: { 'x-forwarded-for': randomIp() } });
    expect(lines.status).toBe(401);
  });

  it('refuses a too deeply nested body with 400, and a malformed URL with 400', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const r = await call(loginRoute, { body: deep, headers: { 'x-forwarded-for': randomIp() } });
    expect(r.status).toBe(400);
    const malformed = await call(studentList, { ...as, url: '/api/webadmin/Student/get-list/%' });
    expect(malformed.status).toBe(400);
    expect(first(malformed).message).toBe('errors.malformed_url');
  });
});

describe('headers', () => {
  let as: { token: string; tenantId: string };

  beforeAll(async () => {
    const school = await makeSchool();
    const principal = await school.addUser({ roles: ['principal'] });
    as = { token: await signIn(principal.username, principal.password), tenantId: school.id };
  });

  it('answers personal data with Cache-Control: no-store, and JSON with a CSP that runs nothing', async () => {
    const list = await call(studentList, as);
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.headers.get('content-security-policy')).toContain("default-src 'none'");
    const detail = await call(studentDetail, { ...as, query: { id: '00000000-0000-4000-8000-000000000001' } });
    expect(detail.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps a file’s own sandbox CSP and no-store', async () => {
    const file = await callFile(importTemplate, as);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(file.headers.get('cache-control')).toBe('no-store');
  });
});

describe('PostgreSQL roles', () => {
  it('refuses to serve as a superuser or BYPASSRLS role unless allowed, and accepts app_user', async () => {
    const database = await db();
    const [{ superuser }] = (
      (await database.execute(sql`select rolsuper or rolbypassrls as superuser from pg_roles where rolname = current_user`)) as unknown as {
        rows: { superuser: boolean }[];
      }
    ).rows;
    // The tests connect as a superuser (PGlite's postgres, or CI's postgres).
    expect(superuser).toBe(true);
    await expect(assertServingRole(database, false)).rejects.toThrow(/superuser|BYPASSRLS/);
    await expect(assertServingRole(database, false)).rejects.toThrow(/DATABASE_ALLOW_SUPERUSER/);
    await expect(assertServingRole(database, true)).resolves.toBeUndefined();
    await expect(
      database.transaction(async (tx) => {
        await tx.execute(sql`set local role app_user`);
        await assertServingRole(tx, false);
      }),
    ).resolves.toBeUndefined();
  });
});
