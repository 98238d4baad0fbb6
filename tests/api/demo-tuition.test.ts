import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { rowsOf } from '@/lib/server/db/rows';
import { seedDemoStudents } from '@/lib/server/demo/demo-students';
import { seedDemoAttendance } from '@/lib/server/demo/demo-attendance';
import { seedDemoTuition } from '@/lib/server/demo/demo-tuition';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { GET as debt } from '@/app/api/webadmin/Tuition/get-debt-report/route';
import { currentMonth } from '@/lib/tuition-values';
import { call, first, makeSchool, rand, signIn, type Json } from '../helpers/world';

describe('demo tuition', () => {
  it('issues last month (mostly paid) and drafts this month, and the debt report matches the ledger', async () => {
    const school = await makeSchool();
    const accountant = await school.addUser({ roles: ['accountant'] });
    const a = { token: await signIn(accountant.username, accountant.password), tenantId: school.id };
    const principal = await school.addUser({ roles: ['principal'] });
    const p = { token: await signIn(principal.username, principal.password), tenantId: school.id };
    const yearId = first(await call(yearCreate, { ...p, body: { name: `Năm ${rand()}`, start_date: '01/08/2026', end_date: '31/05/2027', is_current: true } })).id;
    await call(classCreate, { ...p, body: { name: 'Mầm 1', age_group: 'mau_giao_be', school_year_id: yearId, capacity: 30, teacher_ids: [] } });
    const database = await db();
    await seedDemoStudents(database, { tenantId: school.id });
    await seedDemoAttendance(database, { tenantId: school.id, principalId: principal.id });
    await seedDemoTuition(database, { tenantId: school.id, accountantId: accountant.id });

    const month = currentMonth();
    const [y, m] = month.split('-').map(Number);
    const last = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
    const byState = await rowsOf<Json>(
      database,
      sql`select to_char(month, 'YYYY-MM') as month, status, count(*)::int as n from invoices where tenant_id = ${school.id} group by 1, 2`,
    );
    const count = (mo: string, st: string) => byState.find((r) => r.month === mo && r.status === st)?.n ?? 0;
    const kids = await rowsOf<{ n: number }>(database, sql`select count(*)::int as n from students where tenant_id = ${school.id} and status = 'studying' and class_id is not null`);
    expect(count(month, 'draft')).toBe(kids[0].n);
    const lastTotal = ['issued', 'partly_paid', 'paid'].reduce((s, st) => s + count(last, st), 0);
    expect(lastTotal).toBe(kids[0].n);
    expect(count(last, 'paid')).toBeGreaterThan(lastTotal / 2);
    expect(count(last, 'partly_paid') + count(last, 'issued')).toBeGreaterThan(0);
    const report = (await call(debt, { ...a, query: { month: last } })).body.response.data;
    const [sums] = await rowsOf<Json>(
      database,
      sql`select sum(l.amount)::text as lines, (select sum(amount) from payments where tenant_id = ${school.id})::text as paid
          from invoice_lines l join invoices i on i.tenant_id = l.tenant_id and i.id = l.invoice_id
          where i.tenant_id = ${school.id} and i.month = ${`${last}-01`}`,
    );
    expect(report.total.invoiced).toBe(Number(sums.lines));
    expect(report.total.paid).toBe(Number(sums.paid));
  });
});
