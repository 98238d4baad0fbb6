import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * Writes seeded history, which is nobody's change: the audit trigger stays out of it (session_replication_role)
 * where the role may turn triggers off — a superuser: the embedded database's first start, the bench's seed. The
 * owner role of a PostgreSQL server or a Citus coordinator (`npm run seed:demo`, README) may not, and there the rows
 * are audited as created, without an actor.
 */
export async function writeHistory(tx: Executor, write: () => Promise<void>) {
  const [{ quiet }] = await rowsOf<{ quiet: boolean }>(
    tx,
    sql`select rolsuper as quiet from pg_roles where rolname = current_user`,
  );
  if (quiet) await tx.execute(sql`set local session_replication_role = replica`);
  await write();
  if (quiet) await tx.execute(sql`set local session_replication_role = origin`);
}
