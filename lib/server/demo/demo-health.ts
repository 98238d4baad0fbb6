import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows';
import { healthDeclarations } from '../db/schema';
import { generator } from './demo-random';
import { computeMeasure } from '../health/measure';
import { lmsAt, valueAtSd, type Sex } from '@/lib/health/who';
import { addDays, schoolToday } from '@/lib/school-time';

/** The demo rounds: early in the school year (70 days ago) and a recent one (10 days ago). */
export const demoRoundDays = () => [addDays(schoolToday(), -70), addDays(schoolToday(), -10)];

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Two class check rounds for every class of the demo school: each child keeps their own growth line (a height and
 * a BMI z-score, drawn once; the BMI moves a little between rounds), so the chart shows plausible growth; in each class a
 * few children are of concern — underweight, stunted or overweight — so the report and its filters have something
 * to show. Values come from the WHO tables and are computed exactly as the server computes an entry.
 */
export async function seedDemoHealth(tx: Executor, { tenantId, nurseId }: { tenantId: string; nurseId: string }) {
  const rnd = generator(20261125);
  const normal = () => {
    // Box–Muller from the seeded generator.
    const u = Math.max(rnd.next(), 1e-9);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rnd.next());
  };
  const children = await rowsOf<{ id: string; gender: 'male' | 'female'; date_of_birth: string; class_id: string }>(
    tx,
    sql`select id, gender, date_of_birth::text as date_of_birth, class_id from students
      where tenant_id = ${tenantId} and status = 'studying' and class_id is not null order by class_id, code`,
  );
  const perClass = new Map<string, number>();
  const values: (typeof healthDeclarations.$inferInsert)[] = [];
  for (const child of children) {
    const nth = perClass.get(child.class_id) ?? 0;
    perClass.set(child.class_id, nth + 1);
    // The first children of each class (in code order) are the ones of concern: stunted, underweight, overweight.
    const concern = nth < 3 ? nth : -1;
    let zh = Math.max(-1.8, Math.min(1.8, -0.3 + 0.8 * normal()));
    let zb = Math.max(-1.6, Math.min(1.6, 0.1 + 0.7 * normal()));
    if (concern === 0) zh = -2.5;
    if (concern === 1) {
      zh = -1.6;
      zb = -2.2;
    }
    if (concern === 2) zb = 2.4;
    const sex: Sex = child.gender === 'female' ? 'F' : 'M';
    for (const [i, day] of demoRoundDays().entries()) {
      const ageDays = Math.round((Date.parse(day) - Date.parse(child.date_of_birth)) / 86_400_000);
      const ph = lmsAt('lhfa', sex, ageDays);
      const pb = lmsAt('bfa', sex, ageDays);
      if (ageDays < 0 || !ph || !pb) continue;
      const drift = i === 0 ? 0 : 0.1 * normal();
      // A child keeps their height line (never shrinking); the weight moves a little around theirs.
      const height = round1(valueAtSd(ph, zh));
      const bmi = valueAtSd(pb, zb + drift);
      const weight = round1(bmi * (height / 100) ** 2);
      const who = { id: child.id, dateOfBirth: child.date_of_birth, gender: child.gender };
      values.push({
        tenantId,
        studentId: child.id,
        classId: child.class_id,
        ...computeMeasure(who, day, { height_cm: height, weight_kg: weight, temperature_c: round1(36.4 + 0.5 * rnd.next()), measured: null }),
        source: 'round',
        createdByUser: nurseId,
      });
    }
  }
  for (let i = 0; i < values.length; i += 200) await tx.insert(healthDeclarations).values(values.slice(i, i + 200));
  return values.length;
}
