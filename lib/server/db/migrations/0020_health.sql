-- Health declarations (menu `health-declaration`, issue 11): a child's measurements on a date, declared by a parent
-- or entered by staff, alone or in a class check round. The BMI, WHO z-scores and classes are computed by the server
-- (lib/health/who.ts) when a row is written and kept with it, so lists and the nutrition report read them as they
-- were computed. One measurement per child and day; a row is never deleted (a correction is an update, audited).
CREATE TABLE "health_declarations" (
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"class_id" uuid,
	"measured_on" date NOT NULL,
	"age_days" integer NOT NULL CHECK ("age_days" >= 0),
	"height_cm" numeric(5, 1) CHECK ("height_cm" IS NULL OR ("height_cm" >= 30 AND "height_cm" <= 220)),
	"weight_kg" numeric(5, 2) CHECK ("weight_kg" IS NULL OR ("weight_kg" >= 1 AND "weight_kg" <= 150)),
	"temperature_c" numeric(3, 1) CHECK ("temperature_c" IS NULL OR ("temperature_c" >= 34 AND "temperature_c" <= 43)),
	"symptoms" text,
	"note" text,
	"measured" text NOT NULL CHECK ("measured" in ('lying', 'standing')),
	"bmi" numeric(5, 2),
	"wfa_z" numeric(5, 2),
	"hfa_z" numeric(5, 2),
	"bfa_z" numeric(5, 2),
	"classes" text[] NOT NULL DEFAULT '{}',
	"source" text NOT NULL CHECK ("source" in ('staff', 'round', 'parent')),
	"created_by_user" uuid,
	"created_by_account" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_declarations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "health_declarations_student_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "students"("tenant_id","id"),
	CONSTRAINT "health_declarations_class_fk" FOREIGN KEY ("tenant_id","class_id") REFERENCES "classes"("tenant_id","id"),
	CONSTRAINT "health_declarations_not_empty_check" CHECK ("height_cm" IS NOT NULL OR "weight_kg" IS NOT NULL OR "temperature_c" IS NOT NULL OR coalesce("symptoms", '') <> '')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "health_declarations_student_day_key" ON "health_declarations" USING btree ("tenant_id","student_id","measured_on");
--> statement-breakpoint
CREATE INDEX "health_declarations_class_day_idx" ON "health_declarations" USING btree ("tenant_id","class_id","measured_on");
--> statement-breakpoint
CREATE INDEX "health_declarations_day_idx" ON "health_declarations" USING btree ("tenant_id","measured_on");
--> statement-breakpoint
-- No DELETE: a measurement is corrected, never removed.
GRANT SELECT, INSERT, UPDATE ON health_declarations TO app_user;
--> statement-breakpoint
ALTER TABLE health_declarations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE health_declarations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON health_declarations USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
SELECT audit_enable('health_declarations');
