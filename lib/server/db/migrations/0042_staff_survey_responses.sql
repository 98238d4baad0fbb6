-- Staff surveys (issue 37): a survey whose audience is staff is answered by the school's staff. A response is a
-- family's for one child (student_id) or one staff member's own (user_id), never both; each answers once per survey.
ALTER TABLE "survey_responses" ALTER COLUMN "student_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "user_id" uuid REFERENCES "users"("id");
--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_one_respondent" CHECK (("student_id" IS NULL) <> ("user_id" IS NULL));
--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_user_key" ON "survey_responses" USING btree ("tenant_id","survey_id","user_id");
