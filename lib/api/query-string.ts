/**
 * The query of every API call (the axios instance's params serializer): null and undefined left out, arrays as
 * `key[]=…`, dates as ISO text, the rest URL-encoded as URLSearchParams writes it.
 */
export function queryString(params: Record<string, unknown> | undefined) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    const items = Array.isArray(value) ? (value as unknown[]) : [value];
    for (const item of items) {
      if (item === undefined || item === null) continue;
      const text =
        item instanceof Date ? item.toISOString() : typeof item === 'object' ? JSON.stringify(item) : String(item);
      search.append(Array.isArray(value) ? `${key}[]` : key, text);
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
