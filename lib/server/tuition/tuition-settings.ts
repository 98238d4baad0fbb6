import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { forbidden } from '../http/errors';
import type { TuitionSettings } from '@/lib/schemas/tuition';

export async function loadTuitionSettings(tx: Tx, tenantId: string): Promise<TuitionSettings> {
  const [row] = await rowsOf<TuitionSettings>(
    tx,
    sql`select bank_bin, account_no, account_name, due_day, rounding from tuition_settings where tenant_id = ${tenantId}`,
  );
  return row ? { ...row, due_day: Number(row.due_day), rounding: Number(row.rounding) } : { bank_bin: '', account_no: '', account_name: '', due_day: 10, rounding: 1000 };
}

/** An amount rounded to the school's step (half up, whole đồng): 31.428,57 → 31.000 at 1.000. */
export const roundTo = (amount: number, step: number) => Math.round(amount / step) * step;

/** An invoice's due date: the school's due day of the invoice's month. */
export const dueDateOf = (month: string, dueDay: number) => `${month}-${String(dueDay).padStart(2, '0')}`;

/** GET /Tuition/get-settings: the school's bank account for VietQR, due day and rounding. */
export function getTuitionSettings(ctx: RequestContext) {
  return schoolTransaction(ctx, (tx) => loadTuitionSettings(tx, ctx.tenantId));
}

/** PUT /Tuition/update-settings: the school's bank (BIN), account number and name, due day and rounding; not a teacher's to change. */
export async function updateTuitionSettings(ctx: RequestContext, input: TuitionSettings) {
  if (ctx.scope === 'class') throw forbidden();
  await schoolTransaction(ctx, (tx) =>
    tx.execute(sql`insert into tuition_settings (tenant_id, bank_bin, account_no, account_name, due_day, rounding)
      values (${ctx.tenantId}, ${input.bank_bin}, ${input.account_no}, ${input.account_name}, ${input.due_day}, ${input.rounding})
      on conflict (tenant_id) do update set bank_bin = excluded.bank_bin, account_no = excluded.account_no,
        account_name = excluded.account_name, due_day = excluded.due_day, rounding = excluded.rounding, updated_at = ${new Date().toISOString()}::timestamptz`),
  );
  return { message: 'tuition.saved' };
}
