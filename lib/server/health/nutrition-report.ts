import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { assertClassReachable } from '../student/scope';
import { classScopeSql } from '../class/scope';
import { translate } from '@/lib/i18n/translate';
import type { NutritionCounts, NutritionReportQuery, NutritionReportRow } from '@/lib/schemas/health';

const AGE_GROUP_ORDER = ['nha_tre', 'mau_giao_be', 'mau_giao_nho', 'mau_giao_lon'];

type ClassRaw = { id: string; name: string; age_group: string; children: number | string };
type MeasureRaw = { student_id: string; class_id: string | null; classes: string[] | null };

const empty = (): NutritionCounts => ({
  children: 0,
  measured: 0,
  underweight_moderate: 0,
  underweight_severe: 0,
  stunted_moderate: 0,
  stunted_severe: 0,
  wasted: 0,
  overweight: 0,
  obese: 0,
});

function add(into: NutritionCounts, classes: string[]) {
  into.measured++;
  const has = (c: string) => classes.includes(c);
  if (has('underweight')) into.underweight_moderate++;
  if (has('severely_underweight')) into.underweight_severe++;
  if (has('stunted')) into.stunted_moderate++;
  if (has('severely_stunted')) into.stunted_severe++;
  if (has('wasted') || has('severely_wasted') || has('thin') || has('severely_thin')) into.wasted++;
  if (has('overweight')) into.overweight++;
  if (has('obese')) into.obese++;
}

function sum(into: NutritionCounts, from: NutritionCounts) {
  for (const k of Object.keys(into) as (keyof NutritionCounts)[]) into[k] += from[k];
}

/** Each child's last measurement (with a height or a weight) in a period, in the caller's classes. */
function lastMeasurements(tx: Tx, ctx: RequestContext, from: string, to: string, classId?: string) {
  return rowsOf<MeasureRaw>(
    tx,
    sql`select distinct on (d.student_id) d.student_id, d.class_id, d.classes
      from health_declarations d
      where d.tenant_id = ${ctx.tenantId} and d.measured_on between ${from} and ${to}
        and (d.height_cm is not null or d.weight_kg is not null)
        and ${classScopeSql(ctx, sql`d.class_id`)} ${classId ? sql`and d.class_id = ${classId}` : sql``}
      order by d.student_id, d.measured_on desc, d.id`,
  );
}

/**
 * GET /HealthDeclaration/get-nutrition-report: the term's nutrition report as Vietnamese kindergartens send it —
 * per class, per age group and for the school: children studying now, children measured in the period (each child
 * counted once, by their last measurement) and how many are underweight (moderate/severe), stunted
 * (moderate/severe), wasted (thin from five), overweight and obese; the same for an earlier period to compare.
 */
export function nutritionReport(ctx: RequestContext, q: NutritionReportQuery): Promise<NutritionReportRow[]> {
  return schoolTransaction(ctx, async (tx) => {
    if (q.class_id) await assertClassReachable(tx, ctx, q.class_id);
    const classList = await rowsOf<ClassRaw>(
      tx,
      sql`select c.id, c.name, c.age_group,
          (select count(*) from students s where s.tenant_id = c.tenant_id and s.class_id = c.id and s.status = 'studying') as children
        from classes c
        where c.tenant_id = ${ctx.tenantId} and ${classScopeSql(ctx, sql`c.id`)}
          ${q.class_id ? sql`and c.id = ${q.class_id}` : sql``}
          and (c.status = 'active' or exists (select 1 from health_declarations d where d.tenant_id = c.tenant_id
            and d.class_id = c.id and d.measured_on between ${q.compare_from ?? q.from} and ${q.to}))`,
    );
    const current = await lastMeasurements(tx, ctx, q.from, q.to, q.class_id);
    const previous =
      q.compare_from && q.compare_to ? await lastMeasurements(tx, ctx, q.compare_from, q.compare_to, q.class_id) : null;
    const comparing = previous !== null;
    const byClass = new Map(
      classList.map((c) => {
        const children = Number(c.children);
        return [c.id, { c, current: { ...empty(), children }, previous: comparing ? { ...empty(), children } : null }];
      }),
    );
    for (const m of current) {
      const row = m.class_id ? byClass.get(m.class_id) : undefined;
      if (row) add(row.current, m.classes ?? []);
    }
    for (const m of previous ?? []) {
      const row = m.class_id ? byClass.get(m.class_id) : undefined;
      if (row?.previous) add(row.previous, m.classes ?? []);
    }
    const rows = [...byClass.values()].filter((r) => r.current.children > 0 || r.current.measured > 0 || (r.previous?.measured ?? 0) > 0);
    rows.sort(
      (a, b) =>
        AGE_GROUP_ORDER.indexOf(a.c.age_group) - AGE_GROUP_ORDER.indexOf(b.c.age_group) ||
        a.c.name.localeCompare(b.c.name, 'vi'),
    );
    const school: NutritionReportRow = {
      kind: 'school',
      key: 'school',
      label: translate(ctx.locale, 'health.report.school'),
      age_group: null,
      current: empty(),
      previous: comparing ? empty() : null,
    };
    const groups = new Map<string, NutritionReportRow>();
    const classRows: NutritionReportRow[] = [];
    for (const r of rows) {
      let group = groups.get(r.c.age_group);
      if (!group) {
        group = {
          kind: 'age_group',
          key: r.c.age_group,
          label: translate(ctx.locale, `classAdmin.ageGroups.${r.c.age_group}`),
          age_group: r.c.age_group,
          current: empty(),
          previous: comparing ? empty() : null,
        };
        groups.set(r.c.age_group, group);
      }
      for (const target of [group, school]) {
        sum(target.current, r.current);
        if (target.previous && r.previous) sum(target.previous, r.previous);
      }
      classRows.push({ kind: 'class', key: r.c.id, label: r.c.name, age_group: r.c.age_group, current: r.current, previous: r.previous });
    }
    // Each age group followed by its classes, as the term report is laid out.
    return [school, ...[...groups.values()].flatMap((g) => [g, ...classRows.filter((c) => c.age_group === g.key)])];
  });
}
