import 'server-only';
import type { Executor } from '../db/client';
import { fromExcluded } from '../db/from-excluded';
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
      set: fromExcluded(menus, ['parentCode', 'route', 'nameVi', 'nameEn', 'iconClass', 'sort', 'actions']),
    });
  await database
    .insert(masterData)
    .values(MASTER_DATA.map((m, i) => ({ type: m.type, value: m.value, nameVi: m.vi, nameEn: m.en, sort: i })))
    .onConflictDoNothing();
  await database
    .insert(provinces)
    .values(PROVINCES_84.map((p, i) => ({ ...p, countryCode: 84, sort: i })))
    .onConflictDoUpdate({ target: provinces.id, set: fromExcluded(provinces, ['name', 'nameEn', 'kind']) });
  await seedVaccineSchedule(database);
}
