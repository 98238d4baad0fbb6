import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { rowsOf } from '@/lib/server/db/rows';
import { seedDemoStudents } from '@/lib/server/demo/demo-students';
import { seedDemoAppAccounts } from '@/lib/server/demo/demo-app-accounts';
import { seedDemoVaccines } from '@/lib/server/demo/demo-vaccines';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { GET as missing } from '@/app/api/webadmin/VaccineDeclaration/get-missing/route';
import { GET as list } from '@/app/api/webadmin/VaccineDeclaration/get-list/route';
import { call, first, makeSchool, rand, signIn, type Json } from '../helpers/world';

describe('demo vaccines', () => {
  it('writes declarations in every state, the school’s optional vaccines, and leaves doses missing', async () => {
    const school = await makeSchool();
    const nurse = await school.addUser({ roles: ['nurse'] });
    const n = { token: await signIn(nurse.username, nurse.password), tenantId: school.id };
    const principal = await school.addUser({ roles: ['principal'] });
    const p = { token: await signIn(principal.username, principal.password), tenantId: school.id };
    const yearId = first(await call(yearCreate, { ...p, body: { name: `Năm ${rand()}`, start_date: '01/08/2026', end_date: '31/05/2027', is_current: true } })).id;
    const classId = first(
      await call(classCreate, { ...p, body: { name: 'Nhà trẻ 2', age_group: 'nha_tre', school_year_id: yearId, capacity: 30, teacher_ids: [] } }),
    ).id as string;
    const database = await db();
    await seedDemoStudents(database, { tenantId: school.id });
    await seedDemoAppAccounts(database, { tenantId: school.id, password: 'Demo-Password-1' });
    await seedDemoVaccines(database, { tenantId: school.id, nurseId: nurse.id });

    const states = await rowsOf<{ status: string; n: number }>(
      database,
      sql`select status, count(*)::int as n from vaccine_declarations where tenant_id = ${school.id} group by status`,
    );
    const count = (s: string) => states.find((r) => r.status === s)?.n ?? 0;
    expect(count('declared')).toBeGreaterThanOrEqual(6);
    expect(count('rejected')).toBeGreaterThanOrEqual(3);
    expect(count('verified')).toBeGreaterThan(count('declared') * 5);
    const rejected = (await call(list, { ...n, query: { status: 'rejected', page_size: 100 } })).body.response.data as Json[];
    expect(rejected.every((r) => r.reject_reason && r.source === 'parent')).toBe(true);
    const optional = (await call(list, { ...n, query: { vaccine_code: 'THUY_DAU', page_size: 1 } })).body.response.total;
    expect(optional).toBeGreaterThan(0);

    // In Nhà trẻ 2 a child with no record at all misses every dose due by their age.
    const rows = (await call(missing, { ...n, query: { class_id: classId } })).body.response.data as Json[];
    const perChild = new Map<string, number>();
    for (const r of rows) perChild.set(r.student_id, (perChild.get(r.student_id) ?? 0) + 1);
    const bare = await rowsOf<{ id: string }>(
      database,
      sql`select s.id from students s where s.tenant_id = ${school.id} and s.class_id = ${classId} and s.status = 'studying'
        and not exists (select 1 from vaccine_declarations vd where vd.tenant_id = s.tenant_id and vd.student_id = s.id)`,
    );
    expect(bare.length).toBeGreaterThan(0);
    for (const kid of bare) expect(perChild.get(kid.id)).toBeGreaterThanOrEqual(12);
  });
});
