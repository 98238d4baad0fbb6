-- Tuition (menu `tuition`): fee items, monthly invoices with their lines, payments with receipt numbers, and the
-- school's bank account for VietQR. Amounts are integers in VND (bigint), never floating point. An issued invoice
-- is never edited or deleted: corrections are credit or debit lines. Every key leads with the school.
CREATE TABLE "tuition_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL REFERENCES "tenants"("id"),
	"bank_bin" text NOT NULL DEFAULT '' CHECK ("bank_bin" ~ '^([0-9]{6})?$'),
	"account_no" text NOT NULL DEFAULT '' CHECK ("account_no" ~ '^[0-9A-Za-z]{0,19}$'),
	"account_name" text NOT NULL DEFAULT '',
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_items" (
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL CHECK ("kind" in ('monthly', 'per_day_present', 'once')),
	"amount" bigint NOT NULL CHECK ("amount" >= 0 AND "amount" <= 1000000000),
	"class_ids" uuid[] NOT NULL DEFAULT '{}',
	"credit_excused" boolean NOT NULL DEFAULT false,
	"valid_from" date NOT NULL CHECK (extract(day from "valid_from") = 1),
	"active" boolean NOT NULL DEFAULT true,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"invoice_no" text NOT NULL,
	"student_id" uuid NOT NULL,
	"class_id" uuid,
	"month" date NOT NULL CHECK (extract(day from "month") = 1),
	"status" text NOT NULL DEFAULT 'draft' CHECK ("status" in ('draft', 'issued', 'partly_paid', 'paid', 'cancelled')),
	"total" bigint NOT NULL DEFAULT 0 CHECK ("total" >= 0),
	"paid" bigint NOT NULL DEFAULT 0 CHECK ("paid" >= 0 AND "paid" <= "total"),
	"previous_balance" bigint NOT NULL DEFAULT 0,
	"cancel_reason" text,
	"issued_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "invoices_student_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "students"("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_tenant_no_key" ON "invoices" USING btree ("tenant_id","invoice_no");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_student_month_key" ON "invoices" USING btree ("tenant_id","student_id","month") WHERE "status" <> 'cancelled';
--> statement-breakpoint
CREATE INDEX "invoices_month_class_idx" ON "invoices" USING btree ("tenant_id","month","class_id");
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL CHECK ("kind" in ('fee', 'credit', 'discount', 'adjustment')),
	"fee_item_id" uuid,
	"name" text NOT NULL,
	"quantity" integer NOT NULL DEFAULT 1,
	"unit_amount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "invoice_lines_invoice_fk" FOREIGN KEY ("tenant_id","invoice_id") REFERENCES "invoices"("tenant_id","id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("tenant_id","invoice_id","position");
--> statement-breakpoint
CREATE TABLE "payments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount" bigint NOT NULL CHECK ("amount" > 0),
	"method" text NOT NULL CHECK ("method" in ('cash', 'transfer')),
	"paid_on" date NOT NULL,
	"receipt_no" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "payments_invoice_fk" FOREIGN KEY ("tenant_id","invoice_id") REFERENCES "invoices"("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_tenant_receipt_key" ON "payments" USING btree ("tenant_id","receipt_no");
--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("tenant_id","invoice_id");
--> statement-breakpoint
CREATE INDEX "payments_day_idx" ON "payments" USING btree ("tenant_id","paid_on");
--> statement-breakpoint
CREATE TABLE "tuition_counters" (
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"kind" text NOT NULL CHECK ("kind" in ('invoice', 'receipt')),
	"period" text NOT NULL,
	"last" integer NOT NULL DEFAULT 0,
	CONSTRAINT "tuition_counters_pk" PRIMARY KEY("tenant_id","kind","period")
);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON tuition_settings, fee_items, invoices, invoice_lines, payments, tuition_counters TO app_user;
--> statement-breakpoint
ALTER TABLE tuition_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE tuition_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON tuition_settings USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE fee_items ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE fee_items FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON fee_items USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE invoices ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE invoices FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON invoices USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE invoice_lines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE invoice_lines FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON invoice_lines USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE payments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE payments FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON payments USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE tuition_counters ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE tuition_counters FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON tuition_counters USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
SELECT audit_enable('tuition_settings');
--> statement-breakpoint
SELECT audit_enable('fee_items');
--> statement-breakpoint
SELECT audit_enable('invoices');
--> statement-breakpoint
SELECT audit_enable('invoice_lines');
--> statement-breakpoint
SELECT audit_enable('payments');
