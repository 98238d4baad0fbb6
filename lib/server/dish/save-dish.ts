import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { conflict, notFound } from '../http/errors';
import type { DishInput } from '@/lib/schemas/dish';
import { nutritionOfIngredients, type Nutrition } from '@/lib/meal-nutrition';

/** What is stored: the computed figures, or those entered by hand. */
function nutritionOf(input: DishInput): Nutrition {
  if (input.nutrition_source === 'computed') return nutritionOfIngredients(input.ingredients);
  return {
    energy_kcal: Math.round((input.energy_kcal ?? 0) * 10) / 10,
    protein_g: Math.round((input.protein_g ?? 0) * 10) / 10,
    fat_g: Math.round((input.fat_g ?? 0) * 10) / 10,
    carb_g: Math.round((input.carb_g ?? 0) * 10) / 10,
  };
}

/** Another active dish of the school already has this name (case aside): 409 with the field. */
async function assertNameFree(tx: Tx, tenantId: string, name: string, id: string | null) {
  const [taken] = await rowsOf<{ one: number }>(
    tx,
    sql`select 1 as one from dishes where tenant_id = ${tenantId} and lower(name) = lower(${name}) and archived_at is null
        ${id ? sql`and id <> ${id}` : sql``} limit 1`,
  );
  if (taken) throw conflict('errors.dish_name_taken');
}

/** POST /Dish/create: a dish of the school's library. */
export function createDish(ctx: RequestContext, input: DishInput) {
  return schoolTransaction(ctx, async (tx) => {
    await assertNameFree(tx, ctx.tenantId, input.name, null);
    const n = nutritionOf(input);
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into dishes (tenant_id, name, ingredients, nutrition_source, energy_kcal, protein_g, fat_g, carb_g, created_by, updated_by)
        values (${ctx.tenantId}, ${input.name}, ${JSON.stringify(input.ingredients)}::jsonb, ${input.nutrition_source},
          ${n.energy_kcal}, ${n.protein_g}, ${n.fat_g}, ${n.carb_g}, ${ctx.userId}, ${ctx.userId}) returning id`,
    );
    return { id: row.id, message: 'dish.saved' };
  });
}

/**
 * PUT /Dish/update/{id}: the dish's name, ingredients and values; the menus that name it show the new figures. An
 * archived dish is not changed (409): it stays as the old menus knew it.
 */
export function updateDish(ctx: RequestContext, id: string, input: DishInput) {
  return schoolTransaction(ctx, async (tx) => {
    const [dish] = await rowsOf<{ archived: boolean }>(
      tx,
      sql`select archived_at is not null as archived from dishes where tenant_id = ${ctx.tenantId} and id = ${id} for update`,
    );
    if (!dish) throw notFound();
    if (dish.archived) throw conflict('errors.dish_archived');
    await assertNameFree(tx, ctx.tenantId, input.name, id);
    const n = nutritionOf(input);
    await tx.execute(
      sql`update dishes set name = ${input.name}, ingredients = ${JSON.stringify(input.ingredients)}::jsonb,
          nutrition_source = ${input.nutrition_source}, energy_kcal = ${n.energy_kcal}, protein_g = ${n.protein_g},
          fat_g = ${n.fat_g}, carb_g = ${n.carb_g}, updated_by = ${ctx.userId}, updated_at = now()
        where tenant_id = ${ctx.tenantId} and id = ${id}`,
    );
    return { id, message: 'dish.saved' };
  });
}
