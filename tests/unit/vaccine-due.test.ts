import { describe, expect, it } from 'vitest';
import { dueFrom } from '@/lib/vaccine-values';
import { doseKey, dueDoses, type ScheduleVaccine } from '@/lib/vaccine-due';

const schedule: ScheduleVaccine[] = [
  { code: 'HEPB0', name: 'Viêm gan B', national: true, active: true, doses: [{ dose_number: 1, age_months: 0, age_days: 0 }] },
  {
    code: 'JE',
    name: 'Viêm não Nhật Bản',
    national: true,
    active: true,
    doses: [
      { dose_number: 1, age_months: 12, age_days: 0 },
      { dose_number: 2, age_months: 12, age_days: 14 },
      { dose_number: 3, age_months: 24, age_days: 14 },
    ],
  },
  { code: 'OFF', name: 'Tắt', national: true, active: false, doses: [{ dose_number: 1, age_months: 0, age_days: 0 }] },
  { code: 'VAR', name: 'Thủy đậu', national: false, active: true, doses: [{ dose_number: 1, age_months: 12, age_days: 0 }] },
];

describe('dueFrom', () => {
  it('adds months (clamped to the end of a shorter month) then days', () => {
    expect(dueFrom('2024-01-31', 1, 0)).toBe('2024-02-29');
    expect(dueFrom('2023-01-31', 1, 0)).toBe('2023-02-28');
    expect(dueFrom('2024-03-15', 12, 14)).toBe('2025-03-29');
    expect(dueFrom('2024-11-20', 2, 0)).toBe('2025-01-20');
    expect(dueFrom('2024-05-05', 0, 0)).toBe('2024-05-05');
  });
});

describe('dueDoses', () => {
  it('lists the national doses due by the day, not had, in schedule order; optional and switched-off vaccines never', () => {
    const born = '2024-03-15';
    expect(dueDoses(born, schedule, new Set(), '2025-03-28').map((d) => doseKey(d.vaccine_code, d.dose_number))).toEqual([
      'HEPB0#1',
      'JE#1',
    ]);
    expect(dueDoses(born, schedule, new Set(['JE#1']), '2025-03-29').map((d) => doseKey(d.vaccine_code, d.dose_number))).toEqual([
      'HEPB0#1',
      'JE#2',
    ]);
    const none = new Set(['HEPB0#1', 'JE#1', 'JE#2', 'JE#3']);
    expect(dueDoses(born, schedule, none, '2030-01-01')).toEqual([]);
    expect(dueDoses(born, schedule, new Set(), '2024-03-14')).toEqual([]);
  });
});
