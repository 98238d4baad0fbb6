import { beforeAll, describe, expect, it } from 'vitest';
import { GET as studentList } from '@/app/api/webadmin/Student/get-list/route';
import { GET as currentUser } from '@/app/api/webadmin/User/get-detail-by-token/route';
import { POST as session } from '@/app/api/app/session/route';
import { POST as appLogin } from '@/app/api/app/login/route';
import { POST as logout } from '@/app/api/app/logout/route';
import { PUT as password } from '@/app/api/app/password/route';
import { GET as profile } from '@/app/api/app/profile/route';
import { GET as children } from '@/app/api/app/children/route';
import { GET as settingsGet, PUT as settingsPut } from '@/app/api/app/notification-settings/route';
import { FREE_FAILURES } from '@/lib/server/auth/throttle';
import { PARENT_SESSION_COOKIE } from '@/lib/parent-session';
import { call, first, rand, randomIp, type Reply, type School } from '../helpers/world';
import { cookieOf, cookieSession, family, ok, ORIGIN, SAME_SITE, signInCall, withCookie, world, type Family } from '../helpers/parent-world';

// The parents' web app's session (issue 35): sign-in into an HttpOnly, SameSite cookie, the same answer for every
// wrong sign-in, throttling, the cookie on the parents' API and nowhere else, CSRF, sign-out of one device, change of
// password. Every account here is made in this test's own schools (never the demo family).

describe('parents’ web app session', () => {
  let w: Awaited<ReturnType<typeof world>>;
  let hoa: Family;
  let spare: Family;
  let other: { school: School; family: Family };

  beforeAll(async () => {
    w = await world();
    hoa = await family(w.school, w.p, w.classId, 'Lê Văn An');
    spare = await family(w.school, w.p, w.classId, 'Trần Thị Bình');
    const o = await world();
    other = { school: o.school, family: await family(o.school, o.p, o.classId, 'Đỗ Văn Cường') };
  });

  it('signs in into an HttpOnly, SameSite cookie and answers no token', async () => {
    const r = ok(await signInCall({ school_code: w.school.code.toLowerCase(), username: hoa.username, password: hoa.password }));
    const header = r.headers.get('set-cookie') ?? '';
    expect(header).toContain(`${PARENT_SESSION_COOKIE}=`);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Path=\//);
    expect(header).toMatch(/Max-Age=\d+/);
    expect(header).not.toMatch(/Secure/);
    const token = cookieOf(r);
    expect(token.length).toBeGreaterThan(30);
    expect(Object.keys(r.body.response.data)).toEqual(['expires_at']);
    expect(JSON.stringify(r.body)).not.toContain(token);
    // Behind an https proxy the cookie is Secure too.
    const https = ok(
      await signInCall(
        { school_code: w.school.code, username: hoa.username, password: hoa.password },
        { headers: { 'x-forwarded-proto': 'https' } },
      ),
    );
    expect(https.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('answers a wrong school, name or password with one and the same 401, setting no cookie', async () => {
    const wrong = [
      { school_code: other.school.code, username: hoa.username, password: hoa.password },
      { school_code: `NO${rand()}`, username: hoa.username, password: hoa.password },
      { school_code: w.school.code, username: `nobody${rand()}`, password: hoa.password },
      { school_code: w.school.code, username: hoa.username, password: `${hoa.password}x` },
    ];
    const answers = [];
    for (const body of wrong) {
      const r = await signInCall(body);
      expect(r.status, JSON.stringify(r.body)).toBe(401);
      expect(r.headers.get('set-cookie')).toBeNull();
      answers.push(JSON.stringify(r.body));
    }
    expect(new Set(answers).size).toBe(1);
    expect(first({ body: JSON.parse(answers[0]) } as Reply).message).toBe('errors.wrong_credentials');
    // Bad input: translated 400 per field.
    const bad = await call(session, { body: { school_code: w.school.code }, headers: SAME_SITE, language: 'en' });
    expect(bad.status).toBe(400);
    expect(first(bad).fields.username).toBeTruthy();
    expect(first(bad).fields.username).not.toMatch(/^errors\./);
  });

  it('throttles as the app login does: failures from one address slow that address down, not the account', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i <= FREE_FAILURES; i++) {
      statuses.push((await signInCall({ school_code: w.school.code, username: spare.username, password: `wrong-${i}` }, { ip })).status);
    }
    expect(statuses).toEqual([...Array(FREE_FAILURES).fill(401), 429]);
    const blocked = await signInCall({ school_code: w.school.code, username: spare.username, password: spare.password }, { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    // Elsewhere the right password still signs in: nobody can lock a parent out.
    ok(await signInCall({ school_code: w.school.code, username: spare.username, password: spare.password }));
  });

  it('refuses a sign-in from another site (a page elsewhere cannot sign a browser in)', async () => {
    const body = { school_code: w.school.code, username: hoa.username, password: hoa.password };
    const evil = await call(session, { body, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'x-forwarded-for': randomIp() } });
    expect(evil.status).toBe(403);
    expect(first(evil).message).toBe('errors.cross_site');
    expect(evil.headers.get('set-cookie')).toBeNull();
    const noOrigin = await call(session, { body, headers: { 'sec-fetch-site': 'cross-site', 'x-forwarded-for': randomIp() } });
    expect(noOrigin.status).toBe(403);
  });

  it('lets the cookie read the parents’ API, and only its own family', async () => {
    const cookie = await cookieSession(w.school, hoa);
    const me = ok(await call(profile, withCookie(cookie, {})));
    expect(me.body.response.data).toMatchObject({ username: hoa.username, school_code: w.school.code, full_name: 'Mẹ Lê Văn An' });
    const kids = ok(await call(children, withCookie(cookie, {}))).body.response.data as { id: string }[];
    expect(kids.map((k) => k.id)).toEqual([hoa.studentId]);
    // A Bearer wins over the cookie: another family's token shows that family.
    const bearer = ok(
      await call(appLogin, { body: { school_code: w.school.code, username: spare.username, password: spare.password }, headers: { 'x-forwarded-for': randomIp() } }),
    ).body.response.data.accessToken as string;
    const both = ok(await call(children, { token: bearer, ...withCookie(cookie, {}) })).body.response.data as { id: string }[];
    expect(both.map((k) => k.id)).toEqual([spare.studentId]);
    // A cookie that is no session: 401.
    expect((await call(children, withCookie('x'.repeat(43), {}))).status).toBe(401);
  });

  it('refuses a forged cross-site form post made with the cookie, changing nothing', async () => {
    const f = await family(w.school, w.p, w.classId, `Phạm Văn ${rand()}`);
    const cookie = await cookieSession(w.school, f);
    const body = { old_password: f.password, new_password: 'Forged-Pass-123', renew_password: 'Forged-Pass-123' };
    // A form on another site posting to the app: the browser names that site in Origin.
    const forged = await call(password, {
      body: `old_password=${encodeURIComponent(f.password)}&new_password=x&renew_password=x`,
      ...withCookie(cookie, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' }),
    });
    expect(forged.status).toBe(403);
    expect(first(forged).message).toBe('errors.cross_site');
    // JSON with a forged Origin, or no Origin but a cross-site fetch: refused too.
    expect((await call(password, { body, ...withCookie(cookie, { origin: 'https://evil.example' }) })).status).toBe(403);
    expect((await call(password, { body, ...withCookie(cookie, { 'sec-fetch-site': 'cross-site' }) })).status).toBe(403);
    expect((await call(password, { body, ...withCookie(cookie, { origin: ORIGIN, 'sec-fetch-site': 'cross-site' }) })).status).toBe(403);
    // Neither header: not a browser of ours.
    expect((await call(password, { body, ...withCookie(cookie, {}) })).status).toBe(403);
    expect((await call(logout, withCookie(cookie, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }))).status).toBe(403);
    expect((await call(settingsPut, { body: { news: false }, ...withCookie(cookie, { 'sec-fetch-site': 'cross-site' }) })).status).toBe(403);
    // Nothing changed: the old password still signs in, the session lives, the news are still on.
    ok(await signInCall({ school_code: w.school.code, username: f.username, password: f.password }));
    ok(await call(profile, withCookie(cookie, {})));
    expect(ok(await call(settingsGet, withCookie(cookie, {}))).body.response.data.news).toBe(true);
    // The same change from the app itself is taken.
    ok(await call(password, { body, ...withCookie(cookie) }));
  });

  it('keeps the two sides apart: a staff token or cookie never works on the parents’ side, nor a parent’s on the staff side', async () => {
    const cookie = await cookieSession(w.school, hoa);
    const parentToken = ok(
      await call(appLogin, { body: { school_code: w.school.code, username: hoa.username, password: hoa.password }, headers: { 'x-forwarded-for': randomIp() } }),
    ).body.response.data.accessToken as string;
    // A staff Bearer token on /api/app: 401.
    expect((await call(children, { token: w.p.token })).status).toBe(401);
    expect((await call(profile, { token: w.p.token })).status).toBe(401);
    expect((await call(settingsGet, { token: w.p.token })).status).toBe(401);
    // A staff token in the parents' cookie: 401 too.
    expect((await call(children, withCookie(w.p.token, {}))).status).toBe(401);
    // The parent's token or cookie on the staff API: 401.
    expect((await call(studentList, { token: parentToken, tenantId: w.school.id })).status).toBe(401);
    expect((await call(currentUser, { token: parentToken })).status).toBe(401);
    expect((await call(studentList, { tenantId: w.school.id, ...withCookie(cookie, {}) })).status).toBe(401);
    expect((await call(studentList, { token: cookie, tenantId: w.school.id })).status).toBe(401);
    // The staff pages (the proxy and the staff layout) are checked in the browser: tests/e2e/parent-app.spec.ts.
  });

  it('signs out this device only, clearing its cookie', async () => {
    const f = await family(w.school, w.p, w.classId, `Vũ Thị ${rand()}`);
    const phone = await cookieSession(w.school, f);
    const tablet = await cookieSession(w.school, f);
    const out = ok(await call(logout, withCookie(phone)));
    expect(out.headers.get('set-cookie')).toMatch(new RegExp(`${PARENT_SESSION_COOKIE}=;.*Max-Age=0`));
    expect(out.headers.get('set-cookie')).toMatch(/HttpOnly/);
    expect((await call(profile, withCookie(phone, {}))).status).toBe(401);
    ok(await call(profile, withCookie(tablet, {})));
    // Signed out, the cookie cannot sign out again.
    expect((await call(logout, withCookie(phone))).status).toBe(401);
  });

  it('changes the password: the old one checked (translated 400), every other session ends, this one stays', async () => {
    const f = await family(w.school, w.p, w.classId, `Hồ Văn ${rand()}`);
    const phone = await cookieSession(w.school, f);
    const tablet = await cookieSession(w.school, f);
    const next = `New-Pass-${rand()}`;
    const wrong = await call(password, {
      body: { old_password: 'not-the-password', new_password: next, renew_password: next },
      language: 'en',
      ...withCookie(phone),
    });
    expect(wrong.status).toBe(400);
    expect(first(wrong)).toMatchObject({ message: 'errors.wrong_old_password', text: 'The current password is wrong.' });
    expect(first(wrong).fields.old_password).toBe('The current password is wrong.');
    const vi = await call(password, { body: { old_password: 'sai', new_password: next, renew_password: next }, language: 'vi', ...withCookie(phone) });
    expect(first(vi).text).not.toBe('The current password is wrong.');
    const mismatch = await call(password, { body: { old_password: f.password, new_password: next, renew_password: `${next}x` }, language: 'en', ...withCookie(phone) });
    expect(mismatch.status).toBe(400);
    expect(first(mismatch).fields.renew_password).toBeTruthy();
    // Nothing changed so far.
    ok(await call(profile, withCookie(tablet, {})));

    ok(await call(password, { body: { old_password: f.password, new_password: next, renew_password: next }, ...withCookie(phone) }));
    ok(await call(profile, withCookie(phone, {})));
    expect((await call(profile, withCookie(tablet, {}))).status).toBe(401);
    expect((await signInCall({ school_code: w.school.code, username: f.username, password: f.password })).status).toBe(401);
    ok(await signInCall({ school_code: w.school.code, username: f.username, password: next }));
  });
});
