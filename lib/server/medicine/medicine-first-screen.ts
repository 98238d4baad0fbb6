import 'server-only';
import type { DehydratedState } from '@tanstack/react-query';
import type { JsonText } from '@/lib/json-text';
import { firstScreen } from '../http/dehydrated-json';
import type { RequestContext } from '../http/context';
import { listDueDoses } from './list-due-doses';
import { listMedicineRequests } from './list-medicine-requests';
import { medicineListQuery } from '@/lib/schemas/medicine';
import { MEDICINE_PENDING_QUERY, medicineKeys } from '@/lib/api/medicine-keys';
import { schoolToday } from '@/lib/school-time';

/**
 * The phone screen of medicine requests, read with the services the API calls and handed to react-query under the
 * keys its hooks use: today's dose slots of the caller's classes and the requests waiting for a decision. The page
 * guard has checked medicine-request.read, which both calls need.
 */
export async function medicineFirstScreen(ctx: RequestContext): Promise<JsonText<DehydratedState>> {
  const today = schoolToday();
  const [due, pending] = await Promise.all([
    listDueDoses(ctx, today),
    listMedicineRequests(ctx, medicineListQuery.parse(MEDICINE_PENDING_QUERY)),
  ]);
  return firstScreen([
    [medicineKeys.due(today), due],
    [medicineKeys.list(MEDICINE_PENDING_QUERY), pending],
  ]);
}
