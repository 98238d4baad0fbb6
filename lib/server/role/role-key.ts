import 'server-only';
import { and, eq, like } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { roles } from '../db/schema';
import { foldVietnamese } from '@/lib/text';

/** Keys the school may not use: `admin` names the system administrator in the common data. */
export const RESERVED_ROLE_KEYS = ['admin'];

/** A key made from a name: "Giáo viên mầm non" → `giao-vien-mam-non`. */
export function keyFromName(name: string): string {
  const base = foldVietnamese(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30)
    .replace(/-+$/, '');
  return base.length >= 2 ? base : 'role';
}

/** `base`, or `base-2`, `base-3`… whichever the school does not use yet. */
export async function freeRoleKey(tx: Tx, tenantId: string, base: string): Promise<string> {
  const taken = new Set(
    (
      await tx
        .select({ key: roles.key })
        .from(roles)
        .where(and(eq(roles.tenantId, tenantId), like(roles.key, `${base}%`)))
    ).map((r) => r.key),
  );
  for (const k of RESERVED_ROLE_KEYS) taken.add(k);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const key = `${base}-${n}`;
    if (!taken.has(key)) return key;
  }
}
