import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './core';
import type { Ingredient } from '../../../meal-nutrition';
import type { Meal, MenuAgeGroup, MenuStatus } from '../../../meal-menu-values';

/** A dish of the school's library (migration 0046): ingredients and nutrition per serving; archived, never deleted, once a menu uses it. */
export const dishes = pgTable(
  'dishes',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    ingredients: jsonb('ingredients').$type<Ingredient[]>().notNull().default([]),
    nutritionSource: text('nutrition_source').$type<'computed' | 'manual'>().notNull().default('computed'),
    energyKcal: numeric('energy_kcal', { precision: 7, scale: 1 }).notNull(),
    proteinG: numeric('protein_g', { precision: 6, scale: 1 }).notNull(),
    fatG: numeric('fat_g', { precision: 6, scale: 1 }).notNull(),
    carbG: numeric('carb_g', { precision: 6, scale: 1 }).notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    updatedBy: uuid('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'dishes_pk', columns: [t.tenantId, t.id] }),
    uniqueIndex('dishes_tenant_name_key').on(t.tenantId, sql`lower(${t.name})`).where(sql`${t.archivedAt} is null`),
    check('dishes_source_check', sql`${t.nutritionSource} in ('computed', 'manual')`),
  ],
);

/** One week (its Monday) of one age group's menu. */
export const mealMenus = pgTable(
  'meal_menus',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().defaultRandom(),
    ageGroup: text('age_group').$type<MenuAgeGroup>().notNull(),
    weekStart: date('week_start').notNull(),
    status: text('status').$type<MenuStatus>().notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: uuid('published_by'),
    updatedBy: uuid('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'meal_menus_pk', columns: [t.tenantId, t.id] }),
    uniqueIndex('meal_menus_week_key').on(t.tenantId, t.ageGroup, t.weekStart),
  ],
);

/** The dishes of one meal of one day of a week's menu, in order. */
export const mealMenuItems = pgTable(
  'meal_menu_items',
  {
    tenantId: uuid('tenant_id').notNull(),
    menuId: uuid('menu_id').notNull(),
    day: date('day').notNull(),
    meal: text('meal').$type<Meal>().notNull(),
    position: smallint('position').notNull(),
    dishId: uuid('dish_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'meal_menu_items_pk', columns: [t.tenantId, t.menuId, t.day, t.meal, t.position] }),
    foreignKey({ name: 'meal_menu_items_menu_fk', columns: [t.tenantId, t.menuId], foreignColumns: [mealMenus.tenantId, mealMenus.id] }).onDelete('cascade'),
    foreignKey({ name: 'meal_menu_items_dish_fk', columns: [t.tenantId, t.dishId], foreignColumns: [dishes.tenantId, dishes.id] }),
    index('meal_menu_items_dish_idx').on(t.tenantId, t.dishId),
  ],
);
