import 'server-only';
import type { Executor } from '../db/client';
import { vaccineDoses, vaccines } from '../db/schema';

type DoseSeed = { months: number; days?: number };
type VaccineSeed = { code: string; vi: string; en: string; doses: DoseSeed[] };

/**
 * Vietnam's Expanded Programme on Immunisation (Tiêm chủng mở rộng): each dose with the child's age from which it
 * is due. Japanese encephalitis: first dose at 12 months, the second 1–2 weeks later, the third a year after that.
 */
export const NATIONAL_SCHEDULE: VaccineSeed[] = [
  { code: 'HEPB0', vi: 'Viêm gan B sơ sinh (trong 24 giờ đầu)', en: 'Hepatitis B birth dose (first 24 hours)', doses: [{ months: 0 }] },
  { code: 'BCG', vi: 'Lao (BCG, trong tháng đầu)', en: 'Tuberculosis (BCG, first month)', doses: [{ months: 0 }] },
  {
    code: 'DPT_VGB_HIB',
    vi: 'Bạch hầu – Ho gà – Uốn ván – Viêm gan B – Hib',
    en: 'Diphtheria – pertussis – tetanus – hepatitis B – Hib',
    doses: [{ months: 2 }, { months: 3 }, { months: 4 }],
  },
  { code: 'BOPV', vi: 'Bại liệt uống (bOPV)', en: 'Oral polio (bOPV)', doses: [{ months: 2 }, { months: 3 }, { months: 4 }] },
  { code: 'IPV', vi: 'Bại liệt tiêm (IPV)', en: 'Inactivated polio (IPV)', doses: [{ months: 5 }, { months: 9 }] },
  { code: 'MEASLES', vi: 'Sởi', en: 'Measles', doses: [{ months: 9 }] },
  { code: 'MR', vi: 'Sởi – Rubella', en: 'Measles – rubella', doses: [{ months: 18 }] },
  { code: 'DPT', vi: 'Bạch hầu – Ho gà – Uốn ván (nhắc lại)', en: 'Diphtheria – pertussis – tetanus (booster)', doses: [{ months: 18 }] },
  {
    code: 'JE',
    vi: 'Viêm não Nhật Bản',
    en: 'Japanese encephalitis',
    doses: [{ months: 12 }, { months: 12, days: 14 }, { months: 24, days: 14 }],
  },
];

/**
 * Written on every start, idempotently: a missing vaccine or dose is added; one already there is left as it is,
 * so that a system administrator's edits of the schedule survive upgrades.
 */
export async function seedVaccineSchedule(database: Executor) {
  await database
    .insert(vaccines)
    .values(NATIONAL_SCHEDULE.map((v, i) => ({ code: v.code, nameVi: v.vi, nameEn: v.en, sort: (i + 1) * 10 })))
    .onConflictDoNothing({ target: vaccines.code });
  const rows = await database.select({ id: vaccines.id, code: vaccines.code }).from(vaccines);
  const idOf = new Map(rows.map((r) => [r.code, r.id]));
  await database
    .insert(vaccineDoses)
    .values(
      NATIONAL_SCHEDULE.flatMap((v) =>
        v.doses.map((d, i) => ({ vaccineId: idOf.get(v.code)!, doseNumber: i + 1, ageMonths: d.months, ageDays: d.days ?? 0 })),
      ),
    )
    .onConflictDoNothing({ target: [vaccineDoses.vaccineId, vaccineDoses.doseNumber] });
}
