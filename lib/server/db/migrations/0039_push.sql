-- Web Push (issue 36): the devices people subscribed (the browser's PushSubscription) and the deliveries the push
-- worker sends. A subscription belongs to a person, not to a school: a parents' app account (with its school) or a
-- staff user (tenant_id null: they hear from every school they work in). Both tables are the worker's, reached by
-- the owner's id in code and by the worker as the system, so they carry no school policy (like `sessions`).
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid REFERENCES "tenants"("id"),
	"account_id" uuid,
	"user_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"expiration_time" timestamp with time zone,
	"locale" text DEFAULT 'vi' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_one_owner" CHECK (("account_id" IS NULL) <> ("user_id" IS NULL)),
	CONSTRAINT "push_subscriptions_account_school" CHECK ("account_id" IS NULL OR "tenant_id" IS NOT NULL),
	CONSTRAINT "push_subscriptions_account_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "app_accounts"("tenant_id","id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" ("endpoint");
--> statement-breakpoint
CREATE INDEX "push_subscriptions_account_idx" ON "push_subscriptions" ("tenant_id","account_id") WHERE "account_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" ("user_id") WHERE "user_id" IS NOT NULL;
--> statement-breakpoint
-- One push of one inbox row to one device: pending until sent, retried with backoff, given up after a bounded number
-- of tries (`failed`, with the last answer kept); removed with its subscription when the push service says 404/410.
CREATE TABLE "push_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"notification_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL REFERENCES "push_subscriptions"("id") ON DELETE CASCADE,
	"status" text DEFAULT 'pending' NOT NULL CHECK ("status" in ('pending', 'sent', 'failed')),
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_status" integer,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_deliveries_notification_fk" FOREIGN KEY ("tenant_id","notification_id") REFERENCES "notifications"("tenant_id","id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "push_deliveries_due_idx" ON "push_deliveries" ("next_attempt_at") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE UNIQUE INDEX "push_deliveries_notification_subscription_key" ON "push_deliveries" ("notification_id","subscription_id");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON push_subscriptions, push_deliveries TO app_user;
