/**
 * WHO growth z-scores and nutrition classes (pure: used by the server and by the growth chart).
 *
 * Tables: WHO Child Growth Standards 2006 (0–60 months) and WHO Reference 2007 (61–228 months), the LMS parameters
 * per completed month as distributed with pygrowup (UNICEF, BSD licence), in `who-lms.json`. WHO works in days;
 * interpolating linearly between the monthly rows reproduces WHO's own software within 0.1 (tests/unit/who.test.ts
 * checks the 498 reference children).
 */
import lms from './who-lms.json';
import type { NutritionClass } from './classes';

export type Sex = 'M' | 'F';
export type Indicator = 'wfa' | 'lhfa' | 'bfa';
export type Measured = 'lying' | 'standing';

/** Age in days below which a child is measured lying (24 months = 731 days in WHO's tables). */
export const LYING_UNTIL_DAYS = 731;
/** Under-five standards end here (60 months); the 2007 reference and its classes take over. */
export const UNDER_FIVE_DAYS = 1826;
const DAYS_PER_MONTH = 30.4375;
const MAX_MONTHS: Record<Indicator, number> = { wfa: 120, lhfa: 228, bfa: 228 };

type Table = { from: number; rows: [number, number, number][] };
const TABLES = lms as unknown as Record<Indicator, Record<Sex, Record<string, Table>>>;

export type Lms = { L: number; M: number; S: number };

/** The default position of the measure by age: lying under 24 months, standing from 24 months. */
export function defaultMeasured(ageDays: number): Measured {
  return ageDays < LYING_UNTIL_DAYS ? 'lying' : 'standing';
}

/** LMS interpolated at an age in days, or null where WHO has no table (before birth, past its last month). */
export function lmsAt(indicator: Indicator, sex: Sex, ageDays: number): Lms | null {
  if (!Number.isFinite(ageDays) || ageDays < 0) return null;
  const months = ageDays / DAYS_PER_MONTH;
  if (months > MAX_MONTHS[indicator]) return null;
  const bySex = TABLES[indicator][sex];
  // Height and BMI have a lying table (0–24 months) and a standing one (from 24 months, 731 days on).
  const table = indicator === 'wfa' ? bySex.A : ageDays < LYING_UNTIL_DAYS ? bySex.L : bySex.H;
  const at = Math.max(months, table.from);
  const i = Math.min(Math.floor(at) - table.from, table.rows.length - 1);
  const lo = table.rows[i];
  const hi = table.rows[Math.min(i + 1, table.rows.length - 1)];
  const f = Math.min(Math.max(at - (i + table.from), 0), 1);
  return {
    L: lo[0] + (hi[0] - lo[0]) * f,
    M: lo[1] + (hi[1] - lo[1]) * f,
    S: lo[2] + (hi[2] - lo[2]) * f,
  };
}

/** The value at k standard deviations: SDk = M · (1 + L·S·k)^(1/L). */
export function valueAtSd({ L, M, S }: Lms, k: number): number {
  return L === 0 ? M * Math.exp(S * k) : M * Math.pow(1 + L * S * k, 1 / L);
}

/** z = ((y/M)^L − 1)/(L·S); for weight and BMI WHO restricts the tails beyond ±3 to the SD2–SD3 distance. */
export function zScore(indicator: Indicator, p: Lms, y: number): number {
  const { L, M, S } = p;
  const z = L === 0 ? Math.log(y / M) / S : (Math.pow(y / M, L) - 1) / (L * S);
  if (indicator === 'lhfa' || Math.abs(z) <= 3) return z;
  if (z > 3) {
    const sd3 = valueAtSd(p, 3);
    return 3 + (y - sd3) / (sd3 - valueAtSd(p, 2));
  }
  const sd3n = valueAtSd(p, -3);
  return -3 + (y - sd3n) / (valueAtSd(p, -2) - sd3n);
}

export type GrowthInput = {
  sex: Sex;
  ageDays: number;
  heightCm?: number | null;
  weightKg?: number | null;
  measured?: Measured | null;
};

export type GrowthResult = {
  /** Height after WHO's lying/standing correction (±0.7 cm). */
  heightCm: number | null;
  bmi: number | null;
  wfa: number | null;
  hfa: number | null;
  bfa: number | null;
  classes: NutritionClass[];
};

export { NUTRITION_CLASSES, type NutritionClass } from './classes';

const round2 = (n: number | null) => (n === null || !Number.isFinite(n) ? null : Math.round(n * 100) / 100);

/**
 * Classes as WHO uses them. Under five: weight-for-age < −2 underweight (< −3 severely), height-for-age < −2 stunted
 * (< −3 severely), BMI-for-age > +1 risk of overweight, > +2 overweight, > +3 obese, < −2 wasted (< −3 severely).
 * From five years (2007 reference): BMI-for-age > +1 overweight, > +2 obese, < −2 thin (< −3 severely).
 */
export function classify(
  ageDays: number,
  z: { wfa: number | null; hfa: number | null; bfa: number | null },
): NutritionClass[] {
  const out: NutritionClass[] = [];
  if (z.wfa !== null) {
    if (z.wfa < -3) out.push('severely_underweight');
    else if (z.wfa < -2) out.push('underweight');
  }
  if (z.hfa !== null) {
    if (z.hfa < -3) out.push('severely_stunted');
    else if (z.hfa < -2) out.push('stunted');
  }
  if (z.bfa !== null) {
    if (ageDays < UNDER_FIVE_DAYS) {
      if (z.bfa < -3) out.push('severely_wasted');
      else if (z.bfa < -2) out.push('wasted');
      else if (z.bfa > 3) out.push('obese');
      else if (z.bfa > 2) out.push('overweight');
      else if (z.bfa > 1) out.push('risk_of_overweight');
    } else {
      if (z.bfa < -3) out.push('severely_thin');
      else if (z.bfa < -2) out.push('thin');
      else if (z.bfa > 2) out.push('obese');
      else if (z.bfa > 1) out.push('overweight');
    }
  }
  return out;
}

/** BMI, the three z-scores (2 decimals, null where WHO gives none) and the classes of one measurement. */
export function assessGrowth(input: GrowthInput): GrowthResult {
  const { sex, ageDays } = input;
  const weight = input.weightKg ?? null;
  let height = input.heightCm ?? null;
  if (height !== null) {
    const measured = input.measured ?? defaultMeasured(ageDays);
    if (ageDays < LYING_UNTIL_DAYS && measured === 'standing') height += 0.7;
    if (ageDays >= LYING_UNTIL_DAYS && measured === 'lying') height -= 0.7;
  }
  const bmi = height !== null && weight !== null && height > 0 ? weight / ((height / 100) * (height / 100)) : null;
  const at = (indicator: Indicator, y: number | null) => {
    if (y === null || !(y > 0)) return null;
    const p = lmsAt(indicator, sex, ageDays);
    return p ? round2(zScore(indicator, p, y)) : null;
  };
  const z = { wfa: at('wfa', weight), hfa: at('lhfa', height), bfa: at('bfa', bmi) };
  return {
    heightCm: height === null ? null : Math.round(height * 10) / 10,
    bmi: round2(bmi),
    ...z,
    classes: classify(ageDays, z),
  };
}

/** A curve of the chart: the value at k SD for every month from `fromMonth` to `toMonth`. */
export function sdCurve(
  indicator: Indicator,
  sex: Sex,
  k: number,
  fromMonth: number,
  toMonth: number,
): { month: number; value: number }[] {
  const out: { month: number; value: number }[] = [];
  for (let m = Math.max(0, fromMonth); m <= Math.min(toMonth, MAX_MONTHS[indicator]); m++) {
    // Month 24 of height and BMI is drawn from the standing table, as a child is measured from 731 days.
    const days = m === 24 ? LYING_UNTIL_DAYS : m * DAYS_PER_MONTH;
    const p = lmsAt(indicator, sex, days);
    if (p) out.push({ month: m, value: Math.round(valueAtSd(p, k) * 100) / 100 });
  }
  return out;
}

export const ageInMonths = (ageDays: number) => ageDays / DAYS_PER_MONTH;
