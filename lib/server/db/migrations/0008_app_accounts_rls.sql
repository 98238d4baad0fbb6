-- Parents' app accounts, their children and their sessions: school-owned, so row-level security
-- (tenant_isolation) and the audit trigger, as every school-owned table (sessions are not audited: sign-ins are).
GRANT SELECT, INSERT, UPDATE, DELETE ON app_accounts, app_account_students, app_sessions TO app_user;
--> statement-breakpoint
ALTER TABLE app_accounts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE app_accounts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON app_accounts USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE app_account_students ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE app_account_students FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON app_account_students USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE app_sessions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE app_sessions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON app_sessions USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
SELECT audit_enable('app_accounts');
--> statement-breakpoint
SELECT audit_enable('app_account_students');
