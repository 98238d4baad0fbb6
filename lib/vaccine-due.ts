// Which doses a child is due, by age: pure logic shared by the class's missing-dose list and the parents' app.
import { dueFrom } from './vaccine-values';

export type ScheduleVaccine = {
  code: string;
  name: string;
  national: boolean;
  active: boolean;
  doses: { dose_number: number; age_months: number; age_days: number }[];
};
export type DueDose = { vaccine_code: string; vaccine_name: string; dose_number: number; due_from: string };

/** The key of a dose a child has (declared or verified): vaccine code and dose number. */
export const doseKey = (code: string, dose: number) => `${code}#${dose}`;

/**
 * The doses of the national schedule (active vaccines; a school's optional vaccines are never "missing") that fall
 * due on or before `until` by the child's date of birth and that the child does not have, in schedule order.
 */
export function dueDoses(dateOfBirth: string, schedule: ScheduleVaccine[], has: Set<string>, until: string): DueDose[] {
  const out: DueDose[] = [];
  for (const v of schedule) {
    if (!v.national || !v.active) continue;
    for (const d of v.doses) {
      const due = dueFrom(dateOfBirth, d.age_months, d.age_days);
      if (due <= until && !has.has(doseKey(v.code, d.dose_number)))
        out.push({ vaccine_code: v.code, vaccine_name: v.name, dose_number: d.dose_number, due_from: due });
    }
  }
  return out;
}
