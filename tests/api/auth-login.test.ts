import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { translate } from '@/lib/i18n/translate';
import { db } from '@/lib/server/db/client';
import { sessions, users } from '@/lib/server/db/schema';
import { sha256 } from '@/lib/server/crypto/token';
import { GET as userDetail } from '@/app/api/webadmin/User/get-detail-by-token/route';
import { FREE_ADDRESS_FAILURES, FREE_FAILURES } from '@/lib/server/auth/throttle';
import { makeSchool, makeUser, postLogin, randomIp, signIn, call, type School, type TestUser } from '../helpers/world';

describe('POST /api/webadmin/User/login', () => {
  let school: School;
  let staff: TestUser;

  beforeAll(async () => {
    school = await makeSchool();
    staff = await school.addUser({ roles: ['principal'] });
  });

  it('signs in by username and answers a bearer token that opens the user detail', async () => {
    const r = await postLogin({ username: staff.username, password: staff.password });
    expect(r.status).toBe(200);
    const data = r.body.response.data;
    expect(data.token_type).toBe('Bearer');
    expect(data.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(data.expires_at).getTime()).toBeGreaterThan(Date.now());

    const detail = await call(userDetail, { token: data.accessToken });
    expect(detail.status).toBe(200);
    expect(detail.body.response.data).toMatchObject({ id: staff.id, username: staff.username, email: staff.email });
  });

  it('stores only the SHA-256 of the token', async () => {
    const token = await signIn(staff.username, staff.password);
    const database = await db();
    const rows = await database.select().from(sessions).where(eq(sessions.userId, staff.id));
    expect(rows.map((s) => s.tokenHash)).toContain(sha256(token));
    expect(rows.map((s) => s.tokenHash)).not.toContain(token);
  });

  it('signs in by e-mail, whatever its case, and by username in another case', async () => {
    const byEmail = await postLogin({ username: staff.email.toUpperCase(), password: staff.password });
    expect(byEmail.status).toBe(200);
    const byName = await postLogin({ username: `  ${staff.username.toUpperCase()} `, password: staff.password });
    expect(byName.status).toBe(200);
  });

  it('refuses a wrong password with 401 errors.wrong_credentials, in Vietnamese by default', async () => {
    const r = await postLogin({ username: staff.username, password: 'wrong-password' });
    expect(r.status).toBe(401);
    expect(r.body).toEqual([
      { result: 0, id: null, message: 'errors.wrong_credentials', text: translate('vi', 'errors.wrong_credentials') },
    ]);
  });

  it('translates the message into English with Language: en', async () => {
    const r = await postLogin({ username: staff.username, password: 'wrong-password' }, { language: 'en' });
    expect(r.status).toBe(401);
    expect(r.body[0]).toMatchObject({
      message: 'errors.wrong_credentials',
      text: translate('en', 'errors.wrong_credentials'),
    });
    expect(translate('vi', 'errors.wrong_credentials')).not.toBe(r.body[0].text);
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const r = await postLogin({ username: `nobody-${staff.username}`, password: 'whatever1' });
    expect(r.status).toBe(401);
    expect(r.body[0].message).toBe('errors.wrong_credentials');
  });

  it('refuses a locked account with 403 errors.user_locked once the password is right', async () => {
    const locked = await school.addUser({ status: 'locked' });
    const right = await postLogin({ username: locked.username, password: locked.password });
    expect(right.status).toBe(403);
    expect(right.body[0]).toMatchObject({ result: 0, message: 'errors.user_locked' });
    expect(right.body[0].text).toContain('khóa');
    // A wrong password does not reveal that the account is locked.
    const wrong = await postLogin({ username: locked.username, password: 'not-it-at-all' });
    expect(wrong.status).toBe(401);
  });

  it('slows an account down from one address after failures (429 with Retry-After), never locking it', async () => {
    const victim = await school.addUser();
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i <= FREE_FAILURES; i++) {
      statuses.push((await postLogin({ username: victim.username, password: `wrong-${i}` }, { ip })).status);
    }
    expect(statuses).toEqual([...Array(FREE_FAILURES).fill(401), 429]);
    const r = await postLogin({ username: victim.username, password: victim.password }, { ip, language: 'en' });
    expect(r.status).toBe(429);
    expect(r.body[0].message).toBe('errors.signin_wait_seconds');
    expect(r.body[0].text).toBe(translate('en', 'errors.signin_wait_seconds', { seconds: 2 }));
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    // The account itself is not locked: the right password from another address signs in.
    expect((await postLogin({ username: victim.username, password: victim.password })).status).toBe(200);
  });

  it('counts failed sign-ins that arrive at the same time: sixteen at once from one address are slowed down', async () => {
    const victim = await school.addUser();
    const ip = randomIp();
    const replies = await Promise.all(
      Array.from({ length: FREE_FAILURES + 6 }, (_, i) =>
        postLogin({ username: victim.username, password: `wrong-${i}` }, { ip }),
      ),
    );
    expect(replies.filter((r) => r.status === 401).length).toBe(FREE_FAILURES);
    expect(replies.filter((r) => r.status === 429).length).toBe(6);
    expect((await postLogin({ username: victim.username, password: victim.password }, { ip })).status).toBe(429);
  });

  it('a successful sign-in resets the per-account failure count', async () => {
    const user = await school.addUser();
    for (let i = 0; i < 9; i++) await postLogin({ username: user.username, password: `wrong-${i}` });
    expect((await postLogin({ username: user.username, password: user.password })).status).toBe(200);
    const database = await db();
    const [row] = await database.select({ failed: users.failedLogins }).from(users).where(eq(users.id, user.id));
    expect(row.failed).toBe(0);
    expect((await postLogin({ username: user.username, password: 'wrong-again' })).status).toBe(401);
  });

  it('slows an address down after thirty failed sign-ins, whichever names they tried', async () => {
    const ip = randomIp();
    const other = await school.addUser();
    for (let i = 0; i < FREE_ADDRESS_FAILURES; i++) {
      const r = await postLogin({ username: `ghost-${i}-${other.username}`, password: 'nope-nope' }, { ip });
      expect(r.status).toBe(401);
    }
    const blocked = await postLogin({ username: other.username, password: other.password }, { ip });
    expect(blocked.status).toBe(429);
    // Another address is not affected.
    expect((await postLogin({ username: other.username, password: other.password })).status).toBe(200);
  });

  it('answers 400 with the missing fields', async () => {
    const r = await postLogin({ username: staff.username });
    expect(r.status).toBe(400);
    expect(r.body[0]).toMatchObject({
      result: 0,
      message: 'errors.validation',
      fields: { password: translate('vi', 'errors.required') },
      field_keys: { password: 'errors.required' },
    });
    const both = await postLogin({}, { language: 'en' });
    expect(both.status).toBe(400);
    expect(both.body[0].field_keys).toEqual({ username: 'errors.required', password: 'errors.required' });
    expect(both.body[0].fields.username).toBe(translate('en', 'errors.required'));
  });

  it('answers 400 errors.invalid_json to a body that is not JSON', async () => {
    const r = await postLogin('{"username": "a",', { language: 'en' });
    expect(r.status).toBe(400);
    expect(r.body[0]).toMatchObject({ message: 'errors.invalid_json', text: translate('en', 'errors.invalid_json') });
  });

  it('lets a user of no school sign in, with no school, roles or rights', async () => {
    const loner = await makeUser();
    const token = await signIn(loner.username, loner.password);
    const detail = await call(userDetail, { token });
    expect(detail.status).toBe(200);
    expect(detail.body.response.data).toMatchObject({ tenant_id: null, roles: [], scope: null, rights: {} });
  });
});
