import 'server-only';
import type { DehydratedState } from '@tanstack/react-query';
import type { JsonText } from '@/lib/json-text';
import { firstScreen } from '../http/dehydrated-json';
import type { RequestContext } from '../http/context';
import { firstList } from '../http/first-list';
import { listSchools } from './list-schools';
import { listProvinces } from '../masterdata/list-provinces';
import { schoolListQuery } from '@/lib/schemas/school';
import { schoolKeys, SCHOOL_LIST, type SchoolListParams } from '@/lib/api/school-keys';
import { queryKeys } from '@/lib/api/query-keys';
import { COUNTRY_CODE_VN } from '@/lib/limits';
import type { Locale } from '@/lib/i18n/routing';
import { listQueryFromUrl, type SearchParams } from '@/lib/list-query';

/**
 * The schools the address asks for and the province filter (Vietnam's provinces in the page's language), read with
 * the services the API calls. The page guard has let only a system administrator through.
 */
export async function schoolFirstScreen(
  ctx: RequestContext,
  locale: Locale,
  searchParams: SearchParams,
): Promise<JsonText<DehydratedState>> {
  const query = listQueryFromUrl(searchParams, SCHOOL_LIST);
  const [list, provinces] = await Promise.all([
    firstList(schoolKeys.list(query as SchoolListParams), schoolListQuery, query, (q) => listSchools(ctx, q)),
    listProvinces(locale, COUNTRY_CODE_VN),
  ]);
  return firstScreen([list, [queryKeys.provinces(COUNTRY_CODE_VN), provinces]]);
}
