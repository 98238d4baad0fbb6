// On its own so that a list importing it does not bring another area's hooks along.
/** Leaves out empty filters, so that the query string carries only what was chosen. */
export function compact<T extends Record<string, unknown>>(params: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Partial<T>;
}
