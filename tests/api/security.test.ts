import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { sessions, users } from '@/lib/server/db/schema';
import { sha256 } from '@/lib/server/crypto/token';
import { encryptTenantKey } from '@/lib/server/crypto/tenant-key';
import { presetTenantKeys } from '@/lib/server/crypto/preset-tenant-keys';
import { translate } from '@/lib/i18n/translate';
import { GET as userDetail } from '@/app/api/webadmin/User/get-detail-by-token/route';
import { GET as config } from '@/app/api/webadmin/Config/get-list/route';
import { GET as menuList } from '@/app/api/webadmin/Menu/get-list-by-user/route';
import { GET as masterData } from '@/app/api/webadmin/MasterData/get-droplist/route';
import { GET as accessGroup } from '@/app/api/admin/accounts/getAccessGroup/route';
import { call, first, makeSchool, makeUser, signIn, type School, type TestUser } from '../helpers/world';

describe('bearer token', () => {
  let school: School;
  let user: TestUser;

  beforeAll(async () => {
    school = await makeSchool();
    user = await school.addUser();
  });

  it('answers 401 to a token that is malformed or unknown', async () => {
    for (const token of ['not-a-token', 'x'.repeat(43), 'y'.repeat(500)]) {
      const r = await call(userDetail, { token, language: 'en' });
      expect(r.status, token.slice(0, 10)).toBe(401);
      expect(first(r)).toMatchObject({
        result: 0,
        message: 'errors.token_invalid',
        text: translate('en', 'errors.token_invalid'),
      });
    }
    const noBearer = await call(userDetail, { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(noBearer.status).toBe(401);
    expect(first(noBearer).message).toBe('errors.unauthorized');
  });

  it('answers 401 errors.session_expired once the session has expired', async () => {
    const token = await signIn(user.username, user.password);
    expect((await call(userDetail, { token })).status).toBe(200);
    const database = await db();
    await database
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.tokenHash, sha256(token)));
    const r = await call(userDetail, { token });
    expect(r.status).toBe(401);
    expect(first(r).message).toBe('errors.session_expired');
  });

  it('answers 401 at once to a revoked session', async () => {
    const token = await signIn(user.username, user.password);
    const database = await db();
    await database
      .update(sessions)
      .set({ active: false, inactivatedAt: new Date() })
      .where(eq(sessions.tokenHash, sha256(token)));
    const r = await call(userDetail, { token, tenantId: school.id });
    expect(r.status).toBe(401);
    expect(first(r).message).toBe('errors.session_expired');
  });

  it('answers 401 to the sessions of an account locked after they began', async () => {
    const victim = await school.addUser();
    const token = await signIn(victim.username, victim.password);
    const database = await db();
    await database.update(users).set({ status: 'locked' }).where(eq(users.id, victim.id));
    const r = await call(userDetail, { token });
    expect(r.status).toBe(401);
    expect(first(r).message).toBe('errors.user_locked');
  });
});

describe('tenant-key header', () => {
  let a: School;
  let b: School;
  let userA: TestUser;
  let tokenA: string;

  beforeAll(async () => {
    [a, b] = await Promise.all([makeSchool(), makeSchool()]);
    userA = await a.addUser({ roles: ['principal'] });
    tokenA = await signIn(userA.username, userA.password);
  });

  it('answers a header that does not decrypt, or holds no school id, like a school the user may not enter (403)', async () => {
    for (const tenantKey of ['garbage', Buffer.from('x'.repeat(256)).toString('base64'), encryptTenantKey('hello')]) {
      const r = await call(userDetail, { token: tokenA, tenantKey, language: 'en' });
      expect(r.status).toBe(403);
      expect(first(r)).toMatchObject({
        message: 'errors.tenant_forbidden',
        text: translate('en', 'errors.tenant_forbidden'),
      });
    }
  });

  it('accepts the headers a page comes with, encrypted by the server for the chosen school, 0 and 1', async () => {
    const keys = presetTenantKeys(b.id);
    expect(Object.keys(keys).sort()).toEqual(['0', '1', b.id].sort());
    expect(Object.keys(presetTenantKeys("x' or 1=1"))).toEqual(['0', '1']);
    const own = await call(userDetail, { token: tokenA, tenantKey: presetTenantKeys(a.id)[a.id] });
    expect(own.status).toBe(200);
    expect(own.body.response.data.tenant_id).toBe(a.id);
    expect((await call(userDetail, { token: tokenA, tenantKey: keys['0'] })).body.response.data.tenant_id).toBe(a.id);
    // Encrypting a school's id does not open it: the server still checks that the user may enter it.
    expect((await call(userDetail, { token: tokenA, tenantKey: keys[b.id] })).status).toBe(403);
  });

  it('takes 0 and 1 as "my default school"', async () => {
    for (const value of ['0', '1']) {
      const r = await call(userDetail, { token: tokenA, tenantKey: encryptTenantKey(value) });
      expect(r.status).toBe(200);
      expect(r.body.response.data.tenant_id).toBe(a.id);
    }
  });

  it('answers 403 errors.tenant_forbidden to a school the user may not enter', async () => {
    const r = await call(userDetail, { token: tokenA, tenantId: b.id });
    expect(r.status).toBe(403);
    expect(first(r)).toMatchObject({
      result: 0,
      message: 'errors.tenant_forbidden',
      text: translate('vi', 'errors.tenant_forbidden'),
    });
    const unknown = await call(userDetail, { token: tokenA, tenantId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(403);
  });

  it('cross-school: a user of school A reads nothing of school B through tenant-key B', async () => {
    for (const [name, handler] of [
      ['config', config],
      ['menu', menuList],
      ['master data (roles)', masterData],
      ['access groups', accessGroup],
    ] as const) {
      const r = await call(handler, { token: tokenA, tenantId: b.id });
      expect(r.status, name).toBe(403);
      expect(first(r).message, name).toBe('errors.tenant_forbidden');
      expect(JSON.stringify(r.body), name).not.toContain(b.id);
      expect(JSON.stringify(r.body), name).not.toContain(b.name);
    }
    // The same calls in school A work.
    for (const handler of [config, menuList, masterData, accessGroup]) {
      expect((await call(handler, { token: tokenA, tenantId: a.id })).status).toBe(200);
    }
  });

  it('lets a system administrator into any school', async () => {
    const admin = await makeUser({ isSystemAdmin: true });
    const token = await signIn(admin.username, admin.password);
    const r = await call(config, { token, tenantId: b.id });
    expect(r.status).toBe(200);
    expect(r.body.response.data.tenantId).toBe(b.id);
  });
});
