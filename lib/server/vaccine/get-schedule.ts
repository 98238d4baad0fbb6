import 'server-only';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { loadSchedule } from './schedule';
import type { VaccineRow } from '@/lib/schemas/vaccine';

/** GET /Vaccine/get-schedule: the national schedule and the school's own vaccines, switched-off ones included. */
export function getSchedule(ctx: RequestContext): Promise<VaccineRow[]> {
  return schoolTransaction(ctx, (tx) => loadSchedule(tx, ctx.tenantId, ctx.locale));
}
