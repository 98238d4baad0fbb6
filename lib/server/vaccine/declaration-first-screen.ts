import 'server-only';
import type { DehydratedState } from '@tanstack/react-query';
import type { JsonText } from '@/lib/json-text';
import { firstScreen } from '../http/dehydrated-json';
import type { RequestContext } from '../http/context';
import { classFilterEntry } from '../class/class-filter-entry';
import { firstList } from '../http/first-list';
import { listDeclarations } from './list-declarations';
import { getSchedule } from './get-schedule';
import { vaccineDeclarationListQuery, type VaccineDeclarationListQuery } from '@/lib/schemas/vaccine';
import { vaccineKeys, VACCINE_DECLARATION_LIST, VACCINE_DECLARED_QUERY } from '@/lib/api/vaccine-keys';
import { listQueryFromUrl, type SearchParams } from '@/lib/list-query';

/**
 * The vaccine declarations: those the address asks for, the count waiting for verification (in the filtered class,
 * as declaration-list.tsx counts it), the national schedule and the class filter's classes, read with the services
 * the API calls, under the keys the screen's hooks use. The page guard has checked vaccine-declaration.read.
 */
export async function declarationFirstScreen(
  ctx: RequestContext,
  searchParams: SearchParams,
): Promise<JsonText<DehydratedState>> {
  const query = listQueryFromUrl(searchParams, VACCINE_DECLARATION_LIST);
  const declaredQuery = { ...VACCINE_DECLARED_QUERY, class_id: query.class_id };
  const read = (q: VaccineDeclarationListQuery) => listDeclarations(ctx, q);
  const [list, declared, schedule, classes] = await Promise.all([
    firstList(vaccineKeys.list(query as VaccineDeclarationListQuery), vaccineDeclarationListQuery, query, read),
    firstList(
      vaccineKeys.list(declaredQuery as VaccineDeclarationListQuery),
      vaccineDeclarationListQuery,
      declaredQuery,
      read,
    ),
    getSchedule(ctx),
    classFilterEntry(ctx),
  ]);
  return firstScreen([list, declared, [vaccineKeys.schedule(), schedule], classes]);
}
