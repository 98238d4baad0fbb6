import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { db } from '@/lib/server/db/client';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { POST as studentCreate } from '@/app/api/webadmin/Student/create/route';
import { GET as studentList } from '@/app/api/webadmin/Student/get-list/route';
import { GET as getDay } from '@/app/api/webadmin/Attendance/get-day/route';
import { GET as getMonth } from '@/app/api/webadmin/Attendance/get-month/route';
import { PUT as update } from '@/app/api/webadmin/Attendance/update/route';
import { POST as markAll } from '@/app/api/webadmin/Attendance/mark-all-present/route';
import { GET as invoices } from '@/app/api/webadmin/Tuition/get-invoices/route';
import { schoolToday } from '@/lib/school-time';
import { call, first, makeSchool, rand, signIn, type Reply } from '../helpers/world';

// On a Citus cluster (CI's third run, TEST_CITUS): the hot school statements are each sent to one node. Every
// statement a call sends is recorded, then EXPLAINed in the same school's transaction: Citus's plan names the number
// of shards it touches ("Task Count"), which must be 1 (0 for a statement on the coordinator's own tables).

type Sent = { text: string; values: unknown[] };
const sent: Sent[] = [];
const query = pg.Client.prototype.query;
let recording = false;

beforeAll(() => {
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [string | { text?: string; values?: unknown[] }, unknown[] | undefined];
    const text = typeof config === 'string' ? config : config?.text;
    const params = (typeof config === 'string' ? values : config?.values) ?? [];
    if (recording && text && /^\s*(select|insert|update|delete|with)\b/i.test(text)) sent.push({ text, values: params });
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
});
afterAll(() => {
  pg.Client.prototype.query = query;
});

async function record(run: () => Promise<Reply>) {
  sent.length = 0;
  recording = true;
  try {
    const r = await run();
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  } finally {
    recording = false;
  }
  return [...sent];
}

/** The statement with its values written in as literals. */
const inlined = (s: Sent) =>
  s.text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = s.values[Number(n) - 1];
    if (v === null || v === undefined) return 'null';
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    return `'${String(v instanceof Date ? v.toISOString() : v).replace(/'/g, "''")}'`;
  });

/** The largest "Task Count" of each statement's plan, EXPLAINed as the school's app_user. */
async function shardsTouched(tenantId: string, statements: Sent[]) {
  const pool = (await db()) as unknown as { $client: pg.Pool };
  const client = await pool.$client.connect();
  const counts: { text: string; tasks: number }[] = [];
  try {
    for (const s of statements) {
      const text = s.text.replace(/\s+/g, ' ').slice(0, 160);
      await client.query('begin');
      try {
        await client.query(
          `set local app.tenant_id = '${tenantId}'; set local plan_cache_mode = force_custom_plan; select set_config('role', 'app_user', true)`,
        );
        // Citus cannot EXPLAIN an INSERT … SELECT with parameters (it runs it): the values are then written in.
        await client.query('savepoint p');
        const { rows } = await client
          .query({ text: `explain (format json) ${s.text}`, values: s.values })
          .catch(async () => {
            await client.query('rollback to savepoint p');
            return client.query(`explain (format json) ${inlined(s)}`);
          });
        const plan = JSON.stringify(rows[0]['QUERY PLAN']);
        const tasks = [...plan.matchAll(/"Task Count":(\d+)/g)].map((m) => Number(m[1]));
        counts.push({ text, tasks: Math.max(0, ...tasks) });
      } catch (error) {
        counts.push({ text, tasks: Number.POSITIVE_INFINITY, error: (error as Error).message } as never);
      } finally {
        await client.query('rollback');
      }
    }
  } finally {
    client.release();
  }
  return counts;
}

describe('one node per school request (Citus)', () => {
  let w: { p: { token: string; tenantId: string }; classId: string; kids: string[] };
  beforeAll(async () => {
    const school = await makeSchool();
    const principal = await school.addUser({ roles: ['principal'] });
    const p = { token: await signIn(principal.username, principal.password), tenantId: school.id };
    const year = await call(yearCreate, {
      ...p,
      body: { name: `Năm ${rand()}`, start_date: '01/08/2026', end_date: '31/05/2027', is_current: true },
    });
    const classId = first(
      await call(classCreate, {
        ...p,
        body: { name: 'Mầm A', age_group: 'mau_giao_be', school_year_id: first(year).id, capacity: 30, teacher_ids: [] },
      }),
    ).id as string;
    const kids: string[] = [];
    for (const name of ['Nguyễn Thị An', 'Lê Văn Bảo']) {
      const r = await call(studentCreate, {
        ...p,
        body: {
          code: `HS${rand()}`,
          full_name: name,
          gender: 'female',
          date_of_birth: '12/03/2021',
          class_id: classId,
          guardians: [{ full_name: 'Nguyễn Văn Bình', relationship: 'father', phone: '0912345678', is_primary: true }],
        },
      });
      kids.push(first(r).id as string);
    }
    w = { p, classId, kids };
  });

  const today = schoolToday();
  const calls: [string, () => Promise<Reply>][] = [
    ['student list', () => call(studentList, { ...w.p, query: { page: '1', page_size: '20' } })],
    ['student search', () => call(studentList, { ...w.p, query: { page: '1', page_size: '20', keyword: 'an' } })],
    ['roll call of the day', () => call(getDay, { ...w.p, query: { class_id: w.classId, date: today } })],
    ['month sheet', () => call(getMonth, { ...w.p, query: { class_id: w.classId, month: today.slice(0, 7) } })],
    ['mark all present', () => call(markAll, { ...w.p, body: { class_id: w.classId, date: today } })],
    [
      'mark one child',
      async () => {
        const d = await call(getDay, { ...w.p, query: { class_id: w.classId, date: today } });
        const row = d.body.response.data.rows.find((r: { student_id: string }) => r.student_id === w.kids[0]);
        return call(update, {
          ...w.p,
          body: { class_id: w.classId, date: today, student_id: w.kids[0], status: 'unexcused', version: row.version },
        });
      },
    ],
    ['invoices', () => call(invoices, { ...w.p, query: { page: '1', page_size: '20' } })],
  ];

  for (const [name, run] of calls) {
    it(`${name}: every statement touches one shard`, async () => {
      const statements = await record(run);
      expect(statements.length).toBeGreaterThan(0);
      const counts = await shardsTouched(w.p.tenantId, statements);
      expect(counts.filter((c) => c.tasks > 1)).toEqual([]);
    });
  }
});

