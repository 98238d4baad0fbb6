-- Row-level security evaluated once per statement instead of once per row. The policies compared each row with
-- nullif(current_setting('app.tenant_id', true), '')::uuid — a setting lookup, a text-to-uuid cast — and the owner's
-- system_access policy (0029) added current_user and a second lookup on every row its OR reached. Written as scalar
-- subqueries, PostgreSQL computes each once per statement (an InitPlan) and compares every row with the result: the
-- same rows pass, and a scan of a school's 2,000 children no longer pays two setting lookups and a cast per child.
-- tests/api/database.test.ts fails on a policy written the old way.
DO $$
DECLARE p record;
BEGIN
  FOR p IN SELECT tablename, qual FROM pg_policies WHERE schemaname = 'public' AND policyname = 'tenant_isolation'
  LOOP
    EXECUTE format('ALTER POLICY tenant_isolation ON %I USING (%I = (SELECT nullif(current_setting(%L, true), %L)::uuid))',
      p.tablename, CASE WHEN p.qual LIKE '(id =%' THEN 'id' ELSE 'tenant_id' END, 'app.tenant_id', '');
  END LOOP;
  FOR p IN SELECT tablename FROM pg_policies WHERE schemaname = 'public' AND policyname = 'system_access'
  LOOP
    EXECUTE format(
      'ALTER POLICY system_access ON %I USING ((SELECT current_user <> %L AND coalesce(current_setting(%L, true), %L) = %L)) WITH CHECK ((SELECT current_user <> %L AND coalesce(current_setting(%L, true), %L) = %L))',
      p.tablename, 'app_user', 'app.tenant_id', '', '', 'app_user', 'app.tenant_id', '', '');
  END LOOP;
END $$;
