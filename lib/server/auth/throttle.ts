import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { tooManyRequests } from '../http/errors';

export const MAX_FAILED_SIGN_INS = 10;
export const LOCKOUT_MINUTES = 15;

/** Refuses with 429 while an address has failed ten sign-ins in a row within the window. */
export async function assertAddressNotThrottled(database: Executor, ip: string | null) {
  if (!ip) return;
  const result = await database.execute<{ count: number; reset_at: string }>(
    sql`select count, reset_at from rate_limits where key = ${'signin:' + ip} and reset_at > now()`,
  );
  const row = (result as unknown as { rows: { count: number }[] }).rows[0];
  if (row && row.count >= MAX_FAILED_SIGN_INS) throw tooManyRequests({ minutes: LOCKOUT_MINUTES });
}

export async function recordAddressFailure(database: Executor, ip: string | null) {
  if (!ip) return;
  await database.execute(sql`
    insert into rate_limits (key, count, reset_at) values (${'signin:' + ip}, 1, now() + make_interval(mins => ${LOCKOUT_MINUTES}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at > now() then rate_limits.count + 1 else 1 end,
      reset_at = now() + make_interval(mins => ${LOCKOUT_MINUTES})`);
}

export async function clearAddressFailures(database: Executor, ip: string | null) {
  if (!ip) return;
  await database.execute(sql`delete from rate_limits where key = ${'signin:' + ip}`);
}
