-- A parent's notification settings (issue 35, ready for the notifications issue): one switch per kind of
-- notification — decisions on requests, medicine doses, messages, news, invoices — for each parents' app account.
-- A kind without a row is on. School-owned: row-level security with the tenant policy, audited like the accounts.
CREATE TABLE "app_notification_settings" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL CHECK ("kind" in ('requests', 'doses', 'messages', 'news', 'invoices')),
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_notification_settings_pk" PRIMARY KEY("tenant_id","account_id","kind"),
	CONSTRAINT "app_notification_settings_account_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "app_accounts"("tenant_id","id") ON DELETE CASCADE
);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON app_notification_settings TO app_user;
--> statement-breakpoint
ALTER TABLE app_notification_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE app_notification_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON app_notification_settings USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid));
--> statement-breakpoint
CREATE POLICY system_access ON app_notification_settings
  USING ((SELECT current_user <> 'app_user' AND coalesce(current_setting('app.tenant_id', true), '') = ''))
  WITH CHECK ((SELECT current_user <> 'app_user' AND coalesce(current_setting('app.tenant_id', true), '') = ''));
--> statement-breakpoint
SELECT audit_enable('app_notification_settings');
