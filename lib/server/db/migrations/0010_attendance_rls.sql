-- Attendance and absences are school-owned: row-level security (tenant_isolation) and the audit trigger.
GRANT SELECT, INSERT, UPDATE, DELETE ON attendance_records, absences TO app_user;
--> statement-breakpoint
ALTER TABLE attendance_records ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE attendance_records FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON attendance_records USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE absences ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE absences FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON absences USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
SELECT audit_enable('attendance_records');
--> statement-breakpoint
SELECT audit_enable('absences');
