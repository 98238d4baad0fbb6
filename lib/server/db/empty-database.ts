// Empties a PostgreSQL database before a run migrates it anew (the API suite's global setup with TEST_DATABASE_URL,
// `npm run bench` with BENCH_DATABASE_URL). The roles (app_user) belong to the whole server and are kept.

/** What both callers hand in: a pg Pool or Client. */
type Queryable = { query(text: string): Promise<{ rowCount: number | null }> };

/**
 * On plain PostgreSQL the schemas public and drizzle are dropped and public made anew. On a Citus coordinator the
 * extension lives in public and a `drop schema public cascade` hangs on it: the tables, views and functions of public
 * that belong to no extension are dropped instead (distributed tables with their shards), then drizzle.
 * Answers whether the database is a Citus coordinator.
 */
export async function emptyDatabase(pool: Queryable): Promise<boolean> {
  const citus = Boolean((await pool.query(`select 1 from pg_extension where extname = 'citus'`)).rowCount);
  await pool.query(citus ? EMPTY_CITUS : EMPTY_POSTGRES);
  return citus;
}

const EMPTY_POSTGRES = 'drop schema if exists public cascade; create schema public; drop schema if exists drizzle cascade';

const EMPTY_CITUS = `do $$ declare r record; begin
  for r in select oid::regclass::text as name, relkind from pg_class
    where relnamespace = 'public'::regnamespace and relkind in ('v', 'r', 'p') and not relispartition
      and not exists (select 1 from pg_depend d where d.objid = pg_class.oid and d.deptype = 'e')
    order by relkind desc loop
    execute format('drop %s if exists %s cascade', case r.relkind when 'v' then 'view' else 'table' end, r.name);
  end loop;
  for r in select p.oid::regprocedure::text as name from pg_proc p
    where p.pronamespace = 'public'::regnamespace
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e') loop
    execute format('drop function if exists %s cascade', r.name);
  end loop;
end $$; drop schema if exists drizzle cascade`;
