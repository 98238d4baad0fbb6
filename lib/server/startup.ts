import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { db, dbKind } from './db/client';
import { tenants } from './db/schema';
import { seedReference } from './db/seed/reference';
import { DEMO_USERS, seedDemo } from './db/seed/demo';
import { env } from './env';
import { secrets } from './crypto/secrets';

/**
 * Called once when the server starts: migrate, write reference data, and give an empty embedded database the
 * demo schools. A DATABASE_URL database never gets demo data (`npm run create-admin` makes its first admin).
 */
export async function startup() {
  secrets();
  const database = await db();
  await seedReference(database);
  if (dbKind() !== 'pglite') return;
  const [{ n }] = await database.select({ n: count() }).from(tenants);
  const file = path.join(env().DATA_DIR, 'demo-password.txt');
  if (Number(n) === 0) {
    const password = env().DEMO_PASSWORD ?? crypto.randomBytes(9).toString('base64url');
    await seedDemo(database, password);
    if (!env().DEMO_PASSWORD) fs.writeFileSync(file, password + '\n', { mode: 0o600 });
    announce(password);
  } else if (fs.existsSync(file) || env().DEMO_PASSWORD) {
    announce(env().DEMO_PASSWORD ?? fs.readFileSync(file, 'utf8').trim());
  }
}

function announce(password: string) {
  console.log(
    [
      '',
      '  Demo school ready. Sign in at /login with one of these usernames:',
      `    ${DEMO_USERS.join(', ')}`,
      `  Password: ${password}`,
      '  (admin manages every school; office works in both demo schools.)',
      '',
    ].join('\n'),
  );
}
