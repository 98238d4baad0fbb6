import 'server-only';
import type { DehydratedState } from '@tanstack/react-query';
import type { JsonText } from '@/lib/json-text';
import { firstScreen } from '../http/dehydrated-json';
import type { RequestContext } from '../http/context';
import { classFilterEntry } from '../class/class-filter-entry';
import { listDueDoses } from './list-due-doses';
import { listMedicineRequests } from './list-medicine-requests';
import { medicineListQuery, type MedicineListQuery } from '@/lib/schemas/medicine';
import {
  MEDICINE_LIST,
  MEDICINE_PENDING_QUERY,
  MEDICINE_WAITING_COUNT_QUERY,
  medicineKeys,
} from '@/lib/api/medicine-keys';
import { listQueryFromUrl, type SearchParams } from '@/lib/list-query';
import { firstList } from '../http/first-list';
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
 * The desktop list: the requests the address asks for, the count waiting for a decision and the class filter's
 * classes, under the keys of the screen's hooks.
 */
export async function medicineDesktopFirstScreen(
  ctx: RequestContext,
  searchParams: SearchParams,
): Promise<JsonText<DehydratedState>> {
  const query = listQueryFromUrl(searchParams, MEDICINE_LIST);
  const [list, waiting, classes] = await Promise.all([
    firstList(medicineKeys.list(query as MedicineListQuery), medicineListQuery, query, (q) =>
      listMedicineRequests(ctx, q),
    ),
    requests(ctx, MEDICINE_WAITING_COUNT_QUERY),
    classFilterEntry(ctx),
  ]);
  return firstScreen([list, [medicineKeys.list(MEDICINE_WAITING_COUNT_QUERY), waiting], classes]);
}
