import 'server-only';
import { sql } from 'drizzle-orm';
import { familyChild } from '../absence/family';
import { rowsOf } from '../db/rows';
import { schoolTransactionById } from '../db/school-transaction';
import type { ParentContext } from '../http/context';
import { readWeek } from './week-sql';
import { weekOf } from '@/lib/iso-week';
import { menuAgeGroupOf, type MenuAgeGroup } from '@/lib/meal-menu-values';
import { schoolToday } from '@/lib/school-time';
import type { AppMenuAnswer } from '@/lib/schemas/meal-menu';

/**
 * GET /api/app/menus?student_id=&week=: the published menu of the child's age group (from the child's class; no
 * class: mẫu giáo) for the week (default: this one); a week not published answers no days. Another family's child 404.
 */
export function getAppMenu(ctx: ParentContext, studentId: string, week = weekOf(schoolToday())): Promise<AppMenuAnswer> {
  return schoolTransactionById(ctx.tenantId, async (tx) => {
    const child = await familyChild(tx, ctx, studentId);
    const [cls] = child.classId
      ? await rowsOf<{ age_group: string }>(
          tx,
          sql`select age_group from classes where tenant_id = ${ctx.tenantId} and id = ${child.classId}`,
        )
      : [];
    const ageGroup: MenuAgeGroup = menuAgeGroupOf(cls?.age_group ?? 'mau_giao');
    const full = await readWeek(tx, ctx.tenantId, ageGroup, week, ctx.locale);
    if (full.status !== 'published') return { week, age_group: ageGroup, days: [] };
    return {
      week,
      age_group: ageGroup,
      days: full.days.map((d) => ({
        date: d.date,
        meals: d.meals.map((m) => ({ meal: m.meal, meal_name: m.name, dishes: m.dishes.map((x) => ({ name: x.name, energy_kcal: x.energy_kcal })) })),
        energy_kcal: d.energy_kcal,
        protein_pct: d.protein_pct,
        fat_pct: d.fat_pct,
        carb_pct: d.carb_pct,
        flags: d.flags,
      })),
    };
  });
}
