// The bench's other schools (BENCH_SCHOOLS=1000: 999 of them beside the large one), to show that a school's list and
// roll call cost the same whether it is alone in the database or one of a thousand: every key and index leads with
// the school. Each small school: a current year, SMALL_CLASSES classes of SMALL_PER_CLASS children (names from the
// same pools as the large school, so a search for "nguyen" matches in every school), two guardians and one pick-up
// person per child, and BENCH_SCHOOL_DAYS school days of attendance (a year on PostgreSQL, a month on PGlite). Written set-wise by the
// database (INSERT … SELECT), outside the audit trigger like the large school's attendance.
import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../lib/server/db/client';
import { roles, tenants } from '../../../lib/server/db/schema';
import { standardRoles } from '../../../lib/server/seed/standard-roles';
import { addDays, isoWeekday, schoolToday } from '../../../lib/school-time';
import { currentYear } from './school';
import { insertAll } from './util';

export const SMALL_CLASSES = 2;
export const SMALL_PER_CLASS = 15;

const ids = (list: string[]) => sql`${`{${list.join(',')}}`}::uuid[]`;
const texts = (list: string[]) => sql`${`{${list.map((s) => `"${s}"`).join(',')}}`}::text[]`;
/** A pick from a list by a hash of the row's id and a salt: the same school at every run of the same ids. */
const pick = (list: string[], id: SQL, salt: string) =>
  sql`(${texts(list)})[1 + (hashtext(${id}::text || ${salt}) & 2147483647) % ${list.length}]`;

const FAMILY = ['Nguyễn', 'Nguyễn', 'Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Phan', 'Vũ', 'Đặng', 'Bùi', 'Đỗ'];
const MIDDLE = ['Văn', 'Minh', 'Gia', 'Thị', 'Ngọc', 'Thu', 'Bảo', 'Khánh'];
const GIVEN = ['An', 'Bình', 'Khang', 'Huy', 'Phúc', 'Nam', 'Anh', 'Chi', 'Hà', 'Linh', 'Ngân', 'Trang', 'Vy', 'My'];

export async function seedOtherSchools(tx: Tx, count: number, days = 200) {
  if (count <= 0) return { schools: 0, children: 0, attendance_rows: 0 };
  const y = currentYear();
  const tenantIds = Array.from({ length: count }, () => crypto.randomUUID());
  await insertAll(
    tx,
    tenants,
    tenantIds.map((id, i) => ({
      id,
      code: `S${String(i + 1).padStart(4, '0')}`,
      name: `Trường Mầm non số ${i + 1}`,
      provinceId: '01',
    })),
  );
  const roleSeeds = standardRoles();
  await insertAll(
    tx,
    roles,
    tenantIds.flatMap((tenantId) =>
      roleSeeds.map((r) => ({
        tenantId,
        key: r.key,
        nameVi: r.vi,
        nameEn: r.en,
        isSystem: r.isSystem,
        rights: r.rights,
      })),
    ),
  );
  await tx.execute(sql`set local session_replication_role = replica`);
  const all = ids(tenantIds);
  await tx.execute(sql`
    insert into school_years (tenant_id, name, start_date, end_date, is_current)
    select t, ${y.name}, ${y.startDate}, ${y.endDate}, true from unnest(${all}) t`);
  await tx.execute(sql`
    insert into classes (tenant_id, school_year_id, name, age_group, capacity)
    select y.tenant_id, y.id, 'Lớp ' || g, (array['mau_giao_nho', 'mau_giao_lon'])[g], 30
    from school_years y cross join generate_series(1, ${SMALL_CLASSES}) g where y.tenant_id = any(${all})`);
  await tx.execute(sql`
    insert into students (tenant_id, id, code, full_name, gender, date_of_birth, class_id, enrolment_date, province_id, ethnicity)
    select k.tenant_id, k.id, 'SK' || right(k.name, 1) || lpad(k.n::text, 3, '0'), ${pick(FAMILY, sql`k.id`, 'f')} || ' ' || ${pick(MIDDLE, sql`k.id`, 'm')} || ' ' || ${pick(GIVEN, sql`k.id`, 'g')},
      case when k.n % 2 = 0 then 'male' else 'female' end, ${`${y.first - 5}-06-01`}::date + k.n, k.class_id, ${y.startDate}, '01', 'Kinh'
    from (
      select c.tenant_id, c.id as class_id, c.name, n, gen_random_uuid() as id
      from classes c cross join generate_series(1, ${SMALL_PER_CLASS}) n where c.tenant_id = any(${all})
    ) k`);
  await tx.execute(sql`
    insert into guardians (tenant_id, student_id, full_name, relationship, phone, is_primary)
    select s.tenant_id, s.id, split_part(s.full_name, ' ', 1) || ' Văn Hùng', 'father', '09' || lpad((abs(hashtext(s.id::text)) % 100000000)::text, 8, '0'), false
    from students s where s.tenant_id = any(${all})
    union all
    select s.tenant_id, s.id, 'Trần Thị Hoa', 'mother', '08' || lpad((abs(hashtext(s.id::text || 'm')) % 100000000)::text, 8, '0'), true
    from students s where s.tenant_id = any(${all})`);
  await tx.execute(sql`
    insert into pickup_people (tenant_id, student_id, full_name, relationship, phone)
    select s.tenant_id, s.id, 'Lê Thị Lành', 'Bà ngoại', null from students s where s.tenant_id = any(${all})`);
  const today = schoolToday();
  const list: string[] = [];
  for (let d = addDays(today, -1); list.length < days; d = addDays(d, -1)) if (isoWeekday(d) <= 5) list.push(d);
  for (let i = 0; i < list.length; i += 20) {
    await tx.execute(sql`
      insert into attendance_records (tenant_id, student_id, class_id, day, status, check_in_at, check_out_at)
      select s.tenant_id, s.id, s.class_id, d.day,
        case when h < 0.05 then 'unexcused' else 'present' end,
        case when h >= 0.05 then (d.day + time '00:10') at time zone 'UTC' end,
        case when h >= 0.05 then (d.day + time '09:30') at time zone 'UTC' end
      from students s
      cross join unnest(${`{${list.slice(i, i + 20).join(',')}}`}::date[]) as d(day)
      cross join lateral (select ((hashtext(s.id::text || d.day::text) & 1023) / 1024.0) as h) x
      where s.tenant_id = any(${all})`);
  }
  await tx.execute(sql`set local session_replication_role = origin`);
  const counted = (await tx.execute(sql`
    select (select count(*)::int from students where tenant_id = any(${all})) as children,
           (select count(*)::int from attendance_records where tenant_id = any(${all})) as attendance_rows`)) as unknown as {
    rows: { children: number; attendance_rows: number }[];
  };
  return { schools: count, ...counted.rows[0] };
}
