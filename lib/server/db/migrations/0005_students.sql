CREATE TABLE "guardians" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"relationship" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"address" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "guardians_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "pickup_people" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"relationship" text NOT NULL,
	"phone" text,
	CONSTRAINT "pickup_people_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "student_class_history" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"from_class_id" uuid,
	"to_class_id" uuid NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moved_by" uuid,
	"reason" text,
	CONSTRAINT "student_class_history_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "students" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"full_name" text NOT NULL,
	"nickname" text,
	"gender" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"class_id" uuid,
	"enrolment_date" date,
	"status" text DEFAULT 'studying' NOT NULL,
	"status_date" date,
	"status_reason" text,
	"address" text,
	"province_id" text,
	"ethnicity" text,
	"notes" text,
	"blood_group" text,
	"allergies" text,
	"special_diet" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardians_tenant_student_idx" ON "guardians" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guardians_one_primary" ON "guardians" USING btree ("tenant_id","student_id") WHERE "guardians"."is_primary";--> statement-breakpoint
CREATE INDEX "pickup_people_tenant_student_idx" ON "pickup_people" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE INDEX "student_class_history_student_idx" ON "student_class_history" USING btree ("tenant_id","student_id","moved_at");--> statement-breakpoint
CREATE UNIQUE INDEX "students_tenant_code_key" ON "students" USING btree ("tenant_id",lower("code"));--> statement-breakpoint
CREATE INDEX "students_tenant_class_idx" ON "students" USING btree ("tenant_id","class_id");--> statement-breakpoint
CREATE INDEX "students_tenant_status_idx" ON "students" USING btree ("tenant_id","status");