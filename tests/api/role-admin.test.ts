import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { auditLogs, classes, roles, schoolYears, userRoles } from '@/lib/server/db/schema';
import { ROLE_MATRIX_MENUS } from '@/lib/server/menu/menu-tree';
import { GET as roleList } from '@/app/api/webadmin/Role/get-list/route';
import { GET as roleDetail } from '@/app/api/webadmin/Role/get-detail/route';
import { POST as roleCreate } from '@/app/api/webadmin/Role/create/route';
import { PUT as roleUpdate } from '@/app/api/webadmin/Role/update/[id]/route';
import { POST as roleDuplicate } from '@/app/api/webadmin/Role/duplicate/[id]/route';
import { DELETE as roleDelete } from '@/app/api/webadmin/Role/delete/route';
import { GET as assignable } from '@/app/api/webadmin/Role/get-assignable/route';
import { GET as accessGroup } from '@/app/api/admin/accounts/getAccessGroup/route';
import { translate } from '@/lib/i18n/translate';
import { call, first, makeSchool, makeUser, rand, signIn, type Json, type School } from '../helpers/world';

type Row = {
  id: string;
  key: string;
  name: string;
  name_vi: string;
  name_en: string;
  is_system: boolean;
  user_count: number;
  right_count: number;
};

const FULL = Object.fromEntries(ROLE_MATRIX_MENUS.map((m) => [m.code, [...m.actions]]));

async function addClass(tenantId: string, name = `Lá ${rand()}`) {
  const database = await db();
  const [year] = await database
    .insert(schoolYears)
    .values({ tenantId, name: `2025-2026 ${rand()}`, startDate: '2025-09-01', endDate: '2026-05-31' })
    .returning({ id: schoolYears.id });
  const [row] = await database
    .insert(classes)
    .values({ tenantId, schoolYearId: year.id, name, ageGroup: 'mau_giao_lon' })
    .returning({ id: classes.id });
  return row.id;
}

describe('Role administration', () => {
  let a: School;
  let b: School;
  let principal: string;
  let principalId: string;
  let teacher: string;
  let office: string;

  beforeAll(async () => {
    [a, b] = await Promise.all([makeSchool(), makeSchool()]);
    const p = await a.addUser({ roles: ['principal'] });
    principalId = p.id;
    const t = await a.addUser({ roles: ['teacher'] });
    const o = await a.addUser({ roles: ['office'] });
    [principal, teacher, office] = await Promise.all([
      signIn(p.username, p.password),
      signIn(t.username, t.password),
      signIn(o.username, o.password),
    ]);
  });

  const as = (token: string, tenantId = a.id) => ({ token, tenantId });

  describe('GET /api/webadmin/Role/get-list', () => {
    it("lists the chosen school's roles with the number of users holding each", async () => {
      const r = await call(roleList, { ...as(principal), query: { page_size: 100 } });
      expect(r.status).toBe(200);
      const rows: Row[] = r.body.response.data;
      expect(r.body.response.total).toBe(rows.length);
      expect(rows.map((x) => x.key).sort()).toEqual(['accountant', 'nurse', 'office', 'principal', 'teacher']);
      const p = rows.find((x) => x.key === 'principal')!;
      expect(p).toMatchObject({
        id: a.roleIds.principal,
        name: 'Hiệu trưởng',
        name_en: 'Principal',
        is_system: true,
        user_count: 1,
      });
      expect(rows.find((x) => x.key === 'nurse')).toMatchObject({ is_system: false, user_count: 0 });
      expect(rows.every((x) => !Object.values(b.roleIds).includes(x.id))).toBe(true);
    });

    it('searches names without accents, sorts and pages on the server', async () => {
      const found = await call(roleList, { ...as(principal), query: { search: 'giao vien' } });
      expect(found.body.response.data.map((x: Row) => x.key)).toEqual(['teacher']);
      const en = await call(roleList, { ...as(principal), language: 'en', query: { search: 'NURSE' } });
      expect(en.body.response.data).toEqual([expect.objectContaining({ key: 'nurse', name: 'Nurse' })]);

      const byUsers = await call(roleList, { ...as(principal), query: { order_by: '-users', page_size: 2, page: 1 } });
      expect(byUsers.body.response.total).toBe(5);
      expect(byUsers.body.response.data).toHaveLength(2);
      expect(byUsers.body.response.data[0].user_count).toBeGreaterThanOrEqual(byUsers.body.response.data[1].user_count);
      const page3 = await call(roleList, { ...as(principal), query: { order_by: 'key', page_size: 2, page: 3 } });
      expect(page3.body.response.data.map((x: Row) => x.key)).toEqual(['teacher']);
    });

    it('answers 403 errors.forbidden_action without role.read, and 400 for a bad page size', async () => {
      const r = await call(roleList, as(teacher));
      expect(r.status).toBe(403);
      expect(first(r).message).toBe('errors.forbidden_action');
      expect((await call(roleList, { ...as(principal), query: { page_size: 1000 } })).status).toBe(400);
    });

    it('lets a system administrator read the roles of whichever school is chosen', async () => {
      const admin = await makeUser({ isSystemAdmin: true });
      const token = await signIn(admin.username, admin.password);
      const r = await call(roleList, { token, tenantId: b.id, query: { page_size: 100 } });
      expect(r.status).toBe(200);
      expect(r.body.response.data.map((x: Row) => x.id).sort()).toEqual(Object.values(b.roleIds).sort());
    });
  });

  describe('GET /api/webadmin/Role/get-detail', () => {
    it('answers a role with its rights matrix', async () => {
      const r = await call(roleDetail, { ...as(principal), query: { id: a.roleIds.teacher } });
      expect(r.status).toBe(200);
      expect(r.body.response.data).toMatchObject({
        key: 'teacher',
        is_system: false,
        rights: expect.objectContaining({ student: ['read', 'update'] }),
      });
    });

    it("answers 404 for another school's role and 403 without the right", async () => {
      const other = await call(roleDetail, { ...as(principal), query: { id: b.roleIds.teacher } });
      expect(other.status).toBe(404);
      expect(first(other).message).toBe('errors.not_found');
      expect((await call(roleDetail, { ...as(teacher), query: { id: a.roleIds.teacher } })).status).toBe(403);
      expect((await call(roleDetail, { ...as(principal), query: { id: 'nope' } })).status).toBe(400);
    });
  });

  describe('POST /api/webadmin/Role/create', () => {
    it('creates a role, making the key from the name when none is given', async () => {
      const r = await call(roleCreate, {
        ...as(principal),
        body: {
          name_vi: 'Bảo mẫu',
          name_en: 'Nanny',
          rights: { student: ['read'], attendance: ['create', 'read', 'read'] },
        },
      });
      expect(r.status).toBe(200);
      expect(first(r)).toMatchObject({ result: 1, message: 'roleAdmin.created' });
      const detail = await call(roleDetail, { ...as(principal), query: { id: first(r).id } });
      expect(detail.body.response.data).toMatchObject({
        key: 'nanny',
        name_vi: 'Bảo mẫu',
        is_system: false,
        user_count: 0,
        rights: { student: ['read'], attendance: ['read', 'create'] },
      });
      // A second one with the same name gets the next free key.
      const again = await call(roleCreate, {
        ...as(principal),
        body: { name_vi: 'Bảo mẫu 2', name_en: 'Nanny', rights: {} },
      });
      expect(
        (await call(roleDetail, { ...as(principal), query: { id: first(again).id } })).body.response.data.key,
      ).toBe('nanny-2');
    });

    it('answers 409 errors.role_key_taken for a key the school uses, or the reserved admin', async () => {
      for (const key of ['teacher', 'admin']) {
        const r = await call(roleCreate, { ...as(principal), body: { key, name_vi: 'X', name_en: 'X', rights: {} } });
        expect(r.status, key).toBe(409);
        expect(first(r).message).toBe('errors.role_key_taken');
      }
      // The same key in another school is free.
      const elsewhere = await call(roleCreate, {
        ...as(principal),
        body: { key: `k-${rand()}`, name_vi: 'X', name_en: 'X', rights: {} },
      });
      expect(elsewhere.status).toBe(200);
    });

    it('answers 400 for rights on a menu or an action that does not exist, and for missing names', async () => {
      const cases: Json[] = [
        { student: ['fly'] },
        { 'no-such-menu': ['read'] },
        { student: ['approve'] },
        { school: ['read'] },
        { audit: ['read'] },
        { student: 'read' },
      ];
      for (const rights of cases) {
        const r = await call(roleCreate, { ...as(principal), body: { name_vi: 'Sai', name_en: 'Wrong', rights } });
        expect(r.status, JSON.stringify(rights)).toBe(400);
        expect(first(r).fields.rights ?? first(r).fields[Object.keys(first(r).fields)[0]]).toBeTruthy();
      }
      const names = await call(roleCreate, { ...as(principal), language: 'en', body: { name_vi: ' ', rights: {} } });
      expect(names.status).toBe(400);
      expect(first(names).field_keys).toMatchObject({ name_vi: 'errors.required', name_en: 'errors.required' });
      const key = await call(roleCreate, { ...as(principal), body: { key: 'Có Dấu', name_vi: 'X', name_en: 'X' } });
      expect(first(key).field_keys).toMatchObject({ key: 'errors.role_key_invalid' });
    });

    it('answers 403 without role.create', async () => {
      const r = await call(roleCreate, { ...as(office), body: { name_vi: 'X', name_en: 'X', rights: {} } });
      expect(r.status).toBe(403);
      expect(first(r).message).toBe('errors.forbidden_action');
    });
  });

  describe('PUT /api/webadmin/Role/update/{id}', () => {
    it('saves names and rights, audited with who acted, effective at the next call of its holders', async () => {
      const created = first(
        await call(roleCreate, {
          ...as(principal),
          body: { name_vi: 'Thủ quỹ', name_en: 'Cashier', rights: { tuition: ['read'] } },
        }),
      );
      const holder = await a.addUser({ roles: [] });
      const database = await db();
      await database.insert(userRoles).values({ tenantId: a.id, userId: holder.id, roleId: created.id });
      const holderToken = await signIn(holder.username, holder.password);
      expect((await call(accessGroup, as(holderToken))).body.response.data).toEqual(['tuition.read']);

      const r = await call(roleUpdate, {
        ...as(principal),
        params: { id: created.id },
        body: {
          name_vi: 'Thủ quỹ trường',
          name_en: 'School cashier',
          rights: { tuition: ['read', 'export'], student: ['read'] },
        },
      });
      expect(r.status).toBe(200);
      expect(first(r)).toMatchObject({ result: 1, id: created.id, message: 'roleAdmin.updated' });
      expect((await call(accessGroup, as(holderToken))).body.response.data.sort()).toEqual([
        'student.read',
        'tuition.export',
        'tuition.read',
      ]);

      const [log] = await database
        .select()
        .from(auditLogs)
        .where(
          and(eq(auditLogs.recordType, 'roles'), eq(auditLogs.recordId, created.id), eq(auditLogs.action, 'update')),
        )
        .orderBy(desc(auditLogs.id));
      expect(log).toBeDefined();
      expect(log.userId).toBe(principalId);
      expect(log.tenantId).toBe(a.id);
      expect((log.oldValues as Json).name_vi).toBe('Thủ quỹ');
      expect((log.newValues as Json).rights).toEqual({ tuition: ['read', 'export'], student: ['read'] });
    });

    it('keeps every right on users and roles for the system role (422 errors.role_system_rights)', async () => {
      const { user: _u, ...rest } = FULL;
      const r = await call(roleUpdate, {
        ...as(principal),
        params: { id: a.roleIds.principal },
        body: { name_vi: 'Hiệu trưởng', name_en: 'Principal', rights: rest },
      });
      expect(r.status).toBe(422);
      expect(first(r).message).toBe('errors.role_system_rights');
      const partial = { ...FULL, role: ['read'] };
      expect(
        (
          await call(roleUpdate, {
            ...as(principal),
            params: { id: a.roleIds.principal },
            body: { name_vi: 'Hiệu trưởng', name_en: 'Principal', rights: partial },
          })
        ).status,
      ).toBe(422);
      const ok = await call(roleUpdate, {
        ...as(principal),
        params: { id: a.roleIds.principal },
        body: { name_vi: 'Hiệu trưởng', name_en: 'Principal', rights: FULL },
      });
      expect(ok.status).toBe(200);
    });

    it('refuses to take the right to manage users or roles from oneself (422 errors.cannot_demote_self)', async () => {
      const school = await makeSchool();
      const manager = first(
        await call(roleCreate, {
          token: (await signInPrincipal(school)).token,
          tenantId: school.id,
          body: {
            name_vi: 'Quản lý',
            name_en: 'Manager',
            rights: { user: ['read', 'update'], role: ['read', 'update'] },
          },
        }),
      );
      const self = await school.addUser({ roles: [] });
      const database = await db();
      await database.insert(userRoles).values({ tenantId: school.id, userId: self.id, roleId: manager.id });
      const token = await signIn(self.username, self.password);
      const r = await call(roleUpdate, {
        token,
        tenantId: school.id,
        params: { id: manager.id },
        body: { name_vi: 'Quản lý', name_en: 'Manager', rights: { user: ['read'], role: ['read', 'update'] } },
      });
      expect(r.status).toBe(422);
      expect(first(r).message).toBe('errors.cannot_demote_self');
      const fine = await call(roleUpdate, {
        token,
        tenantId: school.id,
        params: { id: manager.id },
        body: {
          name_vi: 'Quản lý',
          name_en: 'Manager',
          rights: { user: ['read', 'update'], role: ['read', 'update'], student: ['read'] },
        },
      });
      expect(fine.status).toBe(200);
    });

    it("answers 404 for another school's role, 400 for bad rights, 403 without role.update", async () => {
      const other = await call(roleUpdate, {
        ...as(principal),
        params: { id: b.roleIds.nurse },
        body: { name_vi: 'X', name_en: 'X', rights: {} },
      });
      expect(other.status).toBe(404);
      const database = await db();
      const [still] = await database
        .select({ name: roles.nameVi })
        .from(roles)
        .where(and(eq(roles.tenantId, b.id), eq(roles.id, b.roleIds.nurse)));
      expect(still.name).toBe('Nhân viên y tế');
      const bad = await call(roleUpdate, {
        ...as(principal),
        params: { id: a.roleIds.nurse },
        body: { name_vi: 'X', name_en: 'X', rights: { tuition: ['import'] } },
      });
      expect(bad.status).toBe(400);
      expect(first(bad).message).toBe('errors.invalid_right');
      expect(
        (
          await call(roleUpdate, {
            ...as(teacher),
            params: { id: a.roleIds.nurse },
            body: { name_vi: 'X', name_en: 'X', rights: {} },
          })
        ).status,
      ).toBe(403);
    });
  });

  describe('POST /api/webadmin/Role/duplicate/{id}', () => {
    it('copies a role with its rights under a free key, never as a system role', async () => {
      const r = await call(roleDuplicate, { ...as(principal), params: { id: a.roleIds.principal } });
      expect(r.status).toBe(200);
      const copy = (await call(roleDetail, { ...as(principal), query: { id: first(r).id } })).body.response.data;
      expect(copy).toMatchObject({
        key: 'principal-copy',
        name_vi: 'Hiệu trưởng (bản sao)',
        name_en: 'Principal (copy)',
        is_system: false,
        user_count: 0,
      });
      const source = (await call(roleDetail, { ...as(principal), query: { id: a.roleIds.principal } })).body.response
        .data;
      expect(copy.rights).toEqual(source.rights);
      const again = await call(roleDuplicate, { ...as(principal), params: { id: a.roleIds.principal } });
      expect(
        (await call(roleDetail, { ...as(principal), query: { id: first(again).id } })).body.response.data.key,
      ).toBe('principal-copy-2');
    });

    it("answers 404 for another school's role and 403 without role.create", async () => {
      expect((await call(roleDuplicate, { ...as(principal), params: { id: b.roleIds.teacher } })).status).toBe(404);
      expect((await call(roleDuplicate, { ...as(office), params: { id: a.roleIds.teacher } })).status).toBe(403);
    });
  });

  describe('DELETE /api/webadmin/Role/delete', () => {
    it('deletes unused roles, all at once', async () => {
      const ids = [];
      for (const n of [1, 2])
        ids.push(
          first(
            await call(roleCreate, {
              ...as(principal),
              body: { name_vi: `Tạm ${n}`, name_en: `Temp ${n}`, rights: {} },
            }),
          ).id,
        );
      const r = await call(roleDelete, { ...as(principal), body: { ids } });
      expect(r.status).toBe(200);
      expect(first(r)).toMatchObject({ result: 1, message: 'roleAdmin.deleted' });
      for (const id of ids) expect((await call(roleDetail, { ...as(principal), query: { id } })).status).toBe(404);
    });

    it('refuses a role any user holds (409 errors.role_in_use) and deletes nothing', async () => {
      const unused = first(
        await call(roleCreate, { ...as(principal), body: { name_vi: 'Không dùng', name_en: 'Unused', rights: {} } }),
      ).id;
      const r = await call(roleDelete, {
        ...as(principal),
        language: 'en',
        body: { ids: [unused, a.roleIds.teacher] },
      });
      expect(r.status).toBe(409);
      expect(first(r)).toMatchObject({
        message: 'errors.role_in_use',
        text: translate('en', 'errors.role_in_use', { name: 'Teacher', count: 1 }),
      });
      expect((await call(roleDetail, { ...as(principal), query: { id: unused } })).status).toBe(200);
    });

    it('refuses the system role (422 errors.role_system), even unused', async () => {
      const school = await makeSchool();
      const admin = await makeUser({ isSystemAdmin: true });
      const token = await signIn(admin.username, admin.password);
      const r = await call(roleDelete, { token, tenantId: school.id, body: { ids: [school.roleIds.principal] } });
      expect(r.status).toBe(422);
      expect(first(r).message).toBe('errors.role_system');
    });

    it("answers 404 for another school's role, 400 without ids, 403 without role.delete", async () => {
      const r = await call(roleDelete, { ...as(principal), body: { ids: [b.roleIds.nurse] } });
      expect(r.status).toBe(404);
      const database = await db();
      expect(await database.select().from(roles).where(eq(roles.id, b.roleIds.nurse))).toHaveLength(1);
      expect((await call(roleDelete, { ...as(principal), body: { ids: [] } })).status).toBe(400);
      expect((await call(roleDelete, { ...as(office), body: { ids: [a.roleIds.nurse] } })).status).toBe(403);
    });
  });

  describe('GET /api/webadmin/Role/get-assignable', () => {
    it("answers the chosen school's roles and classes", async () => {
      const classId = await addClass(a.id, 'Lá 1');
      await addClass(b.id, 'Lá B');
      const r = await call(assignable, as(principal));
      expect(r.status).toBe(200);
      const data = r.body.response.data;
      expect(data.tenant_id).toBe(a.id);
      expect(data.roles.map((x: { id: string }) => x.id)).toEqual(expect.arrayContaining(Object.values(a.roleIds)));
      expect(data.roles[0]).toMatchObject({ key: 'principal', is_system: true });
      expect(data.classes).toEqual([expect.objectContaining({ id: classId, name: 'Lá 1' })]);
    });

    it('answers another school to a system administrator, and 404 to anyone else', async () => {
      const other = await call(assignable, { ...as(principal), query: { tenant_id: b.id } });
      expect(other.status).toBe(404);
      const admin = await makeUser({ isSystemAdmin: true });
      const token = await signIn(admin.username, admin.password);
      const r = await call(assignable, { token, tenantId: a.id, query: { tenant_id: b.id } });
      expect(r.status).toBe(200);
      expect(r.body.response.data.roles.map((x: { id: string }) => x.id).sort()).toEqual(
        Object.values(b.roleIds).sort(),
      );
      expect(r.body.response.data.classes.map((c: { name: string }) => c.name)).toEqual(['Lá B']);
      expect(
        (
          await call(assignable, {
            token,
            tenantId: a.id,
            query: { tenant_id: '00000000-0000-4000-8000-000000000000' },
          })
        ).status,
      ).toBe(404);
    });

    it('needs user.read', async () => {
      expect((await call(assignable, as(teacher))).status).toBe(403);
    });
  });
});

async function signInPrincipal(school: School) {
  const p = await school.addUser({ roles: ['principal'] });
  return { user: p, token: await signIn(p.username, p.password) };
}
