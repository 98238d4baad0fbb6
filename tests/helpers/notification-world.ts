import { and, eq, sql } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { appAccounts, notifications } from '@/lib/server/db/schema';
import { schoolTransactionById } from '@/lib/server/db/school-transaction';
import { emitNotification, type NotificationEvent } from '@/lib/server/notification/emit';
import { runFanOut } from '@/lib/server/notification/fan-out';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import type { NotificationEventKind } from '@/lib/notification-events';
import { call, first, makeSchool, rand, signIn, type School, type TestUser } from './world';
import { family, ok, type As, type Family } from './parent-world';

// The notifications' test world: a school with two classes and their teachers, a principal, a nurse, an office
// clerk and an accountant, families in both classes with their app accounts (ids known), and helpers that emit an
// event the way a producer does (in a school transaction) and fan it out.

export type Parent = Family & { accountId: string };

export async function accountIdOf(school: School, username: string): Promise<string> {
  const database = await db();
  const [row] = await database
    .select({ id: appAccounts.id })
    .from(appAccounts)
    .where(and(eq(appAccounts.tenantId, school.id), eq(appAccounts.username, username)));
  return row.id;
}

export async function notificationWorld() {
  const school = await makeSchool();
  const principal = await school.addUser({ roles: ['principal'], fullName: 'Hiệu trưởng Lan' });
  const teacherA = await school.addUser({ roles: ['teacher'], fullName: 'Cô Hằng' });
  const teacherB = await school.addUser({ roles: ['teacher'], fullName: 'Cô Mai' });
  const nurse = await school.addUser({ roles: ['nurse'], fullName: 'Y tá Thu' });
  const office = await school.addUser({ roles: ['office'], fullName: 'Văn phòng Tú' });
  const accountant = await school.addUser({ roles: ['accountant'], fullName: 'Kế toán Bình' });
  const p: As = { token: await signIn(principal.username, principal.password), tenantId: school.id };
  const year = first(
    ok(await call(yearCreate, { ...p, body: { name: `Năm ${rand()}`, start_date: '01/08/2026', end_date: '31/07/2027', is_current: true } })),
  ).id as string;
  const mkClass = async (name: string, teacher: string) =>
    first(ok(await call(classCreate, { ...p, body: { name, age_group: 'mau_giao_be', school_year_id: year, capacity: 30, teacher_ids: [teacher] } })))
      .id as string;
  const classA = await mkClass(`Mầm A ${rand()}`, teacherA.id);
  const classB = await mkClass(`Mầm B ${rand()}`, teacherB.id);
  const parent = async (classId: string, name: string): Promise<Parent> => {
    const f = await family(school, p, classId, name);
    return { ...f, accountId: await accountIdOf(school, f.username) };
  };
  const an = await parent(classA, 'Nguyễn Thị Ân');
  const binh = await parent(classA, 'Lê Văn Bình');
  const chi = await parent(classB, 'Trần Minh Chí');
  return { school, p, principal, teacherA, teacherB, nurse, office, accountant, classA, classB, an, binh, chi, parent };
}
export type NotificationWorld = Awaited<ReturnType<typeof notificationWorld>>;

/** Emits an event as a producer does: in a school transaction of its own (committed). */
export async function emit<K extends NotificationEventKind>(tenantId: string, event: NotificationEvent<K>) {
  await schoolTransactionById(tenantId, (tx) => emitNotification(tx, tenantId, event));
}

/** Emits and fans out at once. */
export async function emitAndFanOut<K extends NotificationEventKind>(tenantId: string, event: NotificationEvent<K>) {
  await emit(tenantId, event);
  await runFanOut();
}

/** A news post's event to the given audience. */
export function newsEvent(title: string, audience: NotificationEvent['audience']): NotificationEvent<'news_published'> {
  const id = crypto.randomUUID();
  return { kind: 'news_published', audience, params: { title }, url: `/parent/news/${id}`, tag: `news:${id}` };
}

/** Who holds an inbox row of the events with this tag: account ids and user ids. */
export async function recipientsOfTag(tenantId: string, tag: string) {
  const database = await db();
  const rows = await database
    .select({ accountId: notifications.accountId, userId: notifications.userId, studentId: notifications.studentId })
    .from(notifications)
    .where(and(eq(notifications.tenantId, tenantId), eq(notifications.tag, tag)));
  return {
    accounts: rows.flatMap((r) => (r.accountId ? [r.accountId] : [])).sort(),
    users: rows.flatMap((r) => (r.userId ? [r.userId] : [])).sort(),
    rows,
  };
}

export const ids = (...people: ({ id: string } | TestUser)[]) => people.map((x) => x.id).sort();

/**
 * `count` families in one school, set-based (a few statements, not a loop): each a child in `classId`, its primary
 * guardian and an active app account linked to the child.
 */
export async function seedFamilies(tenantId: string, classId: string, count: number) {
  const database = await db();
  const tag = rand();
  await database.execute(sql`
    with kids as (
      insert into students (tenant_id, code, full_name, gender, date_of_birth, class_id)
      select ${tenantId}, 'B' || ${tag} || '-' || g, 'Bé ' || g, 'female', date '2022-03-01', ${classId}
      from generate_series(1, ${count}) g
      returning id
    ), adults as (
      insert into guardians (tenant_id, student_id, full_name, relationship, phone, is_primary)
      select ${tenantId}, k.id, 'Mẹ', 'mother', '0912000333', true from kids k
      returning id, student_id
    ), accounts as (
      insert into app_accounts (tenant_id, username, password_hash, guardian_id)
      select ${tenantId}, 'u' || ${tag} || '-' || row_number() over (), 'x', a.id from adults a
      returning id, guardian_id
    )
    insert into app_account_students (tenant_id, account_id, student_id)
    select ${tenantId}, ac.id, ad.student_id from accounts ac join adults ad on ad.id = ac.guardian_id`);
}
