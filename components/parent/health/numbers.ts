// Numbers of the parents' health screen in the reader's language (38,5 in Vietnamese, 38.5 in English), one
// formatter per language and kind, made once: a list formats several numbers per row.
const cache = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, kind: 'value' | 'z') {
  const key = `${locale}:${kind}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', kind === 'z'
      ? { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }
      : { maximumFractionDigits: 2 });
    cache.set(key, f);
  }
  return f;
}

/** A measure (height, weight, temperature, BMI): up to two decimals. */
export const formatValue = (locale: string, n: number) => formatter(locale, 'value').format(n);
/** A z-score: two decimals and its sign (+1,25 / −0,40). */
export const formatZ = (locale: string, n: number) => formatter(locale, 'z').format(n).replace('-', '−');

/** A child's age as "3 tuổi 2 tháng" / "3 y 2 mo" from days (completed months, as WHO counts them). */
export function ageParts(ageDays: number) {
  const months = Math.floor(ageDays / 30.4375);
  return { years: Math.floor(months / 12), months: months % 12 };
}
