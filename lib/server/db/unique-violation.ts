import 'server-only';

/**
 * True when `error` (or the driver error drizzle wrapped in it) is a unique violation — of `constraint` when one is
 * named: two saves racing past a service's own check, answered as the same conflict the check gives.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return !constraint || e.constraint === constraint || !!e.message?.includes(constraint);
  }
  return false;
}
