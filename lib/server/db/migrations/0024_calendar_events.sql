-- Calendar events (menu `calendar-event-confirm`): a school event for chosen classes (none = the whole school) that
-- may ask parents to confirm; one reply per event and child, from a parent (app account) or recorded by staff (a
-- reply given by phone). An event with replies is cancelled, never deleted. Every key leads with the school.
CREATE TABLE "calendar_events" (
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL CHECK (length(btrim("title")) BETWEEN 1 AND 200),
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"place" text NOT NULL DEFAULT '' CHECK (length("place") <= 200),
	"description" text NOT NULL DEFAULT '' CHECK (length("description") <= 4000),
	"needs_reply" boolean NOT NULL DEFAULT true,
	"status" text NOT NULL DEFAULT 'published' CHECK ("status" in ('draft', 'published', 'cancelled')),
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "calendar_events_times_check" CHECK ("ends_at" >= "starts_at"),
	CONSTRAINT "calendar_events_cancel_check" CHECK (("status" = 'cancelled') = ("cancelled_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "calendar_events_starts_idx" ON "calendar_events" USING btree ("tenant_id","starts_at");
--> statement-breakpoint
CREATE INDEX "calendar_events_ends_idx" ON "calendar_events" USING btree ("tenant_id","ends_at");
--> statement-breakpoint
CREATE TABLE "calendar_event_classes" (
	"tenant_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	CONSTRAINT "calendar_event_classes_pk" PRIMARY KEY("tenant_id","event_id","class_id"),
	CONSTRAINT "calendar_event_classes_event_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "calendar_events"("tenant_id","id") ON DELETE CASCADE,
	CONSTRAINT "calendar_event_classes_class_fk" FOREIGN KEY ("tenant_id","class_id") REFERENCES "classes"("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "calendar_event_classes_class_idx" ON "calendar_event_classes" USING btree ("tenant_id","class_id");
--> statement-breakpoint
CREATE TABLE "calendar_event_replies" (
	"tenant_id" uuid NOT NULL,
	-- Names the reply in the audit log (the key is the event and the child).
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"answer" text NOT NULL CHECK ("answer" in ('yes', 'no')),
	"note" text NOT NULL DEFAULT '' CHECK (length("note") <= 500),
	"source" text NOT NULL CHECK ("source" in ('parent', 'staff')),
	"by_account" uuid,
	"by_user" uuid,
	"replied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_event_replies_pk" PRIMARY KEY("tenant_id","event_id","student_id"),
	CONSTRAINT "calendar_event_replies_event_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "calendar_events"("tenant_id","id"),
	CONSTRAINT "calendar_event_replies_student_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "students"("tenant_id","id"),
	CONSTRAINT "calendar_event_replies_account_fk" FOREIGN KEY ("tenant_id","by_account") REFERENCES "app_accounts"("tenant_id","id"),
	CONSTRAINT "calendar_event_replies_by_check" CHECK (
		("source" = 'parent' AND "by_account" IS NOT NULL AND "by_user" IS NULL)
		OR ("source" = 'staff' AND "by_user" IS NOT NULL AND "by_account" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "calendar_event_replies_student_idx" ON "calendar_event_replies" USING btree ("tenant_id","student_id");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON calendar_events, calendar_event_classes, calendar_event_replies TO app_user;
--> statement-breakpoint
ALTER TABLE calendar_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE calendar_events FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON calendar_events USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE calendar_event_classes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE calendar_event_classes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON calendar_event_classes USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE calendar_event_replies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE calendar_event_replies FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON calendar_event_replies USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
SELECT audit_enable('calendar_events');
--> statement-breakpoint
SELECT audit_enable('calendar_event_classes');
--> statement-breakpoint
SELECT audit_enable('calendar_event_replies');
