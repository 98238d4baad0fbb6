import 'server-only';
import { ACTIONS } from '@/lib/rights';
import { ROLE_MATRIX_MENUS } from '../menu/menu-tree';
import { badRequest } from '../http/errors';
import type { Rights } from '../db/schema';

const MATRIX = new Map(ROLE_MATRIX_MENUS.map((m) => [m.code, m]));

/**
 * Checks a role's rights against the menu tree and puts them in a stable form: only menus of the school's matrix,
 * only the actions each menu supports (else 400 errors.invalid_right), actions in the tree's order, no empty menus.
 */
export function normalizeRights(rights: Record<string, readonly string[]>): Rights {
  const out: Rights = {};
  for (const [code, actions] of Object.entries(rights)) {
    const menu = MATRIX.get(code);
    if (!menu) throw badRequest('errors.invalid_right', { rights: 'errors.invalid_right' });
    for (const a of actions) {
      if (!(menu.actions as readonly string[]).includes(a))
        throw badRequest('errors.invalid_right', { rights: 'errors.invalid_right' });
    }
    const kept = ACTIONS.filter((a) => actions.includes(a));
    if (kept.length) out[code] = kept;
  }
  return out;
}

/** The rights a school's system role (the principal) always keeps, so that the school cannot lock itself out. */
export function lockedRights(): Rights {
  return Object.fromEntries(['user', 'role'].map((code) => [code, [...(MATRIX.get(code)?.actions ?? [])]]));
}

/** True when `rights` hold every right of `needed`. */
export function holdsAll(rights: Rights, needed: Rights): boolean {
  return Object.entries(needed).every(([menu, actions]) => actions.every((a) => rights[menu]?.includes(a)));
}

export function countRights(rights: Rights): number {
  return Object.values(rights).reduce((n, actions) => n + actions.length, 0);
}
