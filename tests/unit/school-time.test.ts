import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysOfMonth, isoWeekday } from '@/lib/school-time';

const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('school days', () => {
  it('names the weekday of a day, Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2026-11-30')).toBe(1); // a Monday
    expect(isoWeekday('2026-11-28')).toBe(6);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(isoWeekday('1970-01-01')).toBe(4);
    expect(isoWeekday('1969-12-28')).toBe(7);
    expect(isoWeekday('2024-02-29')).toBe(4);
  });

  it("agrees with the calendar's own weekday on any day from 1900 to 2200", () => {
    const from = Date.UTC(1900, 0, 1);
    const to = Date.UTC(2200, 11, 31);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: (to - from) / 86_400_000 }), (n) => {
        const at = from + n * 86_400_000;
        const js = new Date(at).getUTCDay();
        expect(isoWeekday(dayText(at))).toBe(js === 0 ? 7 : js);
      }),
      { numRuns: 2_000 },
    );
  });

  it('lists every day of a month, leap years included', () => {
    expect(daysOfMonth('2026-02')).toHaveLength(28);
    expect(daysOfMonth('2024-02')).toHaveLength(29);
    expect(daysOfMonth('2000-02')).toHaveLength(29);
    expect(daysOfMonth('2100-02')).toHaveLength(28);
    expect(daysOfMonth('2026-12').at(-1)).toBe('2026-12-31');
    expect(daysOfMonth('2026-11')).toEqual(Array.from({ length: 30 }, (_, i) => addDays('2026-11-01', i)));
  });
});
