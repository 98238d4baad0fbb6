import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { db, dbIsCitus, lockDirectory } from '@/lib/server/db/client';
import { schoolTransactionById } from '@/lib/server/db/school-transaction';
import { readStatement, writeStatement } from '@/lib/server/db/school-statement';
import { uuidLiteral } from '@/lib/server/db/pg-transaction';
import { roles } from '@/lib/server/db/schema';
import { makeSchool, type School } from '../helpers/world';

type Rows<T> = { rows: T[] };

describe('row-level security', () => {
  let a: School;
  let b: School;

  beforeAll(async () => {
    [a, b] = await Promise.all([makeSchool(), makeSchool()]);
  });

  it("lets a query without any tenant filter see only the chosen school's roles", async () => {
    const result = await schoolTransactionById(a.id, (tx) => tx.execute(sql`select * from roles`));
    const rows = (result as unknown as Rows<{ tenant_id: string; key: string }>).rows;
    expect(rows.length).toBe(Object.keys(a.roleIds).length);
    expect(new Set(rows.map((r) => r.tenant_id))).toEqual(new Set([a.id]));

    const tenants = (await schoolTransactionById(b.id, (tx) => tx.execute(sql`select id from tenants`))) as unknown as Rows<{
      id: string;
    }>;
    expect(tenants.rows.map((t) => t.id)).toEqual([b.id]);
  });

  it("refuses to write a row of another school inside a school's transaction", async () => {
    await expect(
      schoolTransactionById(a.id, (tx) => tx.insert(roles).values({ tenantId: b.id, key: 'intruder', nameVi: 'X', nameEn: 'X' })),
    ).rejects.toThrow();
    const result = await schoolTransactionById(b.id, (tx) => tx.execute(sql`select key from roles where key = 'intruder'`));
    expect((result as unknown as Rows<unknown>).rows).toEqual([]);
  });

  it('gives the owner, with no school chosen, every forced table: the README\'s least-privilege owner is no superuser', async () => {
    // Tests connect as a superuser, whom row-level security never restrains; a real owner is restrained even in
    // system work (create-admin, the vaccine schedule's seed, the system administrator's screens) unless each table
    // under FORCE ROW LEVEL SECURITY has the `system_access` policy (migration 0029).
    const database = await db();
    const forced = (await database.execute(sql`
      select c.relname, exists (select 1 from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname
        and p.policyname = 'system_access') as has_policy
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and c.relforcerowsecurity order by 1`)) as unknown as Rows<{
      relname: string;
      has_policy: boolean;
    }>;
    expect(forced.rows.length).toBeGreaterThan(20);
    expect(forced.rows.filter((t) => !t.has_policy).map((t) => t.relname)).toEqual([]);
  });

  it('reads the school setting once per statement in every policy, not once per row (migration 0032)', async () => {
    const database = await db();
    const policies = (await database.execute(sql`
      select tablename || '.' || policyname as policy, qual, with_check from pg_policies where schemaname = 'public'
      order by 1`)) as unknown as Rows<{ policy: string; qual: string | null; with_check: string | null }>;
    expect(policies.rows.length).toBeGreaterThan(40);
    // On a Citus coordinator the distributed and reference tables' policies are the plain expressions `distribute`
    // writes (Citus refuses a subquery in their policies); the coordinator's own tables keep migration 0032's form.
    const citusTables = (await dbIsCitus())
      ? new Set(
          ((await database.execute(sql`select table_name::text as name from citus_tables
            where citus_table_type in ('distributed', 'reference')`)) as unknown as Rows<{ name: string }>).rows.map((r) => r.name),
        )
      : new Set<string>();
    // A setting read outside a scalar subquery is evaluated for every row the policy filters.
    const perRow = (expr: string | null) => !!expr && /current_setting|CURRENT_USER/.test(expr.replace(/\( SELECT [\s\S]*$/, ''));
    expect(
      policies.rows
        .filter((p) => !citusTables.has(p.policy.split('.')[0]))
        .filter((p) => perRow(p.qual) || perRow(p.with_check))
        .map((p) => p.policy),
    ).toEqual([]);
  });

  it('reads in one round trip within the school, and leaves nothing of it on the connection', async () => {
    const who = sql`select current_user::text as role, current_setting('app.tenant_id', true) as tenant,
      (select count(distinct tenant_id)::int from roles) as schools, (select min(tenant_id::text) from roles) as school`;
    type Who = { role: string; tenant: string; schools: number; school: string };
    for (const s of [a, b, a]) {
      const [row] = await readStatement<Who>({ tenantId: s.id, userId: '' }, who);
      expect(row).toEqual({ role: 'app_user', tenant: s.id, schools: 1, school: s.id });
    }
    // The server's error reaches the caller (on the embedded database wrapped by drizzle, as its cause).
    const failure = async (query: SQL) => {
      const error = await readStatement({ tenantId: a.id, userId: '' }, query).then(() => null, (e: Error) => e);
      return String((error?.cause as Error | undefined)?.message ?? error?.message);
    };
    expect(await failure(sql`select 1 / (count(*) - count(*)) from roles`)).toContain('division by zero');
    expect(await failure(sql`select from no_such_table`)).toContain('no_such_table');
    // Every connection of the pool (ten) at once: none is left as app_user or in a school.
    const database = await db();
    const after = await Promise.all(
      Array.from({ length: 12 }, () =>
        database.execute(sql`select current_user::text as role, current_setting('app.tenant_id', true) as tenant, pg_sleep(0.05)`),
      ),
    );
    for (const r of after as unknown as Rows<{ role: string; tenant: string | null }>[])
      expect(r.rows[0].role === 'app_user' || !!r.rows[0].tenant).toBe(false);
    const [again] = await readStatement<Who>({ tenantId: b.id, userId: '' }, who);
    expect(again.school).toBe(b.id);
  });

  it('answers the statement after a failure that left its name parsed, and a write without rows as none', async () => {
    // Parsed in the batch that then failed while running: the next batch closes and parses it again.
    const divide = (n: number) => sql`select 10 / ${n}::int as n from roles where tenant_id = ${a.id} limit 1`;
    const error = await readStatement({ tenantId: a.id, userId: '' }, divide(0)).then(() => null, (e: Error) => e);
    expect(String((error?.cause as Error | undefined)?.message ?? error?.message)).toContain('division by zero');
    expect(await readStatement({ tenantId: a.id, userId: '' }, divide(2))).toEqual([{ n: 5 }]);
    // The settings' own row is never the answer.
    expect(await writeStatement({ tenantId: a.id, userId: '' }, sql`update roles set key = key where false`)).toEqual([]);
  });

  it('sees no school at all when the school id is empty', async () => {
    const result = await schoolTransactionById('', (tx) => tx.execute(sql`select count(*)::int as n from roles`));
    expect((result as unknown as Rows<{ n: number }>).rows[0].n).toBe(0);
  });

  it('writes only a checked uuid into the opening statement of a PostgreSQL transaction', () => {
    expect(uuidLiteral(a.id)).toBe(`'${a.id}'`);
    expect(uuidLiteral('')).toBe("''");
    expect(() => uuidLiteral(`${a.id}', true); drop table roles; --`)).toThrow('not a uuid');
    expect(() => uuidLiteral("x'")).toThrow('not a uuid');
  });

  it('rolls a failed transaction back and keeps serving the school', async () => {
    await expect(
      schoolTransactionById(a.id, async (tx) => {
        await tx.insert(roles).values({ tenantId: a.id, key: 'half-written', nameVi: 'X', nameEn: 'X' });
        throw new Error('stop here');
      }),
    ).rejects.toThrow('stop here');
    const result = await schoolTransactionById(a.id, (tx) => tx.execute(sql`select count(*)::int as n from roles where key = 'half-written'`));
    expect((result as unknown as Rows<{ n: number }>).rows[0].n).toBe(0);
  });
});

describe('PGlite directory lock', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
  });
  afterAll(() => {
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('refuses a second owner while the first is alive, naming the directory', () => {
    const dir = path.join(tmp, 'db-live');
    fs.writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockDirectory(dir)).toThrow(dir);
    expect(() => lockDirectory(dir)).toThrow(/already in use by another process \(pid \d+\)/);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a lock left by a process that has ended, and releases it', () => {
    const dir = path.join(tmp, 'db-stale');
    const ended = spawnSync(process.execPath, ['-e', '']);
    expect(ended.pid).toBeGreaterThan(0);
    fs.writeFileSync(`${dir}.lock`, String(ended.pid));
    const release = lockDirectory(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it('lets the same process lock twice and a new owner in once released', () => {
    const dir = path.join(tmp, 'db-own');
    const release = lockDirectory(dir);
    expect(() => lockDirectory(dir)).not.toThrow();
    release();
    const again = lockDirectory(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    again();
  });
});
