import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/server/db/client';
import { roles } from '@/lib/server/db/schema';
import { createTenant } from '@/lib/server/tenant/create-tenant';
import { encryptTenantKey } from '@/lib/server/crypto/tenant-key';
import { GET as masterData } from '@/app/api/webadmin/MasterData/get-droplist/route';
import { GET as config } from '@/app/api/webadmin/Config/get-list/route';
import { GET as publicKey } from '@/app/api/webadmin/Config/public-key/route';
import { GET as provinces } from '@/app/api/webadmin/Province/get-droplist-by-country-code/route';
import { GET as userDetail } from '@/app/api/webadmin/User/get-detail-by-token/route';
import { call, first, makeSchool, rand, signIn, type School } from '../helpers/world';

// The sign-in pages show the school named by TENANT_CODE. The server reads its environment once, at the first
// request of this file, so the code is chosen before any request is made.
const SIGN_IN_CODE = `LOGIN${rand().toUpperCase()}`;
vi.stubEnv('TENANT_CODE', SIGN_IN_CODE);
afterAll(() => {
  vi.unstubAllEnvs();
});

const BRAND_A = {
  logo: '/uploads/a-logo.png',
  brandName: 'Mầm non Hoa Sen',
  btnColor: '#e8508a',
  textColor: '#ffffff',
  themePrimary: '#e8508a',
  themeMHPrimary: '#c93a72',
  themeMHHeader: '#fff5f9',
  themeMHPrimaryLighter: '#fde6ef',
};

describe('GET /api/webadmin/MasterData/get-droplist', () => {
  let school: School;
  let token: string;

  beforeAll(async () => {
    school = await makeSchool();
    const user = await school.addUser({ roles: ['teacher'] });
    token = await signIn(user.username, user.password);
  });

  it("answers typed entries with values like status_active and the school's roles as key/value", async () => {
    const r = await call(masterData, { token, tenantId: school.id });
    expect(r.status).toBe(200);
    const { items, roles: roleOptions } = r.body.response.data;
    expect(items).toContainEqual({ type: 'status', value: 'status_active', name: 'Đang hoạt động' });
    expect(items).toContainEqual({ type: 'status', value: 'status_locked', name: 'Đã khóa' });
    expect(items).toContainEqual({ type: 'gender', value: 'gender_female', name: 'Nữ' });
    for (const item of items) expect(item.value.startsWith(`${item.type}_`)).toBe(true);

    expect(roleOptions).toContainEqual({ key: 'admin', value: 'Quản trị hệ thống' });
    expect(roleOptions).toContainEqual({ key: 'teacher', value: 'Giáo viên' });
    expect(roleOptions.map((r: { key: string }) => r.key).sort()).toEqual([
      'accountant',
      'admin',
      'nurse',
      'office',
      'principal',
      'teacher',
    ]);
  });

  it('answers names in English with Language: en', async () => {
    const r = await call(masterData, { token, tenantId: school.id, language: 'en' });
    const { items, roles: roleOptions } = r.body.response.data;
    expect(items).toContainEqual({ type: 'status', value: 'status_active', name: 'Active' });
    expect(roleOptions).toContainEqual({ key: 'teacher', value: 'Teacher' });
    expect(roleOptions).toContainEqual({ key: 'admin', value: 'System administrator' });
  });

  it("never shows another school's roles", async () => {
    const other = await makeSchool();
    const database = await db();
    await database
      .insert(roles)
      .values({ tenantId: other.id, key: `only-${other.code}`, nameVi: 'Bảo vệ', nameEn: 'Guard' });
    const r = await call(masterData, { token, tenantId: school.id });
    const keys = r.body.response.data.roles.map((x: { key: string }) => x.key);
    expect(keys).not.toContain(`only-${other.code}`);
    expect(keys.filter((k: string) => k === 'teacher')).toHaveLength(1);
  });

  it('needs a signed-in user', async () => {
    expect((await call(masterData, {})).status).toBe(401);
  });
});

describe('GET /api/webadmin/Config/get-list', () => {
  let a: School;
  let b: School;
  let signInSchoolId: string;

  beforeAll(async () => {
    a = await makeSchool({ config: BRAND_A });
    b = await makeSchool({ name: 'Trường Mầm non Ánh Dương' });
    // makeSchool picks a random code; the sign-in school needs the one TENANT_CODE names.
    const made = await createTenant(await db(), {
      code: SIGN_IN_CODE,
      name: 'Trường đăng nhập',
      config: { brandName: 'Cổng đăng nhập', btnColor: '#123456' },
    });
    signInSchoolId = made.tenant.id;
  });

  it("answers the chosen school's brand and login colours", async () => {
    const user = await a.addUser({ roles: ['office'] });
    await b.grant(user, { roles: ['office'] });
    const token = await signIn(user.username, user.password);

    const inA = await call(config, { token, tenantId: a.id });
    expect(inA.status).toBe(200);
    expect(inA.body.response.data).toMatchObject({ ...BRAND_A, tenantId: a.id, tenantName: a.name });

    // A school without its own brand shows its name and the default colours.
    const inB = await call(config, { token, tenantId: b.id });
    const data = inB.body.response.data;
    expect(data).toMatchObject({ tenantId: b.id, brandName: 'Trường Mầm non Ánh Dương', logo: '/logo.svg' });
    for (const key of [
      'btnColor',
      'textColor',
      'themePrimary',
      'themeMHPrimary',
      'themeMHHeader',
      'themeMHPrimaryLighter',
    ]) {
      expect(data[key], key).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('answers the sign-in school when signed out, whatever the tenant-key says', async () => {
    const r = await call(config, {});
    expect(r.status).toBe(200);
    expect(r.body.response.data).toMatchObject({
      tenantId: signInSchoolId,
      brandName: 'Cổng đăng nhập',
      btnColor: '#123456',
      logo: '/logo.svg',
    });
    // Signed-out browsers send tenant-key 1 (spec §7).
    const withKey = await call(config, { tenantKey: encryptTenantKey('1') });
    expect(withKey.body.response.data.tenantId).toBe(signInSchoolId);
  });

  it("refuses another school's config (403)", async () => {
    const user = await a.addUser();
    const r = await call(config, { token: await signIn(user.username, user.password), tenantId: b.id });
    expect(r.status).toBe(403);
    expect(first(r).message).toBe('errors.tenant_forbidden');
  });
});

describe('GET /api/webadmin/Config/public-key', () => {
  it('answers the PEM key that tenant-key headers are encrypted with', async () => {
    const r = await call(publicKey, {});
    expect(r.status).toBe(200);
    const pem: string = r.body.response.data.publicKey;
    expect(pem).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n?$/);

    // A browser that encrypts its school with this key is understood.
    const school = await makeSchool();
    const user = await school.addUser();
    const token = await signIn(user.username, user.password);
    const detail = await call(userDetail, { token, tenantKey: encryptTenantKey(school.id, pem) });
    expect(detail.status).toBe(200);
    expect(detail.body.response.data.tenant_id).toBe(school.id);
  });
});

describe('GET /api/webadmin/Province/get-droplist-by-country-code', () => {
  let token: string;
  beforeAll(async () => {
    const school = await makeSchool();
    const user = await school.addUser();
    token = await signIn(user.username, user.password);
  });

  it('answers exactly the 34 provinces and cities of Vietnam for 84, with string ids', async () => {
    const r = await call(provinces, { token, query: { country_code: 84 } });
    expect(r.status).toBe(200);
    const list = r.body.response.data as { province_id: unknown; name: string; kind: string }[];
    expect(list).toHaveLength(34);
    for (const p of list) expect(typeof p.province_id).toBe('string');
    expect(new Set(list.map((p) => p.province_id)).size).toBe(34);
    expect(list).toContainEqual({ province_id: '01', name: 'Thành phố Hà Nội', kind: 'city' });
    expect(list).toContainEqual(expect.objectContaining({ province_id: '79', name: 'Thành phố Hồ Chí Minh' }));
    expect(list.filter((p) => p.kind === 'city')).toHaveLength(6);
  });

  it('names them in English with Language: en, and defaults to 84', async () => {
    const r = await call(provinces, { token, language: 'en' });
    expect(r.body.response.data).toHaveLength(34);
    expect(r.body.response.data).toContainEqual({ province_id: '01', name: 'Ha Noi City', kind: 'city' });
  });

  it('answers an empty list for another country and 400 for a code that is not a number', async () => {
    expect((await call(provinces, { token, query: { country_code: 66 } })).body.response.data).toEqual([]);
    const bad = await call(provinces, { token, query: { country_code: 'vn' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(first(bad).fields)).toEqual(['country_code']);
  });

  it('needs a signed-in user', async () => {
    expect((await call(provinces, { query: { country_code: 84 } })).status).toBe(401);
  });
});
