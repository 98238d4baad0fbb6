import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf, uuidArray } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { badRequest, forbidden, notFound } from '../http/errors';
import { vnd } from './invoice-sql';
import type { FeeItemInput, FeeItemRow } from '@/lib/schemas/tuition';

const COLUMNS = sql`id, name, kind, amount::text as amount, class_ids::text[] as class_ids, age_groups, credit_excused,
  daily_amount::text as daily_amount,
  to_char(valid_from, 'YYYY-MM') as valid_from, active`;
type Raw = Omit<FeeItemRow, 'amount' | 'daily_amount'> & { amount: string; daily_amount: string | null };
const toRow = (r: Raw): FeeItemRow => ({
  ...r,
  amount: vnd(r.amount),
  daily_amount: r.daily_amount === null ? null : vnd(r.daily_amount),
  class_ids: r.class_ids ?? [],
  age_groups: r.age_groups ?? [],
});

/** GET /FeeItem/get-list: the school's fee items, active first, by name. */
export function listFeeItems(ctx: RequestContext): Promise<{ data: FeeItemRow[]; total: number }> {
  return schoolTransaction(ctx, async (tx) => {
    const rows = await rowsOf<Raw>(
      tx,
      sql`select ${COLUMNS} from fee_items where tenant_id = ${ctx.tenantId} order by active desc, name, id`,
    );
    return { data: rows.map(toRow), total: rows.length };
  });
}

/** A text[] of known words (age groups: letters and underscores only). */
const textArray = (values: string[]) => sql`${`{${values.join(',')}}`}::text[]`;

/** Every class named is one of this school's (another school's class is "not found"). */
async function checkClasses(tx: Tx, tenantId: string, ids: string[]) {
  if (!ids.length) return;
  const [{ n }] = await rowsOf<{ n: number | string }>(
    tx,
    sql`select count(*) as n from classes where tenant_id = ${tenantId} and id = any(${uuidArray(ids)})`,
  );
  if (Number(n) !== new Set(ids).size) throw badRequest('errors.validation', { class_ids: 'errors.not_found' });
}

/** POST /FeeItem/create */
export async function createFeeItem(ctx: RequestContext, input: FeeItemInput) {
  if (ctx.scope === 'class') throw forbidden();
  return schoolTransaction(ctx, async (tx) => {
    await checkClasses(tx, ctx.tenantId, input.class_ids);
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into fee_items (tenant_id, name, kind, amount, class_ids, age_groups, credit_excused, daily_amount, valid_from, active)
          values (${ctx.tenantId}, ${input.name}, ${input.kind}, ${input.amount}, ${uuidArray(input.class_ids)}, ${textArray(input.age_groups)},
            ${input.credit_excused}, ${input.daily_amount ?? null}, ${`${input.valid_from}-01`}, ${input.active}) returning id`,
    );
    return { id: row.id, message: 'tuition.feeItemSaved' };
  });
}

/** PUT /FeeItem/update/{id}: invoices already made keep their lines; the change counts from the next generation. */
export async function updateFeeItem(ctx: RequestContext, id: string, input: FeeItemInput) {
  if (ctx.scope === 'class') throw forbidden();
  return schoolTransaction(ctx, async (tx) => {
    await checkClasses(tx, ctx.tenantId, input.class_ids);
    const rows = await rowsOf<{ id: string }>(
      tx,
      sql`update fee_items set name = ${input.name}, kind = ${input.kind}, amount = ${input.amount},
            class_ids = ${uuidArray(input.class_ids)}, age_groups = ${textArray(input.age_groups)}, credit_excused = ${input.credit_excused},
            daily_amount = ${input.daily_amount ?? null},
            valid_from = ${`${input.valid_from}-01`}, active = ${input.active}, updated_at = now()
          where tenant_id = ${ctx.tenantId} and id = ${id} returning id`,
    );
    if (!rows.length) throw notFound();
    return { id, message: 'tuition.feeItemSaved' };
  });
}
