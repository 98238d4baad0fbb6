import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { rowsOf } from '@/lib/server/db/rows';
import { seedDemoStudents } from '@/lib/server/demo/demo-students';
import { demoRoundDays, seedDemoHealth } from '@/lib/server/demo/demo-health';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { GET as report } from '@/app/api/webadmin/HealthDeclaration/get-nutrition-report/route';
import { GET as growth } from '@/app/api/webadmin/HealthDeclaration/get-growth/route';
import { call, first, makeSchool, rand, signIn, type Json } from '../helpers/world';

describe('demo health', () => {
  it('measures every child twice, with a few of concern in each class, and the nutrition report matches the rows', async () => {
    const school = await makeSchool();
    const nurse = await school.addUser({ roles: ['nurse'] });
    const n = { token: await signIn(nurse.username, nurse.password), tenantId: school.id };
    const principal = await school.addUser({ roles: ['principal'] });
    const p = { token: await signIn(principal.username, principal.password), tenantId: school.id };
    const yearId = first(await call(yearCreate, { ...p, body: { name: `Năm ${rand()}`, start_date: '01/08/2026', end_date: '31/05/2027', is_current: true } })).id;
    for (const [name, age_group] of [['Mầm 1', 'mau_giao_be'], ['Lá 1', 'mau_giao_lon']]) {
      await call(classCreate, { ...p, body: { name, age_group, school_year_id: yearId, capacity: 35, teacher_ids: [] } });
    }
    const database = await db();
    await seedDemoStudents(database, { tenantId: school.id });
    const written = await seedDemoHealth(database, { tenantId: school.id, nurseId: nurse.id });
    const [kids] = await rowsOf<{ n: number }>(
      database,
      sql`select count(*)::int as n from students where tenant_id = ${school.id} and status = 'studying' and class_id is not null`,
    );
    expect(kids.n).toBeGreaterThan(10);
    expect(written).toBe(kids.n * 2);

    const [early, recent] = demoRoundDays();
    const r = (await call(report, { ...n, query: { from: recent, to: recent, compare_from: early, compare_to: early } })).body.response.data as Json[];
    const whole = r.find((x) => x.kind === 'school');
    expect(whole.current.measured).toBe(kids.n);
    expect(whole.previous.measured).toBe(kids.n);
    // The report's counts are the rows' classes, counted once per child.
    const [counts] = await rowsOf<Json>(
      database,
      sql`select count(*) filter (where 'underweight' = any(classes))::int as underweight_moderate,
          count(*) filter (where 'severely_underweight' = any(classes))::int as underweight_severe,
          count(*) filter (where 'stunted' = any(classes))::int as stunted_moderate,
          count(*) filter (where 'overweight' = any(classes))::int as overweight,
          count(*) filter (where 'obese' = any(classes))::int as obese
        from health_declarations where tenant_id = ${school.id} and measured_on = ${recent}`,
    );
    expect(whole.current).toMatchObject(counts);
    for (const c of r.filter((x) => x.kind === 'class')) {
      // A few children of concern in every class: stunted, underweight or wasted, overweight.
      const concern = c.current.stunted_moderate + c.current.stunted_severe + c.current.underweight_moderate + c.current.overweight + c.current.obese;
      expect(concern, c.label).toBeGreaterThanOrEqual(2);
    }
    // A child's chart has both rounds, growing.
    const [child] = await rowsOf<{ id: string }>(database, sql`select id from students where tenant_id = ${school.id} and status = 'studying' and class_id is not null limit 1`);
    const g = (await call(growth, { ...n, query: { student_id: child.id } })).body.response.data;
    expect(g.measurements).toHaveLength(2);
    expect(g.measurements[1].height_cm).toBeGreaterThan(g.measurements[0].height_cm);
  });
});
