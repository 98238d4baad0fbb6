import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { db, dbKind } from './db/client';
import { appAccounts, tenants } from './db/schema';
import { seedReference } from './seed/reference';
import { keepStatistics } from './db/statistics';
import { DEMO_USERS, seedDemo } from './demo/demo';
import { env } from './env';
import { secrets } from './crypto/secrets';
import { vapid } from './push/vapid';
import { startPushWorker } from './push/worker';
import { startBackups } from './backup/start-backups';
import { fillPickupLists } from './student/pickup-lists';
import { startNotificationSchedule } from './notification-schedule/start-schedule';
import { startFanOut } from './notification/fan-out';
import { DEMO_FAMILY } from '@/lib/demo-family';

/**
 * Called once when the server starts: migrate, write reference data, start the notifications' fan-out (either
 * database), and give an embedded database the demo schools when empty, its planner statistics (it has no
 * autovacuum) and its backups (`npm run backup`, nightly). Either
 * database gets the roll call's stored pick-up lists that are missing or were written with other labels.
 * A DATABASE_URL database never gets demo data (`npm run create-admin` makes its first admin).
 */
export async function startup() {
  secrets();
  vapid();
  const database = await db();
  await seedReference(database);
  startNotificationSchedule();
  startPushWorker();
  // Notifications: the outbox's fan-out into inboxes, on either database (one worker per process).
  startFanOut();
  if (dbKind() !== 'pglite') return fillPickupLists(database);
  await startBackups();
  const [{ n }] = await database.select({ n: count() }).from(tenants);
  const file = path.join(env().DATA_DIR, 'demo-password.txt');
  if (Number(n) === 0) {
    const password = env().DEMO_PASSWORD ?? crypto.randomBytes(9).toString('base64url');
    await seedDemo(database, password);
    if (!env().DEMO_PASSWORD) fs.writeFileSync(file, password + '\n', { mode: 0o600 });
    await announce(password);
  } else if (fs.existsSync(file) || env().DEMO_PASSWORD) {
    await announce(env().DEMO_PASSWORD ?? fs.readFileSync(file, 'utf8').trim());
  }
  await fillPickupLists(database);
  keepStatistics(database);
}

export async function announce(password: string) {
  const parent = await demoFamilyAccount();
  console.log(
    [
      '',
      '  Demo school ready. Sign in at /login with one of these usernames:',
      `    ${DEMO_USERS.join(', ')}`,
      `  Password: ${password}`,
      '  (admin manages every school; office works in both demo schools; every class has a teacher: see the README.)',
      ...(parent
        ? [
            `  Parents' app at /parent (a phone app; install it from the browser): school code ${DEMO_FAMILY.schoolCode},`,
            `    phone ${parent.username}, same password (${DEMO_FAMILY.parentName}: a child in ${DEMO_FAMILY.classes.join(' and one in ')};`,
            `    teacher1 teaches ${DEMO_FAMILY.classes[0]}). The parents' API (POST /api/app/login, then Authorization: Bearer`,
            `    <token>, no tenant-key) takes the same sign-in; see the README.`,
          ]
        : []),
      '',
    ].join('\n'),
  );
}

/** The demo family's app account (lib/demo-family.ts), if the demo school has it. */
async function demoFamilyAccount() {
  const database = await db();
  const [row] = await database
    .select({ username: appAccounts.username })
    .from(appAccounts)
    .innerJoin(tenants, eq(tenants.id, appAccounts.tenantId))
    .where(and(eq(tenants.code, DEMO_FAMILY.schoolCode), eq(appAccounts.username, DEMO_FAMILY.phone)));
  return row;
}
