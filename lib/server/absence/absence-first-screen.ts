import 'server-only';
import type { DehydratedState } from '@tanstack/react-query';
import type { JsonText } from '@/lib/json-text';
import { firstScreen } from '../http/dehydrated-json';
import type { RequestContext } from '../http/context';
import { classFilterEntry } from '../class/class-filter-entry';
import { listAbsences } from './list-absences';
import { absenceListQuery, type AbsenceListQuery } from '@/lib/schemas/absence';
import { absenceKeys, ABSENCE_LIST, ABSENCE_PENDING_QUERY } from '@/lib/api/absence-keys';
import { listQueryFromUrl, type SearchParams } from '@/lib/list-query';
import { firstList } from '../http/first-list';

/**
 * The absence requests: those the address asks for, the count waiting for a decision (in the filtered class) and the
 * class filter's classes, read with the services the API calls, under the keys the screen's hooks use. The page
 * guard has checked absence.read.
 */
export async function absenceFirstScreen(
  ctx: RequestContext,
  searchParams: SearchParams,
): Promise<JsonText<DehydratedState>> {
  const query = listQueryFromUrl(searchParams, ABSENCE_LIST);
  const pendingQuery = { ...ABSENCE_PENDING_QUERY, class_id: query.class_id };
  const read = (q: AbsenceListQuery) => listAbsences(ctx, q);
  const [list, pending, classes] = await Promise.all([
    firstList(absenceKeys.list(query as AbsenceListQuery), absenceListQuery, query, read),
    firstList(absenceKeys.list(pendingQuery as AbsenceListQuery), absenceListQuery, pendingQuery, read),
    classFilterEntry(ctx),
  ]);
  return firstScreen([list, pending, classes]);
}
