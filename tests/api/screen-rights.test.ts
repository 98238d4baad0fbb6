import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/server/db/client';
import { roles } from '@/lib/server/db/schema';
import { grantSchool } from '@/lib/server/user/create-user';
import { ALSO_READABLE_WITH } from '@/lib/screen-reads';
import { schoolToday } from '@/lib/school-time';
import { GET as classList } from '@/app/api/webadmin/Class/get-list/route';
import { GET as classDetail } from '@/app/api/webadmin/Class/get-detail/route';
import { GET as classExport } from '@/app/api/webadmin/Class/export/route';
import { GET as yearList } from '@/app/api/webadmin/SchoolYear/get-list/route';
import { GET as studentList } from '@/app/api/webadmin/Student/get-list/route';
import { GET as attendanceDay } from '@/app/api/webadmin/Attendance/get-day/route';
import { GET as absenceList } from '@/app/api/webadmin/Absence/get-list/route';
import { GET as medicineList } from '@/app/api/webadmin/MedicineRequest/get-list/route';
import { GET as messageList } from '@/app/api/webadmin/MessageRequest/get-list/route';
import { GET as healthList } from '@/app/api/webadmin/HealthDeclaration/get-list/route';
import { GET as vaccineList } from '@/app/api/webadmin/VaccineDeclaration/get-list/route';
import { GET as newsList } from '@/app/api/webadmin/News/get-list/route';
import { GET as surveyList } from '@/app/api/webadmin/Survey/get-list/route';
import { GET as invoiceList } from '@/app/api/webadmin/Tuition/get-invoices/route';
import { GET as feeItems } from '@/app/api/webadmin/FeeItem/get-list/route';
import { GET as eventList } from '@/app/api/webadmin/CalendarEvent/get-list/route';
import { GET as accountList } from '@/app/api/webadmin/AppAccount/get-list/route';
import { GET as userList } from '@/app/api/webadmin/User/get-list/route';
import { GET as assignable } from '@/app/api/webadmin/Role/get-assignable/route';
import { GET as roleList } from '@/app/api/webadmin/Role/get-list/route';
import { GET as menus } from '@/app/api/webadmin/Menu/get-list-by-user/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { call, first, makeUser, rand, signIn, type Json } from '../helpers/world';
import { family, ok, world } from '../helpers/parent-world';

/**
 * Rights that depend on each other (lib/screen-reads.ts): each standard screen's minimal role — its own menu's
 * rights and nothing else — makes the calls the screen's first screen and hooks make, and every one answers 200. The
 * option lists come with the screen's right; the pages they belong to do not (their other calls stay 403 and they
 * are not in the menu).
 */

type Handler = Parameters<typeof call>[0];
type Screen = { menu: string; actions: string[]; calls: [Handler, Record<string, string | number>?][] };

let w: Awaited<ReturnType<typeof world>>;
let childId: string;

beforeAll(async () => {
  w = await world();
  childId = (await family(w.school, w.p, w.classId, `Bé ${rand()}`)).studentId;
});

const classes: Screen['calls'] = [[classList, { page_size: 100 }], [yearList]];

const SCREENS: () => Screen[] = () => [
  {
    menu: 'attendance',
    actions: ['read', 'create', 'update'],
    calls: [...classes, [attendanceDay, { class_id: w.classId, date: schoolToday() }]],
  },
  { menu: 'absence', actions: ['read', 'create'], calls: [[absenceList], [classList], [studentList, { search: 'Bé' }]] },
  { menu: 'medicine-request', actions: ['read', 'create'], calls: [[medicineList], [classList], [studentList, { search: 'Bé' }]] },
  { menu: 'message-request', actions: ['read', 'create'], calls: [[messageList], [classList], [studentList, { search: 'Bé' }]] },
  { menu: 'health-declaration', actions: ['read', 'create'], calls: [[healthList], [classList], [studentList, { search: 'Bé' }]] },
  { menu: 'vaccine-declaration', actions: ['read', 'create'], calls: [[vaccineList], [classList], [studentList, { search: 'Bé' }]] },
  { menu: 'news-public', actions: ['read', 'create'], calls: [[newsList, { kind: 'public' }], [classList]] },
  { menu: 'news-class', actions: ['read', 'create'], calls: [[newsList, { kind: 'class' }], [classList]] },
  { menu: 'news-student', actions: ['read', 'create'], calls: [[newsList, { kind: 'student' }], [classList], [studentList, { search: 'Bé' }]] },
  { menu: 'survey', actions: ['read', 'create'], calls: [[surveyList, { kind: 'survey' }], [classList]] },
  { menu: 'tuition', actions: ['read'], calls: [[invoiceList], [feeItems], [classList]] },
  { menu: 'student', actions: ['read'], calls: [[studentList], [classList]] },
  { menu: 'calendar-event-confirm', actions: ['read'], calls: [[eventList], [classList]] },
  { menu: 'app-account', actions: ['read', 'create'], calls: [[accountList], [studentList, { search: 'Bé' }]] },
  { menu: 'class', actions: ['read'], calls: classes },
  { menu: 'user', actions: ['read'], calls: [[userList], [assignable]] },
  { menu: 'role', actions: ['read'], calls: [[roleList]] },
];

/** A user of the school whose one role holds `rights`, signed in. */
async function withRole(rights: Record<string, string[]>, scope: 'school' | 'class' = 'school') {
  const database = await db();
  const [role] = await database
    .insert(roles)
    .values({ tenantId: w.school.id, key: `r${rand()}`, nameVi: 'Vai trò thử', nameEn: 'Test role', rights })
    .returning({ id: roles.id });
  const user = await makeUser();
  await grantSchool(database, { tenantId: w.school.id, userId: user.id, scope, roleIds: [role.id], isDefault: true });
  return { user, as: { token: await signIn(user.username, user.password), tenantId: w.school.id } };
}

describe('each standard screen with its minimal role', () => {
  it('makes every call of its screen, and no more of the pages it borrows from', async () => {
    for (const screen of SCREENS()) {
      const { as } = await withRole({ [screen.menu]: screen.actions });
      for (const [handler, query] of screen.calls) {
        const r = await call(handler, { ...as, query });
        expect(r.status, `${screen.menu}: ${(handler as Json).definition.path} ${JSON.stringify(r.body)}`).toBe(200);
      }
      const menu = ok(await call(menus, as)).body.response.data as Json[];
      expect(menu.map((m) => m.code), screen.menu).toContain(screen.menu);
      if (screen.menu !== 'class') {
        expect(menu.map((m) => m.code), screen.menu).not.toContain('class');
        expect((await call(classDetail, { ...as, query: { id: w.classId } })).status, screen.menu).toBe(403);
        expect((await call(classExport, as)).status, screen.menu).toBe(403);
      }
      if (screen.menu !== 'student') expect(menu.map((m) => m.code), screen.menu).not.toContain('student');
    }
  });

  it('gives a roll-call teacher of one class that class and the years, not the class page', async () => {
    const { user, as } = await withRole({ attendance: ['read', 'create', 'update'] }, 'class');
    const year = (ok(await call(yearList, w.p)).body.response.data as Json[])[0].id as string;
    const own = first(
      ok(
        await call(classCreate, {
          ...w.p,
          body: { name: `Chồi ${rand()}`, age_group: 'mau_giao_be', school_year_id: year, capacity: 30, teacher_ids: [user.id] },
        }),
      ),
    ).id as string;
    const seen = ok(await call(classList, { ...as, query: { page_size: 100 } })).body.response.data as Json[];
    expect(seen.map((c) => c.id)).toEqual([own]);
    expect(ok(await call(yearList, as)).body.response.data.length).toBeGreaterThan(0);
    ok(await call(attendanceDay, { ...as, query: { class_id: own, date: schoolToday() } }));
    // Another class of the school stays out of reach.
    expect((await call(attendanceDay, { ...as, query: { class_id: w.classId, date: schoolToday() } })).status).toBe(404);
  });

  it('reads the children only with a screen that picks one, and another school none of them', async () => {
    const reader = await withRole({ absence: ['read'] });
    expect((await call(studentList, { ...reader.as, query: { search: 'Bé' } })).status).toBe(403);
    const picker = await withRole({ absence: ['read', 'create'] });
    const found = ok(await call(studentList, { ...picker.as, query: { search: 'Bé' } })).body.response.data as Json[];
    expect(found.map((s) => s.id)).toContain(childId);
    const other = await world();
    const theirs = ok(await call(studentList, { ...other.p, query: { search: 'Bé' } })).body.response.data as Json[];
    expect(theirs.map((s) => s.id)).not.toContain(childId);
  });

  it('names every screen of the relation as a menu with that action', async () => {
    const { MENU_BY_CODE } = await import('@/lib/server/menu/menu-tree');
    for (const [menu, action] of Object.values(ALSO_READABLE_WITH).flat()) {
      expect(MENU_BY_CODE.get(menu)?.actions, `${menu}.${action}`).toContain(action);
    }
  });
});
