import numeral from 'numeral';

// Number format presets of spec §9.
export const NUMBER_FORMATS = {
  default: '0,0.0',
  currency1: '0,0.00',
} as const;

const pad = (n: number) => String(n).padStart(2, '0');
const TZ = 'Asia/Ho_Chi_Minh';

// One formatter for every call: making one costs ~10× formatting with it, and a list formats a date on every row
// (on a phone that was a few ms of each page's hydration).
let formatter: Intl.DateTimeFormat | undefined;

function parts(date: Date) {
  formatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const f = formatter.formatToParts(date);
  const get = (type: string) => f.find((p) => p.type === type)?.value ?? '';
  return { d: get('day'), m: get('month'), y: get('year'), h: get('hour'), min: get('minute') };
}

/** dd/MM/yyyy in Vietnam's time zone, in both languages. */
export function formatDate(value: Date | string | null | undefined): string {
  if (!value) return '';
  const p = parts(new Date(value));
  return `${p.d}/${p.m}/${p.y}`;
}

/** dd/MM/yyyy HH:mm in Vietnam's time zone. */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (!value) return '';
  const p = parts(new Date(value));
  return `${p.d}/${p.m}/${p.y} ${p.h}:${p.min}`;
}

/** VND: no decimals; Vietnamese groups with dots and writes "₫" after, English with commas. */
export function formatMoney(amount: number, locale: string): string {
  const rounded = Math.round(amount);
  const grouped = numeral(Math.abs(rounded)).format('0,0');
  const sign = rounded < 0 ? '-' : '';
  return locale === 'vi' ? `${sign}${grouped.replace(/,/g, '.')} ₫` : `${sign}${grouped} VND`;
}

/** The spec's presets: default (comma thousands, 1 decimal), currency1 (2 decimals), vietnam (0 decimals, no spacing). */
export function formatNumber(value: number, preset: 'default' | 'currency1' | 'vietnam' = 'default'): string {
  if (preset === 'vietnam') return numeral(value).format('0,0').replace(/,/g, '.');
  return numeral(value).format(NUMBER_FORMATS[preset]);
}

// Decimals in the reader's language (spec §9: "112,5 cm" in Vietnamese, "112.5 cm" in English), one formatter per
// language and kind, made once: a list formats several numbers per row.
const decimals = new Map<string, Intl.NumberFormat>();
type DecimalKind = 'value' | 'z' | 'percent';
function decimalFormat(locale: string, kind: DecimalKind) {
  const key = `${locale}:${kind}`;
  let f = decimals.get(key);
  if (!f) {
    const options: Intl.NumberFormatOptions =
      kind === 'z'
        ? { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }
        : kind === 'percent'
          ? { minimumFractionDigits: 1, maximumFractionDigits: 1 }
          : { maximumFractionDigits: 2 };
    f = new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', options);
    decimals.set(key, f);
  }
  return f;
}

/** A measure (height, weight, temperature, BMI, a dose, an average): up to two decimals, "112,5" / "112.5". */
export const formatDecimal = (n: number, locale: string) => decimalFormat(locale, 'value').format(n);

/** A z-score: two decimals and its sign (+1,25 / −0,40). */
export const formatZ = (n: number, locale: string) => decimalFormat(locale, 'z').format(n).replace('-', '−');

/** A share as a percentage with one decimal ("12,5%" / "12.5%"); "—" of nothing. */
export const formatPercent = (part: number, whole: number, locale: string) =>
  whole > 0 ? `${decimalFormat(locale, 'percent').format((100 * part) / whole)}%` : '—';

/**
 * A number someone typed as text (a medicine's dose "2.5" or "2,5") written with the language's decimal mark; any
 * other text is left as it is.
 */
export function decimalText(text: string, locale: string): string {
  const n = /^\s*\d+([.,]\d+)?\s*$/.test(text) ? Number(text.trim().replace(',', '.')) : NaN;
  return Number.isFinite(n) ? formatDecimal(n, locale) : text;
}

export { pad };
