-- Vaccine declarations (menu `vaccine-declaration`). The national schedule (Tiêm chủng mở rộng) is common data:
-- `vaccines` and `vaccine_doses` have no school, are seeded on every start and are written only by system
-- administrators through asSystem(); the request role app_user may read them and nothing else. A school adds its
-- own optional vaccines (varicella, influenza…) in `school_vaccines`, keyed by the school like every school-owned table.
CREATE TABLE "vaccines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL CHECK ("code" ~ '^[A-Z][A-Z0-9_]{1,19}$'),
	"name_vi" text NOT NULL CHECK (length(btrim("name_vi")) between 1 and 120),
	"name_en" text NOT NULL CHECK (length(btrim("name_en")) between 1 and 120),
	"sort" integer NOT NULL DEFAULT 0,
	"active" boolean NOT NULL DEFAULT true,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "vaccines_code_key" ON "vaccines" USING btree ("code");
--> statement-breakpoint
CREATE TABLE "vaccine_doses" (
	"vaccine_id" uuid NOT NULL REFERENCES "vaccines"("id") ON DELETE CASCADE,
	"dose_number" integer NOT NULL CHECK ("dose_number" between 1 and 10),
	"age_months" integer NOT NULL CHECK ("age_months" between 0 and 216),
	"age_days" integer NOT NULL CHECK ("age_days" between 0 and 365),
	CONSTRAINT "vaccine_doses_pk" PRIMARY KEY("vaccine_id","dose_number")
);
--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON "vaccines", "vaccine_doses" FROM app_user;
--> statement-breakpoint
GRANT SELECT ON "vaccines", "vaccine_doses" TO app_user;
--> statement-breakpoint
CREATE TABLE "school_vaccines" (
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL CHECK ("code" ~ '^[A-Z][A-Z0-9_]{1,19}$'),
	"name_vi" text NOT NULL CHECK (length(btrim("name_vi")) between 1 and 120),
	"name_en" text NOT NULL CHECK (length(btrim("name_en")) between 1 and 120),
	"active" boolean NOT NULL DEFAULT true,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_vaccines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "school_vaccines_code_key" ON "school_vaccines" USING btree ("tenant_id","code");
--> statement-breakpoint
CREATE TABLE "school_vaccine_doses" (
	"tenant_id" uuid NOT NULL,
	"vaccine_id" uuid NOT NULL,
	"dose_number" integer NOT NULL CHECK ("dose_number" between 1 and 10),
	"age_months" integer NOT NULL CHECK ("age_months" between 0 and 216),
	"age_days" integer NOT NULL CHECK ("age_days" between 0 and 365),
	CONSTRAINT "school_vaccine_doses_pk" PRIMARY KEY("tenant_id","vaccine_id","dose_number"),
	CONSTRAINT "school_vaccine_doses_vaccine_fk" FOREIGN KEY ("tenant_id","vaccine_id") REFERENCES "school_vaccines"("tenant_id","id") ON DELETE CASCADE
);
--> statement-breakpoint
-- One dose of one vaccine for one child: either a national vaccine or one of the school's own (exactly one), and
-- the dose must exist in that vaccine's schedule (the foreign keys to the doses refuse a dose number beyond it).
CREATE TABLE "vaccine_declarations" (
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"vaccine_id" uuid,
	"school_vaccine_id" uuid,
	"dose_number" integer NOT NULL CHECK ("dose_number" between 1 and 10),
	"vaccinated_on" date NOT NULL CHECK ("vaccinated_on" >= '1990-01-01'),
	"place" text NOT NULL DEFAULT '' CHECK (length("place") <= 200),
	"lot" text NOT NULL DEFAULT '' CHECK (length("lot") <= 50),
	"note" text NOT NULL DEFAULT '' CHECK (length("note") <= 500),
	"photo_path" text,
	"status" text NOT NULL DEFAULT 'declared' CHECK ("status" in ('declared', 'verified', 'rejected')),
	"reject_reason" text,
	"created_by_user" uuid,
	"created_by_account" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vaccine_declarations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "vaccine_declarations_one_vaccine" CHECK (("vaccine_id" IS NULL) <> ("school_vaccine_id" IS NULL)),
	CONSTRAINT "vaccine_declarations_reject_reason" CHECK ("status" <> 'rejected' OR length(btrim(coalesce("reject_reason", ''))) > 0),
	CONSTRAINT "vaccine_declarations_student_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "students"("tenant_id","id"),
	CONSTRAINT "vaccine_declarations_dose_fk" FOREIGN KEY ("vaccine_id","dose_number") REFERENCES "vaccine_doses"("vaccine_id","dose_number"),
	CONSTRAINT "vaccine_declarations_school_dose_fk" FOREIGN KEY ("tenant_id","school_vaccine_id","dose_number") REFERENCES "school_vaccine_doses"("tenant_id","vaccine_id","dose_number")
);
--> statement-breakpoint
-- A dose is declared once: a second declaration of the same dose waits until the first is rejected.
CREATE UNIQUE INDEX "vaccine_declarations_dose_key" ON "vaccine_declarations" USING btree ("tenant_id","student_id","vaccine_id","dose_number") WHERE "status" <> 'rejected' AND "vaccine_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "vaccine_declarations_school_dose_key" ON "vaccine_declarations" USING btree ("tenant_id","student_id","school_vaccine_id","dose_number") WHERE "status" <> 'rejected' AND "school_vaccine_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "vaccine_declarations_status_idx" ON "vaccine_declarations" USING btree ("tenant_id","status","created_at");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON school_vaccines, school_vaccine_doses, vaccine_declarations TO app_user;
--> statement-breakpoint
ALTER TABLE school_vaccines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE school_vaccines FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON school_vaccines USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE school_vaccine_doses ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE school_vaccine_doses FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON school_vaccine_doses USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE vaccine_declarations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE vaccine_declarations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON vaccine_declarations USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
SELECT audit_enable('vaccines');
--> statement-breakpoint
SELECT audit_enable('vaccine_doses');
--> statement-breakpoint
SELECT audit_enable('school_vaccines');
--> statement-breakpoint
SELECT audit_enable('school_vaccine_doses');
--> statement-breakpoint
SELECT audit_enable('vaccine_declarations');
