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

/**
 * Where a child stands on each dose of the national schedule: `done` (a verified declaration), `pending` (declared,
 * waiting for the school), `missing` (none, and due before today), `due` (none, due today or by `dueUntil`) or
 * `upcoming`. A rejected declaration counts as none.
 */
export const PLAN_STATES = ['done', 'pending', 'missing', 'due', 'upcoming'] as const;
export type PlanState = (typeof PLAN_STATES)[number];
export type PlanDose = DueDose & {
  doses_total: number;
  state: PlanState;
  /** The declaration behind `done` or `pending`, and the day it gives. */
  declaration_id: string | null;
  date: string | null;
};
type HadDose = { id: string; vaccine_code: string; dose_number: number; status: string; date: string };

export function vaccinePlan(
  dateOfBirth: string,
  schedule: ScheduleVaccine[],
  had: HadDose[],
  today: string,
  dueUntil: string,
): PlanDose[] {
  const byKey = new Map<string, HadDose>();
  for (const h of had) {
    if (h.status === 'rejected') continue;
    const key = doseKey(h.vaccine_code, h.dose_number);
    // A verified declaration wins over one still waiting.
    if (!byKey.has(key) || h.status === 'verified') byKey.set(key, h);
  }
  const out: PlanDose[] = [];
  for (const v of schedule) {
    if (!v.national || !v.active) continue;
    for (const d of v.doses) {
      const due = dueFrom(dateOfBirth, d.age_months, d.age_days);
      const h = byKey.get(doseKey(v.code, d.dose_number));
      const state: PlanState = h
        ? h.status === 'verified'
          ? 'done'
          : 'pending'
        : due < today
          ? 'missing'
          : due <= dueUntil
            ? 'due'
            : 'upcoming';
      out.push({
        vaccine_code: v.code,
        vaccine_name: v.name,
        dose_number: d.dose_number,
        doses_total: v.doses.length,
        due_from: due,
        state,
        declaration_id: h?.id ?? null,
        date: h?.date ?? null,
      });
    }
  }
  return out;
}
