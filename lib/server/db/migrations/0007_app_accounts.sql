CREATE TABLE "app_account_students" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	CONSTRAINT "app_account_students_tenant_id_account_id_student_id_pk" PRIMARY KEY("tenant_id","account_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "app_accounts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"guardian_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"last_login_at" timestamp with time zone,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_accounts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "app_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_accounts" ADD CONSTRAINT "app_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_account_students_student_idx" ON "app_account_students" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_accounts_tenant_username_key" ON "app_accounts" USING btree ("tenant_id",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "app_accounts_tenant_guardian_key" ON "app_accounts" USING btree ("tenant_id","guardian_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_sessions_token_hash_key" ON "app_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "app_sessions_tenant_account_idx" ON "app_sessions" USING btree ("tenant_id","account_id","active");