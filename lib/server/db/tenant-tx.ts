import 'server-only';
import { sql } from 'drizzle-orm';
import { db, dbKind, type Tx } from './client';
import { pgTransaction, uuidLiteral } from './pg-transaction';

/**
 * Runs `fn` in a transaction as the row-level-security role with the school set, so that even a query
 * that forgets its tenant filter only sees the chosen school. `userId` names who acts, for the audit log.
 */
export async function withTenant<T>(tenantId: string, fn: (tx: Tx) => Promise<T>, userId?: string): Promise<T> {
  const database = await db();
  if (dbKind() === 'pg') {
    const settings = `select set_config('role', 'app_user', true), set_config('app.tenant_id', ${uuidLiteral(tenantId)}, true), set_config('app.user_id', ${uuidLiteral(userId)}, true)`;
    return pgTransaction(database, settings, fn);
  }
  return database.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', 'app_user', true), set_config('app.tenant_id', ${tenantId}, true), set_config('app.user_id', ${userId ?? ''}, true)`,
    );
    return fn(tx);
  });
}

/** The caller's school and identity: the usual way a service opens its transaction. */
export function inTenant<T>(ctx: { tenantId: string; userId: string }, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withTenant(ctx.tenantId, fn, ctx.userId);
}

/**
 * A transaction across schools (system administration: schools, staff accounts), with the actor and, when there
 * is one, the school the change is made from set for the audit log. Callers check the rights themselves.
 */
export async function asSystem<T>(actor: { userId: string; tenantId?: string | null }, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const database = await db();
  if (dbKind() === 'pg') {
    const settings = `select set_config('app.user_id', ${uuidLiteral(actor.userId)}, true), set_config('app.tenant_id', ${uuidLiteral(actor.tenantId)}, true)`;
    return pgTransaction(database, settings, fn);
  }
  return database.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.user_id', ${actor.userId}, true), set_config('app.tenant_id', ${actor.tenantId ?? ''}, true)`,
    );
    return fn(tx);
  });
}
