import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { generator } from './demo-random';
import {
  classes,
  guardians,
  pickupPeople,
  studentClassHistory,
  students,
  type AgeGroup,
  type Gender,
  type StudentStatus,
} from '../db/schema';

const FAMILY = [
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
const MIDDLE: Record<Gender, string[]> = {
  male: ['Văn', 'Minh', 'Gia', 'Đức', 'Quang', 'Hoàng', 'Anh', 'Bảo', 'Hữu', 'Thành'],
  female: ['Thị', 'Ngọc', 'Thu', 'Minh', 'Bảo', 'Khánh', 'Phương', 'Hải', 'Thanh', 'Mai'],
};
const GIVEN: Record<Gender, string[]> = {
  male: [
    'An',
    'Bình',
    'Khang',
    'Huy',
    'Phúc',
    'Nam',
    'Long',
    'Khoa',
    'Đạt',
    'Minh',
    'Quân',
    'Tùng',
    'Hiếu',
    'Sơn',
    'Lâm',
    'Tuấn',
    'Duy',
    'Nhật',
  ],
  female: [
    'Anh',
    'Chi',
    'Hà',
    'Linh',
    'Ngân',
    'Trang',
    'Vy',
    'My',
    'Thảo',
    'Hương',
    'Lan',
    'Nhi',
    'Quỳnh',
    'Tâm',
    'Yến',
    'Hân',
    'Uyên',
    'Diệp',
  ],
};
const NICK = ['Bin', 'Bông', 'Sóc', 'Tôm', 'Na', 'Mít', 'Su', 'Bơ', 'Cún', 'Kem', 'Nấm', 'Gạo'];
const FATHER = ['Văn Hùng', 'Đức Long', 'Minh Tuấn', 'Quang Huy', 'Văn Nam', 'Hữu Thắng', 'Thành Công', 'Anh Dũng'];
const MOTHER = ['Thị Hoa', 'Thu Hằng', 'Ngọc Lan', 'Thị Mai', 'Phương Thảo', 'Thanh Hương', 'Minh Ngọc', 'Thị Hạnh'];
const PREFIXES = [
  '090',
  '091',
  '093',
  '094',
  '096',
  '097',
  '098',
  '032',
  '033',
  '035',
  '037',
  '038',
  '070',
  '076',
  '077',
  '079',
  '081',
  '083',
  '085',
  '088',
];
const STREETS = [
  'Phố Hoa Sen',
  'Phố Đội Cấn',
  'Phố Kim Mã',
  'Phố Liễu Giai',
  'Phố Văn Cao',
  'Phố Ngọc Hà',
  'Phố Quán Thánh',
];
const BIRTH_YEARS: Record<AgeGroup, number[]> = {
  nha_tre: [2023, 2024],
  mau_giao_be: [2022],
  mau_giao_nho: [2021],
  mau_giao_lon: [2020],
};

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/**
 * About 200 children across the demo school's classes (`perClass` each: 25 in the first school, fewer in the second),
 * each with a primary guardian; a few in every status.
 */
export async function seedDemoStudents(
  tx: Executor,
  { tenantId, perClass = 25, seed = 20260905 }: { tenantId: string; perClass?: number; seed?: number },
) {
  const rnd = generator(seed);
  const list = await tx
    .select({ id: classes.id, name: classes.name, ageGroup: classes.ageGroup })
    .from(classes)
    .where(eq(classes.tenantId, tenantId))
    .orderBy(classes.name);
  const kids: (typeof students.$inferInsert)[] = [];
  const parents: {
    index: number;
    fullName: string;
    relationship: 'father' | 'mother';
    phone: string;
    isPrimary: boolean;
  }[] = [];
  let n = 0;
  for (const c of list) {
    for (let i = 0; i < perClass; i++) {
      n++;
      const gender: Gender = rnd.next() < 0.5 ? 'male' : 'female';
      const family = rnd.pick(FAMILY);
      const year = rnd.pick(BIRTH_YEARS[c.ageGroup]);
      const month = year === 2024 ? 1 + rnd.int(6) : 1 + rnd.int(12);
      const status: StudentStatus =
        i === perClass - 1
          ? 'left'
          : i === perClass - 2
            ? 'reserved'
            : i === perClass - 3 && c.ageGroup === 'mau_giao_lon'
              ? 'graduated'
              : 'studying';
      kids.push({
        tenantId,
        code: `HS${pad(n, 4)}`,
        fullName: `${family} ${rnd.pick(MIDDLE[gender])} ${rnd.pick(GIVEN[gender])}`,
        nickname: rnd.next() < 0.4 ? rnd.pick(NICK) : null,
        gender,
        dateOfBirth: `${year}-${pad(month)}-${pad(1 + rnd.int(28))}`,
        classId: c.id,
        enrolmentDate: '2026-09-05',
        status,
        statusDate: status === 'studying' ? null : '2026-10-15',
        statusReason:
          status === 'left' ? 'Chuyển trường theo gia đình' : status === 'reserved' ? 'Về quê một thời gian' : null,
        address: `${1 + rnd.int(200)} ${rnd.pick(STREETS)}, Hà Nội`,
        provinceId: '01',
        ethnicity: 'Kinh',
        bloodGroup: rnd.pick(['A', 'B', 'AB', 'O', null]),
        allergies: rnd.next() < 0.08 ? rnd.pick(['Tôm, cua', 'Sữa bò', 'Đậu phộng']) : null,
        specialDiet: null,
      });
      const phone = () => `${rnd.pick(PREFIXES)}${pad(rnd.int(10_000_000), 7)}`;
      const fatherFirst = rnd.next() < 0.45;
      parents.push({
        index: kids.length - 1,
        fullName: `${family} ${rnd.pick(FATHER)}`,
        relationship: 'father',
        phone: phone(),
        isPrimary: fatherFirst,
      });
      parents.push({
        index: kids.length - 1,
        fullName: `${rnd.pick(FAMILY)} ${rnd.pick(MOTHER)}`,
        relationship: 'mother',
        phone: phone(),
        isPrimary: !fatherFirst,
      });
    }
  }
  if (!kids.length) return;
  const created = await tx.insert(students).values(kids).returning({ id: students.id, classId: students.classId });
  await tx.insert(guardians).values(
    parents.map((p) => ({
      tenantId,
      studentId: created[p.index].id,
      fullName: p.fullName,
      relationship: p.relationship,
      phone: p.phone,
      isPrimary: p.isPrimary,
    })),
  );
  await tx
    .insert(pickupPeople)
    .values(
      created
        .filter((_, i) => i % 4 === 0)
        .map((s, i) => ({
          tenantId,
          studentId: s.id,
          fullName: `${rnd.pick(FAMILY)} Thị ${rnd.pick(['Hoa', 'Lành', 'Tư', 'Năm'])}`,
          relationship: i % 2 ? 'Bà nội' : 'Bà ngoại',
          phone: `09${pad(rnd.int(100_000_000), 8)}`,
        })),
    );
  await tx
    .insert(studentClassHistory)
    .values(
      created.map((s) => ({
        tenantId,
        studentId: s.id,
        fromClassId: null,
        toClassId: s.classId!,
        movedAt: new Date('2026-09-05T08:00:00+07:00'),
      })),
    );
}
