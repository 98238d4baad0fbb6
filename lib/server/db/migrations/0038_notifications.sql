-- Notifications (issue 36): a transactional outbox and an inbox.
-- notification_events: the outbox. A change writes its event in its own transaction (nothing is notified of a change
-- that rolled back, and no committed change lacks its event); the fan-out worker turns each due event into one inbox
-- row per recipient (notifications) after the call has answered, and marks it fanned out. `due_at` later than now
-- schedules an event (a dose due in 15 minutes, the day before a survey closes); `dedupe_key` makes emitting the
-- same scheduled event twice (two copies of the app) a no-op.
CREATE TABLE "notification_events" (
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"audience" jsonb NOT NULL,
	"student_id" uuid,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url" text NOT NULL,
	"tag" text NOT NULL,
	"dedupe_key" text,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fanned_out_at" timestamp with time zone,
	"recipients" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_events_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "notification_events_due_idx" ON "notification_events" ("due_at") WHERE "fanned_out_at" IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "notification_events_dedupe_key" ON "notification_events" ("tenant_id","dedupe_key") WHERE "dedupe_key" IS NOT NULL;
--> statement-breakpoint
-- notifications: the inbox, one row per recipient: a parents' app account or a staff user (exactly one).
CREATE TABLE "notifications" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"account_id" uuid,
	"user_id" uuid,
	"kind" text NOT NULL,
	"student_id" uuid,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url" text NOT NULL,
	"tag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "notifications_event_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "notification_events"("tenant_id","id") ON DELETE CASCADE,
	CONSTRAINT "notifications_one_recipient" CHECK (("account_id" IS NULL) <> ("user_id" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "notifications_account_idx" ON "notifications" ("tenant_id","account_id","created_at" DESC) WHERE "account_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" ("tenant_id","user_id","created_at" DESC) WHERE "user_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_recipient_key" ON "notifications" ("tenant_id","event_id",coalesce("account_id","user_id"));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON notification_events, notifications TO app_user;
--> statement-breakpoint
ALTER TABLE notification_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE notification_events FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON notification_events USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid));
--> statement-breakpoint
CREATE POLICY system_access ON notification_events
  USING ((SELECT current_user <> 'app_user' AND coalesce(current_setting('app.tenant_id', true), '') = ''))
  WITH CHECK ((SELECT current_user <> 'app_user' AND coalesce(current_setting('app.tenant_id', true), '') = ''));
--> statement-breakpoint
ALTER TABLE notifications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE notifications FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON notifications USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid));
--> statement-breakpoint
CREATE POLICY system_access ON notifications
  USING ((SELECT current_user <> 'app_user' AND coalesce(current_setting('app.tenant_id', true), '') = ''))
  WITH CHECK ((SELECT current_user <> 'app_user' AND coalesce(current_setting('app.tenant_id', true), '') = ''));
--> statement-breakpoint
-- Parents' switches gain surveys, events and attendance (check-in/out: off unless turned on, see
-- lib/notification-kinds.ts); staff get the same switches per person (a kind without a row takes its default).
ALTER TABLE app_notification_settings DROP CONSTRAINT IF EXISTS app_notification_settings_kind_check;
--> statement-breakpoint
ALTER TABLE app_notification_settings ADD CONSTRAINT app_notification_settings_kind_check CHECK ("kind" in ('requests', 'doses', 'messages', 'news', 'invoices', 'surveys', 'events', 'attendance'));
--> statement-breakpoint
CREATE TABLE "user_notification_settings" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"kind" text NOT NULL CHECK ("kind" in ('requests', 'doses', 'messages', 'surveys')),
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_notification_settings_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON user_notification_settings TO app_user;
