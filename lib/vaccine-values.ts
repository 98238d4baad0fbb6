// Vaccine declaration values shared by the server and the browser (no zod: the list loads these without schemas).

export const VACCINE_DECLARATION_STATUSES = ['declared', 'verified', 'rejected'] as const;
export type VaccineDeclarationStatus = (typeof VACCINE_DECLARATION_STATUSES)[number];

/** A photo of the vaccination book as sent: at most 8 MB (a phone's camera); it is stored resized and re-encoded. */
export const VACCINE_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** The longest side of a stored photo, in pixels: the book's page stays readable, the file stays small. */
export const VACCINE_PHOTO_MAX_SIDE = 1600;

/** A vaccine code: capital letters, digits and underscores (e.g. DPT_VGB_HIB, VARICELLA). */
export const VACCINE_CODE = /^[A-Z][A-Z0-9_]{1,19}$/;
export const MAX_DOSES = 10;

/** The day a dose falls due: the date of birth plus the dose's age in months and days (end-of-month clamped). */
export function dueFrom(dateOfBirth: string, ageMonths: number, ageDays: number): string {
  const [y, m, d] = dateOfBirth.split('-').map(Number);
  const monthIndex = m - 1 + ageMonths;
  const year = y + Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const base = Date.UTC(year, month, Math.min(d, last));
  return new Date(base + ageDays * 86_400_000).toISOString().slice(0, 10);
}


/** Rows per page of the declaration list (the page prefetches the first one). */
export const DECLARATION_PAGE_SIZE = 20;
