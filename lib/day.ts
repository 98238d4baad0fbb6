// Calendar days as forms type them (dd/MM/yyyy) and as the API answers them (yyyy-MM-dd). No zod here: lists
// import these, and a list's first load should not carry the schemas.

/**
 * A calendar day as typed (dd/MM/yyyy) or as ISO (yyyy-MM-dd) → yyyy-MM-dd; null when it is no real day.
 */
export function parseDay(value: string): string | null {
  const text = value.trim();
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [y, m, d] = dmy ? [+dmy[3], +dmy[2], +dmy[1]] : ymd ? [+ymd[1], +ymd[2], +ymd[3]] : [0, 0, 0];
  if (!y || y < 1900 || y > 2200) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** yyyy-MM-dd → dd/MM/yyyy, for forms. */
export function dayText(iso: string | null | undefined): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}
