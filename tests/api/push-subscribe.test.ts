import crypto from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, or } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { pushSubscriptions } from '@/lib/server/db/schema';
import { addressKind, assertPublicEndpoint, setPushAllowLoopback } from '@/lib/server/push/endpoint-guard';
import { POST as appSubscribe } from '@/app/api/app/push/subscribe/route';
import { POST as appUnsubscribe } from '@/app/api/app/push/unsubscribe/route';
import { GET as appPublicKey } from '@/app/api/app/push/public-key/route';
import { GET as appStatus } from '@/app/api/app/push/status/route';
import { GET as staffStatus } from '@/app/api/webadmin/Notification/push-status/route';
import { POST as staffSubscribe } from '@/app/api/webadmin/Notification/subscribe/route';
import { POST as staffUnsubscribe } from '@/app/api/webadmin/Notification/unsubscribe/route';
import { GET as configPublicKey } from '@/app/api/webadmin/Config/push-public-key/route';
import { POST as appLogin } from '@/app/api/app/login/route';
import { GET as profile } from '@/app/api/app/profile/route';
import { call, first, rand, randomIp, signIn, UA, type School } from '../helpers/world';
import { cookieSession, family, ok, SAME_SITE, withCookie, world, type Family } from '../helpers/parent-world';

// Web Push subscriptions (issue 36): parents' POST /api/app/push/{subscribe,unsubscribe}, staff's
// Notification/{subscribe,unsubscribe}, the VAPID public key, and the SSRF guard on the endpoint a browser gives.

async function bearer(school: School, f: Family) {
  const r = ok(
    await call(appLogin, {
      body: { school_code: school.code, username: f.username, password: f.password },
      headers: { 'x-forwarded-for': randomIp() },
    }),
  );
  return r.body.response.data.accessToken as string;
}

/** A subscription as a browser makes it: its own P-256 key pair and a 16-byte auth secret. */
function browserSubscription(endpoint = `https://8.8.8.8/push/${rand()}`) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') },
  };
}

async function stored(endpoint: string) {
  const database = await db();
  return database.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

async function ownedRows(owner: { accountId?: string; userId?: string }) {
  const database = await db();
  return database
    .select()
    .from(pushSubscriptions)
    .where(or(eq(pushSubscriptions.accountId, owner.accountId ?? crypto.randomUUID()), eq(pushSubscriptions.userId, owner.userId ?? crypto.randomUUID())));
}

describe('Web Push subscriptions', () => {
  let w: Awaited<ReturnType<typeof world>>;
  let parent: string;
  let accountId: string;
  let neighbour: string;
  let staff: string;
  let staffId: string;

  beforeAll(async () => {
    w = await world();
    const f = await family(w.school, w.p, w.classId, 'Trần Thị Hoa');
    parent = await bearer(w.school, f);
    accountId = ok(await call(profile, { token: parent })).body.response.data.account_id;
    neighbour = await bearer(w.school, await family(w.school, w.p, w.classId, 'Lê Văn Nam'));
    const teacher = await w.school.addUser({ roles: ['teacher'] });
    staff = await signIn(teacher.username, teacher.password);
    staffId = teacher.id;
  });

  afterEach(() => setPushAllowLoopback(null));

  it('answers the VAPID public key to anyone on the staff side and to a parent, the same key', async () => {
    const pub = ok(await call(configPublicKey, {})).body.response.data.public_key as string;
    expect(Buffer.from(pub, 'base64url')).toHaveLength(65);
    expect(Buffer.from(pub, 'base64url')[0]).toBe(4);
    expect(ok(await call(appPublicKey, { token: parent })).body.response.data).toEqual({ public_key: pub });
    expect((await call(appPublicKey, {})).status).toBe(401);
  });

  it('stores a parent’s subscription with the page’s language and the browser, and removes it', async () => {
    const sub = browserSubscription();
    const r = ok(await call(appSubscribe, { token: parent, body: { ...sub, expirationTime: 1_900_000_000_000 }, language: 'en', headers: { 'user-agent': UA.samsung } }));
    expect(first(r)).toMatchObject({ result: 1, text: 'Notifications are on for this device.' });
    const [row] = await stored(sub.endpoint);
    expect(row).toMatchObject({
      id: first(r).data.id,
      tenantId: w.school.id,
      accountId,
      userId: null,
      p256dh: sub.keys.p256dh,
      auth: sub.keys.auth,
      locale: 'en',
      userAgent: UA.samsung,
    });
    expect(row.expirationTime?.getTime()).toBe(1_900_000_000_000);

    // The status says whose it is.
    const status = async (route: typeof appStatus, token: string) => ok(await call(route, { token, query: { endpoint: sub.endpoint } })).body.response.data;
    expect(await status(appStatus, parent)).toEqual({ subscribed: true });
    expect(await status(appStatus, neighbour)).toEqual({ subscribed: false });
    expect(await status(staffStatus, staff)).toEqual({ subscribed: false });
    // Someone else cannot remove it; the owner can, once.
    expect(first(ok(await call(appUnsubscribe, { token: neighbour, body: { endpoint: sub.endpoint } }))).data).toEqual({ removed: false });
    expect(await stored(sub.endpoint)).toHaveLength(1);
    expect(first(ok(await call(appUnsubscribe, { token: parent, body: { endpoint: sub.endpoint } }))).data).toEqual({ removed: true });
    expect(await stored(sub.endpoint)).toHaveLength(0);
    expect(first(ok(await call(appUnsubscribe, { token: parent, body: { endpoint: sub.endpoint } }))).data).toEqual({ removed: false });
    expect(await status(appStatus, parent)).toEqual({ subscribed: false });
  });

  it('works with the web app’s cookie (same origin only)', async () => {
    const f = await family(w.school, w.p, w.classId, 'Đỗ Văn Khoa');
    const cookie = await cookieSession(w.school, f);
    const sub = browserSubscription();
    ok(await call(appSubscribe, { body: sub, ...withCookie(cookie) }));
    expect(await stored(sub.endpoint)).toHaveLength(1);
    // A change sent with the cookie from another site is refused (CSRF).
    const other = browserSubscription();
    const r = await call(appSubscribe, { body: other, headers: { cookie: `parent_session=${cookie}`, origin: 'https://evil.example' } });
    expect(r.status).toBe(403);
    expect(await stored(other.endpoint)).toHaveLength(0);
    ok(await call(appUnsubscribe, { body: { endpoint: sub.endpoint }, headers: { ...SAME_SITE, cookie: `parent_session=${cookie}` } }));
    expect(await stored(sub.endpoint)).toHaveLength(0);
  });

  it('stores a staff user’s subscription without a school, and removes only the user’s own', async () => {
    const sub = browserSubscription();
    // With or without a chosen school: the subscription is the person's.
    ok(await call(staffSubscribe, { token: staff, body: sub, language: 'vi' }));
    expect(await stored(sub.endpoint)).toEqual([expect.objectContaining({ userId: staffId, accountId: null, tenantId: null, locale: 'vi' })]);
    expect(ok(await call(staffStatus, { token: staff, query: { endpoint: sub.endpoint } })).body.response.data).toEqual({ subscribed: true });
    expect(ok(await call(appStatus, { token: parent, query: { endpoint: sub.endpoint } })).body.response.data).toEqual({ subscribed: false });
    const principal = await signIn(w.principal.username, w.principal.password);
    expect(first(ok(await call(staffUnsubscribe, { token: principal, tenantId: w.school.id, body: { endpoint: sub.endpoint } }))).data).toEqual({ removed: false });
    // A parent's unsubscribe does not reach a staff row either.
    ok(await call(appUnsubscribe, { token: parent, body: { endpoint: sub.endpoint } }));
    expect(await stored(sub.endpoint)).toHaveLength(1);
    expect(first(ok(await call(staffUnsubscribe, { token: staff, tenantId: w.school.id, body: { endpoint: sub.endpoint } }))).data).toEqual({ removed: true });
    expect(await stored(sub.endpoint)).toHaveLength(0);
  });

  it('refuses a staff token on the parents’ calls and a parent’s on the staff calls (401), and no session', async () => {
    const sub = browserSubscription();
    expect((await call(appSubscribe, { token: staff, body: sub })).status).toBe(401);
    expect((await call(appUnsubscribe, { token: staff, body: { endpoint: sub.endpoint } })).status).toBe(401);
    expect((await call(staffSubscribe, { token: parent, body: sub })).status).toBe(401);
    expect((await call(staffUnsubscribe, { token: parent, body: { endpoint: sub.endpoint } })).status).toBe(401);
    expect((await call(appStatus, { token: staff, query: { endpoint: sub.endpoint } })).status).toBe(401);
    expect((await call(staffStatus, { token: parent, query: { endpoint: sub.endpoint } })).status).toBe(401);
    expect((await call(appSubscribe, { body: sub })).status).toBe(401);
    expect((await call(staffSubscribe, { body: sub })).status).toBe(401);
    expect(await stored(sub.endpoint)).toHaveLength(0);
  });

  it('gives the same endpoint subscribed again its new keys, and a device signed in as someone else to them', async () => {
    const sub = browserSubscription();
    const firstId = first(ok(await call(appSubscribe, { token: parent, body: sub }))).data.id;
    const renewed = { ...browserSubscription(sub.endpoint) };
    const againId = first(ok(await call(appSubscribe, { token: parent, body: renewed, language: 'en' }))).data.id;
    expect(againId).toBe(firstId);
    expect(await stored(sub.endpoint)).toEqual([
      expect.objectContaining({ id: firstId, accountId, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth, locale: 'en' }),
    ]);
    // The shared tablet: the neighbour signs in and subscribes the same browser — one row, theirs.
    const taken = browserSubscription(sub.endpoint);
    ok(await call(appSubscribe, { token: neighbour, body: taken }));
    const rows = await stored(sub.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0].accountId).not.toBe(accountId);
    expect(rows[0].p256dh).toBe(taken.keys.p256dh);
    expect(rows[0].id).not.toBe(firstId);
    // …and a staff user on it next: the row is the staff user's.
    ok(await call(staffSubscribe, { token: staff, body: browserSubscription(sub.endpoint) }));
    expect(await stored(sub.endpoint)).toEqual([expect.objectContaining({ userId: staffId, accountId: null, tenantId: null })]);
    ok(await call(staffUnsubscribe, { token: staff, body: { endpoint: sub.endpoint } }));
  });

  it('keeps at most 10 devices per person: the oldest goes', async () => {
    const f = await family(w.school, w.p, w.classId, 'Vũ Thị Mai');
    const token = await bearer(w.school, f);
    const account = ok(await call(profile, { token })).body.response.data.account_id;
    const endpoints: string[] = [];
    for (let i = 0; i < 12; i++) {
      const sub = browserSubscription();
      endpoints.push(sub.endpoint);
      ok(await call(appSubscribe, { token, body: sub }));
    }
    const kept = (await ownedRows({ accountId: account })).map((r) => r.endpoint).sort();
    expect(kept).toEqual(endpoints.slice(2).sort());
    // Subscribing a kept device again makes it the newest: the next new one removes the oldest other.
    ok(await call(appSubscribe, { token, body: browserSubscription(endpoints[2]) }));
    ok(await call(appSubscribe, { token, body: browserSubscription((endpoints[12] = `https://8.8.8.8/push/${rand()}`)) }));
    const after = (await ownedRows({ accountId: account })).map((r) => r.endpoint).sort();
    expect(after).toEqual([endpoints[2], ...endpoints.slice(4)].sort());
    // Per person: the staff user's devices are counted apart.
    for (let i = 0; i < 11; i++) ok(await call(staffSubscribe, { token: staff, body: browserSubscription() }));
    expect(await ownedRows({ userId: staffId })).toHaveLength(10);
    expect(await ownedRows({ accountId: account })).toHaveLength(10);
  });

  it('refuses bad keys with a translated 400 and stores nothing', async () => {
    const good = browserSubscription();
    const offCurve = Buffer.from(good.keys.p256dh, 'base64url');
    offCurve[64] ^= 1;
    const compressed = crypto.createECDH('prime256v1');
    compressed.generateKeys();
    const cases: [string, object, string][] = [
      ['p256dh too short', { p256dh: good.keys.p256dh.slice(0, 40) }, 'keys.p256dh'],
      ['p256dh not on the curve', { p256dh: offCurve.toString('base64url') }, 'keys.p256dh'],
      ['p256dh compressed', { p256dh: compressed.getPublicKey(null, 'compressed').toString('base64url') }, 'keys.p256dh'],
      ['p256dh not base64url', { p256dh: good.keys.p256dh.slice(0, 80) + '+/' + good.keys.p256dh.slice(82) }, 'keys.p256dh'],
      ['p256dh 66 bytes', { p256dh: Buffer.concat([Buffer.from(good.keys.p256dh, 'base64url'), Buffer.from([1])]).toString('base64url') }, 'keys.p256dh'],
      ['auth 15 bytes', { auth: crypto.randomBytes(15).toString('base64url') }, 'keys.auth'],
      ['auth 32 bytes', { auth: crypto.randomBytes(32).toString('base64url') }, 'keys.auth'],
    ];
    for (const [what, keys, field] of cases) {
      const body = { ...good, keys: { ...good.keys, ...keys } };
      for (const [route, token] of [
        [appSubscribe, parent],
        [staffSubscribe, staff],
      ] as const) {
        const r = await call(route, { token, body, language: 'en' });
        expect(r.status, what).toBe(400);
        expect(first(r).text, what).toMatch(/not valid/);
        expect(Object.keys(first(r).fields), what).toEqual([field]);
      }
    }
    for (const body of [{}, { endpoint: good.endpoint }, { ...good, keys: null }, { ...good, keys: { p256dh: 'x'.repeat(500), auth: good.keys.auth } }, { ...good, expirationTime: 'soon' }]) {
      const r = await call(appSubscribe, { token: parent, body, language: 'en' });
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(first(r).text).not.toMatch(/^errors\./);
    }
    expect(await stored(good.endpoint)).toHaveLength(0);
  });

  it('refuses an endpoint that is not https on a public address (SSRF), with a translated 400, storing nothing', async () => {
    setPushAllowLoopback(false);
    const refused: [string, RegExp][] = [
      ['http://8.8.8.8/push/x', /https/],
      ['ftp://8.8.8.8/push/x', /https/],
      ['not a url', /not valid/],
      [`https://8.8.8.8/${'a'.repeat(2100)}`, /too long/],
      ['https://user:pw@8.8.8.8/push', /not valid/],
      ['https://localhost/push/x', /public internet/],
      ['https://localhost:8443/push/x', /public internet/],
      ['https://push.localhost/x', /public internet/],
      ['https://127.0.0.1/push/x', /public internet/],
      ['https://127.1.2.3/push/x', /public internet/],
      ['https://2130706433/push/x', /public internet/], // 127.0.0.1 written as one number
      ['https://0x7f.1/push/x', /public internet/],
      ['https://10.0.0.1/push/x', /public internet/],
      ['https://172.20.1.1/push/x', /public internet/],
      ['https://192.168.1.10/push/x', /public internet/],
      ['https://100.64.0.1/push/x', /public internet/],
      ['https://0.0.0.0/push/x', /public internet/],
      ['https://169.254.169.254/latest/meta-data', /public internet/],
      ['https://224.0.0.1/push/x', /public internet/],
      ['https://[::1]/push/x', /public internet/],
      ['https://[::]/push/x', /public internet/],
      ['https://[::ffff:127.0.0.1]/push/x', /public internet/],
      ['https://[::ffff:10.0.0.1]/push/x', /public internet/],
      ['https://[::ffff:169.254.169.254]/push/x', /public internet/],
      ['https://[fd00:ec2::254]/push/x', /public internet/],
      ['https://[fc00::1]/push/x', /public internet/],
      ['https://[fe80::1]/push/x', /public internet/],
      ['https://[ff02::1]/push/x', /public internet/],
      ['https://[64:ff9b::a00:1]/push/x', /public internet/],
      ['https://no-such-host.invalid/push/x', /could not be found/],
    ];
    for (const [endpoint, text] of refused) {
      for (const [route, token] of [
        [appSubscribe, parent],
        [staffSubscribe, staff],
      ] as const) {
        const r = await call(route, { token, body: browserSubscription(endpoint), language: 'en' });
        expect(r.status, endpoint).toBe(400);
        expect(first(r).text, endpoint).toMatch(text);
        expect(first(r).fields, endpoint).toHaveProperty('endpoint');
      }
      expect(await stored(endpoint), endpoint).toHaveLength(0);
    }
    // In Vietnamese too.
    const vi = await call(appSubscribe, { token: parent, body: browserSubscription('https://10.0.0.1/p'), language: 'vi' });
    expect(first(vi).text).toContain('mạng công cộng');
  });

  it('allows loopback, and nothing else private, only under PUSH_ALLOW_LOOPBACK', async () => {
    const loop = [`https://127.0.0.1:9443/push/${rand()}`, `https://[::1]:9443/push/${rand()}`, `https://localhost:9443/push/${rand()}`, `https://[::ffff:127.0.0.1]/push/${rand()}`];
    setPushAllowLoopback(false);
    for (const endpoint of loop) expect((await call(appSubscribe, { token: parent, body: browserSubscription(endpoint) })).status, endpoint).toBe(400);
    setPushAllowLoopback(true);
    for (const endpoint of loop) {
      ok(await call(appSubscribe, { token: parent, body: browserSubscription(endpoint) }));
      expect(await stored(endpoint), endpoint).toHaveLength(1);
      ok(await call(appUnsubscribe, { token: parent, body: { endpoint } }));
    }
    for (const endpoint of ['https://10.0.0.1/p', 'https://169.254.169.254/p', 'https://[fd00:ec2::254]/p', 'https://192.168.0.1/p', 'http://127.0.0.1/p']) {
      expect((await call(appSubscribe, { token: parent, body: browserSubscription(endpoint) })).status, endpoint).toBe(400);
      expect(await stored(endpoint), endpoint).toHaveLength(0);
    }
  });

  it('checks every address a name resolves to (the worker calls the same guard before each send)', async () => {
    const resolvingTo = (...addresses: string[]) => ({ allowLoopback: false, lookup: async () => addresses });
    await expect(assertPublicEndpoint('https://push.example.com/x', resolvingTo('142.250.1.1'))).resolves.toBeUndefined();
    await expect(assertPublicEndpoint('https://push.example.com/x', resolvingTo('142.250.1.1', '10.1.2.3'))).rejects.toMatchObject({ status: 400, key: 'push.errors.endpoint_private' });
    await expect(assertPublicEndpoint('https://push.example.com/x', resolvingTo('::ffff:192.168.1.1'))).rejects.toMatchObject({ status: 400 });
    await expect(assertPublicEndpoint('https://push.example.com/x', resolvingTo('127.0.0.1'))).rejects.toMatchObject({ status: 400 });
    await expect(assertPublicEndpoint('https://push.example.com/x', { allowLoopback: true, lookup: async () => ['127.0.0.1'] })).resolves.toBeUndefined();
    await expect(assertPublicEndpoint('https://push.example.com/x', resolvingTo())).rejects.toMatchObject({ key: 'push.errors.endpoint_unresolved' });
    // The real resolver: localhost is this host.
    await expect(assertPublicEndpoint('https://localhost/x', { allowLoopback: false })).rejects.toMatchObject({ key: 'push.errors.endpoint_private' });
    expect(addressKind('2a00:1450:4001::200e')).toBe('public');
    expect(addressKind('::ffff:7f00:1')).toBe('loopback');
    expect(addressKind('::ffff:a9fe:a9fe')).toBe('private');
  });
});
