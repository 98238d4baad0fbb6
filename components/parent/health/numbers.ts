import { formatDecimal, formatZ as formatZScore } from '@/lib/format';

// Numbers of the parents' health screen in the reader's language (38,5 in Vietnamese, 38.5 in English): the shared
// formatters of lib/format.ts.

/** A measure (height, weight, temperature, BMI): up to two decimals. */
export const formatValue = (locale: string, n: number) => formatDecimal(n, locale);
/** A z-score: two decimals and its sign (+1,25 / −0,40). */
export const formatZ = (locale: string, n: number) => formatZScore(n, locale);

/** A child's age as "3 tuổi 2 tháng" / "3 y 2 mo" from days (completed months, as WHO counts them). */
export function ageParts(ageDays: number) {
  const months = Math.floor(ageDays / 30.4375);
  return { years: Math.floor(months / 12), months: months % 12 };
}
