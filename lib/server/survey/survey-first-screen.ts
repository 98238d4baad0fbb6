import 'server-only';
import type { DehydratedState } from '@tanstack/react-query';
import type { JsonText } from '@/lib/json-text';
import { firstScreen } from '../http/dehydrated-json';
import type { RequestContext } from '../http/context';
import { listSurveys } from './list-surveys';
import { surveyListQuery, type SurveyListQuery } from '@/lib/schemas/survey';
import { surveyKeys, SURVEY_LIST } from '@/lib/api/survey-keys';
import { listQueryFromUrl, type SearchParams } from '@/lib/list-query';
import { firstList } from '../http/first-list';
import type { SurveyKind } from '@/lib/survey-values';

/**
 * A survey list as the address asks for it: that kind's surveys, read with the service the API calls, under the key
 * of the screen's hook. The page guard has checked the kind's read right.
 */
export async function surveyFirstScreen(
  ctx: RequestContext,
  kind: SurveyKind,
  searchParams: SearchParams,
): Promise<JsonText<DehydratedState>> {
  const query = { kind, ...listQueryFromUrl(searchParams, SURVEY_LIST) };
  return firstScreen([
    await firstList(surveyKeys.list(query as SurveyListQuery), surveyListQuery, query, (q) => listSurveys(ctx, q)),
  ]);
}
