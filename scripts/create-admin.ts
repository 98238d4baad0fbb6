// `npm run create-admin -- --username admin --email admin@school.vn [--name "…"] [--school-code ABC --school-name "…"]`
// Makes the first system administrator of a database (a DATABASE_URL database never gets demo data), and a first
// school when there is none. The password comes from ADMIN_PASSWORD, or is generated and printed once.
import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import { count } from 'drizzle-orm';
import { db, closeDatabase } from '../lib/server/db/client';
import { tenants } from '../lib/server/db/schema';
import { seedReference } from '../lib/server/seed/reference';
import { createTenant } from '../lib/server/tenant/create-tenant';
import { createUser } from '../lib/server/user/create-user';

const { values } = parseArgs({
  options: {
    username: { type: 'string', default: 'admin' },
    email: { type: 'string' },
    name: { type: 'string', default: 'Quản trị hệ thống' },
    'school-code': { type: 'string' },
    'school-name': { type: 'string' },
  },
});

async function main() {
  const database = await db();
  await seedReference(database);
  const password = process.env.ADMIN_PASSWORD ?? crypto.randomBytes(12).toString('base64url');
  if (password.length < 8) throw new Error('ADMIN_PASSWORD must have at least 8 characters.');
  await database.transaction(async (tx) => {
    await createUser(tx, {
      username: values.username!,
      email: values.email ?? null,
      fullName: values.name!,
      password,
      isSystemAdmin: true,
    });
    const [{ n }] = await tx.select({ n: count() }).from(tenants);
    if (Number(n) === 0) {
      await createTenant(tx, {
        code: values['school-code'] ?? 'SCHOOL1',
        name: values['school-name'] ?? 'Trường Mầm non',
      });
    }
  });
  console.log(`System administrator "${values.username}" created.`);
  if (!process.env.ADMIN_PASSWORD) console.log(`Password (shown once, change it after signing in): ${password}`);
  await closeDatabase();
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await closeDatabase().catch(() => {});
  process.exit(1);
});
