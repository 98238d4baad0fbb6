-- The audit log speaks of create, update, delete, approve, reject and sign_in: an inserted row is a "create"
-- (0003 wrote TG_OP as it is, "insert"). Same function otherwise; rows already written are renamed.
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  noise text[] := ARRAY['password_hash', 'failed_logins', 'locked_until', 'last_login_at', 'updated_at'];
  rec jsonb := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
  before jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) - noise END;
  after jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) - noise END;
  act text := CASE TG_OP WHEN 'INSERT' THEN 'create' ELSE lower(TG_OP) END;
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
ALTER TABLE audit_logs NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE audit_logs SET action = 'create' WHERE action = 'insert';
--> statement-breakpoint
ALTER TABLE audit_logs FORCE ROW LEVEL SECURITY;
