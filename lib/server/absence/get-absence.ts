import 'server-only';
import { sql } from 'drizzle-orm';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { selectAbsenceRows } from './absence-rows';
import { requestScope } from '../requests/workflow';
import type { AbsenceRow } from '@/lib/schemas/absence';

/** GET /Absence/get-detail?id=: one request of the caller's school and scope; anything else is "not found". */
export function getAbsence(ctx: RequestContext, id: string): Promise<AbsenceRow> {
  return schoolTransaction(ctx, async (tx) => {
    const [row] = await selectAbsenceRows(tx, ctx.tenantId, sql`a.id = ${id} and ${requestScope(ctx)}`, sql`a.id`);
    if (!row) throw notFound();
    return row;
  });
}
