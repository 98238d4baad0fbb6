import { describe, expect, it } from 'vitest';
import { dueFrom } from '@/lib/vaccine-values';
import { doseKey, dueDoses, vaccinePlan, type ScheduleVaccine } from '@/lib/vaccine-due';

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

describe('vaccinePlan', () => {
  it('gives each active national dose its state: verified done, declared pending, rejected counted as none', () => {
    // Born 2025-01-01, on 2026-01-10: HepB0 and JE 1 past, JE 2 due on 2026-01-15, JE 3 in 2027.
    const had = [
      { id: 'a', vaccine_code: 'HEPB0', dose_number: 1, status: 'rejected', date: '2025-01-01' },
      { id: 'b', vaccine_code: 'JE', dose_number: 1, status: 'declared', date: '2026-01-02' },
      { id: 'c', vaccine_code: 'JE', dose_number: 1, status: 'verified', date: '2026-01-03' },
      { id: 'd', vaccine_code: 'VAR', dose_number: 1, status: 'verified', date: '2026-01-03' },
    ];
    const plan = vaccinePlan('2025-01-01', schedule, had, '2026-01-10', '2026-02-09');
    expect(plan.map((d) => [d.vaccine_code, d.dose_number, d.state, d.declaration_id, d.doses_total])).toEqual([
      ['HEPB0', 1, 'missing', null, 1],
      ['JE', 1, 'done', 'c', 3],
      ['JE', 2, 'due', null, 3],
      ['JE', 3, 'upcoming', null, 3],
    ]);
    expect(plan[1]).toMatchObject({ due_from: '2026-01-01', date: '2026-01-03' });
    expect(vaccinePlan('2025-01-01', schedule, [had[1]], '2026-01-10', '2026-02-09')[1]).toMatchObject({ state: 'pending', declaration_id: 'b' });
  });
});
