import 'server-only';
import type { DehydratedState } from '@tanstack/react-query';
import type { JsonText } from '@/lib/json-text';
import { firstScreen } from '../http/dehydrated-json';
import type { RequestContext } from '../http/context';
import { listSurveys } from './list-surveys';
import { surveyListQuery } from '@/lib/schemas/survey';
import { surveyKeys } from '@/lib/api/survey-keys';
import { LIST_PAGE_SIZE } from '@/lib/list-page-size';
import type { SurveyKind } from '@/lib/survey-values';

/**
 * A survey list as it opens (no filter in the address): the first page of that kind, read with the service the API
 * calls, under the key of the screen's hook. The page guard has checked the kind's read right.
 */
export async function surveyFirstScreen(ctx: RequestContext, kind: SurveyKind): Promise<JsonText<DehydratedState>> {
  const firstPage = { kind, page: 1, page_size: LIST_PAGE_SIZE };
  return firstScreen([[surveyKeys.list(firstPage), await listSurveys(ctx, surveyListQuery.parse(firstPage))]]);
}
