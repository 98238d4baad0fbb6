import { z } from 'zod';
import { instantOutOfBounds, PLANNED } from '@/lib/day-bounds';
import { listQuery } from './list';
import {
  CHOICE_TYPES,
  MAX_LONG_TEXT,
  MAX_OPTIONS,
  MAX_QUESTIONS,
  QUESTION_TYPES,
  SURVEY_AUDIENCES,
  SURVEY_KINDS,
  SURVEY_STATUSES,
  V1_QUESTION_TYPES,
} from '@/lib/survey-values';

// Surveys (menus `survey` and `survey_v1`): the builder's form, the staff API and the parents' answers.

const label = (max: number) => z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(max, 'errors.validation');
/** An instant with its offset, planned: from the school's first school year to a year ahead (lib/day-bounds.ts). */
const instant = () =>
  z.iso.datetime({ offset: true, error: 'errors.validation' }).superRefine((v, ctx) => {
    const outside = instantOutOfBounds(v, PLANNED);
    if (outside) ctx.addIssue({ code: 'custom', message: outside });
  });

export const questionSchema = z
  .object({
    type: z.enum(QUESTION_TYPES, { error: 'errors.validation' }),
    title: label(300),
    required: z.boolean().default(false),
    options: z.array(label(120)).max(MAX_OPTIONS, 'errors.validation').default([]),
    allow_other: z.boolean().default(false),
    rows: z.array(label(120)).max(MAX_OPTIONS, 'errors.validation').default([]),
  })
  .superRefine((q, c) => {
    const choice = CHOICE_TYPES.includes(q.type);
    if (choice && q.options.length < 2) c.addIssue({ code: 'custom', path: ['options'], message: 'errors.survey_two_options' });
    if (new Set(q.options).size !== q.options.length) c.addIssue({ code: 'custom', path: ['options'], message: 'errors.survey_duplicate_option' });
    if (q.type === 'grid' && q.rows.length < 1) c.addIssue({ code: 'custom', path: ['rows'], message: 'errors.survey_one_row' });
    if (new Set(q.rows).size !== q.rows.length) c.addIssue({ code: 'custom', path: ['rows'], message: 'errors.survey_duplicate_option' });
    if (q.allow_other && q.type !== 'single') c.addIssue({ code: 'custom', path: ['allow_other'], message: 'errors.validation' });
  })
  // Options and rows mean nothing to the types that do not use them.
  .transform((q) => ({
    ...q,
    options: CHOICE_TYPES.includes(q.type) ? q.options : [],
    rows: q.type === 'grid' ? q.rows : [],
    allow_other: q.type === 'single' && q.allow_other,
  }));
export type QuestionInput = z.output<typeof questionSchema>;

const surveyBase = z.object({
  kind: z.enum(SURVEY_KINDS, { error: 'errors.validation' }).default('survey'),
  title: label(200),
  description: z.string().trim().max(MAX_LONG_TEXT, 'errors.validation').default(''),
  audience: z.enum(SURVEY_AUDIENCES, { error: 'errors.validation' }).default('parents'),
  /** Empty: the whole school. */
  class_ids: z.array(z.uuid('errors.not_found')).max(200, 'errors.validation').default([]),
  opens_at: instant(),
  closes_at: instant(),
  /** A new or edited survey is kept as a draft or published at once; closing has its own call. */
  status: z.enum(['draft', 'open'], { error: 'errors.validation' }).default('draft'),
  questions: z.array(questionSchema).min(1, 'errors.survey_no_questions').max(MAX_QUESTIONS, 'errors.validation'),
});

export const surveySchema = surveyBase.superRefine((s, c) => {
  if (Date.parse(s.closes_at) <= Date.parse(s.opens_at)) {
    c.addIssue({ code: 'custom', path: ['closes_at'], message: 'errors.end_before_start' });
  }
  if (s.kind === 'survey_v1') {
    if (s.questions.some((q) => !V1_QUESTION_TYPES.includes(q.type) || q.allow_other)) {
      c.addIssue({ code: 'custom', path: ['questions'], message: 'errors.survey_v1_types' });
    }
  }
});
export type SurveyInput = z.output<typeof surveySchema>;
export type SurveyFormInput = z.input<typeof surveySchema>;

export const surveyListQuery = listQuery.extend({
  kind: z.enum(SURVEY_KINDS, { error: 'errors.validation' }).default('survey'),
  status: z.enum(SURVEY_STATUSES, { error: 'errors.validation' }).optional(),
});
export type SurveyListQuery = z.output<typeof surveyListQuery>;

export const surveyIdBody = z.object({ id: z.uuid('errors.not_found') });

/** One answer: a string (single choice, texts), an array (multiple choice), a number (rating), {row: option} (grid). */
const answerValue = z.union([
  z.string().max(MAX_LONG_TEXT, 'errors.validation'),
  z.number(),
  z.array(z.string().max(200, 'errors.validation')).max(MAX_OPTIONS, 'errors.validation'),
  z.record(z.string().max(200), z.string().max(200)),
  z.null(),
]);

export const appSurveyAnswerSchema = z.object({
  survey_id: z.uuid('errors.not_found'),
  student_id: z.uuid('errors.not_found'),
  answers: z
    .array(z.object({ question_id: z.uuid('errors.validation'), value: answerValue }))
    .max(MAX_QUESTIONS, 'errors.validation'),
});
export type AppSurveyAnswerInput = z.output<typeof appSurveyAnswerSchema>;

/** POST /Survey/answer: a staff member's own answers to a staff survey open now. */
export const staffSurveyAnswerSchema = appSurveyAnswerSchema.omit({ student_id: true });
export type StaffSurveyAnswerInput = z.output<typeof staffSurveyAnswerSchema>;

// ---- Answers ----

export const surveyQuestion = z.object({
  id: z.string(),
  type: z.enum(QUESTION_TYPES),
  title: z.string(),
  required: z.boolean(),
  options: z.array(z.string()),
  allow_other: z.boolean(),
  rows: z.array(z.string()),
});

export const surveyRow = z.object({
  id: z.string(),
  kind: z.enum(SURVEY_KINDS),
  title: z.string(),
  description: z.string(),
  audience: z.enum(SURVEY_AUDIENCES),
  class_ids: z.array(z.string()),
  class_names: z.array(z.string()),
  opens_at: z.string(),
  closes_at: z.string(),
  /** Stored status, except that an open survey whose closing time has passed reads `closed`. */
  status: z.enum(SURVEY_STATUSES),
  question_count: z.number(),
  response_count: z.number(),
  created_at: z.string(),
});

/** GET /Survey/get-detail: the survey, its questions, and whether anyone answered (then questions are fixed). */
export const surveyDetail = surveyRow.extend({ questions: z.array(surveyQuestion), has_answers: z.boolean() });

/** GET /Survey/get-results: figures per question, per class, and the children still to answer. */
export const surveyResults = z.object({
  response_count: z.number(),
  audience_count: z.number(),
  by_class: z.array(z.object({ class_id: z.string(), class_name: z.string(), responded: z.number(), expected: z.number() })),
  questions: z.array(
    z.object({
      id: z.string(),
      type: z.enum(QUESTION_TYPES),
      title: z.string(),
      answered: z.number(),
      /** Answers per option (per rating 1–5). */
      counts: z.record(z.string(), z.number()),
      average: z.number().nullable(),
      other: z.array(z.string()),
      texts: z.array(z.string()),
      /** row → option → answers */
      grid: z.record(z.string(), z.record(z.string(), z.number())),
    }),
  ),
  pending: z.array(
    z.object({
      student_id: z.string(),
      student_name: z.string(),
      class_name: z.string(),
      guardian_name: z.string().nullable(),
      phone: z.string().nullable(),
    }),
  ),
});

/** GET /api/app/surveys: open surveys for the family's children, and which child answered. */
export const appSurvey = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  closes_at: z.string(),
  answered: z.boolean(),
  students: z.array(
    z.object({
      student_id: z.string(),
      answered: z.boolean(),
      /** When the family last answered for this child (null before). */
      answered_at: z.string().nullable(),
      /** The answers given for this child, by question id (empty before). */
      answers: z.record(z.string(), answerValue),
    }),
  ),
  questions: z.array(surveyQuestion),
});

/** GET /Survey/get-open: the staff surveys open now, with the caller's own answers (answered_at null before). */
export const staffSurvey = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  closes_at: z.string(),
  answered_at: z.string().nullable(),
  answers: z.record(z.string(), answerValue),
  questions: z.array(surveyQuestion),
});
