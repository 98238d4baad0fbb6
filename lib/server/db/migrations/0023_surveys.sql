-- Surveys (menus `survey` and `survey_v1`): a survey, its ordered questions, one response per (survey, child) and
-- the answers of that response. `kind` tells the current builder ('survey') from the earlier, simpler kind
-- ('survey_v1': single and multiple choice only) so that older surveys still read through the same results.
-- The stored status is draft → open → closed; an open survey whose closing time has passed reads as closed.
CREATE TABLE "surveys" (
	"tenant_id" uuid NOT NULL REFERENCES "tenants"("id"),
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL DEFAULT 'survey' CHECK ("kind" in ('survey', 'survey_v1')),
	"title" text NOT NULL CHECK (length("title") between 1 and 200),
	"description" text NOT NULL DEFAULT '',
	"audience" text NOT NULL DEFAULT 'parents' CHECK ("audience" in ('parents', 'staff')),
	"class_ids" uuid[] NOT NULL DEFAULT '{}',
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL DEFAULT 'draft' CHECK ("status" in ('draft', 'open', 'closed')),
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "surveys_times_check" CHECK ("closes_at" > "opens_at"),
	CONSTRAINT "surveys_closed_check" CHECK ("status" <> 'closed' OR "closed_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX "surveys_kind_idx" ON "surveys" USING btree ("tenant_id","kind","created_at");
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"survey_id" uuid NOT NULL,
	"position" integer NOT NULL CHECK ("position" >= 0),
	"type" text NOT NULL CHECK ("type" in ('single', 'multiple', 'text', 'long_text', 'rating', 'grid')),
	"title" text NOT NULL CHECK (length("title") between 1 and 300),
	"required" boolean NOT NULL DEFAULT false,
	"options" jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof("options") = 'array'),
	"allow_other" boolean NOT NULL DEFAULT false,
	"rows" jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof("rows") = 'array'),
	CONSTRAINT "survey_questions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "survey_questions_survey_fk" FOREIGN KEY ("tenant_id","survey_id") REFERENCES "surveys"("tenant_id","id") ON DELETE CASCADE,
	CONSTRAINT "survey_questions_other_check" CHECK (NOT "allow_other" OR "type" = 'single')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "survey_questions_position_key" ON "survey_questions" USING btree ("tenant_id","survey_id","position");
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"survey_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"class_id" uuid,
	"account_id" uuid,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "survey_responses_survey_fk" FOREIGN KEY ("tenant_id","survey_id") REFERENCES "surveys"("tenant_id","id"),
	CONSTRAINT "survey_responses_student_fk" FOREIGN KEY ("tenant_id","student_id") REFERENCES "students"("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_student_key" ON "survey_responses" USING btree ("tenant_id","survey_id","student_id");
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"response_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "survey_answers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "survey_answers_response_fk" FOREIGN KEY ("tenant_id","response_id") REFERENCES "survey_responses"("tenant_id","id") ON DELETE CASCADE,
	CONSTRAINT "survey_answers_question_fk" FOREIGN KEY ("tenant_id","question_id") REFERENCES "survey_questions"("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answers_response_question_key" ON "survey_answers" USING btree ("tenant_id","response_id","question_id");
--> statement-breakpoint
CREATE INDEX "survey_answers_question_idx" ON "survey_answers" USING btree ("tenant_id","question_id");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON surveys, survey_questions, survey_responses, survey_answers TO app_user;
--> statement-breakpoint
ALTER TABLE surveys ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE surveys FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON surveys USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE survey_questions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE survey_questions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON survey_questions USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE survey_responses ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE survey_responses FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON survey_responses USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE survey_answers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE survey_answers FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON survey_answers USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
SELECT audit_enable('surveys');
--> statement-breakpoint
SELECT audit_enable('survey_questions');
--> statement-breakpoint
SELECT audit_enable('survey_responses');
--> statement-breakpoint
SELECT audit_enable('survey_answers');
