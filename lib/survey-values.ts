// Surveys (menus `survey`, `survey_v1`): the constants the lists, the builder and the services share. No zod here.

export const SURVEY_KINDS = ['survey', 'survey_v1'] as const;
export type SurveyKind = (typeof SURVEY_KINDS)[number];

export const SURVEY_STATUSES = ['draft', 'open', 'closed'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

export const SURVEY_AUDIENCES = ['parents', 'staff'] as const;
export type SurveyAudience = (typeof SURVEY_AUDIENCES)[number];

export const QUESTION_TYPES = ['single', 'multiple', 'text', 'long_text', 'rating', 'grid'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The earlier kind knows only one list of single or multiple choice questions. */
export const V1_QUESTION_TYPES: readonly QuestionType[] = ['single', 'multiple'];

/** Types that offer options (a grid offers them on every row). */
export const CHOICE_TYPES: readonly QuestionType[] = ['single', 'multiple', 'grid'];

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const MAX_QUESTIONS = 50;
export const MAX_OPTIONS = 20;
export const MAX_SHORT_TEXT = 200;
export const MAX_LONG_TEXT = 2000;

/** The menu whose rights govern a kind. */
export const menuOfKind = (kind: SurveyKind) => (kind === 'survey_v1' ? 'survey_v1' : 'survey');

export type SurveyQuestion = {
  id: string;
  type: QuestionType;
  title: string;
  required: boolean;
  options: string[];
  allow_other: boolean;
  rows: string[];
};

export type SurveyRow = {
  id: string;
  kind: SurveyKind;
  title: string;
  description: string;
  audience: SurveyAudience;
  class_ids: string[];
  class_names: string[];
  opens_at: string;
  closes_at: string;
  /** Stored status, except that an open survey whose closing time has passed reads `closed`. */
  status: SurveyStatus;
  question_count: number;
  response_count: number;
  created_at: string;
};

export type SurveyDetail = SurveyRow & { questions: SurveyQuestion[] };

/** One question's figures: counts per option (per rating 1–5), the average of a rating, a grid's rows, texts. */
export type QuestionResult = {
  id: string;
  type: QuestionType;
  title: string;
  answered: number;
  counts: Record<string, number>;
  average: number | null;
  other: string[];
  texts: string[];
  grid: Record<string, Record<string, number>>;
};

export type SurveyResults = {
  response_count: number;
  audience_count: number;
  by_class: { class_id: string; class_name: string; responded: number; expected: number }[];
  questions: QuestionResult[];
  /** Children of the audience with no answer yet, with their primary guardian to call. */
  pending: { student_id: string; student_name: string; class_name: string; guardian_name: string | null; phone: string | null }[];
};
