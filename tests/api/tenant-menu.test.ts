import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { tenants } from '@/lib/server/db/schema';
import { registerCounter } from '@/lib/server/menu/counters';
import { MENU_TREE } from '@/lib/server/menu/menu-tree';
import type { RequestContext } from '@/lib/server/http/context';
import { GET as tenantList } from '@/app/api/webadmin/Tenant/get-droplist-by-user/route';
import { GET as menuList } from '@/app/api/webadmin/Menu/get-list-by-user/route';
import { call, first, makeSchool, makeUser, signIn, type School } from '../helpers/world';

type Menu = {
  code: string;
  menu_name: string;
  route: string;
  parent_code: string | null;
  icon_class: string;
  counter: number;
  action: string;
};

describe('GET /api/webadmin/Tenant/get-droplist-by-user', () => {
  let a: School;
  let b: School;
  let c: School;

  beforeAll(async () => {
    [a, b, c] = await Promise.all([makeSchool(), makeSchool(), makeSchool()]);
  });

  it('lists only the schools a user may enter, as {value, name}', async () => {
    const office = await a.addUser({ roles: ['office'] });
    await b.grant(office, { roles: ['principal'] });
    const token = await signIn(office.username, office.password);
    const r = await call(tenantList, { token });
    expect(r.status).toBe(200);
    const list = r.body.response.data as { value: string; name: string }[];
    expect(list.map((t) => t.value).sort()).toEqual([a.id, b.id].sort());
    expect(list.find((t) => t.value === a.id)).toMatchObject({ value: a.id, name: a.name });

    const teacher = await c.addUser({ roles: ['teacher'] });
    const onlyC = await call(tenantList, { token: await signIn(teacher.username, teacher.password) });
    expect(onlyC.body.response.data).toEqual([expect.objectContaining({ value: c.id, name: c.name })]);
  });

  it('lists every school for a system administrator', async () => {
    const admin = await makeUser({ isSystemAdmin: true });
    const token = await signIn(admin.username, admin.password);
    const database = await db();
    const active = await database.select({ id: tenants.id }).from(tenants).where(eq(tenants.status, 'active'));
    const r = await call(tenantList, { token });
    expect(r.status).toBe(200);
    const values = (r.body.response.data as { value: string }[]).map((t) => t.value);
    // Every school that existed before the call (other test files may add schools meanwhile on a shared server).
    expect(values).toEqual(expect.arrayContaining(active.map((t) => t.id)));
    expect(values).toEqual(expect.arrayContaining([a.id, b.id, c.id]));
    expect(new Set(values).size).toBe(values.length);
  });

  it('leaves out a school that is no longer active', async () => {
    const closing = await makeSchool();
    const user = await closing.addUser();
    await a.grant(user, { roles: ['nurse'] });
    const token = await signIn(user.username, user.password);
    const database = await db();
    await database.update(tenants).set({ status: 'inactive' }).where(eq(tenants.id, closing.id));
    const r = await call(tenantList, { token });
    expect(r.body.response.data.map((t: { value: string }) => t.value)).toEqual([a.id]);
  });

  it('gives an empty list to a user without a school, and 401 without a token', async () => {
    const loner = await makeUser();
    const r = await call(tenantList, { token: await signIn(loner.username, loner.password) });
    expect(r.status).toBe(200);
    expect(r.body.response.data).toEqual([]);
    expect((await call(tenantList, {})).status).toBe(401);
  });
});

describe('GET /api/webadmin/Menu/get-list-by-user', () => {
  let school: School;
  beforeAll(async () => {
    school = await makeSchool();
  });

  async function menusOf(roles: string[], language?: string): Promise<Menu[]> {
    const user = await school.addUser({ roles });
    const token = await signIn(user.username, user.password);
    const r = await call(menuList, { token, tenantId: school.id, language });
    expect(r.status).toBe(200);
    return r.body.response.data;
  }

  /** Every child must carry the read right; every group must have a visible child, and every child its group. */
  function expectWellFormed(menus: Menu[]) {
    const codes = new Set(menus.map((m) => m.code));
    for (const m of menus) {
      expect(typeof m.action).toBe('string');
      const actions = JSON.parse(m.action);
      expect(Array.isArray(actions)).toBe(true);
      if (m.parent_code) {
        expect(actions, m.code).toContain('read');
        expect(codes.has(m.parent_code), `group of ${m.code}`).toBe(true);
      } else {
        expect(
          menus.some((child) => child.parent_code === m.code),
          `child of ${m.code}`,
        ).toBe(true);
      }
    }
  }

  it('shows a teacher only the menus a teacher may read, with the allowed actions as a JSON string', async () => {
    const menus = await menusOf(['teacher']);
    expectWellFormed(menus);
    const codes = menus.map((m) => m.code);
    expect(codes).toEqual(expect.arrayContaining(['home', 'student', 'attendance', 'absence', 'news-class']));
    for (const hidden of ['user', 'role', 'tuition', 'app-account', 'survey_v1']) expect(codes).not.toContain(hidden);
    // Groups without a visible child are left out.
    expect(codes).not.toContain('grp-system');
    expect(codes).not.toContain('grp-finance');
    expect(codes).toContain('grp-children');

    const student = menus.find((m) => m.code === 'student')!;
    expect(student).toMatchObject({
      menu_name: 'Học sinh',
      route: '/management/student',
      parent_code: 'grp-children',
      counter: 0,
    });
    expect(student.icon_class).toMatch(/^bi-/);
    expect(student.action).toBe('["read","update"]');
  });

  it('shows an accountant the finance group and not the system group', async () => {
    const codes = (await menusOf(['accountant'])).map((m) => m.code);
    expect(codes).toEqual(expect.arrayContaining(['grp-finance', 'tuition']));
    expect(codes).not.toContain('grp-system');
    expect(codes).not.toContain('medicine-request');
  });

  it('shows a principal every school menu of the product, in the tree order, in English on request', async () => {
    const menus = await menusOf(['principal'], 'en');
    expectWellFormed(menus);
    // Schools and the audit log are for system administrators only.
    expect(menus.map((m) => m.code)).toEqual(MENU_TREE.filter((m) => !m.systemOnly).map((m) => m.code));
    expect(menus.map((m) => m.code)).not.toContain('school');
    expect(menus.find((m) => m.code === 'student')!.menu_name).toBe('Students');
    expect(JSON.parse(menus.find((m) => m.code === 'user')!.action)).toEqual([
      'read',
      'create',
      'update',
      'delete',
      'export',
    ]);
  });

  it('gives an empty menu to a member of the school without a role', async () => {
    expect(await menusOf([])).toEqual([]);
  });

  describe('counters', () => {
    afterEach(() => registerCounter('absence', () => sql`select 0`));

    it('carries the live counter of a menu, counted in the caller’s school', async () => {
      const seen: string[] = [];
      registerCounter('absence', (ctx: RequestContext) => {
        seen.push(ctx.tenantId);
        return sql`select 120`;
      });
      const menus = await menusOf(['teacher']);
      expect(menus.find((m) => m.code === 'absence')!.counter).toBe(120);
      expect(menus.find((m) => m.code === 'student')!.counter).toBe(0);
      expect(seen).toEqual([school.id]);
    });

    it('does not count menus the caller cannot see', async () => {
      let called = false;
      registerCounter('absence', () => {
        called = true;
        return sql`select 5`;
      });
      const menus = await menusOf(['accountant']);
      expect(menus.map((m) => m.code)).not.toContain('absence');
      expect(called).toBe(false);
    });
  });

  it('needs a school: 401 without a token, 403 errors.no_school for a user without one', async () => {
    expect((await call(menuList, {})).status).toBe(401);
    const loner = await makeUser();
    const r = await call(menuList, { token: await signIn(loner.username, loner.password) });
    expect(r.status).toBe(403);
    expect(first(r).message).toBe('errors.no_school');
  });
});
