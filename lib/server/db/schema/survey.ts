import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants, users } from './core';
import { students } from './student';
import type { QuestionType, SurveyAudience, SurveyKind, SurveyStatus } from '../../../survey-values';

// Surveys (migration 0023_surveys.sql): the services write hand-written SQL; these mirror the tables for typed reads.

/** A survey: `kind` tells the current builder from the earlier kind (survey_v1); class_ids empty = the whole school. */
export const surveys = pgTable(
  'surveys',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().defaultRandom(),
    kind: text('kind').$type<SurveyKind>().notNull().default('survey'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    audience: text('audience').$type<SurveyAudience>().notNull().default('parents'),
    classIds: uuid('class_ids').array().notNull().default(sql`'{}'`),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    status: text('status').$type<SurveyStatus>().notNull().default('draft'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('surveys_kind_idx').on(t.tenantId, t.kind, t.createdAt),
    check('surveys_times_check', sql`${t.closesAt} > ${t.opensAt}`),
  ],
);

/** A question, in its place; options and rows are JSON arrays of labels. */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    surveyId: uuid('survey_id').notNull(),
    position: integer('position').notNull(),
    type: text('type').$type<QuestionType>().notNull(),
    title: text('title').notNull(),
    required: boolean('required').notNull().default(false),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    allowOther: boolean('allow_other').notNull().default(false),
    rows: jsonb('rows').$type<string[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('survey_questions_position_key').on(t.tenantId, t.surveyId, t.position),
    foreignKey({ columns: [t.tenantId, t.surveyId], foreignColumns: [surveys.tenantId, surveys.id] }).onDelete('cascade'),
  ],
);

/** One family's response for one child, or one staff member's own (a staff survey); answering again replaces its answers. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    surveyId: uuid('survey_id').notNull(),
    studentId: uuid('student_id'),
    classId: uuid('class_id'),
    accountId: uuid('account_id'),
    userId: uuid('user_id').references(() => users.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('survey_responses_student_key').on(t.tenantId, t.surveyId, t.studentId),
    uniqueIndex('survey_responses_user_key').on(t.tenantId, t.surveyId, t.userId),
    check('survey_responses_one_respondent', sql`(${t.studentId} IS NULL) <> (${t.userId} IS NULL)`),
    foreignKey({ columns: [t.tenantId, t.surveyId], foreignColumns: [surveys.tenantId, surveys.id] }),
    foreignKey({ columns: [t.tenantId, t.studentId], foreignColumns: [students.tenantId, students.id] }),
  ],
);

/** One answer: a string, an array of options, a number or {row: option}, as the question's type says. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    responseId: uuid('response_id').notNull(),
    questionId: uuid('question_id').notNull(),
    value: jsonb('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('survey_answers_response_question_key').on(t.tenantId, t.responseId, t.questionId),
    index('survey_answers_question_idx').on(t.tenantId, t.questionId),
  ],
);
