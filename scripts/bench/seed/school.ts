// The bench's large school: 80 classes of 25 children in the current school year, two guardians per child (one
// primary), pick-up people, class history, one parents' app account per family and a principal. Plain multi-row
// inserts in the caller's transaction; the password is hashed once and the hash shared by every account.
import crypto from 'node:crypto';
import type { Tx } from '../../../lib/server/db/client';
import {
  appAccounts,
  appAccountStudents,
  classes,
  guardians,
  pickupPeople,
  schoolYears,
  studentClassHistory,
  students,
  userRoles,
  userSchools,
  users,
  type AgeGroup,
  type Gender,
} from '../../../lib/server/db/schema';
import { createTenant } from '../../../lib/server/tenant/create-tenant';
import { insertAll, random } from './util';

export const CLASSES = 80;
export const PER_CLASS = 25;

/** What the seed steps make and later steps (attendance) and the scenarios use. */
export type BenchSchool = {
  tenantId: string;
  principal: { username: string; id: string };
  year: { id: string; startDate: string; endDate: string };
  /** Class ids in creation order, and each class's children. */
  classIds: string[];
  childrenByClass: Map<string, string[]>;
  /** The class with the most children named Nguyễn: the bench's filtered list asks for it. */
  busyClassId: string;
  counts: Record<string, number>;
  /** Set by the attendance step: the class of 35 whose day is loaded, that day, and the month of the sheet. */
  dayClassId?: string;
  lastSchoolDay?: string;
  sheetMonth?: string;
};

const FAMILY = [
  'Nguyễn',
  'Nguyễn',
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
];
const MIDDLE = {
  male: ['Văn', 'Minh', 'Gia', 'Đức', 'Quang', 'Hoàng', 'Anh', 'Bảo'],
  female: ['Thị', 'Ngọc', 'Thu', 'Minh', 'Bảo', 'Khánh', 'Phương', 'Hải'],
};
const GIVEN = {
  male: ['An', 'Bình', 'Khang', 'Huy', 'Phúc', 'Nam', 'Long', 'Khoa', 'Đạt', 'Quân', 'Tùng', 'Hiếu', 'Sơn', 'Tuấn'],
  female: ['Anh', 'Chi', 'Hà', 'Linh', 'Ngân', 'Trang', 'Vy', 'My', 'Thảo', 'Hương', 'Nhi', 'Quỳnh', 'Yến', 'Uyên'],
};
const FATHER = ['Văn Hùng', 'Đức Long', 'Minh Tuấn', 'Quang Huy', 'Văn Nam', 'Hữu Thắng'];
const MOTHER = ['Thị Hoa', 'Thu Hằng', 'Ngọc Lan', 'Thị Mai', 'Phương Thảo', 'Thanh Hương'];
const GROUPS: { key: AgeGroup; name: string; age: number[] }[] = [
  { key: 'nha_tre', name: 'Nhà trẻ', age: [2, 3] },
  { key: 'mau_giao_be', name: 'Mầm', age: [4] },
  { key: 'mau_giao_nho', name: 'Chồi', age: [5] },
  { key: 'mau_giao_lon', name: 'Lá', age: [6] },
];
const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** The school year that holds today: from 5 September to 31 May. */
export function currentYear(today = new Date()) {
  const y = today.getUTCMonth() >= 7 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  return { first: y, name: `${y}–${y + 1}`, startDate: `${y}-09-05`, endDate: `${y + 1}-05-31` };
}

export async function seedSchool(tx: Tx, passwordHash: string): Promise<BenchSchool> {
  const rnd = random(20261122);
  const { tenant, roleIds } = await createTenant(tx, {
    code: 'BENCH',
    name: 'Trường Mầm non Bench',
    address: '1 Phố Hoa Sen, Hà Nội',
    provinceId: '01',
    config: { logo: '/logo.svg', brandName: 'Mầm non Bench' },
  });
  const tenantId = tenant.id;

  const principalId = crypto.randomUUID();
  await tx
    .insert(users)
    .values({
      id: principalId,
      username: 'principal',
      fullName: 'Nguyễn Thị Lan',
      email: 'principal@bench.test',
      passwordHash,
    });
  await tx.insert(userSchools).values({ tenantId, userId: principalId, scope: 'school', isDefault: true });
  await tx.insert(userRoles).values({ tenantId, userId: principalId, roleId: roleIds.principal });

  const y = currentYear();
  const yearId = crypto.randomUUID();
  await tx
    .insert(schoolYears)
    .values({ tenantId, id: yearId, name: y.name, startDate: y.startDate, endDate: y.endDate, isCurrent: true });

  const classRows = Array.from({ length: CLASSES }, (_, i) => {
    const group = GROUPS[i % GROUPS.length];
    return {
      tenantId,
      id: crypto.randomUUID(),
      schoolYearId: yearId,
      name: `${group.name} ${1 + Math.floor(i / GROUPS.length)}`,
      ageGroup: group.key,
      capacity: 35,
      group,
    };
  });
  await insertAll(
    tx,
    classes,
    classRows.map(({ group: _group, ...c }) => c),
  );

  type Family = {
    name: string;
    father: string;
    mother: string;
    fatherPhone: string;
    motherPhone: string;
    motherPrimary: boolean;
    children: string[];
  };
  const families: Family[] = [];
  const kids: (typeof students.$inferInsert)[] = [];
  const parents: (typeof guardians.$inferInsert)[] = [];
  const pickups: (typeof pickupPeople.$inferInsert)[] = [];
  const history: (typeof studentClassHistory.$inferInsert)[] = [];
  const primaryOf = new Map<string, string>(); // child → primary guardian id
  const childrenByClass = new Map<string, string[]>();
  const nguyenByClass = new Map<string, number>();
  const enrolled = new Date(`${y.startDate}T08:00:00+07:00`);

  for (const c of classRows) {
    const ids: string[] = [];
    for (let i = 0; i < PER_CLASS; i++) {
      const n = kids.length;
      const id = crypto.randomUUID();
      // One child in ten is the younger sibling of a child of an earlier class: same parents, one app account.
      const family: Family =
        n % 10 === 9 && n > PER_CLASS
          ? families[families.length - PER_CLASS]
          : (() => {
              const f = families.length;
              const name = rnd.pick(FAMILY);
              const fam = {
                name,
                father: `${name} ${rnd.pick(FATHER)}`,
                mother: `${rnd.pick(FAMILY)} ${rnd.pick(MOTHER)}`,
                fatherPhone: `09${pad(2 * f, 8)}`,
                motherPhone: `09${pad(2 * f + 1, 8)}`,
                motherPrimary: rnd.next() < 0.55,
                children: [],
              };
              families.push(fam);
              return fam;
            })();
      family.children.push(id);
      const gender: Gender = rnd.next() < 0.5 ? 'male' : 'female';
      const born = y.first - rnd.pick(c.group.age);
      const fullName = `${family.name} ${rnd.pick(MIDDLE[gender])} ${rnd.pick(GIVEN[gender])}`;
      if (family.name === 'Nguyễn') nguyenByClass.set(c.id, (nguyenByClass.get(c.id) ?? 0) + 1);
      kids.push({
        tenantId,
        id,
        code: `BS${pad(n + 1, 5)}`,
        fullName,
        nickname: rnd.next() < 0.3 ? rnd.pick(['Bin', 'Bông', 'Sóc', 'Tôm', 'Na', 'Mít']) : null,
        gender,
        dateOfBirth: `${born}-${pad(1 + rnd.int(12))}-${pad(1 + rnd.int(28))}`,
        classId: c.id,
        enrolmentDate: y.startDate,
        address: `${1 + rnd.int(300)} Phố Kim Mã, Hà Nội`,
        provinceId: '01',
        ethnicity: 'Kinh',
      });
      const fatherId = crypto.randomUUID();
      const motherId = crypto.randomUUID();
      parents.push({
        tenantId,
        id: fatherId,
        studentId: id,
        fullName: family.father,
        relationship: 'father',
        phone: family.fatherPhone,
        isPrimary: !family.motherPrimary,
      });
      parents.push({
        tenantId,
        id: motherId,
        studentId: id,
        fullName: family.mother,
        relationship: 'mother',
        phone: family.motherPhone,
        isPrimary: family.motherPrimary,
      });
      primaryOf.set(id, family.motherPrimary ? motherId : fatherId);
      pickups.push({
        tenantId,
        studentId: id,
        fullName: `${rnd.pick(FAMILY)} Thị ${rnd.pick(['Hoa', 'Lành', 'Tư'])}`,
        relationship: 'Bà ngoại',
        phone: `08${pad(n, 8)}`,
      });
      if (n % 3 === 0)
        pickups.push({
          tenantId,
          studentId: id,
          fullName: `${rnd.pick(FAMILY)} Văn ${rnd.pick(['Ba', 'Bốn', 'Năm'])}`,
          relationship: 'Ông nội',
          phone: null,
        });
      history.push({ tenantId, studentId: id, fromClassId: null, toClassId: c.id, movedAt: enrolled });
      ids.push(id);
    }
    childrenByClass.set(c.id, ids);
  }
  await insertAll(tx, students, kids);
  await insertAll(tx, guardians, parents);
  await insertAll(tx, pickupPeople, pickups);
  await insertAll(tx, studentClassHistory, history);

  // One app account per family, named by the primary guardian's phone, linked to each of the family's children.
  const accounts = families.map((f) => ({
    tenantId,
    id: crypto.randomUUID(),
    username: f.motherPrimary ? f.motherPhone : f.fatherPhone,
    passwordHash,
    guardianId: primaryOf.get(f.children[0])!,
  }));
  await insertAll(tx, appAccounts, accounts);
  const links = families.flatMap((f, i) =>
    f.children.map((studentId) => ({ tenantId, accountId: accounts[i].id, studentId })),
  );
  await insertAll(tx, appAccountStudents, links);

  const busyClassId = [...nguyenByClass.entries()].sort((a, b) => b[1] - a[1])[0][0];
  return {
    tenantId,
    principal: { username: 'principal', id: principalId },
    year: { id: yearId, startDate: y.startDate, endDate: y.endDate },
    classIds: classRows.map((c) => c.id),
    childrenByClass,
    busyClassId,
    counts: {
      classes: classRows.length,
      children: kids.length,
      guardians: parents.length,
      pickup_people: pickups.length,
      app_accounts: accounts.length,
    },
  };
}
