import 'server-only';
import { sql } from 'drizzle-orm';
import { db, dbIsCitus, dbKind, type Tx } from './client';
import { pgTransaction, uuidLiteral } from './pg-transaction';

// The ways into the database, by what the caller has and needs:
// - `schoolTransaction(ctx, fn)`: several statements in the caller's school, as the caller (the usual one);
// - `schoolTransactionById(tenantId, fn, userId?)`: the same for a school named by id where no staff user of it acts
//   (the parents' app and its sign-in, a system administrator reading another school's roles);
// - `crossSchoolTransaction(actor, fn)`: system administration across schools, outside row-level security;
// - `readStatement(ctx, sql)` / `writeStatement(ctx, sql)` (school-statement.ts): one statement in the caller's school,
//   in one round trip.

/**
 * Runs `fn` in a transaction as the row-level-security role with the school set, so that even a query that forgets
 * its tenant filter only sees that school. For a school named by id where no staff user of it acts (the parents' app
 * and its sign-in, a system administrator choosing a school); `userId`, when someone does act, names them for the
 * audit log. A staff service in its own school uses `schoolTransaction`.
 */
export async function schoolTransactionById<T>(
  tenantId: string,
  fn: (tx: Tx) => Promise<T>,
  userId?: string,
): Promise<T> {
  const database = await db();
  if (dbKind() === 'pg') {
    if (await dbIsCitus()) return pgTransaction(database, citusSettings(tenantId, userId, true), fn, true);
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

/**
 * A transaction of several statements in the caller's school, as the caller (row-level security and the audit log's
 * actor): the usual way a service opens its transaction. A read or a change that is one statement goes through
 * `readStatement` or `writeStatement` instead, in one round trip.
 */
export function schoolTransaction<T>(
  ctx: { tenantId: string; userId: string },
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return schoolTransactionById(ctx.tenantId, fn, ctx.userId);
}

/**
 * A transaction across schools, outside row-level security (system administration: schools, staff accounts, the
 * national vaccine schedule), with the actor and, when there is one, the school the change is made from set for the
 * audit log. Callers check the rights themselves.
 */
export async function crossSchoolTransaction<T>(
  actor: { userId: string; tenantId?: string | null },
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const database = await db();
  if (dbKind() === 'pg') {
    if (await dbIsCitus()) return pgTransaction(database, citusSettings(actor.tenantId, actor.userId, false), fn, true);
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

/**
 * The same settings on a Citus coordinator, sent after BEGIN: Citus passes a transaction's SET LOCAL statements
 * (`citus.propagate_set_commands = 'local'`, set on the database by `npm run db:distribute`) to every worker the
 * transaction reaches, and the text it passes is this whole statement, so the worker's session gets the school, the
 * actor and the role too. Citus opens its worker connections as the role in effect (app_user in a school).
 */
function citusSettings(tenantId: string | null | undefined, userId: string | undefined, asAppUser: boolean) {
  const role = asAppUser ? `set_config('role', 'app_user', true), ` : '';
  return `set local app.tenant_id = ${uuidLiteral(tenantId)}; select ${role}set_config('app.user_id', ${uuidLiteral(userId)}, true)`;
}
