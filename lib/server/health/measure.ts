import 'server-only';
import { AppError } from '../http/errors';
import { assessGrowth, defaultMeasured, lmsAt, zScore, type Measured } from '@/lib/health/who';
import { schoolToday } from '@/lib/school-time';

export type ChildForMeasure = { id: string; dateOfBirth: string; gender: 'male' | 'female' };
export type MeasureValues = {
  height_cm: number | null;
  weight_kg: number | null;
  temperature_c: number | null;
  measured: Measured | null;
};

/** Whole days from birth to the measurement (both yyyy-MM-dd). */
export function ageInDays(dateOfBirth: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${dateOfBirth}T00:00:00Z`)) / 86_400_000);
}

// WHO's limits of a biologically plausible measurement (its software flags anything beyond): a value past them is a
// typing mistake (a weight typed as height, a missing decimal point), refused rather than stored.
const PLAUSIBLE = { wfa: [-6, 5], lhfa: [-6, 6], bfa: [-5, 5] } as const;

/**
 * Checks a measurement against the child (not before birth, not in the future, values plausible for the age) and
 * returns the columns to write: age, position, BMI, z-scores and classes. Problems are per field (`fields`), each a
 * translation key, so a form and a round's grid can show them next to the value.
 */
export function measureChild(child: ChildForMeasure, day: string, v: MeasureValues) {
  const fields = measureProblems(child, day, v);
  if (fields) throw new AppError(422, Object.values(fields)[0], undefined, fields);
  return computeMeasure(child, day, v);
}

export function measureProblems(child: ChildForMeasure, day: string, v: MeasureValues): Record<string, string> | null {
  if (day > schoolToday()) return { measured_on: 'errors.health_future_date' };
  const ageDays = ageInDays(child.dateOfBirth, day);
  if (ageDays < 0) return { measured_on: 'errors.health_before_birth' };
  const sex = child.gender === 'female' ? 'F' : 'M';
  const fields: Record<string, string> = {};
  const out = (indicator: 'wfa' | 'lhfa' | 'bfa', y: number | null) => {
    if (y === null) return false;
    const p = lmsAt(indicator, sex, ageDays);
    if (!p) return false;
    const z = zScore(indicator, p, y);
    return z < PLAUSIBLE[indicator][0] || z > PLAUSIBLE[indicator][1];
  };
  const g = assessGrowth({ sex, ageDays, heightCm: v.height_cm, weightKg: v.weight_kg, measured: v.measured });
  if (out('lhfa', g.heightCm)) fields.height_cm = 'errors.health_height_implausible';
  if (out('wfa', v.weight_kg)) fields.weight_kg = 'errors.health_weight_implausible';
  else if (!fields.height_cm && out('bfa', g.bmi)) fields.weight_kg = 'errors.health_bmi_implausible';
  return Object.keys(fields).length ? fields : null;
}

export function computeMeasure(child: ChildForMeasure, day: string, v: MeasureValues) {
  const ageDays = ageInDays(child.dateOfBirth, day);
  const measured = v.measured ?? defaultMeasured(ageDays);
  const g = assessGrowth({
    sex: child.gender === 'female' ? 'F' : 'M',
    ageDays,
    heightCm: v.height_cm,
    weightKg: v.weight_kg,
    measured,
  });
  const num = (n: number | null) => (n === null ? null : String(n));
  return {
    measuredOn: day,
    ageDays,
    measured,
    heightCm: num(v.height_cm),
    weightKg: num(v.weight_kg),
    temperatureC: num(v.temperature_c),
    bmi: num(g.bmi),
    wfaZ: num(g.wfa),
    hfaZ: num(g.hfa),
    bfaZ: num(g.bfa),
    classes: g.classes as string[],
  };
}
