import { sql } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { rowsOf } from '@/lib/server/db/rows';
import { seedDemoClasses } from '@/lib/server/demo/demo-classes';
import { seedDemoStudents } from '@/lib/server/demo/demo-students';
import { seedDemoAppAccounts } from '@/lib/server/demo/demo-app-accounts';
import { seedDemoAttendance } from '@/lib/server/demo/demo-attendance';
import { seedDemoTuition } from '@/lib/server/demo/demo-tuition';
import { seedDemoVaccines } from '@/lib/server/demo/demo-vaccines';
import { seedDemoRequests } from '@/lib/server/demo/demo-requests';
import { seedDemoEvents } from '@/lib/server/demo/demo-events';
import { seedDemoHealth } from '@/lib/server/demo/demo-health';
import { seedDemoSurveys } from '@/lib/server/demo/demo-surveys';
import { seedDemoNews } from '@/lib/server/demo/demo-news';
import { POST as appLogin } from '@/app/api/app/login/route';
import { PASSWORD, call, makeSchool, randomIp, signIn, type School, type TestUser } from './world';

// The world of the API matrix: two schools filled by the demo seed (classes, children, families, app accounts,
// tuition, vaccines, medicine and message requests, events, health, surveys, news), each with its principal,
// two teachers (teacher1 teaches two classes, teacher2 two others), an accountant and a nurse; and every record
// of each school listed by table, read from the catalog, so that a table added later is in it too.

/** A record of a school-owned table, with the child and class it belongs to when the table says. */
export type Row = { id: string; student_id: string | null; class_id: string | null; token_hash?: string };
export type Records = Map<string, Row[]>;

export type MatrixSchool = School & {
  principal: TestUser;
  teacher1: TestUser;
  accountant: TestUser;
  tokens: { principal: string; teacher1: string; accountant: string; parent: string };
  records: Records;
  /** The classes teacher1 teaches. */
  teacher1Classes: Set<string>;
  /** Session ids and token hashes of the school's staff (global tables, not in `records`). */
  sessions: { id: string; token_hash: string; user_id: string }[];
  userIds: string[];
};

/** School-owned tables (a tenant_id column) with a uuid id, and whether they name a child or a class. */
async function ownedTables() {
  return rowsOf<{ table_name: string; student: boolean; class: boolean }>(
    await db(),
    sql`select c.table_name,
               bool_or(s.column_name is not null) as student,
               bool_or(k.column_name is not null) as class
          from information_schema.columns c
          join information_schema.columns t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.column_name = 'tenant_id'
          left join information_schema.columns s on s.table_schema = c.table_schema and s.table_name = c.table_name and s.column_name = 'student_id'
          left join information_schema.columns k on k.table_schema = c.table_schema and k.table_name = c.table_name and k.column_name = 'class_id'
         where c.table_schema = 'public' and c.column_name = 'id' and c.data_type = 'uuid'
         group by c.table_name order by c.table_name`,
  );
}

async function recordsOf(tenantId: string): Promise<Records> {
  const database = await db();
  const records: Records = new Map();
  for (const t of await ownedTables()) {
    const name = sql.identifier(t.table_name);
    const student = t.table_name === 'students' ? sql`id` : t.student ? sql`student_id` : sql`null::uuid`;
    const klass = t.table_name === 'classes' ? sql`id` : t.class ? sql`class_id` : sql`null::uuid`;
    const rows = await rowsOf<Row>(
      database,
      sql`select id::text as id, ${student}::text as student_id, ${klass}::text as class_id
            from ${name} where tenant_id = ${tenantId} order by id`,
    );
    records.set(t.table_name, rows);
  }
  // A child's class is in students.class_id: give every record that names a child its class too.
  const classOf = new Map((records.get('students') ?? []).map((s) => [s.id, s.class_id]));
  for (const rows of records.values())
    for (const r of rows) if (r.student_id && !r.class_id) r.class_id = classOf.get(r.student_id) ?? null;
  records.set('tenants', [{ id: tenantId, student_id: null, class_id: null }]);
  return records;
}

export async function demoSchool(): Promise<MatrixSchool> {
  const school = await makeSchool();
  const principal = await school.addUser({ roles: ['principal'] });
  const teacher1 = await school.addUser({ roles: ['teacher'] });
  const teacher2 = await school.addUser({ roles: ['teacher'] });
  const accountant = await school.addUser({ roles: ['accountant'] });
  const nurse = await school.addUser({ roles: ['nurse'] });
  const tenantId = school.id;
  const database = await db();
  await database.transaction(async (tx) => {
    await seedDemoClasses(tx, { tenantId, teacherIds: { teacher1: teacher1.id, teacher2: teacher2.id } });
    await seedDemoStudents(tx, { tenantId });
    // Demo usernames are the guardians' phone numbers: make them this school's own.
    await tx.execute(sql`update guardians set phone = '09' || lpad((abs(hashtext(id::text || ${tenantId})) % 100000000)::text, 8, '0')
      where tenant_id = ${tenantId} and phone is not null`);
    await seedDemoAppAccounts(tx, { tenantId, password: PASSWORD });
    await seedDemoAttendance(tx, { tenantId, principalId: principal.id });
    await seedDemoTuition(tx, { tenantId, accountantId: accountant.id });
    await seedDemoVaccines(tx, { tenantId, nurseId: nurse.id });
    await seedDemoRequests(tx, { tenantId, principalId: principal.id });
    await seedDemoEvents(tx, { tenantId, principalId: principal.id });
    await seedDemoHealth(tx, { tenantId, nurseId: nurse.id });
    await seedDemoSurveys(tx, { tenantId, principalId: principal.id });
    await seedDemoNews(tx, {
      tenantId,
      userIds: { principal: principal.id, teacher1: teacher1.id, teacher2: teacher2.id },
    });
    // Every school gets the same demo names: give these children names no other school has.
    await tx.execute(sql`update students set full_name = full_name || ' Zq' || substr(md5(id::text), 1, 6)
      where tenant_id = ${tenantId}`);
  });
  const [account] = await rowsOf<{ username: string }>(
    database,
    sql`select username from app_accounts where tenant_id = ${tenantId} and status = 'active' order by username limit 1`,
  );
  const parentLogin = await call(appLogin, {
    body: { username: account.username, password: PASSWORD, school_code: school.code },
    headers: { 'x-forwarded-for': randomIp() },
  });
  if (parentLogin.status !== 200) throw new Error(`parent sign-in failed: ${JSON.stringify(parentLogin.body)}`);
  const tokens = {
    principal: await signIn(principal.username, principal.password),
    teacher1: await signIn(teacher1.username, teacher1.password),
    accountant: await signIn(accountant.username, accountant.password),
    parent: parentLogin.body.response.data.accessToken as string,
  };
  const userIds = [principal, teacher1, teacher2, accountant, nurse].map((u) => u.id);
  const sessions = await rowsOf<{ id: string; token_hash: string; user_id: string }>(
    database,
    sql`select id::text as id, token_hash, user_id::text as user_id from sessions
         where user_id in (${sql.join(
           userIds.map((id) => sql`${id}::uuid`),
           sql`, `,
         )}) order by id`,
  );
  const teaches = await rowsOf<{ class_id: string }>(
    database,
    sql`select class_id::text as class_id from class_teachers where tenant_id = ${tenantId} and user_id = ${teacher1.id}`,
  );
  const records = await recordsOf(tenantId);
  records.set(
    'users',
    userIds.map((id) => ({ id, student_id: null, class_id: null })),
  );
  records.set(
    'sessions',
    sessions.map((x) => ({ id: x.id, token_hash: x.token_hash, student_id: null, class_id: null })),
  );
  return {
    ...school,
    principal,
    teacher1,
    accountant,
    tokens,
    records,
    teacher1Classes: new Set(teaches.map((t) => t.class_id)),
    sessions,
    userIds,
  };
}

export async function matrixWorld() {
  const own = await demoSchool();
  const other = await demoSchool();
  const database = await db();
  // What must never reach a caller of the own school: every id of the other school, its staff and their
  // sessions, its code and name and its children's names.
  const otherNames = await rowsOf<{ full_name: string }>(
    database,
    sql`select full_name from students where tenant_id = ${other.id}`,
  );
  const otherMarkers = [
    ...[...other.records.values()].flat().map((r) => r.id),
    ...other.sessions.flatMap((s) => [s.id, s.token_hash]),
    other.code,
    other.name,
    ...otherNames.map((n) => n.full_name),
  ].filter((m) => m.length >= 6);
  // What teacher1 must never see or change: the children of the classes teacher1 does not teach and their records.
  const outside = (r: Row) => !!r.class_id && !own.teacher1Classes.has(r.class_id);
  const outsideStudents = new Set((own.records.get('students') ?? []).filter(outside).map((s) => s.id));
  const outsideNames = await rowsOf<{ full_name: string }>(
    database,
    sql`select full_name from students where tenant_id = ${own.id} and id in (${sql.join(
      [...outsideStudents].map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  const outsideMarkers = [
    ...[...own.records.entries()]
      .filter(([table]) => table !== 'classes')
      .flatMap(([, rows]) => rows.filter((r) => r.student_id && outsideStudents.has(r.student_id)))
      .map((r) => r.id),
    ...outsideNames.map((n) => n.full_name),
  ].filter((m) => m.length >= 6);
  return { own, other, otherMarkers, outsideMarkers, outside };
}

export type MatrixWorld = Awaited<ReturnType<typeof matrixWorld>>;
