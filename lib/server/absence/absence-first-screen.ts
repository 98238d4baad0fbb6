import 'server-only';
import type { DehydratedState } from '@tanstack/react-query';
import type { JsonText } from '@/lib/json-text';
import { firstScreen } from '../http/dehydrated-json';
import type { RequestContext } from '../http/context';
import { classFilterEntry } from '../class/class-filter-entry';
import { listAbsences } from './list-absences';
import { absenceListQuery } from '@/lib/schemas/absence';
import { absenceKeys, ABSENCE_PENDING_QUERY } from '@/lib/api/absence-keys';
import { LIST_PAGE_SIZE } from '@/lib/list-page-size';

/**
 * The absence requests as the screen opens (no filter in the address): the first page, the count waiting for a
 * decision and the class filter's classes, read with the services the API calls, under the keys the screen's hooks
 * use. The page guard has checked absence.read.
 */
export async function absenceFirstScreen(ctx: RequestContext): Promise<JsonText<DehydratedState>> {
  const firstPage = { page: 1, page_size: LIST_PAGE_SIZE };
  const [list, pending, classes] = await Promise.all([
    listAbsences(ctx, absenceListQuery.parse(firstPage)),
    listAbsences(ctx, absenceListQuery.parse(ABSENCE_PENDING_QUERY)),
    classFilterEntry(ctx),
  ]);
  return firstScreen([
    [absenceKeys.list(firstPage), list],
    [absenceKeys.list(ABSENCE_PENDING_QUERY), pending],
    classes,
  ]);
}
