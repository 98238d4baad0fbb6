// Vietnamese phone numbers: the one place that knows their spellings.

/**
 * A phone number without spaces, dots, dashes or brackets: 10 digits starting 0, or +84 and 9 digits. Nine digits not
 * starting with 0 are a number whose leading 0 a spreadsheet dropped (0912345601 read as 912345601): the 0 goes back.
 */
export function normalizePhone(value: string): string {
  const digits = value.replace(/[\s.\-()]/g, '');
  return /^[1-9]\d{8}$/.test(digits) ? `0${digits}` : digits;
}

/** A phone in its 0… spelling (+84… → 0…), so that one family's numbers compare equal. */
export function phoneKey(phone: string): string {
  const digits = normalizePhone(phone);
  return digits.startsWith('+84') ? `0${digits.slice(3)}` : digits;
}

/** Both spellings of a phone (0… and +84…), as numbers may be stored either way. */
export function phoneSpellings(phone: string): string[] {
  const key = phoneKey(phone);
  return key.startsWith('0') ? [key, `+84${key.slice(1)}`] : [key];
}

/**
 * The search text as a phone number or part of one ("0912 345", "+84 912", "0987.654"): its digits and a leading +,
 * or null for any other text. A name or username that holds digits ("teacher1", "HS0128") is not a phone search.
 */
export function phoneSearch(term: string): string | null {
  const compact = term.replace(/[\s.\-()]/g, '');
  return /^\+?\d{3,}$/.test(compact) ? compact : null;
}
