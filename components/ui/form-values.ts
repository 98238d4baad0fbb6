/**
 * A form's text fields from the record it edits: each field's value, or '' where there is none (a new record, an
 * empty column), as the inputs hold them.
 */
export function textValues<K extends string>(
  record: Partial<Record<K, string | null>> | null | undefined,
  keys: readonly K[],
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, record?.[key] ?? ''])) as Record<K, string>;
}
