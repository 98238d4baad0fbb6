import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** The navigation tree: one row per route of the product. Shared by every school. */
export const menus = pgTable('menus', {
  code: text('code').primaryKey(),
  parentCode: text('parent_code'),
  route: text('route').notNull().default(''),
  nameVi: text('name_vi').notNull(),
  nameEn: text('name_en').notNull(),
  iconClass: text('icon_class').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  actions: jsonb('actions').$type<string[]>().notNull().default([]),
});

/** Common data for drop-down lists: statuses, genders, role names… */
export const masterData = pgTable(
  'master_data',
  {
    type: text('type').notNull(),
    value: text('value').notNull(),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.type, t.value] })],
);

export const provinces = pgTable('provinces', {
  id: text('id').primaryKey(),
  countryCode: integer('country_code').notNull(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  kind: text('kind').notNull(),
  sort: integer('sort').notNull().default(0),
});
