-- Students and their guardians, pick-up people and class history: school-owned, so row-level security
-- (tenant_isolation) and the audit trigger, as every school-owned table.
GRANT SELECT, INSERT, UPDATE, DELETE ON students, guardians, pickup_people, student_class_history TO app_user;
--> statement-breakpoint
ALTER TABLE students ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE students FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON students USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE guardians ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE guardians FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON guardians USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE pickup_people ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE pickup_people FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON pickup_people USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE student_class_history ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE student_class_history FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON student_class_history USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
SELECT audit_enable('students');
--> statement-breakpoint
SELECT audit_enable('guardians');
--> statement-breakpoint
SELECT audit_enable('pickup_people');
--> statement-breakpoint
SELECT audit_enable('student_class_history');
