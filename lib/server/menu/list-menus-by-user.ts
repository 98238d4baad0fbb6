import 'server-only';
import { asc } from 'drizzle-orm';
import { db } from '../db/client';
import { menus } from '../db/schema';
import type { RequestContext } from '../http/context';
import { countMenus } from './counters';
// Each area's badge registers itself when its module loads: import them here so the menu call always has them.
import '../absence/absence-counter';
import '../vaccine/vaccine-counter';
import '../medicine/medicine-counter';
import '../message/message-counter';

export type MenuEntry = {
  code: string;
  menu_name: string;
  route: string;
  parent_code: string | null;
  icon_class: string;
  counter: number;
  /** The actions the user may take there, as the spec's JSON string. */
  action: string;
};

/** GET /Menu/get-list-by-user: the menus the caller may read in the chosen school, with live counters. */
export async function listMenusByUser(ctx: RequestContext): Promise<MenuEntry[]> {
  return withCounters(ctx, await menusOfUser(ctx));
}

/** The menus the caller may read in the chosen school, counters at 0: the same for every page of a session. */
export async function menusOfUser(ctx: RequestContext): Promise<MenuEntry[]> {
  const database = await db();
  const all = await database.select().from(menus).orderBy(asc(menus.sort));
  const visible = all.filter((m) => m.parentCode && ctx.can(m.code, 'read'));
  const groups = new Set(visible.map((m) => m.parentCode));
  return all
    .filter((m) => (m.parentCode ? visible.includes(m) : groups.has(m.code)))
    .map((m) => ({
      code: m.code,
      menu_name: ctx.locale === 'en' ? m.nameEn : m.nameVi,
      route: m.route,
      parent_code: m.parentCode,
      icon_class: m.iconClass,
      counter: 0,
      action: JSON.stringify(ctx.rights[m.code] ?? []),
    }));
}

/** The menus with their live counters, counted now in the caller's scope (only the menus they can see). */
export async function withCounters(ctx: RequestContext, entries: MenuEntry[]): Promise<MenuEntry[]> {
  const counts = await countMenus(
    ctx,
    entries.filter((m) => m.parent_code).map((m) => m.code),
  );
  return entries.map((m) => ({ ...m, counter: counts[m.code] ?? 0 }));
}
