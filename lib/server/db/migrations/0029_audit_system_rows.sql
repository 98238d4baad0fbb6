-- System work (the system administrator's screens, create-admin, the start-up seed of the national vaccine schedule)
-- runs as the owner role with no school chosen (`asSystem`, app.tenant_id empty). With the least-privilege owner of
-- the README (no superuser, no BYPASSRLS), FORCE ROW LEVEL SECURITY refused all of it — the first start on such a
-- server failed while seeding — because the tests connect as a superuser, which row-level security never restrains.
-- Every table under FORCE ROW LEVEL SECURITY gets one more policy: the owner, with no school in its transaction, may
-- reach every row. Inside a school's transaction (app.tenant_id set) the owner stays cut to that school, and app_user
-- never gets it. tests/api/database.test.ts fails on a forced table without it.
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relforcerowsecurity
  LOOP
    EXECUTE format(
      'CREATE POLICY system_access ON %I USING (current_user <> %L AND coalesce(current_setting(%L, true), %L) = %L) WITH CHECK (current_user <> %L AND coalesce(current_setting(%L, true), %L) = %L)',
      t.relname, 'app_user', 'app.tenant_id', '', '', 'app_user', 'app.tenant_id', '', '');
  END LOOP;
END $$;
