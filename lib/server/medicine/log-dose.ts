import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { conflict, unprocessable } from '../http/errors';
import { lockRequest } from '../requests/workflow';
import { timesOf } from './medicine-rows';
import { notifyDoseLogged } from './notify-medicine';
import type { DoseLogInput, MedicineItem } from '@/lib/schemas/medicine';
import { schoolToday } from '@/lib/school-time';

/**
 * POST /MedicineRequest/log-dose: one slot (day, time) of an accepted request of the caller's classes is logged as
 * given (now, by the caller) or not given with a reason. A day outside the request, a time it does not have, a day
 * still to come, a request not accepted, or a slot already logged is refused; nothing else is written. The parents
 * are notified of the dose given or not given.
 */
export async function logDose(ctx: RequestContext, input: DoseLogInput) {
  return schoolTransaction(ctx, async (tx) => {
    // The lock queues two people logging the same request, so the "already logged" check below always holds.
    const row = await lockRequest<{ from_date: string; to_date: string; medicines: MedicineItem[] | string }>(
      tx,
      ctx,
      'medicine',
      input.request_id,
      sql`, a.from_date::text as from_date, a.to_date::text as to_date, a.medicines`,
    );
    if (row.status !== 'approved') throw conflict('errors.medicine_not_approved');
    if (input.day < String(row.from_date) || input.day > String(row.to_date)) throw unprocessable('errors.dose_day_outside');
    if (input.day > schoolToday()) throw unprocessable('errors.dose_in_future');
    const medicines: MedicineItem[] = typeof row.medicines === 'string' ? JSON.parse(row.medicines) : row.medicines;
    if (!timesOf(medicines).includes(input.time)) throw unprocessable('errors.dose_time_unknown');
    const written = await rowsOf<{ id: string }>(
      tx,
      sql`insert into medicine_doses (tenant_id, request_id, day, time, status, given_at, given_by, reason)
        values (${ctx.tenantId}, ${input.request_id}, ${input.day}, ${input.time}, ${input.status},
          ${input.status === 'given' ? sql`now()` : null}, ${ctx.userId}, ${input.reason})
        on conflict (tenant_id, request_id, day, time) do nothing
        returning id`,
    );
    if (!written.length) throw conflict('errors.dose_already_logged');
    await notifyDoseLogged(tx, ctx.tenantId, { ...input, id: written[0].id });
    return { id: written[0].id, message: input.status === 'given' ? 'medicine.doseGiven' : 'medicine.doseNotGiven' };
  });
}
