-- The daily contact book (sổ liên lạc, issue 38): per class and school day, the class's activity line and when it
-- was sent to the parents; per child and day, what the teacher changed from the school's usual values (meals,
-- nap, toilet, mood, the child's own activity line, comment, photos). `meals` and `fields` are merged key by key
-- (`||`), so two teachers changing different things of one child both keep theirs; `stamps` holds, per key, the
-- `version` that last changed it, so a change of a key someone else changed after the version the teacher saw is
-- refused (409) instead of overwriting it. Sending writes every present child's full book (the usual values under
-- the changes); a change after that sets `edited_at`.
CREATE TABLE "contact_book_days" (
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"class_id" uuid NOT NULL,
	"day" date NOT NULL,
	"activities" text,
	"sent_at" timestamp with time zone,
	"sent_by" uuid,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_book_days_pk" PRIMARY KEY("tenant_id","class_id","day"),
	CONSTRAINT "contact_book_days_class_fk" FOREIGN KEY ("tenant_id","class_id") REFERENCES "classes"("tenant_id","id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE TABLE "contact_book_entries" (
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"day" date NOT NULL,
	"class_id" uuid NOT NULL,
	"meals" jsonb DEFAULT '{}'::jsonb NOT NULL CHECK (jsonb_typeof("meals") = 'object'),
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL CHECK (jsonb_typeof("fields") = 'object'),
	"stamps" jsonb DEFAULT '{}'::jsonb NOT NULL CHECK (jsonb_typeof("stamps") = 'object'),
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL CHECK (jsonb_typeof("photos") = 'array'),
	"version" integer DEFAULT 1 NOT NULL CHECK ("version" >= 1),
	"edited_at" timestamp with time zone,
	"reply_message_id" uuid,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_book_entries_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "contact_book_entries_student_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "students"("tenant_id","id") ON DELETE CASCADE,
	CONSTRAINT "contact_book_entries_class_fk" FOREIGN KEY ("tenant_id","class_id") REFERENCES "classes"("tenant_id","id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE UNIQUE INDEX "contact_book_entries_student_day_key" ON "contact_book_entries" ("tenant_id","student_id","day");
--> statement-breakpoint
CREATE INDEX "contact_book_entries_class_day_idx" ON "contact_book_entries" ("tenant_id","class_id","day");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON contact_book_days, contact_book_entries TO app_user;
--> statement-breakpoint
ALTER TABLE contact_book_days ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE contact_book_days FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON contact_book_days USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid));
--> statement-breakpoint
CREATE POLICY system_access ON contact_book_days
  USING ((SELECT current_user <> 'app_user' AND coalesce(current_setting('app.tenant_id', true), '') = ''))
  WITH CHECK ((SELECT current_user <> 'app_user' AND coalesce(current_setting('app.tenant_id', true), '') = ''));
--> statement-breakpoint
ALTER TABLE contact_book_entries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE contact_book_entries FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON contact_book_entries USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid));
--> statement-breakpoint
CREATE POLICY system_access ON contact_book_entries
  USING ((SELECT current_user <> 'app_user' AND coalesce(current_setting('app.tenant_id', true), '') = ''))
  WITH CHECK ((SELECT current_user <> 'app_user' AND coalesce(current_setting('app.tenant_id', true), '') = ''));
--> statement-breakpoint
SELECT audit_enable('contact_book_days');
--> statement-breakpoint
SELECT audit_enable('contact_book_entries');
--> statement-breakpoint
-- Parents' switch for the sent book (on unless turned off).
ALTER TABLE app_notification_settings DROP CONSTRAINT IF EXISTS app_notification_settings_kind_check;
--> statement-breakpoint
ALTER TABLE app_notification_settings ADD CONSTRAINT app_notification_settings_kind_check CHECK ("kind" in ('requests', 'doses', 'messages', 'news', 'invoices', 'surveys', 'events', 'attendance', 'contact_book'));
