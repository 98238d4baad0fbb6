/**
 * How far a child's height and weight may plausibly move between two measurements, per day between them. A
 * measurement beyond these bounds from the child's nearest earlier (or later) one is most likely a typing or
 * measuring mistake (5.7 cm shorter ten days later): it is saved only once the person entering it confirms it.
 *
 * - Height never goes down; lying and standing, shoes and posture differ by up to about 1.5 cm, so a drop beyond
 *   `heightToleranceCm` is a mistake. A newborn grows at most about 3.5 cm a month (0.12 cm a day); a gain beyond
 *   the tolerance plus `heightGainCmPerDay` a day is too.
 * - Weight moves with a meal or an illness: up to `weightTolerancePercent` of the earlier weight (at least
 *   `weightToleranceKg`) at once, plus `weightChangeKgPerDay` a day (a baby gains about 30 g a day; an illness may
 *   take a few per cent).
 */
export const GROWTH_JUMP = {
  heightToleranceCm: 1.5,
  heightGainCmPerDay: 0.12,
  weightToleranceKg: 0.5,
  weightTolerancePercent: 8,
  weightChangeKgPerDay: 0.04,
} as const;

export type Measurement = { day: string; height_cm: number | null; weight_kg: number | null };

const daysBetween = (a: string, b: string) => Math.abs(Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;

/**
 * The values of `next` that are too far from `other` (another measurement of the same child, before or after it):
 * 'height_cm' and/or 'weight_kg'.
 */
export function farFrom(other: Measurement, next: Measurement): ('height_cm' | 'weight_kg')[] {
  const days = daysBetween(other.day, next.day);
  const [earlier, later] = other.day <= next.day ? [other, next] : [next, other];
  const far: ('height_cm' | 'weight_kg')[] = [];
  if (earlier.height_cm !== null && later.height_cm !== null) {
    const gain = later.height_cm - earlier.height_cm;
    if (gain < -GROWTH_JUMP.heightToleranceCm || gain > GROWTH_JUMP.heightToleranceCm + GROWTH_JUMP.heightGainCmPerDay * days) {
      far.push('height_cm');
    }
  }
  if (earlier.weight_kg !== null && later.weight_kg !== null) {
    const tolerance = Math.max(GROWTH_JUMP.weightToleranceKg, (earlier.weight_kg * GROWTH_JUMP.weightTolerancePercent) / 100);
    if (Math.abs(later.weight_kg - earlier.weight_kg) > tolerance + GROWTH_JUMP.weightChangeKgPerDay * days) far.push('weight_kg');
  }
  return far;
}
