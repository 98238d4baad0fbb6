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

export { pad };
