import { MENU_BADGE_CAP } from './limits';

// Rights are `{menu}.{action}`; shared by the server (enforcing) and the browser (hiding what the user may not do).
export const ACTIONS = ['read', 'create', 'update', 'delete', 'approve', 'export', 'import'] as const;
export type Action = (typeof ACTIONS)[number];

export type RightsMap = Record<string, readonly string[]>;

export function hasRight(rights: RightsMap, menu: string, action: Action): boolean {
  return rights[menu]?.includes(action) ?? false;
}

/** Several roles grant the union of their rights. */
export function mergeRights(list: RightsMap[]): Record<string, string[]> {
  const merged: Record<string, Set<string>> = {};
  for (const rights of list)
    for (const [menu, actions] of Object.entries(rights)) for (const a of actions) (merged[menu] ??= new Set()).add(a);
  return Object.fromEntries(Object.entries(merged).map(([menu, set]) => [menu, ACTIONS.filter((a) => set.has(a))]));
}

/** The access-right strings of spec §6: `student.read`, … */
export function rightStrings(rights: RightsMap): string[] {
  return Object.entries(rights).flatMap(([menu, actions]) => actions.map((a) => `${menu}.${a}`));
}

/** Badge text of spec §2: counters above 99 show as "99+". */
export function badgeText(counter: number | null | undefined): string | null {
  if (!counter || counter <= 0) return null;
  return counter > MENU_BADGE_CAP ? `${MENU_BADGE_CAP}+` : String(counter);
}

/** A screen's rights on its menu by name, from the actions the page guard gave it: `rightsOf(actions, 'create')`. */
export function rightsOf<A extends Action>(actions: readonly string[], ...names: A[]): Record<A, boolean> {
  return Object.fromEntries(names.map((n) => [n, actions.includes(n)])) as Record<A, boolean>;
}

/** What the page guard gives an area's screen: its title and menu group, the user's actions, a teacher's scope. */
export type ScreenProps = { title: string; group: string; actions: string[]; ownOnly: boolean };
