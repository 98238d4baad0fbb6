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
    sql`select bank_bin, account_no, account_name from tuition_settings where tenant_id = ${tenantId}`,
  );
  return row ?? { bank_bin: '', account_no: '', account_name: '' };
}

/** GET /Tuition/get-settings: the school's bank account for VietQR. */
export function getTuitionSettings(ctx: RequestContext) {
  return schoolTransaction(ctx, (tx) => loadTuitionSettings(tx, ctx.tenantId));
}

/** PUT /Tuition/update-settings: the school's bank (BIN), account number and name; not a teacher's to change. */
export async function updateTuitionSettings(ctx: RequestContext, input: TuitionSettings) {
  if (ctx.scope === 'class') throw forbidden();
  await schoolTransaction(ctx, (tx) =>
    tx.execute(sql`insert into tuition_settings (tenant_id, bank_bin, account_no, account_name)
      values (${ctx.tenantId}, ${input.bank_bin}, ${input.account_no}, ${input.account_name})
      on conflict (tenant_id) do update set bank_bin = excluded.bank_bin, account_no = excluded.account_no,
        account_name = excluded.account_name, updated_at = ${new Date().toISOString()}::timestamptz`),
  );
  return { message: 'tuition.saved' };
}
