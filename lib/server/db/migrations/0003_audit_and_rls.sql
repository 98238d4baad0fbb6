-- The audit log: one trigger function, switched on per table with audit_enable('table'). It runs in the same
-- transaction as the change, so a change is never without its record, and no service can forget to write it.
-- Who acted comes from app.user_id and the school from the row (or app.tenant_id), both set by the request.
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  noise text[] := ARRAY['password_hash', 'failed_logins', 'locked_until', 'last_login_at', 'updated_at'];
  rec jsonb := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
  before jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) - noise END;
  after jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) - noise END;
  act text := lower(TG_OP);
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF (to_jsonb(OLD) ->> 'password_hash') IS DISTINCT FROM (to_jsonb(NEW) ->> 'password_hash') THEN
      after := after || '{"password": "changed"}'::jsonb;
    END IF;
    IF before = after THEN RETURN NULL; END IF;
    IF (after ->> 'status') IS DISTINCT FROM (before ->> 'status') AND (after ->> 'status') IN ('approved', 'rejected') THEN
      act := CASE WHEN after ->> 'status' = 'approved' THEN 'approve' ELSE 'reject' END;
    END IF;
  END IF;
  INSERT INTO audit_logs (tenant_id, user_id, action, record_type, record_id, old_values, new_values)
  VALUES (
    coalesce((rec ->> 'tenant_id')::uuid, nullif(current_setting('app.tenant_id', true), '')::uuid),
    nullif(current_setting('app.user_id', true), '')::uuid,
    act,
    TG_TABLE_NAME,
    coalesce(rec ->> 'id', rec ->> 'user_id', rec ->> 'class_id'),
    before,
    after
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_enable(tbl regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS audit ON %s', tbl);
  EXECUTE format('CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH ROW EXECUTE FUNCTION audit_row()', tbl);
END $$;
--> statement-breakpoint
SELECT audit_enable('tenants');
--> statement-breakpoint
SELECT audit_enable('users');
--> statement-breakpoint
SELECT audit_enable('user_schools');
--> statement-breakpoint
SELECT audit_enable('roles');
--> statement-breakpoint
SELECT audit_enable('user_roles');
--> statement-breakpoint
SELECT audit_enable('school_years');
--> statement-breakpoint
SELECT audit_enable('classes');
--> statement-breakpoint
SELECT audit_enable('class_teachers');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO app_user;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO app_user;
--> statement-breakpoint
ALTER TABLE school_years ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE school_years FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON school_years USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE classes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE classes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON classes USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE class_teachers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE class_teachers FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON class_teachers USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE audit_logs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE audit_logs FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON audit_logs USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
-- Vietnamese folding for accent-free search, the same as lib/text.ts foldVietnamese().
CREATE OR REPLACE FUNCTION vn_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate(value, 'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđÀÁẠẢÃÂẦẤẬẨẪĂẰẮẶẲẴÈÉẸẺẼÊỀẾỆỂỄÌÍỊỈĨÒÓỌỎÕÔỒỐỘỔỖƠỜỚỢỞỠÙÚỤỦŨƯỪỨỰỬỮỲÝỴỶỸĐ', 'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyydAAAAAAAAAAAAAAAAAEEEEEEEEEEEIIIIIOOOOOOOOOOOOOOOOOUUUUUUUUUUUYYYYYD'))
$$;
