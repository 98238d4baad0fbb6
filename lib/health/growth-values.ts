// Growth screens' values that need no WHO table (pure: screens import them at first load): the units of the
// indicators and the band of a z-score.
import type { Indicator } from './who';

/** The unit of an indicator's values. */
export const INDICATOR_UNIT: Record<Indicator, string> = { wfa: 'kg', lhfa: 'cm', bfa: 'kg/m²' };

export const Z_BANDS = ['below3', 'below2', 'normal', 'above2', 'above3'] as const;
export type ZBand = (typeof Z_BANDS)[number];

/** Below −3, −3 to −2, −2 to +2 (normal), +2 to +3, above +3; null without a z-score. */
export function zBand(z: number | null): ZBand | null {
  if (z === null) return null;
  if (z < -3) return 'below3';
  if (z < -2) return 'below2';
  if (z <= 2) return 'normal';
  if (z <= 3) return 'above2';
  return 'above3';
}

/** The bands outside ±3 shown in red, those between 2 and 3 in amber, the normal band in green. */
export const Z_BAND_TONE: Record<ZBand, 'danger' | 'warning' | 'success'> = {
  below3: 'danger',
  below2: 'warning',
  normal: 'success',
  above2: 'warning',
  above3: 'danger',
};
