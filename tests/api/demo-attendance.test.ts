import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { absences, appAccounts, attendanceRecords, students } from '@/lib/server/db/schema';
import { seedDemoStudents } from '@/lib/server/demo/demo-students';
import { seedDemoAppAccounts } from '@/lib/server/demo/demo-app-accounts';
import { seedDemoAttendance } from '@/lib/server/demo/demo-attendance';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { POST as appLogin } from '@/app/api/app/login/route';
import { GET as appChildren } from '@/app/api/app/children/route';
import { DEMO_FAMILY } from '@/lib/demo-family';
import { isoWeekday, schoolToday } from '@/lib/school-time';
import { call, first, makeSchool, rand, signIn } from '../helpers/world';

describe('demo attendance and app accounts', () => {
  it('seeds two months of school days up to yesterday, absences in every state, and parents who can sign in', async () => {
    const school = await makeSchool();
    const principal = await school.addUser({ roles: ['principal'] });
    const p = { token: await signIn(principal.username, principal.password), tenantId: school.id };
    const year = await call(yearCreate, { ...p, body: { name: `Năm ${rand()}`, start_date: '01/08/2026', end_date: '31/05/2027', is_current: true } });
    const yearId = first(year).id;
    for (const name of ['Mầm 1', 'Chồi 1']) {
      await call(classCreate, { ...p, body: { name, age_group: 'mau_giao_be', school_year_id: yearId, capacity: 30, teacher_ids: [] } });
    }
    const database = await db();
    await seedDemoStudents(database, { tenantId: school.id });
    await seedDemoAppAccounts(database, { tenantId: school.id, password: 'demo-parent-pw' });
    await seedDemoAttendance(database, { tenantId: school.id, principalId: principal.id });

    const marks = await database.select().from(attendanceRecords).where(eq(attendanceRecords.tenantId, school.id));
    const today = schoolToday();
    expect(marks.length).toBeGreaterThan(40 * 30);
    expect(marks.every((m) => m.day < today && isoWeekday(m.day) <= 5)).toBe(true);
    expect(new Set(marks.map((m) => m.status))).toEqual(new Set(['present', 'excused', 'unexcused']));
    expect(marks.filter((m) => m.status === 'present').every((m) => m.checkInAt && m.checkOutAt && m.checkOutAt > m.checkInAt)).toBe(true);

    const requests = await database.select().from(absences).where(eq(absences.tenantId, school.id));
    expect(new Set(requests.map((a) => a.status))).toEqual(new Set(['pending', 'approved', 'rejected', 'cancelled']));
    for (const a of requests.filter((r) => r.status === 'approved')) {
      const days = marks.filter((m) => m.absenceId === a.id);
      expect(days.length).toBeGreaterThan(0);
      expect(days.every((m) => m.status === 'excused' && m.day >= a.fromDate && m.day <= a.toDate)).toBe(true);
    }

    const studying = await database.select().from(students).where(and(eq(students.tenantId, school.id), eq(students.status, 'studying')));
    const accounts = await database.select().from(appAccounts).where(eq(appAccounts.tenantId, school.id));
    // One account per family: the demo family's two children (in two classes) share the parent's one account.
    expect(accounts.length).toBe(studying.length - 1);
    const family = accounts.find((a) => a.username === DEMO_FAMILY.phone);
    expect(family).toBeDefined();
    const login = await call(appLogin, { body: { username: DEMO_FAMILY.phone, password: 'demo-parent-pw', school_code: school.code } });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const children = await call(appChildren, { token: login.body.response.data.accessToken });
    const kids = children.body.response.data as { class_id: string }[];
    expect(kids).toHaveLength(2);
    expect(kids[0].class_id).not.toBe(kids[1].class_id);
  });
});
