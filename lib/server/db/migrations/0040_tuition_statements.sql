-- Tuition, a month's work for the accountant (issue 37): the school's due day and rounding, a due date per invoice,
-- fee items for age groups and with a price per day, and bank statements matched to invoices. A statement and its
-- credit lines are kept so that the confirmation names them; a payment from a statement carries the bank's
-- transaction reference, unique per school: the same transfer is never recorded twice.
ALTER TABLE "tuition_settings" ADD COLUMN "due_day" integer NOT NULL DEFAULT 10 CHECK ("due_day" BETWEEN 1 AND 28);
--> statement-breakpoint
ALTER TABLE "tuition_settings" ADD COLUMN "rounding" integer NOT NULL DEFAULT 1000 CHECK ("rounding" in (1, 100, 500, 1000));
--> statement-breakpoint
-- The statement's columns as last picked: {"date": header, "amount": header, "description": header, "reference": header}.
ALTER TABLE "tuition_settings" ADD COLUMN "statement_columns" jsonb;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "due_date" date;
--> statement-breakpoint
UPDATE "invoices" SET "due_date" = "month" + 9 WHERE "due_date" IS NULL;
--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("tenant_id","due_date") WHERE "status" in ('issued', 'partly_paid');
--> statement-breakpoint
ALTER TABLE "fee_items" ADD COLUMN "age_groups" text[] NOT NULL DEFAULT '{}';
--> statement-breakpoint
ALTER TABLE "fee_items" ADD COLUMN "daily_amount" bigint CHECK ("daily_amount" IS NULL OR ("daily_amount" > 0 AND "daily_amount" <= 1000000000));
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bank_ref" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "statement_id" uuid;
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_tenant_bank_ref_key" ON "payments" USING btree ("tenant_id","bank_ref") WHERE "bank_ref" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL DEFAULT '',
	"lines" integer NOT NULL DEFAULT 0,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statements_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"tenant_id" uuid NOT NULL,
	"statement_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"day" date,
	"amount" bigint,
	"description" text NOT NULL DEFAULT '',
	"reference" text NOT NULL DEFAULT '',
	"note" text,
	CONSTRAINT "bank_statement_lines_pk" PRIMARY KEY("tenant_id","statement_id","line"),
	CONSTRAINT "bank_statement_lines_statement_fk" FOREIGN KEY ("tenant_id","statement_id") REFERENCES "bank_statements"("tenant_id","id") ON DELETE CASCADE
);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON bank_statements, bank_statement_lines TO app_user;
--> statement-breakpoint
ALTER TABLE bank_statements ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE bank_statements FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON bank_statements USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid));
--> statement-breakpoint
ALTER TABLE bank_statement_lines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE bank_statement_lines FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON bank_statement_lines USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid));
--> statement-breakpoint
SELECT audit_enable('bank_statements');
--> statement-breakpoint
CREATE POLICY system_access ON bank_statements
  USING ((SELECT current_user <> 'app_user' AND coalesce(current_setting('app.tenant_id', true), '') = ''))
  WITH CHECK ((SELECT current_user <> 'app_user' AND coalesce(current_setting('app.tenant_id', true), '') = ''));
--> statement-breakpoint
CREATE POLICY system_access ON bank_statement_lines
  USING ((SELECT current_user <> 'app_user' AND coalesce(current_setting('app.tenant_id', true), '') = ''))
  WITH CHECK ((SELECT current_user <> 'app_user' AND coalesce(current_setting('app.tenant_id', true), '') = ''));
