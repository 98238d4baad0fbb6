import 'server-only';
import { sql } from 'drizzle-orm';
import { uuidArray } from '../db/rows';
import type { Db } from '../db/db-types';
import type { Outcome } from './delivery-outcome';

/**
 * Writes a batch's outcomes in one transaction: deliveries sent, retried or failed (one statement for all), the
 * subscriptions that answered their devices' pushes (`last_success_at`), and those the push service said are gone
 * (404/410), deleted with their deliveries.
 */
export async function recordOutcomes(
  database: Db,
  outcomes: Outcome[],
  subscriptionOf: Map<string, string>,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const rows = outcomes
    .filter((o) => o.kind !== 'gone')
    .map((o) => ({
      id: o.id,
      status: o.kind === 'retry' ? 'pending' : o.kind,
      next_at: o.kind === 'retry' ? o.nextAt.toISOString() : null,
      last_status: o.kind === 'sent' ? null : o.status,
      last_error: o.kind === 'sent' ? null : o.error,
      sent_at: o.kind === 'sent' ? at : null,
    }));
  const succeeded = [...new Set(outcomes.filter((o) => o.kind === 'sent').map((o) => subscriptionOf.get(o.id)!))];
  const gone = [...new Set(outcomes.filter((o) => o.kind === 'gone').map((o) => subscriptionOf.get(o.id)!))];
  await database.transaction(async (tx) => {
    if (rows.length)
      await tx.execute(sql`
        update push_deliveries d set status = o.status, next_attempt_at = coalesce(o.next_at, d.next_attempt_at),
          last_status = o.last_status, last_error = o.last_error, sent_at = o.sent_at
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as o(id uuid, status text, next_at timestamptz, last_status integer, last_error text, sent_at timestamptz)
        where d.id = o.id`);
    if (succeeded.length)
      await tx.execute(
        sql`update push_subscriptions set last_success_at = ${at}::timestamptz where id = any(${uuidArray(succeeded)})`,
      );
    if (gone.length) await tx.execute(sql`delete from push_subscriptions where id = any(${uuidArray(gone)})`);
  });
}
