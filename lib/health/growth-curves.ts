// What a growth chart draws, shared by the staff's chart and the parents' app: the child's points for one indicator
// and the WHO curves (−3, −2, 0, +2, +3 SD) over the ages around them. Loads the WHO tables: import it on demand.
import { ageInMonths, sdCurve, type Indicator, type Sex } from './who';

export { INDICATOR_UNIT } from './growth-values';

export type GrowthMeasure = { age_days: number; weight_kg: number | null; height_cm: number | null; bmi: number | null };
export type ChartPoint = { x: number; y: number };

/** The SD lines of the chart: colour and dash of each (red ±3, amber ±2, green median). */
export const SD_LINES = [
  { k: 3, color: '#b02a37', dash: [6, 4] },
  { k: 2, color: '#e0a800', dash: [3, 3] },
  { k: 0, color: '#198754', dash: [] as number[] },
  { k: -2, color: '#e0a800', dash: [3, 3] },
  { k: -3, color: '#b02a37', dash: [6, 4] },
] as const;

/** A measurement's value for an indicator: weight, height or BMI. */
export const indicatorValue = (m: GrowthMeasure, indicator: Indicator) =>
  indicator === 'wfa' ? m.weight_kg : indicator === 'lhfa' ? m.height_cm : m.bmi;

/** The child's points (age in months to one decimal, value) and the age range drawn around them (whole half-years). */
export function growthPoints(measurements: GrowthMeasure[], indicator: Indicator) {
  const points = measurements
    .map((m) => ({ x: Math.round(ageInMonths(m.age_days) * 10) / 10, y: indicatorValue(m, indicator) }))
    .filter((p): p is ChartPoint => p.y !== null);
  const ages = points.map((p) => p.x);
  const min = Math.max(0, Math.floor((ages.length ? Math.min(...ages) : 0) / 6) * 6 - 6);
  const max = Math.max(min + 12, Math.ceil((ages.length ? Math.max(...ages) : 12) / 6) * 6 + 6);
  return { points, min, max };
}

/** The WHO curve at k SD from `min` to `max` months, as chart points. */
export const sdPoints = (indicator: Indicator, sex: Sex, k: number, min: number, max: number): ChartPoint[] =>
  sdCurve(indicator, sex, k, min, max).map((p) => ({ x: p.month, y: p.value }));
