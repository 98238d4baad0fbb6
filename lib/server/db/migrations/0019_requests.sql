-- Medicine requests and message requests from parents (issue 10). Both follow the requests' workflow of absences:
-- pending → approved / rejected (with a reason) or cancelled by the parent, with who acted and when.
CREATE TABLE "medicine_requests" (
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"class_id" uuid,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"medicines" jsonb NOT NULL,
	"note" text,
	"photo_path" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by_user" uuid,
	"created_by_account" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medicine_requests_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "medicine_requests_student_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "students"("tenant_id","id"),
	CONSTRAINT "medicine_requests_status_check" CHECK ("status" in ('pending', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "medicine_requests_dates_check" CHECK ("to_date" >= "from_date"),
	CONSTRAINT "medicine_requests_reject_reason_check" CHECK ("status" <> 'rejected' or "reject_reason" is not null),
	CONSTRAINT "medicine_requests_medicines_check" CHECK (jsonb_typeof("medicines") = 'array' and jsonb_array_length("medicines") >= 1)
);
--> statement-breakpoint
CREATE INDEX "medicine_requests_student_idx" ON "medicine_requests" USING btree ("tenant_id","student_id","from_date");
--> statement-breakpoint
CREATE INDEX "medicine_requests_status_idx" ON "medicine_requests" USING btree ("tenant_id","status","from_date");
--> statement-breakpoint
CREATE INDEX "medicine_requests_class_idx" ON "medicine_requests" USING btree ("tenant_id","class_id","from_date");
--> statement-breakpoint
CREATE TABLE "medicine_doses" (
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"day" date NOT NULL,
	"time" text NOT NULL,
	"status" text NOT NULL,
	"given_at" timestamp with time zone,
	"given_by" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medicine_doses_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "medicine_doses_request_fk" FOREIGN KEY ("tenant_id","request_id") REFERENCES "medicine_requests"("tenant_id","id"),
	CONSTRAINT "medicine_doses_status_check" CHECK ("status" in ('given', 'not_given')),
	CONSTRAINT "medicine_doses_time_check" CHECK ("time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "medicine_doses_reason_check" CHECK ("status" = 'given' or ("reason" is not null and length(trim("reason")) > 0))
);
--> statement-breakpoint
-- One log per request, day and time of day: a dose is never logged twice.
CREATE UNIQUE INDEX "medicine_doses_slot_key" ON "medicine_doses" USING btree ("tenant_id","request_id","day","time");
--> statement-breakpoint
CREATE TABLE "message_requests" (
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"class_id" uuid,
	"recipient" text NOT NULL,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"image_path" text,
	"status" text DEFAULT 'unread' NOT NULL,
	"created_by_account" uuid,
	"created_by_user" uuid,
	"read_by" uuid,
	"read_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_requests_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "message_requests_student_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "students"("tenant_id","id"),
	CONSTRAINT "message_requests_recipient_check" CHECK ("recipient" in ('teacher', 'school')),
	CONSTRAINT "message_requests_status_check" CHECK ("status" in ('unread', 'read', 'cancelled')),
	CONSTRAINT "message_requests_read_check" CHECK ("status" <> 'read' or "read_at" is not null)
);
--> statement-breakpoint
CREATE INDEX "message_requests_student_idx" ON "message_requests" USING btree ("tenant_id","student_id","created_at");
--> statement-breakpoint
CREATE INDEX "message_requests_status_idx" ON "message_requests" USING btree ("tenant_id","status","created_at");
--> statement-breakpoint
CREATE INDEX "message_requests_class_idx" ON "message_requests" USING btree ("tenant_id","class_id","created_at");
--> statement-breakpoint
CREATE TABLE "message_replies" (
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"author_user" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_replies_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "message_replies_message_fk" FOREIGN KEY ("tenant_id","message_id") REFERENCES "message_requests"("tenant_id","id"),
	CONSTRAINT "message_replies_content_check" CHECK (length(trim("content")) > 0)
);
--> statement-breakpoint
CREATE INDEX "message_replies_message_idx" ON "message_replies" USING btree ("tenant_id","message_id","created_at");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON medicine_requests, medicine_doses, message_requests, message_replies TO app_user;
--> statement-breakpoint
ALTER TABLE medicine_requests ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE medicine_requests FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON medicine_requests USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE medicine_doses ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE medicine_doses FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON medicine_doses USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE message_requests ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE message_requests FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON message_requests USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE message_replies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE message_replies FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON message_replies USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
SELECT audit_enable('medicine_requests');
--> statement-breakpoint
SELECT audit_enable('medicine_doses');
--> statement-breakpoint
SELECT audit_enable('message_requests');
--> statement-breakpoint
SELECT audit_enable('message_replies');
