import 'server-only';
import { sql } from 'drizzle-orm';
import { uuidArray } from '../db/rows';
import type { Db } from '../db/db-types';
import type { Outcome } from './delivery-outcome';

/**
 * Writes a batch's outcomes in one transaction: deliveries sent, retried, held or failed (one statement for all), the
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
    .map((o) => {
      if (o.kind === 'held') return { id: o.id, status: 'pending', next_at: o.nextAt.toISOString(), held: true };
      return {
        id: o.id,
        status: o.kind === 'retry' ? 'pending' : o.kind,
        next_at: o.kind === 'retry' ? o.nextAt.toISOString() : null,
        last_status: o.kind === 'sent' ? null : o.status,
        last_error: o.kind === 'sent' ? null : o.error,
        sent_at: o.kind === 'sent' ? at : null,
        held: false,
      };
    });
  const succeeded = [...new Set(outcomes.filter((o) => o.kind === 'sent').map((o) => subscriptionOf.get(o.id)!))];
  const gone = [...new Set(outcomes.filter((o) => o.kind === 'gone').map((o) => subscriptionOf.get(o.id)!))];
  await database.transaction(async (tx) => {
    if (rows.length)
      await tx.execute(sql`
        update push_deliveries d set status = o.status, next_attempt_at = coalesce(o.next_at, d.next_attempt_at),
          attempts = d.attempts - case when o.held then 1 else 0 end,
          last_status = case when o.held then d.last_status else o.last_status end,
          last_error = case when o.held then d.last_error else o.last_error end, sent_at = o.sent_at
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as o(
          id uuid, status text, next_at timestamptz, last_status integer, last_error text, sent_at timestamptz, held boolean)
        where d.id = o.id`);
    if (succeeded.length)
      await tx.execute(
        sql`update push_subscriptions set last_success_at = ${at}::timestamptz where id = any(${uuidArray(succeeded)})`,
      );
    if (gone.length) await tx.execute(sql`delete from push_subscriptions where id = any(${uuidArray(gone)})`);
  });
}
