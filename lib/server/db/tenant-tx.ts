import 'server-only';
import { sql } from 'drizzle-orm';
import { db, type Tx } from './client';

/**
 * Runs `fn` in a transaction as the row-level-security role with the school set, so that even a query
 * that forgets its tenant filter only sees the chosen school.
 */
export async function withTenant<T>(tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const database = await db();
  return database.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', 'app_user', true), set_config('app.tenant_id', ${tenantId}, true)`,
    );
    return fn(tx);
  });
}
