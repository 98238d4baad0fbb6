import { sql } from 'drizzle-orm';
import type { Executor } from './db-types';

// Citus (https://docs.citusdata.com) spreads the schools over several PostgreSQL servers: every school-owned table is
// distributed by tenant_id, all of them co-located, so one school's rows of every table live on one node and a
// school's statement that names its school runs on that node alone. `distribute` turns a migrated database into that
// shape, in place, and may run again at any time (after each migration: `migratePg` calls it on a Citus coordinator,
// so a table added by a later migration is distributed as it appears). README, "Scaling past one PostgreSQL server".

/**
 * Tables that stay plain tables on the coordinator (Citus turns one that references a reference table into a
 * "Citus local table", still on the coordinator), each with its reason.
 */
export const COORDINATOR_TABLES: Record<string, string> = {
  sessions: 'a staff token is looked up before any school is known, and sign-ins write it on every call',
  login_attempts: 'sign-in throttling, before any school is known',
  rate_limits: 'counters keyed by address or account, before any school is known',
  app_sessions: 'a parent’s token is looked up before its school is known, like a staff session',
  push_subscriptions: 'a device belongs to a person (a staff user’s has no school); its endpoint is unique across schools',
  push_deliveries: 'the push worker claims due deliveries across schools in one statement, beside their subscriptions',
  audit_logs_system:
    'the audit of changes without a school (system administration, sign-ins) and of the tables copied to every node',
};

/**
 * School-owned tables that every signed-in call reads across schools before its school is chosen (the session
 * query: memberships, roles held, classes taught; a parent's account beside its coordinator session): small, and
 * copied to every node so that the session query joins them on the coordinator and any school's statement joins
 * them on its own node.
 */
export const SHARED_SCHOOL_TABLES = ['user_schools', 'user_roles', 'roles', 'class_teachers', 'app_accounts'];

/** The distributed audit table: school changes, on the node of their school. */
const AUDIT_SCHOOL = 'audit_logs_school';

type Kind = 'reference' | 'distributed' | 'coordinator';

/** Whether the database is a Citus coordinator (the extension is installed). */
export async function isCitus(database: Executor): Promise<boolean> {
  const rows = await rowsIn<{ citus: boolean }>(
    database,
    `select exists (select 1 from pg_extension where extname = 'citus') as citus`,
  );
  return rows[0].citus;
}

async function rowsIn<T>(database: Executor, text: string): Promise<T[]> {
  const result = await database.execute(sql.raw(text));
  return (result as unknown as { rows: T[] }).rows;
}

const run = (database: Executor, text: string) => database.execute(sql.raw(text));

/** Where a table goes, from the catalog: no list to edit when a school-owned table is added. */
export function placeOf(table: string, hasTenant: boolean): Kind {
  if (table in COORDINATOR_TABLES) return 'coordinator';
  if (!hasTenant || SHARED_SCHOOL_TABLES.includes(table)) return 'reference';
  return 'distributed';
}

/**
 * Distributes a migrated database on a Citus coordinator; changes nothing that is already in place. Connect as the
 * owner of the tables (a superuser works too). Returns what it did, a line each.
 */
export async function distribute(database: Executor): Promise<string[]> {
  if (!(await isCitus(database))) throw new Error('not a Citus coordinator: CREATE EXTENSION citus first');
  const done: string[] = [];
  await run(database, 'select pg_advisory_lock(7210302)');
  try {
    // Triggers (the audit, the session notifications) are kept on distributed and reference tables: the functions
    // below know where they run. Set on the database too, so that a later migration may add a trigger.
    await run(database, 'set citus.enable_unsafe_triggers = on');
    const [{ db, owner }] = await rowsIn<{ db: string; owner: string }>(
      database,
      `select current_database() as db, pg_get_userbyid(datdba) as owner from pg_database where datname = current_database()`,
    );
    const [{ settings }] = await rowsIn<{ settings: string[] | null }>(
      database,
      `select (select setconfig from pg_db_role_setting s join pg_database d on d.oid = s.setdatabase
                where d.datname = current_database() and s.setrole = 0) as settings`,
    );
    // A school's SET LOCAL settings (app.tenant_id, the role, the actor) reach the workers with its statements.
    for (const setting of ['citus.enable_unsafe_triggers=on', 'citus.propagate_set_commands=local']) {
      if (settings?.includes(setting)) continue;
      const [name, value] = setting.split('=');
      await run(database, `alter database ${ident(db)} set ${name} = ${literal(value)}`);
      done.push(`database ${db}: ${name} = ${value}`);
    }
    void owner;

    // app_user: Citus connects to the workers as the role of the statement, so app_user must be able to log in
    // there (no password: pg_hba admits it from the coordinator only). ALTER ROLE reaches every node.
    const [{ login }] = await rowsIn<{ login: boolean }>(
      database,
      `select rolcanlogin as login from pg_roles where rolname = 'app_user'`,
    );
    if (!login) {
      await run(database, 'alter role app_user login');
      done.push('app_user may log in (Citus connects to the workers as the role of the statement)');
    }

    await installFunctions(database);
    done.push(...(await splitAudit(database)));

    const tables = await rowsIn<{ name: string; has_tenant: boolean; kind: string | null }>(
      database,
      `select c.relname as name,
              exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped) as has_tenant,
              (select p.partmethod::text from pg_dist_partition p where p.logicalrelid = c.oid) as kind
         from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
        order by c.relname`,
    );
    const place = new Map(tables.map((t) => [t.name, placeOf(t.name, t.has_tenant)]));
    const pending = tables.filter((t) => {
      const want = place.get(t.name)!;
      if (want === 'reference') return t.kind !== 'n';
      if (want === 'distributed') return t.kind !== 'h';
      return false;
    });
    if (pending.length) {
      // Foreign keys Citus refuses (to a distributed table from anything but a co-located distributed table, from a
      // reference table to a coordinator table) are dropped; the others are dropped for the move and made again.
      const keys = await rowsIn<{ tbl: string; name: string; ref: string; def: string }>(
        database,
        `select c.conrelid::regclass::text as tbl, c.conname as name, c.confrelid::regclass::text as ref,
                pg_get_constraintdef(c.oid) as def
           from pg_constraint c
          where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
      );
      const moving = new Set(pending.map((t) => t.name));
      const touched = keys.filter((k) => moving.has(k.tbl) || moving.has(k.ref));
      for (const k of touched) await run(database, `alter table ${ident(k.tbl)} drop constraint ${ident(k.name)}`);
      await rewritePolicies(database, pending.map((t) => t.name));
      // The rows copied to the nodes are no change: no audit, no session notification while they move.
      for (const t of pending) await run(database, `alter table ${ident(t.name)} disable trigger user`);

      for (const t of pending.filter((t) => place.get(t.name) === 'reference')) {
        await run(database, `select create_reference_table(${literal(t.name)})`);
        done.push(`${t.name}: reference table (a copy on every node)`);
      }
      const [{ colocated }] = await rowsIn<{ colocated: string | null }>(
        database,
        `select (select logicalrelid::regclass::text from pg_dist_partition where partmethod = 'h' order by colocationid, logicalrelid::regclass::text limit 1) as colocated`,
      );
      let anchor = colocated;
      for (const t of pending.filter((t) => place.get(t.name) === 'distributed')) {
        const colocate = anchor ? literal(anchor) : `'none'`;
        await run(
          database,
          `select create_distributed_table(${literal(t.name)}, 'tenant_id', colocate_with => ${colocate})`,
        );
        anchor ??= t.name;
        done.push(`${t.name}: distributed by tenant_id${colocate === `'none'` ? '' : `, co-located with ${anchor}`}`);
      }

      for (const t of pending) await run(database, `alter table ${ident(t.name)} enable trigger user`);
      const placeNow = new Map(
        (
          await rowsIn<{ name: string; kind: string }>(
            database,
            `select logicalrelid::regclass::text as name, partmethod::text as kind from pg_dist_partition`,
          )
        ).map((r) => [r.name, r.kind === 'h' ? 'distributed' : r.kind === 'n' ? 'reference' : 'coordinator']),
      );
      const at = (table: string) => placeNow.get(table) ?? 'coordinator';
      for (const k of touched) {
        const from = at(k.tbl);
        const to = at(k.ref);
        const allowed =
          to === 'reference' ? true : to === 'distributed' ? from === 'distributed' : from === 'coordinator';
        if (allowed) await run(database, `alter table ${ident(k.tbl)} add constraint ${ident(k.name)} ${k.def}`);
        else done.push(`${k.tbl}.${k.name}: foreign key to ${k.ref} dropped (${from} → ${to}: Citus cannot keep it)`);
      }
    }
    return done;
  } finally {
    await run(database, 'select pg_advisory_unlock(7210302)');
  }
}

/**
 * Citus refuses subqueries in the policies of distributed and reference tables: migration 0032's
 * `(select current_setting(…))` forms are written back as plain expressions (the same rows pass).
 */
async function rewritePolicies(database: Executor, tables: string[]) {
  const policies = await rowsIn<{ tbl: string; name: string; qual: string | null; check: string | null }>(
    database,
    `select tablename as tbl, policyname as name, qual, with_check as check from pg_policies
      where schemaname = 'public' and tablename = any(${arrayLiteral(tables)})
        and (qual ilike '%select%' or with_check ilike '%select%')`,
  );
  for (const p of policies) {
    if (p.name === 'tenant_isolation') {
      const column = /^\(id =/.test(p.qual ?? '') ? 'id' : 'tenant_id';
      await run(
        database,
        `alter policy tenant_isolation on ${ident(p.tbl)} using (${column} = nullif(current_setting('app.tenant_id', true), '')::uuid)`,
      );
    } else if (p.name === 'system_access') {
      const owner = `current_user <> 'app_user' and coalesce(current_setting('app.tenant_id', true), '') = ''`;
      await run(database, `alter policy system_access on ${ident(p.tbl)} using (${owner}) with check (${owner})`);
    } else {
      throw new Error(`policy ${p.name} on ${p.tbl} has a subquery, which Citus refuses: write it without one`);
    }
  }
}

/**
 * The audit on a cluster: school changes in `audit_logs_school`, distributed and co-located, written by the trigger
 * on the node that holds the changed row (straight into the co-located shard); changes without a school and changes
 * to the tables copied to every node (written once, on the coordinator) in `audit_logs_system` on the coordinator.
 * `audit_logs` becomes a view of both, so the audit screen and the sign-in's own record work unchanged.
 */
async function splitAudit(database: Executor): Promise<string[]> {
  const [{ kind }] = await rowsIn<{ kind: string }>(
    database,
    `select c.relkind::text as kind from pg_class c where c.oid = 'audit_logs'::regclass`,
  );
  if (kind === 'v') return [];
  await run(database, `alter table audit_logs rename to ${AUDIT_SCHOOL}`);
  await run(database, `create table audit_logs_system (like ${AUDIT_SCHOOL} including all)`);
  await run(database, `alter table audit_logs_system enable row level security`);
  await run(database, `alter table audit_logs_system force row level security`);
  const policies = await rowsIn<{ name: string; qual: string | null; check: string | null }>(
    database,
    `select policyname as name, qual, with_check as check from pg_policies where schemaname = 'public' and tablename = '${AUDIT_SCHOOL}'`,
  );
  for (const p of policies) {
    await run(
      database,
      `create policy ${ident(p.name)} on audit_logs_system using (${p.qual ?? 'true'})${p.check ? ` with check (${p.check})` : ''}`,
    );
  }
  await run(database, `insert into audit_logs_system select * from ${AUDIT_SCHOOL} where tenant_id is null`);
  await run(database, `delete from ${AUDIT_SCHOOL} where tenant_id is null`);
  await run(database, `alter table ${AUDIT_SCHOOL} drop constraint audit_logs_pkey`);
  await run(database, `alter table ${AUDIT_SCHOOL} alter column tenant_id set not null`);
  await run(database, `alter table ${AUDIT_SCHOOL} add constraint audit_logs_school_pkey primary key (tenant_id, id)`);
  await run(
    database,
    `create view audit_logs with (security_invoker = true) as
       select * from ${AUDIT_SCHOOL} union all select * from audit_logs_system`,
  );
  await run(database, `grant select, insert on audit_logs to app_user`);
  const defaults = await rowsIn<{ name: string; expr: string }>(
    database,
    `select a.attname as name, pg_get_expr(d.adbin, d.adrelid) as expr from pg_attrdef d
       join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
      where d.adrelid = '${AUDIT_SCHOOL}'::regclass`,
  );
  for (const d of defaults) await run(database, `alter view audit_logs alter column ${ident(d.name)} set default ${d.expr}`);
  await run(
    database,
    `create or replace function audit_logs_insert() returns trigger language plpgsql as $f$
     begin
       if new.tenant_id is null then
         insert into audit_logs_system select (new).*;
       else
         insert into ${AUDIT_SCHOOL} select (new).*;
       end if;
       return new;
     end $f$`,
  );
  await run(
    database,
    `create trigger audit_logs_insert instead of insert on audit_logs for each row execute function audit_logs_insert()`,
  );
  return ['audit_logs: school changes in audit_logs_school (distributed), the rest in audit_logs_system (coordinator), read together through the view audit_logs'];
}

/**
 * The trigger functions, told where they run: on a worker's shard, on a reference table's copy (every node fires
 * it; the coordinator's copy alone acts), or on the coordinator's own tables.
 */
async function installFunctions(database: Executor) {
  // Where a trigger fires: 'h' on a shard of a distributed table, 'n' on a copy of a reference table, null on a
  // table of the coordinator's own. Shards are named <table>_<shard id>.
  await run(
    database,
    `create or replace function citus_trigger_place(rel name, out kind text, out logical text, out shard bigint)
     language sql stable as $f$
       select p.partmethod::text, p.logicalrelid::regclass::text, s.shardid
         from pg_dist_shard s join pg_dist_partition p on p.logicalrelid = s.logicalrelid
        where rel ~ '_[0-9]+$' and s.shardid = substring(rel from '_([0-9]+)$')::bigint
     $f$`,
  );
  // The session notifications: NOTIFY is sent from the coordinator only (a worker's transaction is prepared by
  // Citus's two-phase commit, which refuses NOTIFY). Every table with these triggers is on the coordinator or a
  // reference table, whose coordinator copy fires them.
  await run(
    database,
    `create or replace function session_cache_notify() returns trigger language plpgsql as $f$
     declare
       rec jsonb;
     begin
       if not citus_is_coordinator() or current_setting('application_name', true) like 'citus_internal%' then
         return null;
       end if;
       if tg_argv[0] = '*' then
         perform pg_notify('session_cache', '*');
         return null;
       end if;
       foreach rec in array array[to_jsonb(old), to_jsonb(new)] loop
         if rec is not null then
           perform pg_notify('session_cache', tg_argv[0] || ':' || (rec ->> tg_argv[1]));
         end if;
       end loop;
       return null;
     end $f$`,
  );
  const [{ body }] = await rowsIn<{ body: string }>(
    database,
    `select prosrc as body from pg_proc where proname = 'audit_row' and pronamespace = 'public'::regnamespace`,
  );
  if (body.includes('citus_trigger_place')) return;
  // The migrations' audit_row, with its one INSERT sent where the change is: the table's own name (not the
  // shard's) as record_type, and the row into the co-located shard of audit_logs_school or into audit_logs_system.
  const insertAt = body.indexOf('INSERT INTO audit_logs');
  if (insertAt < 0) throw new Error('audit_row() has no INSERT INTO audit_logs: update lib/server/db/citus.ts');
  const valuesAt = body.indexOf('VALUES', insertAt);
  const end = body.indexOf(');', valuesAt);
  const values = body
    .slice(body.indexOf('(', valuesAt), end + 1)
    .replace(/\bTG_TABLE_NAME\b/, 'coalesce(place.logical, TG_TABLE_NAME)');
  const routed = `
  SELECT * INTO place FROM citus_trigger_place(TG_TABLE_NAME);
  -- A reference table's change is written on every node; the coordinator's own copy (written by the statement's
  -- backend, not by a Citus connection) records it once.
  IF place.kind = 'n' AND (NOT citus_is_coordinator() OR current_setting('application_name', true) LIKE 'citus_internal%') THEN
    RETURN NULL;
  END IF;
  IF place.kind = 'h' THEN
    -- A shard has no column defaults (the coordinator fills them in): the id from the table's sequence, which Citus
    -- gives each worker a range of.
    EXECUTE format('INSERT INTO %I (id, tenant_id, user_id, action, record_type, record_id, old_values, new_values) VALUES (nextval(pg_get_serial_sequence(''${AUDIT_SCHOOL}'', ''id'')), $1, $2, $3, $4, $5, $6, $7)',
      '${AUDIT_SCHOOL}_' || get_shard_id_for_distribution_column('${AUDIT_SCHOOL}', rec ->> 'tenant_id'))
      USING ${values.slice(1, -1)};
  ELSE
    INSERT INTO audit_logs_system (tenant_id, user_id, action, record_type, record_id, old_values, new_values) VALUES ${values};
  END IF`;
  const next = body.slice(0, insertAt) + routed + body.slice(end + 1);
  const declared = next.replace(/DECLARE/i, 'DECLARE\n  place record;');
  await run(
    database,
    `create or replace function audit_row() returns trigger language plpgsql security definer set search_path = public as $citus$${declared}$citus$`,
  );
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
const arrayLiteral = (values: string[]) => `array[${values.map(literal).join(', ') || "''"}]::text[]`;
