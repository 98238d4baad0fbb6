import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { masterData, menus, provinces } from '../db/schema';
import { MENU_TREE } from '../menu/menu-tree';
import { MASTER_DATA } from './master-data';
import { PROVINCES_84 } from './provinces';
import { seedVaccineSchedule } from './vaccine-schedule';

/** Reference data is written on every start (upsert), so upgrades bring new menus and entries to old databases. */
export async function seedReference(database: Executor) {
  await database
    .insert(menus)
    .values(
      MENU_TREE.map((m, i) => ({
        code: m.code,
        parentCode: m.parent,
        route: m.route,
        nameVi: m.vi,
        nameEn: m.en,
        iconClass: m.icon,
        sort: i,
        actions: m.actions,
      })),
    )
    .onConflictDoUpdate({
      target: menus.code,
      set: {
        parentCode: sql`excluded.parent_code`,
        route: sql`excluded.route`,
        nameVi: sql`excluded.name_vi`,
        nameEn: sql`excluded.name_en`,
        iconClass: sql`excluded.icon_class`,
        sort: sql`excluded.sort`,
        actions: sql`excluded.actions`,
      },
    });
  await database
    .insert(masterData)
    .values(MASTER_DATA.map((m, i) => ({ type: m.type, value: m.value, nameVi: m.vi, nameEn: m.en, sort: i })))
    .onConflictDoNothing();
  await database
    .insert(provinces)
    .values(PROVINCES_84.map((p, i) => ({ ...p, countryCode: 84, sort: i })))
    .onConflictDoUpdate({ target: provinces.id, set: { name: sql`excluded.name`, nameEn: sql`excluded.name_en`, kind: sql`excluded.kind` } });
  await seedVaccineSchedule(database);
}
