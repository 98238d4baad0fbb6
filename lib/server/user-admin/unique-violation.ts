import 'server-only';

/** True when `error` (or the driver error drizzle wrapped in it) is a unique violation of `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (
    let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return e.constraint === constraint || !!e.message?.includes(constraint);
  }
  return false;
}
