import 'server-only';
import { sql } from 'drizzle-orm';
import { fromExcluded } from '../db/from-excluded';
import { healthDeclarations } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { AppError } from '../http/errors';
import { assertClassReachable } from '../student/scope';
import { roundChildren } from './class-round';
import { farFromLast } from './far-from-last';
import { computeMeasure, measureProblems } from './measure';
import { translate } from '@/lib/i18n/translate';
import { schoolToday } from '@/lib/school-time';
import type { HealthRoundInput } from '@/lib/schemas/health';

type RowError = { row: number; student_id: string; field: string; message: string; text: string };

/**
 * POST /HealthDeclaration/create-round: a class's check round on one day, all or nothing. Every child must be
 * studying in that class (another class's child is refused), every value plausible for the child's age; one bad
 * row refuses the whole round with a per-row report (422). A child already measured that day is corrected (the
 * audit log keeps the old values), a row left empty is skipped.
 */
export async function saveRound(ctx: RequestContext, input: HealthRoundInput) {
  const saved = await schoolTransaction(ctx, async (tx) => {
    await assertClassReachable(tx, ctx, input.class_id);
    if (input.measured_on > schoolToday()) {
      throw new AppError(422, 'errors.health_future_date', undefined, { measured_on: 'errors.health_future_date' });
    }
    const children = new Map(
      (await roundChildren(tx, ctx.tenantId, input.class_id, input.measured_on, true)).map((c) => [c.student_id, c]),
    );
    const errors: RowError[] = [];
    const fail = (row: number, student_id: string, field: string, message: string) =>
      errors.push({ row, student_id, field, message, text: translate(ctx.locale, message) });
    const seen = new Set<string>();
    const values: (typeof healthDeclarations.$inferInsert)[] = [];
    input.rows.forEach((r, i) => {
      const child = children.get(r.student_id);
      if (!child) return fail(i + 1, r.student_id, 'student_id', 'errors.health_round_other_class');
      if (seen.has(r.student_id)) return fail(i + 1, r.student_id, 'student_id', 'errors.health_round_duplicate');
      seen.add(r.student_id);
      if (r.height_cm === null && r.weight_kg === null && r.temperature_c === null) return;
      const who = { id: child.student_id, dateOfBirth: child.date_of_birth, gender: child.gender };
      const problems = measureProblems(who, input.measured_on, r);
      if (problems) {
        for (const [field, key] of Object.entries(problems)) fail(i + 1, r.student_id, field, key);
        return;
      }
      values.push({
        tenantId: ctx.tenantId,
        studentId: child.student_id,
        classId: input.class_id,
        ...computeMeasure(who, input.measured_on, r),
        source: 'round',
        createdByUser: ctx.userId,
      });
    });
    if (errors.length) {
      throw new AppError(422, 'errors.health_round_invalid', { count: errors.length }, undefined, { rows: errors });
    }
    if (!values.length) throw new AppError(400, 'errors.health_round_empty');
    if (!input.confirmed) {
      // Values far from a child's nearest other measurement: asked about once for the whole round.
      const far: (RowError & { student_name: string })[] = [];
      for (const [i, r] of input.rows.entries()) {
        const child = children.get(r.student_id)!;
        const found = await farFromLast(tx, ctx.tenantId, r.student_id, { measured_on: input.measured_on, height_cm: r.height_cm, weight_kg: r.weight_kg });
        if (!found) continue;
        for (const { field, message, params } of found.each) {
          far.push({ row: i + 1, student_id: r.student_id, student_name: child.student_name, field, message, text: translate(ctx.locale, message, params) });
        }
      }
      if (far.length) {
        throw new AppError(
          422,
          'errors.health_round_far',
          { count: far.length, children: [...new Set(far.map((f) => f.student_name))].join(', ') },
          undefined,
          { confirm: true, rows: far },
        );
      }
    }
    await tx
      .insert(healthDeclarations)
      .values(values)
      .onConflictDoUpdate({
        target: [healthDeclarations.tenantId, healthDeclarations.studentId, healthDeclarations.measuredOn],
        set: {
          ...fromExcluded(healthDeclarations, ['classId', 'ageDays', 'measured', 'heightCm', 'weightKg']),
          temperatureC: sql`coalesce(excluded.temperature_c, ${healthDeclarations.temperatureC})`,
          ...fromExcluded(healthDeclarations, ['bmi', 'wfaZ', 'hfaZ', 'bfaZ', 'classes']),
          updatedBy: ctx.userId,
          updatedAt: new Date(),
        },
      });
    return values.length;
  });
  return { message: 'health.round_saved', params: { count: saved }, data: { saved } };
}
