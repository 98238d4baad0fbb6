import { describe, expect, it } from 'vitest';
import { zBand } from '@/lib/health/growth-values';
import { growthPoints } from '@/lib/health/growth-curves';

describe('zBand', () => {
  it('reads a WHO z-score as its band, the limits ±2 normal and ±3 in the band next to it', () => {
    expect([-3.5, -3, -2.01, -2, 0, 2, 2.01, 3, 3.01].map(zBand)).toEqual([
      'below3', 'below2', 'below2', 'normal', 'normal', 'normal', 'above2', 'above2', 'above3',
    ]);
    expect(zBand(null)).toBeNull();
  });
});

describe('growthPoints', () => {
  it('draws the child’s values by age in months around whole half-years, leaving out what was not measured', () => {
    const m = (age_days: number, weight_kg: number | null) => ({ age_days, weight_kg, height_cm: null, bmi: null });
    const { points, min, max } = growthPoints([m(1461, 16), m(1550, null), m(1600, 16.8)], 'wfa');
    expect(points).toEqual([{ x: 48, y: 16 }, { x: 52.6, y: 16.8 }]);
    expect([min, max]).toEqual([42, 60]);
    expect(growthPoints([], 'lhfa')).toEqual({ points: [], min: 0, max: 18 });
  });
});
