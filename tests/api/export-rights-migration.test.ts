import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { roles } from '@/lib/server/db/schema';
import { makeSchool } from '../helpers/world';

// Migration 0035: the class, role and news menus gained `export`. A school's roles written before it keep
// "everything on this menu" (a principal's) and are otherwise left as they were.
const MIGRATION = fs.readFileSync(
  path.join(process.cwd(), 'lib/server/db/migrations/0035_export_rights.sql'),
  'utf8',
);

describe('migration 0035: export on the menus that gained it', () => {
  it('gives export to a role that held the whole menu, and to no other', async () => {
    const database = await db();
    const school = await makeSchool();
    const before = {
      class: ['read', 'create', 'update', 'delete'],
      role: ['read', 'create', 'update', 'delete'],
      'news-public': ['read', 'create', 'update', 'delete', 'approve'],
      'news-class': ['read'],
      student: ['read', 'update'],
    };
    const principal = school.roleIds.principal!;
    const teacher = school.roleIds.teacher!;
    await database.update(roles).set({ rights: before }).where(eq(roles.id, principal));
    await database.update(roles).set({ rights: { class: ['read'], 'news-class': ['read', 'create'] } }).where(eq(roles.id, teacher));

    await database.execute(sql.raw(MIGRATION));
    // Run twice: a second start must change nothing more.
    await database.execute(sql.raw(MIGRATION));

    const rightsOf = async (id: string) =>
      (await database.select({ rights: roles.rights }).from(roles).where(eq(roles.id, id)))[0]!.rights as Record<string, string[]>;
    const p = await rightsOf(principal);
    expect(p.class).toEqual([...before.class, 'export']);
    expect(p.role).toEqual([...before.role, 'export']);
    expect(p['news-public']).toEqual([...before['news-public'], 'export']);
    expect(p['news-class']).toEqual(['read']);
    expect(p.student).toEqual(['read', 'update']);
    expect(await rightsOf(teacher)).toEqual({ class: ['read'], 'news-class': ['read', 'create'] });
  });
});
