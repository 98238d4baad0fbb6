import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assessGrowth, classify, defaultMeasured, lmsAt, sdCurve } from '@/lib/health/who';

// WHO's own software's z-scores for 498 children (pygrowup's test data), copied from the shared WHO folder.
const csv = readFileSync(path.join(__dirname, 'data/who-reference-z-scores.csv'), 'utf8').trim().split('\n');
const head = csv[0].split(',');
const col = (name: string) => head.indexOf(name);
const rows = csv.slice(1).map((line) => line.split(','));
const num = (v: string) => (v === '' ? null : Number(v));

describe('WHO z-scores against WHO’s reference children', () => {
  it('has the 498 children', () => expect(rows).toHaveLength(498));

  it('reproduces every weight-for-age, height-for-age and BMI-for-age z-score within 0.1', () => {
    let compared = 0;
    const misses: string[] = [];
    for (const r of rows) {
      const measure = r[col('measure')];
      const got = assessGrowth({
        sex: r[col('GENDER')] === '1' ? 'M' : 'F',
        ageDays: Number(r[col('_agedays')]),
        weightKg: num(r[col('WEIGHT')]),
        heightCm: num(r[col('HEIGHT')]),
        measured: measure === 'l' ? 'lying' : measure === 'h' ? 'standing' : null,
      });
      for (const [mine, theirs] of [
        [got.wfa, '_ZWEI'],
        [got.hfa, '_ZLEN'],
        [got.bfa, '_ZBMI'],
      ] as const) {
        const want = num(r[col(theirs)]);
        if (want === null) continue;
        compared++;
        if (mine === null || Math.abs(mine - want) > 0.1) misses.push(`row ${r[0]} ${theirs}: ${mine} ≠ ${want}`);
      }
    }
    expect(misses).toEqual([]);
    expect(compared).toBeGreaterThan(1300);
  });
});

describe('WHO classes and measuring position', () => {
  it('measures lying under 24 months and standing from 24 months', () => {
    expect(defaultMeasured(730)).toBe('lying');
    expect(defaultMeasured(731)).toBe('standing');
  });

  it('corrects a standing toddler by +0.7 cm and a lying child of two by −0.7 cm', () => {
    expect(assessGrowth({ sex: 'F', ageDays: 500, heightCm: 76, measured: 'standing' }).heightCm).toBe(76.7);
    expect(assessGrowth({ sex: 'F', ageDays: 900, heightCm: 86, measured: 'lying' }).heightCm).toBe(85.3);
    expect(assessGrowth({ sex: 'F', ageDays: 900, heightCm: 86 }).heightCm).toBe(86);
  });

  it('classes a child under five and one of five and over', () => {
    expect(classify(1000, { wfa: -2.5, hfa: -3.2, bfa: 2.5 })).toEqual(['underweight', 'severely_stunted', 'overweight']);
    expect(classify(1000, { wfa: -3.1, hfa: 0, bfa: -2.1 })).toEqual(['severely_underweight', 'wasted']);
    expect(classify(1000, { wfa: 0, hfa: 0, bfa: 1.5 })).toEqual(['risk_of_overweight']);
    expect(classify(1000, { wfa: 0, hfa: 0, bfa: 3.5 })).toEqual(['obese']);
    expect(classify(2000, { wfa: 0, hfa: 0, bfa: 1.5 })).toEqual(['overweight']);
    expect(classify(2000, { wfa: 0, hfa: 0, bfa: 2.5 })).toEqual(['obese']);
    expect(classify(2000, { wfa: 0, hfa: 0, bfa: -2.5 })).toEqual(['thin']);
    expect(classify(2000, { wfa: 0, hfa: 0, bfa: -3.5 })).toEqual(['severely_thin']);
    expect(classify(1000, { wfa: null, hfa: null, bfa: null })).toEqual([]);
  });

  it('gives no z-score outside WHO’s tables', () => {
    expect(lmsAt('wfa', 'M', -1)).toBeNull();
    expect(lmsAt('wfa', 'M', 121 * 30.4375)).toBeNull();
    expect(assessGrowth({ sex: 'M', ageDays: 4000, weightKg: 30, heightCm: 135 }).wfa).toBeNull();
    expect(assessGrowth({ sex: 'M', ageDays: 4000, weightKg: 30, heightCm: 135 }).hfa).not.toBeNull();
  });

  it('draws the median curve through the table’s medians', () => {
    const median = sdCurve('wfa', 'M', 0, 0, 60);
    expect(median).toHaveLength(61);
    expect(median[0].value).toBeCloseTo(3.3464, 2);
    expect(sdCurve('lhfa', 'F', -2, 0, 60)[0].value).toBeLessThan(sdCurve('lhfa', 'F', 0, 0, 60)[0].value);
  });
});
