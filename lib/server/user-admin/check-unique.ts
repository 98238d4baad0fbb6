import 'server-only';
import { and, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { users } from '../db/schema';
import { conflict } from '../http/errors';
import { isUniqueViolation } from '../db/unique-violation';

/** Usernames and e-mails are unique across all schools, whatever their case: 409 errors.username_taken / email_taken. */
export async function checkUnique(tx: Tx, input: { username: string; email: string | null }, exceptId?: string) {
  const other = exceptId ? ne(users.id, exceptId) : undefined;
  const [name] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${input.username})`, other))
    .limit(1);
  if (name) throw conflict('errors.username_taken');
  if (input.email) {
    const [mail] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${input.email})`, other))
      .limit(1);
    if (mail) throw conflict('errors.email_taken');
  }
}

/** The same answer when two calls race past the check and the unique index decides. */
export function uniqueConflict(error: unknown): unknown {
  if (isUniqueViolation(error, 'users_username_lower_key')) return conflict('errors.username_taken');
  if (isUniqueViolation(error, 'users_email_lower_key')) return conflict('errors.email_taken');
  return error;
}
