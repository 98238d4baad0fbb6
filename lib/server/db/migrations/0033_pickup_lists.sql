-- Each child's pick-up people as the roll call shows them, one row per language (see lib/server/student/pickup-lists.ts).
-- A copy: the roll call reads it when written with the current labels and gathers the people itself otherwise, so
-- the table starts empty and the server fills it at start. Not audited: the guardians and pick-up people it is made
-- from are. (The snapshot of this migration also records the tables added by hand since 0013.)
CREATE TABLE "pickup_lists" (
	"tenant_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"labels" text NOT NULL,
	"people" json NOT NULL,
	CONSTRAINT "pickup_lists_tenant_id_student_id_locale_pk" PRIMARY KEY("tenant_id","student_id","locale")
);
--> statement-breakpoint
ALTER TABLE "pickup_lists" ADD CONSTRAINT "pickup_lists_tenant_id_student_id_students_tenant_id_id_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "public"."students"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON pickup_lists TO app_user;
--> statement-breakpoint
ALTER TABLE pickup_lists ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE pickup_lists FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON pickup_lists USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid));
--> statement-breakpoint
CREATE POLICY system_access ON pickup_lists
  USING ((SELECT current_user <> 'app_user' AND coalesce(current_setting('app.tenant_id', true), '') = ''))
  WITH CHECK ((SELECT current_user <> 'app_user' AND coalesce(current_setting('app.tenant_id', true), '') = ''));
