import { beforeAll, describe, expect, it } from 'vitest';
import { GET as userDetail } from '@/app/api/webadmin/User/get-detail-by-token/route';
import { PUT as updateLanguage } from '@/app/api/webadmin/User/update-language/[code]/route';
import { PUT as updatePassword } from '@/app/api/webadmin/User/update-password/route';
import { GET as accessGroup } from '@/app/api/admin/accounts/getAccessGroup/route';
import { translate } from '@/lib/i18n/translate';
import { call, first, makeSchool, makeUser, postLogin, signIn, type School, type TestUser } from '../helpers/world';

describe('GET /api/webadmin/User/get-detail-by-token', () => {
  let a: School;
  let b: School;

  beforeAll(async () => {
    [a, b] = await Promise.all([makeSchool(), makeSchool()]);
  });

  it('answers the signed-in user with roles, scope and rights in the chosen school', async () => {
    const teacher = await a.addUser({ roles: ['teacher'], fullName: 'Trần Thu Hà' });
    const token = await signIn(teacher.username, teacher.password);
    const r = await call(userDetail, { token, tenantId: a.id });
    expect(r.status).toBe(200);
    const data = r.body.response.data;
    expect(data).toMatchObject({
      id: teacher.id,
      username: teacher.username,
      full_name: 'Trần Thu Hà',
      email: teacher.email,
      language_code: 'vi',
      roles: ['teacher'],
      scope: 'class',
      tenant_id: a.id,
      is_system_admin: false,
    });
    expect(data.rights.student).toEqual(['read', 'update']);
    expect(data.rights.user).toBeUndefined();
    expect(data).not.toHaveProperty('password_hash');
    expect(data).not.toHaveProperty('passwordHash');
  });

  it('uses the default school when no tenant-key is sent, and the chosen one when it is', async () => {
    const office = await a.addUser({ roles: ['office'], isDefault: true });
    await b.grant(office, { roles: ['principal', 'nurse'], isDefault: false });
    const token = await signIn(office.username, office.password);

    const plain = await call(userDetail, { token });
    expect(plain.body.response.data).toMatchObject({ tenant_id: a.id, roles: ['office'], scope: 'school' });

    const inB = await call(userDetail, { token, tenantId: b.id });
    expect(inB.body.response.data.tenant_id).toBe(b.id);
    expect([...inB.body.response.data.roles].sort()).toEqual(['nurse', 'principal']);
  });

  it('gives a system administrator the admin role and system scope in any school', async () => {
    const admin = await makeUser({ isSystemAdmin: true });
    const token = await signIn(admin.username, admin.password);
    const r = await call(userDetail, { token, tenantId: b.id });
    expect(r.status).toBe(200);
    expect(r.body.response.data).toMatchObject({
      tenant_id: b.id,
      roles: ['admin'],
      scope: 'system',
      is_system_admin: true,
    });
    expect(r.body.response.data.rights.user).toContain('delete');
  });

  it('answers 401 errors.unauthorized without a token', async () => {
    const r = await call(userDetail, { language: 'en' });
    expect(r.status).toBe(401);
    expect(first(r)).toMatchObject({
      result: 0,
      message: 'errors.unauthorized',
      text: translate('en', 'errors.unauthorized'),
    });
  });
});

describe('GET /api/admin/accounts/getAccessGroup', () => {
  it("answers the caller's rights in the chosen school as '{menu}.{action}'", async () => {
    const school = await makeSchool();
    const teacher = await school.addUser({ roles: ['teacher'] });
    const token = await signIn(teacher.username, teacher.password);
    const r = await call(accessGroup, { token, tenantId: school.id });
    expect(r.status).toBe(200);
    const rights: string[] = r.body.response.data;
    expect(rights).toEqual(
      expect.arrayContaining(['home.read', 'student.read', 'student.update', 'attendance.create']),
    );
    expect(rights).not.toContain('student.delete');
    expect(rights.some((x) => x.startsWith('user.') || x.startsWith('role.') || x.startsWith('tuition.'))).toBe(false);
  });

  it('joins the rights of several roles', async () => {
    const school = await makeSchool();
    const both = await school.addUser({ roles: ['accountant', 'nurse'] });
    const token = await signIn(both.username, both.password);
    const rights: string[] = (await call(accessGroup, { token, tenantId: school.id })).body.response.data;
    expect(rights).toEqual(expect.arrayContaining(['tuition.create', 'medicine-request.approve']));
    expect(new Set(rights).size).toBe(rights.length);
  });

  it('answers 403 errors.no_school to a user without any school', async () => {
    const loner = await makeUser();
    const token = await signIn(loner.username, loner.password);
    const r = await call(accessGroup, { token });
    expect(r.status).toBe(403);
    expect(first(r).message).toBe('errors.no_school');
  });
});

describe('PUT /api/webadmin/User/update-language/{code}', () => {
  let user: TestUser;
  let token: string;

  beforeAll(async () => {
    const school = await makeSchool();
    user = await school.addUser();
    token = await signIn(user.username, user.password);
  });

  it('saves the language and answers the mutation list', async () => {
    const r = await call(updateLanguage, { token, params: { code: 'en' } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([
      { result: 1, id: user.id, message: 'common.success', text: translate('vi', 'common.success') },
    ]);
    const detail = await call(userDetail, { token });
    expect(detail.body.response.data.language_code).toBe('en');

    await call(updateLanguage, { token, params: { code: 'vi' } });
    expect((await call(userDetail, { token })).body.response.data.language_code).toBe('vi');
  });

  it('accepts only vi and en', async () => {
    for (const code of ['fr', 'EN', 'vi-VN', 'x']) {
      const r = await call(updateLanguage, { token, params: { code }, language: 'en' });
      expect(r.status, code).toBe(400);
      expect(first(r).field_keys).toEqual({ code: 'errors.invalid_language' });
      expect(first(r).fields.code).toBe(translate('en', 'errors.invalid_language'));
    }
    expect((await call(userDetail, { token })).body.response.data.language_code).toBe('vi');
  });

  it('needs a signed-in user', async () => {
    const r = await call(updateLanguage, { params: { code: 'en' } });
    expect(r.status).toBe(401);
  });
});

describe('PUT /api/webadmin/User/update-password', () => {
  let school: School;
  beforeAll(async () => {
    school = await makeSchool();
  });

  it('refuses a wrong old password with 400 errors.wrong_old_password and changes nothing', async () => {
    const user = await school.addUser();
    const token = await signIn(user.username, user.password);
    const r = await call(updatePassword, {
      token,
      body: { old_password: 'not-my-password', new_password: 'Brand-New-Pass1', renew_password: 'Brand-New-Pass1' },
    });
    expect(r.status).toBe(400);
    expect(first(r)).toMatchObject({
      result: 0,
      message: 'errors.wrong_old_password',
      field_keys: { old_password: 'errors.wrong_old_password' },
    });
    expect((await postLogin({ username: user.username, password: user.password })).status).toBe(200);
    expect((await postLogin({ username: user.username, password: 'Brand-New-Pass1' })).status).toBe(401);
  });

  it('refuses a confirmation that differs with a message on renew_password', async () => {
    const user = await school.addUser();
    const token = await signIn(user.username, user.password);
    const r = await call(updatePassword, {
      token,
      body: { old_password: user.password, new_password: 'Brand-New-Pass1', renew_password: 'Brand-New-Pass2' },
    });
    expect(r.status).toBe(400);
    expect(first(r).field_keys).toEqual({ renew_password: 'errors.password_mismatch' });
    expect(first(r).fields.renew_password).toBe('Xác nhận mật khẩu không đúng');
    expect((await postLogin({ username: user.username, password: user.password })).status).toBe(200);
  });

  it('names every missing field, and a new password that is too short', async () => {
    const user = await school.addUser();
    const token = await signIn(user.username, user.password);
    const missing = await call(updatePassword, { token, body: {} });
    expect(missing.status).toBe(400);
    expect(first(missing).field_keys).toMatchObject({
      old_password: 'errors.required',
      new_password: 'errors.required',
      renew_password: 'errors.required',
    });
    const short = await call(updatePassword, {
      token,
      body: { old_password: user.password, new_password: 'short', renew_password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(first(short).field_keys).toEqual({ new_password: 'errors.password_too_short' });
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const user = await school.addUser();
    const token = await signIn(user.username, user.password);
    const next = 'Brand-New-Pass1';
    const r = await call(updatePassword, {
      token,
      language: 'en',
      body: { old_password: user.password, new_password: next, renew_password: next },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([
      { result: 1, id: user.id, message: 'common.success', text: translate('en', 'common.success') },
    ]);
    expect((await postLogin({ username: user.username, password: next })).status).toBe(200);
    const old = await postLogin({ username: user.username, password: user.password });
    expect(old.status).toBe(401);
    expect(first(old).message).toBe('errors.wrong_credentials');
  });

  it('ends the other sessions of the user, and keeps the one that changed it until it signs out', async () => {
    const user = await school.addUser();
    const phone = await signIn(user.username, user.password);
    const desk = await signIn(user.username, user.password);
    const next = 'Another-Pass-22';
    const r = await call(updatePassword, { token: desk, body: { old_password: user.password, new_password: next, renew_password: next } });
    expect(r.status).toBe(200);
    const onPhone = await call(userDetail, { token: phone });
    expect(onPhone.status).toBe(401);
    expect(first(onPhone).message).toBe('errors.session_expired');
    expect((await call(userDetail, { token: desk })).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const r = await call(updatePassword, {
      body: { old_password: 'a', new_password: 'bbbbbbbb', renew_password: 'bbbbbbbb' },
    });
    expect(r.status).toBe(401);
  });
});
