import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { rowsOf } from '@/lib/server/db/rows';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { POST as studentCreate } from '@/app/api/webadmin/Student/create/route';
import { GET as studentList } from '@/app/api/webadmin/Student/get-list/route';
import { GET as getDay } from '@/app/api/webadmin/Attendance/get-day/route';
import { GET as getMonth } from '@/app/api/webadmin/Attendance/get-month/route';
import { compareVnNames, vnNameKey } from '@/lib/name-order';
import { schoolToday } from '@/lib/school-time';
import { call, first, makeSchool, rand, signIn, type Json } from '../helpers/world';

// Given name first, then middle, then family name; a < ă < â, d < đ; tone marks only break ties.
const NAMES = [
  'Bùi Anh Phúc',
  'Trần Thị Ân',
  'Lê Văn Ăn',
  'Nguyễn Ngọc Anh',
  'Phạm Thị Ánh',
  'Hoàng Bình',
  'Đỗ Minh Đức',
  'Vũ Duy',
  'Lý Thu Hà',
  'Ngô Hạ',
  'Mai Ông',
  'Tạ Ơn',
  'Hồ Oanh',
  'Dương Tú',
  'Châu Tư',
];
const EXPECTED = [
  'Nguyễn Ngọc Anh',
  'Phạm Thị Ánh',
  'Lê Văn Ăn',
  'Trần Thị Ân',
  'Hoàng Bình',
  'Vũ Duy',
  'Đỗ Minh Đức',
  'Ngô Hạ',
  'Lý Thu Hà',
  'Hồ Oanh',
  'Mai Ông',
  'Tạ Ơn',
  'Bùi Anh Phúc',
  'Dương Tú',
  'Châu Tư',
];

describe('Vietnamese name order in the database', () => {
  let p: { token: string; tenantId: string };
  let classId: string;

  beforeAll(async () => {
    const school = await makeSchool();
    const principal = await school.addUser({ roles: ['principal'] });
    p = { token: await signIn(principal.username, principal.password), tenantId: school.id };
    const year = await call(yearCreate, {
      ...p,
      body: { name: `Năm ${rand()}`, start_date: '01/08/2026', end_date: '31/05/2027', is_current: true },
    });
    const made = await call(classCreate, {
      ...p,
      body: { name: 'Lá 1', age_group: 'mau_giao_lon', school_year_id: first(year).id, capacity: 30, teacher_ids: [] },
    });
    classId = first(made).id;
    // Entered in a scrambled order, so that the order of creation cannot pass for the name order.
    for (const name of [...NAMES].reverse()) {
      const r = await call(studentCreate, {
        ...p,
        body: {
          code: `HS${rand()}`,
          full_name: name,
          gender: 'female',
          date_of_birth: '12/03/2021',
          class_id: classId,
          guardians: [{ full_name: 'Nguyễn Văn Bình', relationship: 'father', phone: '0912345678', is_primary: true }],
          pickup_people: [],
        },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
  });

  it('computes the same key as lib/name-order.ts', async () => {
    const names = [...NAMES, 'NGUYỄN VĂN ĐỨC', '  Lê   Thị  Ngọc  Ánh ', 'An', '', 'Nguyễn Văn Đức'.normalize('NFD')];
    const rows = await rowsOf<{ k: string }>(
      await db(),
      sql`select vn_name_key(n) as k from json_array_elements_text(${JSON.stringify(names)}::json) with ordinality as t(n, i) order by i`,
    );
    expect(rows.map((r) => r.k)).toEqual(names.map(vnNameKey));
    expect([...NAMES].sort(compareVnNames)).toEqual(EXPECTED);
  });

  it('lists students, pages them, and reverses the order by given name', async () => {
    const page = async (query: Record<string, string | number>) => {
      const r = await call(studentList, { ...p, query: { class_id: classId, ...query } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return (r.body.response.data as Json[]).map((s) => s.full_name);
    };
    expect(await page({ page_size: 100 })).toEqual(EXPECTED);
    expect(await page({ page_size: 100, order_by: 'full_name' })).toEqual(EXPECTED);
    expect(await page({ page_size: 100, order_by: '-full_name' })).toEqual([...EXPECTED].reverse());
    const pages = [
      ...(await page({ page_size: 4, page: 1 })),
      ...(await page({ page_size: 4, page: 2 })),
      ...(await page({ page_size: 4, page: 3 })),
      ...(await page({ page_size: 4, page: 4 })),
    ];
    expect(pages).toEqual(EXPECTED);
  });

  it('orders the roll call and the month sheet the same way', async () => {
    const day = await call(getDay, { ...p, query: { class_id: classId, date: schoolToday() } });
    expect(day.status, JSON.stringify(day.body)).toBe(200);
    expect(day.body.response.data.rows.map((r: Json) => r.full_name)).toEqual(EXPECTED);
    const month = await call(getMonth, { ...p, query: { class_id: classId, month: schoolToday().slice(0, 7) } });
    expect(month.status, JSON.stringify(month.body)).toBe(200);
    expect(month.body.response.data.rows.map((r: Json) => r.full_name)).toEqual(EXPECTED);
  });
});
