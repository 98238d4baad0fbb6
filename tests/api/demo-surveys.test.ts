import { describe, expect, it } from 'vitest';
import { seedDemoStudents } from '@/lib/server/demo/demo-students';
import { seedDemoSurveys } from '@/lib/server/demo/demo-surveys';
import { db } from '@/lib/server/db/client';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { GET as list } from '@/app/api/webadmin/Survey/get-list/route';
import { GET as results } from '@/app/api/webadmin/Survey/get-results/route';
import { call, first, makeSchool, rand, signIn, type Json } from '../helpers/world';

describe('demo surveys', () => {
  it('seeds an open survey with answers, a closed one and an earlier-kind one, whose results read', async () => {
    const school = await makeSchool();
    const principal = await school.addUser({ roles: ['principal'] });
    const p = { token: await signIn(principal.username, principal.password), tenantId: school.id };
    const yearId = first(await call(yearCreate, { ...p, body: { name: `Năm ${rand()}`, start_date: '01/08/2026', end_date: '31/05/2027', is_current: true } })).id;
    await call(classCreate, { ...p, body: { name: 'Mầm 1', age_group: 'mau_giao_be', school_year_id: yearId, capacity: 30, teacher_ids: [] } });
    const database = await db();
    await seedDemoStudents(database, { tenantId: school.id });
    await seedDemoSurveys(database, { tenantId: school.id, principalId: principal.id });

    const current = (await call(list, { ...p, query: { kind: 'survey' } })).body.response.data as Json[];
    expect(current.map((s) => s.status).sort()).toEqual(['closed', 'open']);
    const open = current.find((s) => s.status === 'open');
    expect(open.response_count).toBeGreaterThan(0);
    const r = (await call(results, { ...p, query: { id: open.id } })).body.response.data;
    expect(r.response_count).toBe(open.response_count);
    expect(r.response_count).toBeLessThan(r.audience_count);
    expect(r.questions.find((q: Json) => q.type === 'rating').average).toBeGreaterThanOrEqual(3);
    const v1 = (await call(list, { ...p, query: { kind: 'survey_v1' } })).body.response.data as Json[];
    expect(v1).toHaveLength(1);
    expect(v1[0]).toMatchObject({ status: 'closed', question_count: 2 });
    expect(v1[0].response_count).toBeGreaterThan(0);
  });
});
