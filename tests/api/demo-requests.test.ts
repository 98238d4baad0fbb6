import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { rowsOf } from '@/lib/server/db/rows';
import { seedDemoStudents } from '@/lib/server/demo/demo-students';
import { seedDemoAppAccounts } from '@/lib/server/demo/demo-app-accounts';
import { seedDemoRequests } from '@/lib/server/demo/demo-requests';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { GET as medicineList } from '@/app/api/webadmin/MedicineRequest/get-list/route';
import { GET as due } from '@/app/api/webadmin/MedicineRequest/get-due/route';
import { GET as messageList } from '@/app/api/webadmin/MessageRequest/get-list/route';
import { call, first, makeSchool, rand, signIn, type Json } from '../helpers/world';

describe('demo requests', () => {
  it('seeds medicine requests in every state with logged doses, and messages unread, read and answered', async () => {
    const school = await makeSchool();
    const principal = await school.addUser({ roles: ['principal'] });
    const teacher = await school.addUser({ roles: ['teacher'] });
    const p = { token: await signIn(principal.username, principal.password), tenantId: school.id };
    const yearId = first(await call(yearCreate, { ...p, body: { name: `Năm ${rand()}`, start_date: '01/08/2026', end_date: '31/05/2027', is_current: true } })).id;
    await call(classCreate, { ...p, body: { name: 'Mầm 1', age_group: 'mau_giao_be', school_year_id: yearId, capacity: 30, teacher_ids: [teacher.id] } });
    const database = await db();
    await seedDemoStudents(database, { tenantId: school.id });
    await seedDemoAppAccounts(database, { tenantId: school.id, password: 'Demo-Parent-1' });
    await seedDemoRequests(database, { tenantId: school.id, principalId: principal.id });

    const states = await rowsOf<{ status: string; n: number }>(
      database,
      sql`select status, count(*)::int as n from medicine_requests where tenant_id = ${school.id} group by status`,
    );
    expect(Object.fromEntries(states.map((s) => [s.status, s.n]))).toEqual({ approved: 4, pending: 3, rejected: 1, cancelled: 1 });
    const doses = await rowsOf<{ status: string; n: number }>(
      database,
      sql`select status, count(*)::int as n from medicine_doses where tenant_id = ${school.id} group by status`,
    );
    expect(doses.find((d) => d.status === 'given')!.n).toBeGreaterThan(10);

    const t = { token: await signIn(teacher.username, teacher.password), tenantId: school.id };
    const list = (await call(medicineList, { ...t, query: { page_size: 100 } })).body.response;
    expect(list.total).toBe(9);
    const today = (await call(due, t)).body.response.data as Json[];
    expect(today.some((s) => s.status === 'due')).toBe(true);
    expect(today.some((s) => s.status !== 'due')).toBe(true);
    const messages = (await call(messageList, { ...p, query: { page_size: 100 } })).body.response.data as Json[];
    expect(new Set(messages.map((m) => m.status))).toEqual(new Set(['unread', 'read', 'cancelled']));
    expect(messages.some((m) => m.reply_count > 0)).toBe(true);
  });
});
