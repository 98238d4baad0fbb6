import 'server-only';
import { sql } from 'drizzle-orm';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { requestScope } from '../requests/workflow';
import { selectMedicineRows } from './medicine-rows';
import type { MedicineRow } from '@/lib/schemas/medicine';

/** GET /MedicineRequest/get-detail?id=: one request of the caller's scope with every dose slot; else 404. */
export function getMedicineRequest(ctx: RequestContext, id: string): Promise<MedicineRow> {
  return schoolTransaction(ctx, async (tx) => {
    const [row] = await selectMedicineRows(tx, ctx.tenantId, sql`a.id = ${id} and ${requestScope(ctx)}`, sql`a.id`, { doses: 'all' });
    if (!row) throw notFound();
    return row;
  });
}
