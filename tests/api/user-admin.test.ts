import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import {
  auditLogs,
  classTeachers,
  classes,
  roles,
  schoolYears,
  sessions,
  users,
  userRoles,
  userSchools,
} from '@/lib/server/db/schema';
import { GET as userList } from '@/app/api/webadmin/User/get-list/route';
import { GET as userDetail } from '@/app/api/webadmin/User/get-detail/route';
import { POST as userCreate } from '@/app/api/webadmin/User/create/route';
import { PUT as userUpdate } from '@/app/api/webadmin/User/update/[id]/route';
import { PUT as resetPassword } from '@/app/api/webadmin/User/reset-password/[id]/route';
import { PUT as lockUser } from '@/app/api/webadmin/User/lock/[id]/route';
import { PUT as unlockUser } from '@/app/api/webadmin/User/unlock/[id]/route';
import { PUT as endSessions } from '@/app/api/webadmin/User/inactivate-sessions/[id]/route';
import { GET as me } from '@/app/api/webadmin/User/get-detail-by-token/route';
import {
  call,
  first,
  makeSchool,
  makeUser,
  postLogin,
  rand,
  signIn,
  type Json,
  type School,
  type TestUser,
} from '../helpers/world';

type Row = {
  id: string;
  username: string;
  full_name: string;
  status: string;
  roles: { id: string; name: string }[];
  schools: { id: string }[];
  scope: string | null;
};

async function addClass(tenantId: string, name = `Chồi ${rand()}`) {
  const database = await db();
  const [year] = await database
    .insert(schoolYears)
    .values({ tenantId, name: `2025-2026 ${rand()}`, startDate: '2025-09-01', endDate: '2026-05-31' })
    .returning({ id: schoolYears.id });
  const [row] = await database
    .insert(classes)
    .values({ tenantId, schoolYearId: year.id, name, ageGroup: 'mau_giao_nho' })
    .returning({ id: classes.id });
  return row.id;
}

async function teach(tenantId: string, userId: string, classId: string) {
  await (await db()).insert(classTeachers).values({ tenantId, classId, userId });
}

const ids = (r: Json) => (r.body.response.data as Row[]).map((x) => x.id);

function newUser(tenantId: string, over: Json = {}) {
  const username = `nv-${rand()}`;
  return {
    username,
    full_name: 'Lê Thị Hồng',
    email: `${username}@truong.test`,
    phone: '0912 345 678',
    language_code: 'vi',
    status: 'active',
    password: 'Mat-khau-123',
    schools: [{ tenant_id: tenantId, scope: 'school', role_ids: [], class_ids: [] }],
    ...over,
  };
}

describe('User administration', () => {
  let a: School;
  let b: School;
  let principal: TestUser;
  let pToken: string;
  let adminToken: string;
  let officeToken: string;
  let both: TestUser;
  let onlyB: TestUser;

  beforeAll(async () => {
    [a, b] = await Promise.all([makeSchool(), makeSchool()]);
    principal = await a.addUser({ roles: ['principal'], fullName: 'Phạm Minh Đức' });
    const office = await a.addUser({ roles: ['office'] });
    both = await a.addUser({ roles: ['nurse'], fullName: 'Nguyễn Văn Ân' });
    await b.grant(both, { roles: ['accountant'] });
    onlyB = await b.addUser({ roles: ['principal'] });
    const admin = await makeUser({ isSystemAdmin: true });
    [pToken, adminToken, officeToken] = await Promise.all([
      signIn(principal.username, principal.password),
      signIn(admin.username, admin.password),
      signIn(office.username, office.password),
    ]);
  });

  const asP = () => ({ token: pToken, tenantId: a.id });
  const asAdmin = (tenantId = a.id) => ({ token: adminToken, tenantId });

  describe('GET /api/webadmin/User/get-list', () => {
    it("lists only the chosen school's users, with their roles there", async () => {
      const r = await call(userList, { ...asP(), query: { page_size: 100 } });
      expect(r.status).toBe(200);
      expect(ids(r)).toEqual(expect.arrayContaining([principal.id, both.id]));
      expect(ids(r)).not.toContain(onlyB.id);
      const row = (r.body.response.data as Row[]).find((x) => x.id === both.id)!;
      expect(row.roles).toEqual([{ id: a.roleIds.nurse, name: 'Nhân viên y tế' }]);
      expect(row.scope).toBe('school');
      expect(row.schools).toEqual([]);
      expect(row).not.toHaveProperty('password_hash');
      expect(r.body.response.total).toBe(3);
    });

    it('searches without accents in username, full name, e-mail and phone', async () => {
      const phoneUser = await a.addUser({ roles: ['office'], fullName: 'Trần Thị Bích' });
      await (await db()).update(users).set({ phone: '0987.654.321' }).where(eq(users.id, phoneUser.id));
      const by = async (search: string) => ids(await call(userList, { ...asP(), query: { search } }));
      expect(await by('nguyen van an')).toEqual([both.id]);
      expect(await by('NGUYỄN')).toEqual([both.id]);
      expect(await by('duc')).toEqual([principal.id]);
      expect(await by(principal.email.toUpperCase())).toEqual([principal.id]);
      expect(await by(both.username)).toEqual([both.id]);
      expect(await by('0987654')).toEqual([phoneUser.id]);
      expect(await by('0987.654')).toEqual([phoneUser.id]);
      // Digits inside a name or username are not a phone search: "ab98-76x54" is no part of 0987654321.
      expect(await by('ab98-76x54')).toEqual([]);
      expect(await by('không có ai')).toEqual([]);
      expect(await by(onlyB.username)).toEqual([]);
    });

    it('filters by status and role, sorts and pages on the server', async () => {
      const locked = await a.addUser({ roles: ['nurse'], status: 'locked' });
      const lockedOnly = await call(userList, { ...asP(), query: { status: 'locked' } });
      expect(ids(lockedOnly)).toEqual([locked.id]);
      const nurses = await call(userList, { ...asP(), query: { role_id: a.roleIds.nurse, order_by: 'username' } });
      expect(ids(nurses).sort()).toEqual([both.id, locked.id].sort());
      const sorted = await call(userList, { ...asP(), query: { order_by: '-username', page_size: 2, page: 1 } });
      const all = await call(userList, { ...asP(), query: { order_by: 'username', page_size: 100 } });
      const names = (all.body.response.data as Row[]).map((x) => x.username);
      expect(names).toEqual([...names].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())));
      expect((sorted.body.response.data as Row[]).map((x) => x.username)).toEqual([...names].reverse().slice(0, 2));
      expect(sorted.body.response.total).toBe(all.body.response.total);
      expect((await call(userList, { ...asP(), query: { status: 'gone' } })).status).toBe(400);
    });

    it('lets a system administrator see everyone, or one school, with every school listed', async () => {
      const all = await call(userList, { ...asAdmin(), query: { search: both.username } });
      expect(all.body.response.data[0].schools.map((s: { id: string }) => s.id).sort()).toEqual([a.id, b.id].sort());
      const inB = await call(userList, { ...asAdmin(), query: { tenant_id: b.id, page_size: 100 } });
      expect(ids(inB).sort()).toEqual([both.id, onlyB.id].sort());
      // Roles shown are those of the filtered school.
      expect((inB.body.response.data as Row[]).find((x) => x.id === both.id)!.roles).toEqual([
        { id: b.roleIds.accountant, name: 'Kế toán' },
      ]);
      const loner = await makeUser();
      expect(ids(await call(userList, { ...asAdmin(), query: { search: loner.username } }))).toEqual([loner.id]);
    });

    it("answers 404 when a school's staff ask for another school, and 403 without user.read", async () => {
      const r = await call(userList, { ...asP(), query: { tenant_id: b.id } });
      expect(r.status).toBe(404);
      const nurse = await a.addUser({ roles: ['nurse'] });
      const denied = await call(userList, { token: await signIn(nurse.username, nurse.password), tenantId: a.id });
      expect(denied.status).toBe(403);
      expect(first(denied).message).toBe('errors.forbidden_action');
    });

    it('cuts a teacher (scope class) to themself and the teachers of their classes', async () => {
      const school = await makeSchool();
      const database = await db();
      const [lead] = await database
        .insert(roles)
        .values({ tenantId: school.id, key: 'lead', nameVi: 'Tổ trưởng', nameEn: 'Lead', rights: { user: ['read'] } })
        .returning({ id: roles.id });
      const teacher = await school.addUser({ roles: ['teacher'] });
      await database.insert(userRoles).values({ tenantId: school.id, userId: teacher.id, roleId: lead.id });
      const mate = await school.addUser({ roles: ['teacher'] });
      const stranger = await school.addUser({ roles: ['teacher'] });
      const office = await school.addUser({ roles: ['office'] });
      const [c1, c2] = [await addClass(school.id), await addClass(school.id)];
      await teach(school.id, teacher.id, c1);
      await teach(school.id, mate.id, c1);
      await teach(school.id, stranger.id, c2);
      const token = await signIn(teacher.username, teacher.password);
      const r = await call(userList, { token, tenantId: school.id, query: { page_size: 100 } });
      expect(r.status).toBe(200);
      expect(ids(r).sort()).toEqual([teacher.id, mate.id].sort());
      expect((await call(userDetail, { token, tenantId: school.id, query: { id: mate.id } })).status).toBe(200);
      for (const other of [stranger, office]) {
        expect((await call(userDetail, { token, tenantId: school.id, query: { id: other.id } })).status).toBe(404);
      }
    });
  });

  describe('GET /api/webadmin/User/get-detail', () => {
    it("shows a school's staff only their school's part of the user", async () => {
      const r = await call(userDetail, { ...asP(), query: { id: both.id } });
      expect(r.status).toBe(200);
      expect(r.body.response.data).toMatchObject({
        id: both.id,
        username: both.username,
        full_name: 'Nguyễn Văn Ân',
        status: 'active',
        is_system_admin: false,
        schools: [{ tenant_id: a.id, scope: 'school', role_ids: [a.roleIds.nurse], class_ids: [] }],
      });
      expect(r.body.response.data).not.toHaveProperty('password_hash');
    });

    it('shows a system administrator every school of the user', async () => {
      const r = await call(userDetail, { ...asAdmin(), query: { id: both.id } });
      expect(r.body.response.data.schools.map((s: { tenant_id: string }) => s.tenant_id).sort()).toEqual(
        [a.id, b.id].sort(),
      );
    });

    it('answers 404 for a user of another school, 400 for a bad id, 403 without the right', async () => {
      const r = await call(userDetail, { ...asP(), query: { id: onlyB.id } });
      expect(r.status).toBe(404);
      expect(first(r).message).toBe('errors.not_found');
      expect((await call(userDetail, { ...asP(), query: { id: 'x' } })).status).toBe(400);
      const teacher = await a.addUser({ roles: ['teacher'] });
      expect(
        (
          await call(userDetail, {
            token: await signIn(teacher.username, teacher.password),
            tenantId: a.id,
            query: { id: both.id },
          })
        ).status,
      ).toBe(403);
    });
  });

  describe('POST /api/webadmin/User/create', () => {
    it('creates a user of the school with roles, scope and classes; they can sign in', async () => {
      const classId = await addClass(a.id);
      const body = newUser(a.id, {
        schools: [{ tenant_id: a.id, scope: 'class', role_ids: [a.roleIds.teacher], class_ids: [classId] }],
      });
      const r = await call(userCreate, { ...asP(), body });
      expect(r.status).toBe(200);
      expect(first(r)).toMatchObject({ result: 1, message: 'userAdmin.created' });
      const id = first(r).id;
      const detail = await call(userDetail, { ...asP(), query: { id } });
      expect(detail.body.response.data).toMatchObject({
        username: body.username,
        email: body.email,
        phone: '0912 345 678',
        schools: [
          { tenant_id: a.id, scope: 'class', is_default: true, role_ids: [a.roleIds.teacher], class_ids: [classId] },
        ],
      });
      const token = await signIn(body.username, body.password);
      const mine = (await call(me, { token })).body.response.data;
      expect(mine).toMatchObject({ tenant_id: a.id, roles: ['teacher'], scope: 'class' });

      const database = await db();
      // The audit trigger names an inserted row "create" (migration 0004; "insert" before it).
      const [log] = await database
        .select()
        .from(auditLogs)
        .where(
          and(
            eq(auditLogs.recordType, 'users'),
            eq(auditLogs.recordId, id),
            inArray(auditLogs.action, ['create', 'insert']),
          ),
        );
      expect(log.userId).toBe(principal.id);
      expect(log.tenantId).toBe(a.id);
      expect(JSON.stringify(log.newValues)).not.toContain('password_hash');
    });

    it('answers 409 for a username or e-mail already used, whatever the case', async () => {
      const taken = await call(userCreate, {
        ...asP(),
        body: newUser(a.id, { username: onlyB.username.toUpperCase() }),
      });
      expect(taken.status).toBe(409);
      expect(first(taken).message).toBe('errors.username_taken');
      const mail = await call(userCreate, { ...asP(), body: newUser(a.id, { email: principal.email.toUpperCase() }) });
      expect(mail.status).toBe(409);
      expect(first(mail).message).toBe('errors.email_taken');
    });

    it("answers 404 for another school's school, role or class, and writes nothing", async () => {
      const classB = await addClass(b.id);
      const cases = [
        [{ tenant_id: b.id, scope: 'school', role_ids: [], class_ids: [] }],
        [{ tenant_id: a.id, scope: 'school', role_ids: [b.roleIds.nurse], class_ids: [] }],
        [{ tenant_id: a.id, scope: 'class', role_ids: [a.roleIds.teacher], class_ids: [classB] }],
      ];
      for (const schools of cases) {
        const body = newUser(a.id, { schools });
        const r = await call(userCreate, { ...asP(), body });
        expect(r.status, JSON.stringify(schools)).toBe(404);
        expect(first(r).message).toBe('errors.not_found');
        expect(await (await db()).select().from(users).where(eq(users.username, body.username))).toHaveLength(0);
      }
    });

    it('answers 400 with the field messages for invalid input', async () => {
      const r = await call(userCreate, {
        ...asP(),
        body: newUser(a.id, {
          username: 'có dấu',
          full_name: '',
          email: 'not-mail',
          phone: 'abc',
          password: 'short',
          language_code: 'fr',
          status: 'gone',
        }),
      });
      expect(r.status).toBe(400);
      expect(first(r).field_keys).toMatchObject({
        username: 'errors.username_invalid',
        full_name: 'errors.required',
        email: 'errors.email_invalid',
        phone: 'errors.phone_invalid',
        password: 'errors.password_too_short',
        language_code: 'errors.invalid_language',
      });
      const noSchool = await call(userCreate, { ...asP(), body: newUser(a.id, { schools: [] }) });
      expect(noSchool.status).toBe(400);
      expect(first(noSchool).message).toBe('errors.school_required');
    });

    it('lets only a system administrator make a system administrator or grant several schools', async () => {
      const r = await call(userCreate, { ...asP(), body: newUser(a.id, { is_system_admin: true }) });
      expect(r.status).toBe(403);
      const body = newUser(a.id, {
        schools: [
          { tenant_id: a.id, scope: 'school', role_ids: [a.roleIds.office], class_ids: [] },
          { tenant_id: b.id, scope: 'school', role_ids: [b.roleIds.nurse], class_ids: [] },
        ],
      });
      const ok = await call(userCreate, { ...asAdmin(), body });
      expect(ok.status).toBe(200);
      const detail = (await call(userDetail, { ...asAdmin(), query: { id: first(ok).id } })).body.response.data;
      expect(detail.schools).toHaveLength(2);
      expect(detail.schools.filter((s: { is_default: boolean }) => s.is_default)).toHaveLength(1);
    });

    it('answers 403 without user.create', async () => {
      const r = await call(userCreate, { token: officeToken, tenantId: a.id, body: newUser(a.id) });
      expect(r.status).toBe(403);
    });
  });

  describe('PUT /api/webadmin/User/update/{id}', () => {
    it("changes the user's roles, scope and classes in this school, leaving another school's part alone", async () => {
      const classId = await addClass(a.id);
      const body = {
        username: both.username,
        full_name: 'Nguyễn Văn Ân',
        email: both.email,
        phone: null,
        language_code: 'vi',
        status: 'active',
        schools: [
          { tenant_id: a.id, scope: 'class', role_ids: [a.roleIds.teacher, a.roleIds.nurse], class_ids: [classId] },
        ],
      };
      const r = await call(userUpdate, { ...asP(), params: { id: both.id }, body });
      expect(r.status).toBe(200);
      expect(first(r)).toMatchObject({ result: 1, id: both.id, message: 'userAdmin.updated' });
      const detail = (await call(userDetail, { ...asAdmin(), query: { id: both.id } })).body.response.data;
      const inA = detail.schools.find((s: { tenant_id: string }) => s.tenant_id === a.id);
      expect(inA).toMatchObject({ scope: 'class', class_ids: [classId] });
      expect(inA.role_ids.sort()).toEqual([a.roleIds.teacher, a.roleIds.nurse].sort());
      expect(detail.schools.find((s: { tenant_id: string }) => s.tenant_id === b.id)).toMatchObject({
        role_ids: [b.roleIds.accountant],
      });
    });

    it('changes the account of a user of this school alone', async () => {
      const u = await a.addUser({ roles: ['office'] });
      const body = {
        username: u.username.toUpperCase(),
        full_name: 'Đỗ Thu Trang',
        email: null,
        phone: '0901 222 333',
        language_code: 'en',
        status: 'active',
        schools: [{ tenant_id: a.id, scope: 'school', role_ids: [a.roleIds.office], class_ids: [] }],
      };
      const r = await call(userUpdate, { ...asP(), params: { id: u.id }, body });
      expect(r.status).toBe(200);
      const detail = (await call(userDetail, { ...asP(), query: { id: u.id } })).body.response.data;
      expect(detail).toMatchObject({
        username: body.username,
        full_name: 'Đỗ Thu Trang',
        email: null,
        phone: '0901 222 333',
        language_code: 'en',
        shared: false,
      });
    });

    it('keeps the account of a user shared with another school for system administrators (403 errors.user_other_school)', async () => {
      const listed = await call(userList, { ...asP(), query: { search: both.username } });
      expect(listed.body.response.data[0].shared).toBe(true);
      expect((await call(userDetail, { ...asP(), query: { id: both.id } })).body.response.data.shared).toBe(true);
      const body = {
        username: both.username,
        full_name: 'Đổi tên',
        email: both.email,
        language_code: 'vi',
        status: 'active',
        schools: [{ tenant_id: a.id, scope: 'school', role_ids: [a.roleIds.nurse], class_ids: [] }],
      };
      const r = await call(userUpdate, { ...asP(), params: { id: both.id }, body });
      expect(r.status).toBe(403);
      expect(first(r).message).toBe('errors.user_other_school');
      for (const handler of [resetPassword, lockUser, unlockUser]) {
        const refused = await call(handler, { ...asP(), params: { id: both.id } });
        expect(refused.status).toBe(403);
        expect(first(refused).message).toBe('errors.user_other_school');
      }
      await signIn(both.username, both.password);
      // A system administrator sends every school the user keeps.
      const schools = (await call(userDetail, { ...asAdmin(), query: { id: both.id } })).body.response.data.schools.map(
        (m: Json) => ({ tenant_id: m.tenant_id, scope: m.scope, role_ids: m.role_ids, class_ids: m.class_ids }),
      );
      expect(schools).toHaveLength(2);
      expect(
        (await call(userUpdate, { ...asAdmin(), params: { id: both.id }, body: { ...body, schools } })).status,
      ).toBe(200);
      const [row] = await (await db()).select().from(users).where(eq(users.id, both.id));
      expect(row.fullName).toBe('Đổi tên');
    });

    it('refuses self-lock and self-demotion (422), and a duplicate username (409)', async () => {
      const base = {
        username: principal.username,
        full_name: 'Phạm Minh Đức',
        email: principal.email,
        language_code: 'vi',
        status: 'active',
      };
      const keep = [{ tenant_id: a.id, scope: 'school', role_ids: [a.roleIds.principal], class_ids: [] }];
      const lockSelf = await call(userUpdate, {
        ...asP(),
        params: { id: principal.id },
        body: { ...base, status: 'locked', schools: keep },
      });
      expect(lockSelf.status).toBe(422);
      expect(first(lockSelf).message).toBe('errors.cannot_lock_self');
      const demote = await call(userUpdate, {
        ...asP(),
        params: { id: principal.id },
        body: { ...base, schools: [{ tenant_id: a.id, scope: 'school', role_ids: [a.roleIds.office], class_ids: [] }] },
      });
      expect(demote.status).toBe(422);
      expect(first(demote).message).toBe('errors.cannot_demote_self');
      const dup = await call(userUpdate, {
        ...asP(),
        params: { id: principal.id },
        body: { ...base, username: both.username, schools: keep },
      });
      expect(dup.status).toBe(409);
      expect(first(dup).message).toBe('errors.username_taken');
      const same = await call(userUpdate, { ...asP(), params: { id: principal.id }, body: { ...base, schools: keep } });
      expect(same.status).toBe(200);
    });

    it("answers 404 for another school's user and leaves them unchanged; 403 for a system administrator's account", async () => {
      const r = await call(userUpdate, {
        ...asP(),
        params: { id: onlyB.id },
        body: {
          username: onlyB.username,
          full_name: 'Bị sửa',
          schools: [{ tenant_id: a.id, scope: 'school', role_ids: [], class_ids: [] }],
        },
      });
      expect(r.status).toBe(404);
      const [row] = await (await db()).select().from(users).where(eq(users.id, onlyB.id));
      expect(row.fullName).not.toBe('Bị sửa');

      const sysadmin = await makeUser({ isSystemAdmin: true });
      await a.grant(sysadmin, { roles: [] });
      const denied = await call(userUpdate, {
        ...asP(),
        params: { id: sysadmin.id },
        body: {
          username: sysadmin.username,
          full_name: 'X',
          schools: [{ tenant_id: a.id, scope: 'school', role_ids: [], class_ids: [] }],
        },
      });
      expect(denied.status).toBe(403);
      expect((await call(lockUser, { ...asP(), params: { id: sysadmin.id } })).status).toBe(403);
    });

    it('lets a system administrator take a school away and refuses to drop their own flag', async () => {
      const u = await a.addUser({ roles: ['office'] });
      await b.grant(u, { roles: ['office'] });
      const r = await call(userUpdate, {
        ...asAdmin(),
        params: { id: u.id },
        body: {
          username: u.username,
          full_name: 'Chỉ còn B',
          schools: [{ tenant_id: b.id, scope: 'school', role_ids: [b.roleIds.office], class_ids: [] }],
        },
      });
      expect(r.status).toBe(200);
      const database = await db();
      expect(
        (await database.select().from(userSchools).where(eq(userSchools.userId, u.id))).map((m) => m.tenantId),
      ).toEqual([b.id]);
      expect(
        await database
          .select()
          .from(userRoles)
          .where(and(eq(userRoles.userId, u.id), eq(userRoles.tenantId, a.id))),
      ).toHaveLength(0);

      const admin = await makeUser({ isSystemAdmin: true });
      const token = await signIn(admin.username, admin.password);
      const self = await call(userUpdate, {
        token,
        tenantId: a.id,
        params: { id: admin.id },
        body: { username: admin.username, full_name: 'X', is_system_admin: false, schools: [] },
      });
      expect(self.status).toBe(422);
      expect(first(self).message).toBe('errors.cannot_demote_self');
    });

    it('answers 403 without user.update', async () => {
      const r = await call(userUpdate, {
        token: officeToken,
        tenantId: a.id,
        params: { id: both.id },
        body: { username: both.username, full_name: 'X', schools: [] },
      });
      expect(r.status).toBe(403);
    });
  });

  describe('PUT /api/webadmin/User/reset-password/{id}', () => {
    it('answers a new password once, which works, while the old one and old sessions do not', async () => {
      const u = await a.addUser({ roles: ['office'] });
      const old = await signIn(u.username, u.password);
      const r = await call(resetPassword, { ...asP(), params: { id: u.id } });
      expect(r.status).toBe(200);
      const { password, id } = r.body.response.data;
      expect(id).toBe(u.id);
      expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
      expect((await call(me, { token: old })).status).toBe(401);
      expect((await postLogin({ username: u.username, password: u.password })).status).not.toBe(200);
      await signIn(u.username, password);
      const detail = await call(userDetail, { ...asP(), query: { id: u.id } });
      expect(JSON.stringify(detail.body)).not.toContain(password);
    });

    it("refuses one's own (422), another school's user (404) and callers without user.update (403)", async () => {
      expect(first(await call(resetPassword, { ...asP(), params: { id: principal.id } })).message).toBe(
        'errors.cannot_reset_self',
      );
      expect((await call(resetPassword, { ...asP(), params: { id: onlyB.id } })).status).toBe(404);
      expect((await call(resetPassword, { token: officeToken, tenantId: a.id, params: { id: both.id } })).status).toBe(
        403,
      );
    });
  });

  describe('PUT /api/webadmin/User/lock/{id} and unlock/{id}', () => {
    it('locks a user out at once and lets them back in when unlocked', async () => {
      const u = await a.addUser({ roles: ['office'] });
      const token = await signIn(u.username, u.password);
      const r = await call(lockUser, { ...asP(), params: { id: u.id } });
      expect(r.status).toBe(200);
      expect(first(r).message).toBe('userAdmin.locked');
      expect((await call(me, { token })).status).toBe(401);
      expect((await postLogin({ username: u.username, password: u.password })).status).not.toBe(200);
      const un = await call(unlockUser, { ...asP(), params: { id: u.id } });
      expect(un.status).toBe(200);
      await signIn(u.username, u.password);
    });

    it('refuses to lock oneself (422 errors.cannot_lock_self)', async () => {
      const r = await call(lockUser, { ...asP(), params: { id: principal.id } });
      expect(r.status).toBe(422);
      expect(first(r).message).toBe('errors.cannot_lock_self');
    });

    it("answers 404 for another school's user and 403 without user.update", async () => {
      expect((await call(lockUser, { ...asP(), params: { id: onlyB.id } })).status).toBe(404);
      expect((await call(unlockUser, { ...asP(), params: { id: onlyB.id } })).status).toBe(404);
      const [row] = await (await db()).select({ status: users.status }).from(users).where(eq(users.id, onlyB.id));
      expect(row.status).toBe('active');
      expect((await call(lockUser, { token: officeToken, tenantId: a.id, params: { id: both.id } })).status).toBe(403);
      expect((await call(unlockUser, { token: officeToken, tenantId: a.id, params: { id: both.id } })).status).toBe(
        403,
      );
    });
  });

  describe('PUT /api/webadmin/User/inactivate-sessions/{id}', () => {
    it('ends every session of the user', async () => {
      const u = await a.addUser({ roles: ['office'] });
      const t1 = await signIn(u.username, u.password);
      const t2 = await signIn(u.username, u.password);
      const r = await call(endSessions, { ...asP(), params: { id: u.id } });
      expect(r.status).toBe(200);
      expect(first(r).message).toBe('userAdmin.sessionsEnded');
      for (const t of [t1, t2]) expect((await call(me, { token: t })).status).toBe(401);
      const live = await (
        await db()
      )
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, u.id), eq(sessions.active, true)));
      expect(live).toHaveLength(0);
    });

    it("answers 404 for another school's user and 403 without user.update", async () => {
      const t = await signIn(onlyB.username, onlyB.password);
      expect((await call(endSessions, { ...asP(), params: { id: onlyB.id } })).status).toBe(404);
      expect((await call(me, { token: t })).status).toBe(200);
      expect((await call(endSessions, { token: officeToken, tenantId: a.id, params: { id: both.id } })).status).toBe(
        403,
      );
    });
  });
});
