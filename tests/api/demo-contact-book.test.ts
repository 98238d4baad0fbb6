import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { contactBookDays } from '@/lib/server/db/schema';
import { seedDemoStudents } from '@/lib/server/demo/demo-students';
import { seedDemoAppAccounts } from '@/lib/server/demo/demo-app-accounts';
import { seedDemoAttendance } from '@/lib/server/demo/demo-attendance';
import { seedDemoContactBook } from '@/lib/server/demo/demo-contact-book';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { POST as appLogin } from '@/app/api/app/login/route';
import { GET as appChildren } from '@/app/api/app/children/route';
import { GET as appBooks } from '@/app/api/app/contact-book/route';
import { DEMO_FAMILY } from '@/lib/demo-family';
import { addDays, schoolToday } from '@/lib/school-time';
import { call, first, makeSchool, rand, randomIp, signIn, type Json } from '../helpers/world';

describe('demo contact book', () => {
  it('seeds last week’s sent books for the demo classes, which the demo family reads', async () => {
    const school = await makeSchool();
    const principal = await school.addUser({ roles: ['principal'] });
    const p = { token: await signIn(principal.username, principal.password), tenantId: school.id };
    const year = await call(yearCreate, { ...p, body: { name: `Năm ${rand()}`, start_date: '01/08/2026', end_date: '31/05/2027', is_current: true } });
    for (const name of ['Mầm 1', 'Chồi 1']) {
      await call(classCreate, { ...p, body: { name, age_group: 'mau_giao_be', school_year_id: first(year).id, capacity: 30, teacher_ids: [] } });
    }
    const database = await db();
    await seedDemoStudents(database, { tenantId: school.id });
    await seedDemoAppAccounts(database, { tenantId: school.id, password: 'demo-parent-pw' });
    await seedDemoAttendance(database, { tenantId: school.id, principalId: principal.id });
    await seedDemoContactBook(database, { tenantId: school.id, principalId: principal.id });

    const today = schoolToday();
    const days = await database.select().from(contactBookDays).where(eq(contactBookDays.tenantId, school.id));
    // Seven days before today hold five weekdays (fewer on a holiday): two classes a day, each sent with its line.
    expect(days.length).toBeGreaterThanOrEqual(6);
    expect(days.length).toBeLessThanOrEqual(10);
    expect(days.every((d) => d.sentAt && d.activities && d.day < today && d.day >= addDays(today, -7))).toBe(true);

    const login = await call(appLogin, {
      body: { username: DEMO_FAMILY.phone, password: 'demo-parent-pw', school_code: school.code },
      headers: { 'x-forwarded-for': randomIp() },
    });
    const token = login.body.response.data.accessToken as string;
    const [child] = (await call(appChildren, { token })).body.response.data as Json[];
    const books = (await call(appBooks, { token, query: { student_id: child.id, from: addDays(today, -7), to: today } })).body.response.data as Json[];
    expect(books.length).toBeGreaterThanOrEqual(3);
    expect(books[0].meals).toHaveLength(3);
  });
});
