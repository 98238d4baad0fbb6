// Keys of the surveys. Not a client module: the pages build the same keys on the server to hand their first screen to
// react-query.
import type { SurveyListQuery } from '@/lib/schemas/survey';
import type { ListSpec } from '@/lib/list-query';

export const surveyKeys = {
  all: () => ['surveys'] as const,
  list: (params: SurveyListQuery) => ['surveys', 'list', params] as const,
  detail: (id: string) => ['surveys', 'detail', id] as const,
  results: (id: string) => ['surveys', 'results', id] as const,
};

/** A survey list in the URL: its filters. */
export const SURVEY_FILTERS = ['status'] as const;
export const SURVEY_LIST: ListSpec<(typeof SURVEY_FILTERS)[number]> = { filters: SURVEY_FILTERS };
