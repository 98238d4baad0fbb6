CREATE TABLE "absences" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"class_id" uuid,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text NOT NULL,
	"attachment_path" text,
	"attachment_name" text,
	"attachment_type" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by_user" uuid,
	"created_by_account" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "absences_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "attendance_records" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"check_in_at" timestamp with time zone,
	"brought_by" text,
	"check_in_by" uuid,
	"check_out_at" timestamp with time zone,
	"picked_up_by_id" uuid,
	"picked_up_by_name" text,
	"check_out_by" uuid,
	"note" text,
	"absence_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_records_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "absences_student_idx" ON "absences" USING btree ("tenant_id","student_id","from_date");--> statement-breakpoint
CREATE INDEX "absences_status_idx" ON "absences" USING btree ("tenant_id","status","from_date");--> statement-breakpoint
CREATE INDEX "absences_class_idx" ON "absences" USING btree ("tenant_id","class_id","from_date");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_records_student_day_key" ON "attendance_records" USING btree ("tenant_id","student_id","day");--> statement-breakpoint
CREATE INDEX "attendance_records_class_day_idx" ON "attendance_records" USING btree ("tenant_id","class_id","day");