import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { appNotificationSettings } from '@/lib/server/db/schema';
import { schoolTransactionById } from '@/lib/server/db/school-transaction';
import { GET as settingsGet, PUT as settingsPut } from '@/app/api/app/notification-settings/route';
import { POST as appLogin } from '@/app/api/app/login/route';
import { GET as profile } from '@/app/api/app/profile/route';
import { call, first, randomIp, type School } from '../helpers/world';
import { cookieSession, family, ok, withCookie, world, type Family } from '../helpers/parent-world';

// GET/PUT /api/app/notification-settings (issue 35, More → notifications): one switch per kind, per account.

// Every switch starts on except the child's check-in and check-out, which a parent turns on.
const ALL_ON = { requests: true, doses: true, messages: true, news: true, invoices: true, surveys: true, events: true, attendance: false, contact_book: true };

async function bearer(school: School, f: Family) {
  const r = ok(
    await call(appLogin, {
      body: { school_code: school.code, username: f.username, password: f.password },
      headers: { 'x-forwarded-for': randomIp() },
    }),
  );
  return r.body.response.data.accessToken as string;
}

describe('parents’ notification settings', () => {
  let w: Awaited<ReturnType<typeof world>>;
  let mine: string;
  let neighbour: string;
  let elsewhere: string;
  let accountId: string;

  beforeAll(async () => {
    w = await world();
    const f = await family(w.school, w.p, w.classId, 'Ngô Thị Duyên');
    mine = await bearer(w.school, f);
    neighbour = await bearer(w.school, await family(w.school, w.p, w.classId, 'Lý Văn Em'));
    const o = await world();
    elsewhere = await bearer(o.school, await family(o.school, o.p, o.classId, 'Mai Văn Phúc'));
    accountId = ok(await call(profile, { token: mine })).body.response.data.account_id;
  });

  it('starts with every kind on but attendance, and keeps a change for the account', async () => {
    expect(ok(await call(settingsGet, { token: mine })).body.response.data).toEqual(ALL_ON);
    const r = ok(await call(settingsPut, { token: mine, body: { news: false, invoices: false } }));
    expect(first(r)).toMatchObject({ result: 1, data: { ...ALL_ON, news: false, invoices: false } });
    expect(ok(await call(settingsGet, { token: mine })).body.response.data).toEqual({ ...ALL_ON, news: false, invoices: false });
    // Turned on again; the others stay as they were.
    ok(await call(settingsPut, { token: mine, body: { news: true } }));
    expect(ok(await call(settingsGet, { token: mine })).body.response.data).toEqual({ ...ALL_ON, invoices: false });
    // Stored in the school's own rows, for this account.
    const rows = await schoolTransactionById(w.school.id, async (tx) =>
      tx
        .select({ kind: appNotificationSettings.kind, enabled: appNotificationSettings.enabled })
        .from(appNotificationSettings)
        .where(and(eq(appNotificationSettings.tenantId, w.school.id), eq(appNotificationSettings.accountId, accountId))),
    );
    expect(Object.fromEntries(rows.map((x) => [x.kind, x.enabled]))).toEqual({ news: true, invoices: false });
  });

  it('works with the web app’s cookie as with a token', async () => {
    const f = await family(w.school, w.p, w.classId, 'Phan Văn Giang');
    const cookie = await cookieSession(w.school, f);
    ok(await call(settingsPut, { body: { doses: false }, ...withCookie(cookie) }));
    expect(ok(await call(settingsGet, withCookie(cookie, {}))).body.response.data).toEqual({ ...ALL_ON, doses: false });
  });

  it('keeps each family’s settings to itself, in its school only', async () => {
    ok(await call(settingsPut, { token: mine, body: { messages: false } }));
    expect(ok(await call(settingsGet, { token: neighbour })).body.response.data).toEqual(ALL_ON);
    expect(ok(await call(settingsGet, { token: elsewhere })).body.response.data).toEqual(ALL_ON);
    ok(await call(settingsPut, { token: elsewhere, body: { requests: false } }));
    expect(ok(await call(settingsGet, { token: mine })).body.response.data.requests).toBe(true);
    // The other school's rows are not seen from this school's transaction (row-level security).
    const seen = await schoolTransactionById(w.school.id, (tx) => tx.select().from(appNotificationSettings));
    expect(seen.every((x) => x.tenantId === w.school.id)).toBe(true);
  });

  it('refuses bad input with a translated 400 and changes nothing', async () => {
    const before = ok(await call(settingsGet, { token: mine })).body.response.data;
    for (const body of [{}, { news: 'yes' }, { sms: true }, { news: false, sms: true }, []]) {
      const r = await call(settingsPut, { token: mine, body, language: 'en' });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(first(r).text).not.toMatch(/^errors\./);
    }
    expect(ok(await call(settingsGet, { token: mine })).body.response.data).toEqual(before);
  });

  it('refuses a staff token and no session (401)', async () => {
    expect((await call(settingsGet, { token: w.p.token })).status).toBe(401);
    expect((await call(settingsPut, { token: w.p.token, body: { news: false } })).status).toBe(401);
    expect((await call(settingsGet, {})).status).toBe(401);
    expect((await call(settingsPut, { body: { news: false } })).status).toBe(401);
  });
});
