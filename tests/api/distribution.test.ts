import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { rowsOf } from '@/lib/server/db/rows';

// Ready to distribute by school (Citus): every school-owned table is distributed by tenant_id, so each primary key,
// unique constraint and foreign key between school-owned tables must include tenant_id; the global tables are small
// reference tables copied to every node. README, "Scaling past one server", says how.

/**
 * Global tables (no tenant_id), each named with where it goes: small, read-mostly ones become reference tables copied
 * to every node; write-heavy ones stay local to the coordinator. A new global table must be named here.
 */
const GLOBAL_TABLES = new Map<string, 'reference' | 'coordinator'>([
  ['tenants', 'reference'],
  ['users', 'reference'],
  ['menus', 'reference'],
  ['master_data', 'reference'],
  ['provinces', 'reference'],
  ['vaccines', 'reference'],
  ['vaccine_doses', 'reference'],
  ['user_notification_settings', 'reference'],
  ['sessions', 'coordinator'],
  ['login_attempts', 'coordinator'],
  ['rate_limits', 'coordinator'],
  ['__drizzle_migrations', 'coordinator'],
]);
/** Tables that have a tenant_id but stay on the coordinator, with the reason. */
const COORDINATOR_TABLES = new Map([
  [
    'audit_logs',
    'system administrators’ changes have no school (tenant_id null); the audit screen reads across schools',
  ],
  [
    'audit_logs_system',
    'on a Citus coordinator (after `distribute`): the audit of changes without a school, beside audit_logs_school, distributed',
  ],
  [
    'app_sessions',
    'a parent’s token is looked up before its school is known, like a staff session (its account foreign key is dropped when distributing)',
  ],
  [
    'push_subscriptions',
    'a device belongs to a person, not a school (a staff user’s has no tenant_id), and its endpoint is unique across schools (its account foreign key is dropped when distributing)',
  ],
  [
    'push_deliveries',
    'the push worker claims due deliveries across schools in one statement, beside their subscriptions (its notification foreign key is dropped when distributing)',
  ],
]);

type Constraint = {
  table: string;
  name: string;
  kind: 'p' | 'u' | 'f';
  columns: string[];
  ref_table: string | null;
  ref_columns: string[] | null;
};

async function catalog() {
  const database = await db();
  const tables = await rowsOf<{ table: string; has_tenant: boolean }>(
    database,
    sql`select c.relname as "table",
          exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped) as has_tenant
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')`,
  );
  const constraints = await rowsOf<Constraint>(
    database,
    sql`select c.conrelid::regclass::text as "table", c.conname as name, c.contype as kind,
          (select array_agg(a.attname::text order by k.i) from unnest(c.conkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n) as columns,
          case when c.contype = 'f' then c.confrelid::regclass::text end as ref_table,
          (select array_agg(a.attname::text order by k.i) from unnest(c.confkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n) as ref_columns
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where n.nspname = 'public' and c.contype in ('p', 'u', 'f')`,
  );
  const uniqueIndexes = await rowsOf<{ table: string; name: string; columns: string[] }>(
    database,
    sql`select i.indrelid::regclass::text as "table", ci.relname as name,
          coalesce((select array_agg(a.attname::text) from unnest(i.indkey) k(n) join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.n), '{}') as columns
        from pg_index i join pg_class ci on ci.oid = i.indexrelid join pg_namespace n on n.oid = ci.relnamespace
        where n.nspname = 'public' and i.indisunique and not i.indisprimary`,
  );
  return { tables, constraints, uniqueIndexes };
}

describe('ready to distribute by school', () => {
  it('keeps tenant_id in every key, unique rule and foreign key of a school-owned table', async () => {
    const { tables, constraints, uniqueIndexes } = await catalog();
    const owned = new Set(tables.filter((t) => t.has_tenant && !COORDINATOR_TABLES.has(t.table)).map((t) => t.table));
    expect(owned.size).toBeGreaterThan(10);
    const broken: string[] = [];
    for (const c of constraints) {
      if (!owned.has(c.table)) continue;
      if ((c.kind === 'p' || c.kind === 'u') && !c.columns.includes('tenant_id'))
        broken.push(`${c.table}: ${c.name} lacks tenant_id`);
      if (c.kind === 'f' && c.ref_table && owned.has(c.ref_table)) {
        const i = c.columns.indexOf('tenant_id');
        if (i < 0 || c.ref_columns?.[i] !== 'tenant_id')
          broken.push(`${c.table}: ${c.name} → ${c.ref_table} does not pair tenant_id`);
      }
      if (c.kind === 'f' && c.ref_table && COORDINATOR_TABLES.has(c.ref_table))
        broken.push(`${c.table}: ${c.name} points at a coordinator table`);
    }
    for (const u of uniqueIndexes) {
      if (owned.has(u.table) && !u.columns.includes('tenant_id'))
        broken.push(`${u.table}: unique index ${u.name} lacks tenant_id`);
    }
    expect(broken).toEqual([]);
  });

  it('has only known global tables, each small enough to copy to every node', async () => {
    const { tables } = await catalog();
    const global = tables.filter((t) => !t.has_tenant).map((t) => t.table);
    expect(global.filter((t) => !GLOBAL_TABLES.has(t)).sort()).toEqual([]);
  });
});
