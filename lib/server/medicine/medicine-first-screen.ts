import 'server-only';
import type { DehydratedState } from '@tanstack/react-query';
import type { JsonText } from '@/lib/json-text';
import { firstScreen } from '../http/dehydrated-json';
import type { RequestContext } from '../http/context';
import { classFilterEntry } from '../class/class-filter-entry';
import { listDueDoses } from './list-due-doses';
import { listMedicineRequests } from './list-medicine-requests';
import { medicineListQuery } from '@/lib/schemas/medicine';
import { MEDICINE_PENDING_QUERY, MEDICINE_WAITING_COUNT_QUERY, medicineKeys } from '@/lib/api/medicine-keys';
import { LIST_PAGE_SIZE } from '@/lib/list-page-size';
import { schoolToday } from '@/lib/school-time';

const requests = (ctx: RequestContext, query: Record<string, unknown>) =>
  listMedicineRequests(ctx, medicineListQuery.parse(query));

/**
 * The phone screen of medicine requests, read with the services the API calls and handed to react-query under the
 * keys its hooks use: today's dose slots of the caller's classes and the requests waiting for a decision. The page
 * guard has checked medicine-request.read, which both calls need.
 */
export async function medicineFirstScreen(ctx: RequestContext): Promise<JsonText<DehydratedState>> {
  const today = schoolToday();
  const [due, pending] = await Promise.all([listDueDoses(ctx, today), requests(ctx, MEDICINE_PENDING_QUERY)]);
  return firstScreen([
    [medicineKeys.due(today), due],
    [medicineKeys.list(MEDICINE_PENDING_QUERY), pending],
  ]);
}

/**
 * The desktop list as it opens (no filter in the address): the first page, the count waiting for a decision and the
 * class filter's classes, under the keys of the screen's hooks.
 */
export async function medicineDesktopFirstScreen(ctx: RequestContext): Promise<JsonText<DehydratedState>> {
  const firstPage = { page: 1, page_size: LIST_PAGE_SIZE };
  const [list, waiting, classes] = await Promise.all([
    requests(ctx, firstPage),
    requests(ctx, MEDICINE_WAITING_COUNT_QUERY),
    classFilterEntry(ctx),
  ]);
  return firstScreen([
    [medicineKeys.list(firstPage), list],
    [medicineKeys.list(MEDICINE_WAITING_COUNT_QUERY), waiting],
    classes,
  ]);
}
