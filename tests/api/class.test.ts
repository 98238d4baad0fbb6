import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { classTeachers, schoolYears } from '@/lib/server/db/schema';
import { translate } from '@/lib/i18n/translate';
import { GET as yearList } from '@/app/api/webadmin/SchoolYear/get-list/route';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { PUT as yearUpdate } from '@/app/api/webadmin/SchoolYear/update/[id]/route';
import { PUT as yearSetCurrent } from '@/app/api/webadmin/SchoolYear/set-current/[id]/route';
import { DELETE as yearDelete } from '@/app/api/webadmin/SchoolYear/delete/route';
import { GET as classList } from '@/app/api/webadmin/Class/get-list/route';
import { GET as classDetail } from '@/app/api/webadmin/Class/get-detail/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { PUT as classUpdate } from '@/app/api/webadmin/Class/update/[id]/route';
import { DELETE as classDelete } from '@/app/api/webadmin/Class/delete/route';
import { POST as classCopy } from '@/app/api/webadmin/Class/copy/route';
import { GET as teacherDroplist } from '@/app/api/webadmin/Class/get-teacher-droplist/route';
import { call, first, makeSchool, rand, signIn, type TestUser } from '../helpers/world';

type Row = { id: string; name: string; [k: string]: unknown };

/** A school with a principal (all class rights), two teachers and an accountant (read only). */
async function world() {
  const school = await makeSchool();
  const principal = await school.addUser({ roles: ['principal'], fullName: 'Nguyễn Thị Lan' });
  const teacher1 = await school.addUser({ roles: ['teacher'], fullName: 'Trần Thu Hà' });
  const teacher2 = await school.addUser({ roles: ['teacher'], fullName: 'Lê Minh Anh' });
  const accountant = await school.addUser({ roles: ['accountant'] });
  const token = async (u: TestUser) => ({ token: await signIn(u.username, u.password), tenantId: school.id });
  return {
    school,
    principal,
    teacher1,
    teacher2,
    p: await token(principal),
    t1: await token(teacher1),
    t2: await token(teacher2),
    acc: await token(accountant),
  };
}
type World = Awaited<ReturnType<typeof world>>;

async function addYear(
  as: { token: string; tenantId: string },
  name: string,
  start: string,
  end: string,
  isCurrent = false,
) {
  const r = await call(yearCreate, { ...as, body: { name, start_date: start, end_date: end, is_current: isCurrent } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return first(r).id as string;
}

async function addClass(as: { token: string; tenantId: string }, body: Record<string, unknown>) {
  const r = await call(classCreate, { ...as, body: { capacity: 25, teacher_ids: [], ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return first(r).id as string;
}

const years = async (as: { token: string; tenantId: string }) =>
  (await call(yearList, { ...as, query: { page_size: 100 } })).body.response.data as (Row & {
    is_current: boolean;
    class_count: number;
    start_date: string;
  })[];

describe('school years', () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
  });

  it('creates years from dd/MM/yyyy dates; the first is current, and a new current year unsets the old one', async () => {
    const y1 = await addYear(w.p, '2025–2026', '05/09/2025', '31/05/2026');
    let list = await years(w.p);
    expect(list).toEqual([
      expect.objectContaining({
        id: y1,
        start_date: '2025-09-05',
        end_date: '2026-05-31',
        is_current: true,
        class_count: 0,
      }),
    ]);

    const y2 = await addYear(w.p, '2026–2027', '2026-09-05', '2027-05-31', true);
    list = await years(w.p);
    expect(list.map((y) => [y.id, y.is_current])).toEqual([
      [y2, true],
      [y1, false],
    ]);

    const back = await call(yearSetCurrent, { ...w.p, params: { id: y1 } });
    expect(back.status).toBe(200);
    list = await years(w.p);
    expect(list.filter((y) => y.is_current).map((y) => y.id)).toEqual([y1]);

    // Through update too, in one transaction.
    const up = await call(yearUpdate, {
      ...w.p,
      params: { id: y2 },
      body: { name: '2026–2027', start_date: '05/09/2026', end_date: '31/05/2027', is_current: true },
    });
    expect(up.status).toBe(200);
    list = await years(w.p);
    expect(list.filter((y) => y.is_current).map((y) => y.id)).toEqual([y2]);

    // The current year cannot just be unmarked: a school always has one.
    const off = await call(yearUpdate, {
      ...w.p,
      params: { id: y2 },
      body: { name: '2026–2027', start_date: '05/09/2026', end_date: '31/05/2027', is_current: false },
    });
    expect(off.status).toBe(422);
    expect(first(off).message).toBe('errors.school_year_keep_current');
  });

  it('answers 400 when the end is not after the start or a date is no real day, 409 on a duplicate name', async () => {
    const backwards = await call(yearCreate, {
      ...w.p,
      body: { name: `Năm ${rand()}`, start_date: '31/05/2027', end_date: '05/09/2026' },
      language: 'en',
    });
    expect(backwards.status).toBe(400);
    expect(first(backwards).field_keys).toEqual({ end_date: 'errors.end_before_start' });
    expect(first(backwards).fields.end_date).toBe(translate('en', 'errors.end_before_start'));

    const same = await call(yearCreate, {
      ...w.p,
      body: { name: `Năm ${rand()}`, start_date: '05/09/2026', end_date: '05/09/2026' },
    });
    expect(first(same).field_keys).toEqual({ end_date: 'errors.end_before_start' });

    const bad = await call(yearCreate, { ...w.p, body: { name: '', start_date: '31/02/2026', end_date: 'tomorrow' } });
    expect(bad.status).toBe(400);
    expect(first(bad).field_keys).toEqual({
      name: 'errors.required',
      start_date: 'errors.invalid_date',
      end_date: 'errors.invalid_date',
    });

    const name = `Năm ${rand()}`;
    await addYear(w.p, name, '01/09/2027', '31/05/2028');
    const dup = await call(yearCreate, {
      ...w.p,
      body: { name: name.toUpperCase(), start_date: '01/09/2028', end_date: '31/05/2029' },
    });
    expect(dup.status).toBe(409);
    expect(first(dup).message).toBe('errors.school_year_name_taken');
  });

  it('deletes an empty year; refuses one with classes and the current one (409)', async () => {
    const x = await world();
    const current = await addYear(x.p, '2026–2027', '05/09/2026', '31/05/2027');
    const withClass = await addYear(x.p, '2027–2028', '05/09/2027', '31/05/2028');
    const empty = await addYear(x.p, '2028–2029', '05/09/2028', '31/05/2029');
    await addClass(x.p, { name: 'Mầm 1', age_group: 'mau_giao_be', school_year_id: withClass });

    const busy = await call(yearDelete, { ...x.p, body: { ids: [withClass] }, language: 'en' });
    expect(busy.status).toBe(409);
    expect(first(busy)).toMatchObject({
      message: 'errors.school_year_in_use',
      text: translate('en', 'errors.school_year_in_use', { name: '2027–2028' }),
    });
    const cur = await call(yearDelete, { ...x.p, body: { ids: [current] } });
    expect(cur.status).toBe(409);
    expect(first(cur).message).toBe('errors.school_year_current');
    // All or nothing: the empty year of a refused batch stays.
    expect((await call(yearDelete, { ...x.p, body: { ids: [empty, withClass] } })).status).toBe(409);
    expect((await years(x.p)).map((y) => y.id)).toContain(empty);

    const ok = await call(yearDelete, { ...x.p, body: { ids: [empty] } });
    expect(ok.status).toBe(200);
    expect((await years(x.p)).map((y) => y.id)).not.toContain(empty);
    expect((await call(yearDelete, { ...x.p, body: { ids: [empty] } })).status).toBe(404);
  });

  it('lets a teacher and an accountant read years but not change them (403)', async () => {
    expect((await call(yearList, w.t1)).status).toBe(200);
    expect((await call(yearList, w.acc)).status).toBe(200);
    const y = (await years(w.p))[0].id;
    for (const as of [w.t1, w.acc]) {
      const replies = [
        await call(yearCreate, { ...as, body: { name: 'X', start_date: '01/09/2028', end_date: '31/05/2029' } }),
        await call(yearUpdate, {
          ...as,
          params: { id: y },
          body: { name: 'X', start_date: '01/09/2028', end_date: '31/05/2029', is_current: true },
        }),
        await call(yearSetCurrent, { ...as, params: { id: y } }),
        await call(yearDelete, { ...as, body: { ids: [y] } }),
      ];
      for (const r of replies) {
        expect(r.status).toBe(403);
        expect(first(r).message).toBe('errors.forbidden_action');
      }
    }
  });

  it("treats another school's year as not found (404) and never lists it", async () => {
    const other = await world();
    const theirs = await addYear(other.p, `Năm ${rand()}`, '05/09/2026', '31/05/2027');
    expect((await years(w.p)).map((y) => y.id)).not.toContain(theirs);
    expect((await call(yearSetCurrent, { ...w.p, params: { id: theirs } })).status).toBe(404);
    expect(
      (
        await call(yearUpdate, {
          ...w.p,
          params: { id: theirs },
          body: { name: 'X', start_date: '01/09/2028', end_date: '31/05/2029', is_current: true },
        })
      ).status,
    ).toBe(404);
    expect((await call(yearDelete, { ...w.p, body: { ids: [theirs] } })).status).toBe(404);
    const db_ = await db();
    const [still] = await db_.select().from(schoolYears).where(eq(schoolYears.id, theirs));
    expect(still.isCurrent).toBe(true);
  });
});

describe('classes', () => {
  let w: World;
  let year: string;
  beforeAll(async () => {
    w = await world();
    year = await addYear(w.p, '2026–2027', '05/09/2026', '31/05/2027');
  });

  it('creates a class with teachers of the school and shows it in the list and the detail', async () => {
    const id = await addClass(w.p, {
      name: 'Chồi 1',
      age_group: 'mau_giao_nho',
      school_year_id: year,
      capacity: 30,
      teacher_ids: [w.teacher1.id, w.teacher2.id],
    });
    const detail = await call(classDetail, { ...w.p, query: { id } });
    expect(detail.status).toBe(200);
    expect(detail.body.response.data).toMatchObject({
      id,
      name: 'Chồi 1',
      age_group: 'mau_giao_nho',
      school_year_id: year,
      school_year_name: '2026–2027',
      capacity: 30,
      status: 'active',
      teachers: [
        { id: w.teacher2.id, full_name: 'Lê Minh Anh' },
        { id: w.teacher1.id, full_name: 'Trần Thu Hà' },
      ],
    });
    const list = await call(classList, { ...w.p, query: { school_year_id: year, search: 'choi' } });
    expect(list.status).toBe(200);
    expect(list.body.response.data.map((c: Row) => c.id)).toEqual([id]);
    // The list's row is the detail's: teachers in name order, the creation time as an ISO instant.
    const [row] = list.body.response.data;
    expect(row).toEqual(detail.body.response.data);
    expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(list.body.response.total).toBe(1);
  });

  it('sorts by age group from the youngest, and filters by age group and status', async () => {
    const x = await world();
    const y = await addYear(x.p, '2026–2027', '05/09/2026', '31/05/2027');
    await addClass(x.p, { name: 'Lá 1', age_group: 'mau_giao_lon', school_year_id: y });
    await addClass(x.p, { name: 'Nhà trẻ 1', age_group: 'nha_tre', school_year_id: y });
    await addClass(x.p, { name: 'Mầm 1', age_group: 'mau_giao_be', school_year_id: y, status: 'archived' });
    const all = await call(classList, { ...x.p, query: { school_year_id: y } });
    expect(all.body.response.data.map((c: Row) => c.name)).toEqual(['Nhà trẻ 1', 'Mầm 1', 'Lá 1']);
    const byName = await call(classList, { ...x.p, query: { order_by: '-name', page_size: 2 } });
    expect(byName.body.response).toMatchObject({ total: 3 });
    expect(byName.body.response.data.map((c: Row) => c.name)).toEqual(['Nhà trẻ 1', 'Mầm 1']);
    const lon = await call(classList, { ...x.p, query: { age_group: 'mau_giao_lon' } });
    expect(lon.body.response.data.map((c: Row) => c.name)).toEqual(['Lá 1']);
    const archived = await call(classList, { ...x.p, query: { status: 'archived' } });
    expect(archived.body.response.data.map((c: Row) => c.name)).toEqual(['Mầm 1']);
  });

  it('answers 400 for a capacity outside 1–100, a missing age group or name, 409 for a duplicate name in the year', async () => {
    for (const capacity of [0, 101, 2.5]) {
      const r = await call(classCreate, {
        ...w.p,
        body: { name: `Lớp ${rand()}`, age_group: 'nha_tre', school_year_id: year, capacity },
      });
      expect(r.status).toBe(400);
      expect(first(r).field_keys).toEqual({ capacity: 'errors.capacity_range' });
    }
    const missing = await call(classCreate, {
      ...w.p,
      body: { name: ' ', school_year_id: year, capacity: 20, age_group: 'lop_hoc' },
    });
    expect(missing.status).toBe(400);
    expect(first(missing).field_keys).toMatchObject({ name: 'errors.required', age_group: 'errors.required' });

    const name = `Lá ${rand()}`;
    await addClass(w.p, { name, age_group: 'mau_giao_lon', school_year_id: year });
    const dup = await call(classCreate, {
      ...w.p,
      body: { name: name.toLowerCase(), age_group: 'mau_giao_lon', school_year_id: year, capacity: 30 },
    });
    expect(dup.status).toBe(409);
    expect(first(dup).message).toBe('errors.class_name_taken');
  });

  it("answers 404 for a teacher who is not staff of this school and for another school's year", async () => {
    const other = await world();
    const theirYear = await addYear(other.p, `Năm ${rand()}`, '05/09/2026', '31/05/2027');
    const outsider = await call(classCreate, {
      ...w.p,
      body: {
        name: `Lớp ${rand()}`,
        age_group: 'nha_tre',
        school_year_id: year,
        capacity: 20,
        teacher_ids: [other.teacher1.id],
      },
    });
    expect(outsider.status).toBe(404);
    expect(first(outsider)).toMatchObject({
      message: 'errors.teacher_not_found',
      field_keys: { teacher_ids: 'errors.teacher_not_found' },
    });
    const ghost = await call(classCreate, {
      ...w.p,
      body: {
        name: `Lớp ${rand()}`,
        age_group: 'nha_tre',
        school_year_id: year,
        capacity: 20,
        teacher_ids: [crypto.randomUUID()],
      },
    });
    expect(ghost.status).toBe(404);
    const foreignYear = await call(classCreate, {
      ...w.p,
      body: { name: `Lớp ${rand()}`, age_group: 'nha_tre', school_year_id: theirYear, capacity: 20 },
    });
    expect(foreignYear.status).toBe(404);
    expect(first(foreignYear).field_keys).toEqual({ school_year_id: 'errors.school_year_not_found' });
  });

  it("treats another school's class as not found (404) for read, update and delete", async () => {
    const other = await world();
    const theirYear = await addYear(other.p, '2026–2027', '05/09/2026', '31/05/2027');
    const theirs = await addClass(other.p, { name: 'Lá 9', age_group: 'mau_giao_lon', school_year_id: theirYear });
    expect((await call(classDetail, { ...w.p, query: { id: theirs } })).status).toBe(404);
    const up = await call(classUpdate, {
      ...w.p,
      params: { id: theirs },
      body: { name: 'Lá 9', age_group: 'mau_giao_lon', school_year_id: year, capacity: 20 },
    });
    expect(up.status).toBe(404);
    expect((await call(classDelete, { ...w.p, body: { ids: [theirs] } })).status).toBe(404);
    const list = await call(classList, { ...w.p, query: { page_size: 100 } });
    expect(list.body.response.data.map((c: Row) => c.id)).not.toContain(theirs);
    expect((await call(classDetail, { ...other.p, query: { id: theirs } })).status).toBe(200);
  });

  it('shows a teacher only the classes they teach, and another class is not found', async () => {
    const x = await world();
    const y = await addYear(x.p, '2026–2027', '05/09/2026', '31/05/2027');
    const mine = await addClass(x.p, {
      name: 'Mầm 1',
      age_group: 'mau_giao_be',
      school_year_id: y,
      teacher_ids: [x.teacher1.id],
    });
    const also = await addClass(x.p, {
      name: 'Mầm 2',
      age_group: 'mau_giao_be',
      school_year_id: y,
      teacher_ids: [x.teacher1.id, x.teacher2.id],
    });
    const notMine = await addClass(x.p, {
      name: 'Chồi 1',
      age_group: 'mau_giao_nho',
      school_year_id: y,
      teacher_ids: [x.teacher2.id],
    });
    // The teacher's classes are read on every request: the assignment counts at once.
    const t1 = x.t1;
    const list = await call(classList, t1);
    expect(list.status).toBe(200);
    expect(list.body.response.total).toBe(2);
    expect(list.body.response.data.map((c: Row) => c.id).sort()).toEqual([mine, also].sort());
    expect((await call(classDetail, { ...t1, query: { id: mine } })).status).toBe(200);
    expect((await call(classDetail, { ...t1, query: { id: notMine } })).status).toBe(404);

    // A teacher with no class sees none; the principal sees all three.
    const t3 = await x.school.addUser({ roles: ['teacher'] });
    const empty = await call(classList, { token: await signIn(t3.username, t3.password), tenantId: x.school.id });
    expect(empty.body.response).toEqual({ data: [], total: 0 });
    expect((await call(classList, x.p)).body.response.total).toBe(3);
  });

  it('lets a teacher and an accountant read classes but not change them (403)', async () => {
    const id = await addClass(w.p, { name: `Lớp ${rand()}`, age_group: 'nha_tre', school_year_id: year });
    expect((await call(classList, w.acc)).status).toBe(200);
    for (const as of [w.t1, w.acc]) {
      const body = { name: 'X', age_group: 'nha_tre', school_year_id: year, capacity: 10 };
      const replies = [
        await call(classCreate, { ...as, body }),
        await call(classUpdate, { ...as, params: { id }, body }),
        await call(classDelete, { ...as, body: { ids: [id] } }),
        await call(classCopy, { ...as, body: { from_school_year_id: year, to_school_year_id: crypto.randomUUID() } }),
      ];
      for (const r of replies) {
        expect(r.status).toBe(403);
        expect(first(r).message).toBe('errors.forbidden_action');
      }
    }
  });

  it('updates a class and replaces its teachers; archives instead of deleting a class with teachers', async () => {
    const id = await addClass(w.p, {
      name: `Chồi ${rand()}`,
      age_group: 'mau_giao_nho',
      school_year_id: year,
      teacher_ids: [w.teacher1.id],
    });
    const up = await call(classUpdate, {
      ...w.p,
      params: { id },
      body: {
        name: 'Chồi Hoa Mai',
        age_group: 'mau_giao_nho',
        school_year_id: year,
        capacity: 28,
        teacher_ids: [w.teacher2.id],
        status: 'active',
      },
    });
    expect(up.status).toBe(200);
    const detail = (await call(classDetail, { ...w.p, query: { id } })).body.response.data;
    expect(detail).toMatchObject({ name: 'Chồi Hoa Mai', capacity: 28, teachers: [{ id: w.teacher2.id }] });
    const database = await db();
    const rows = await database
      .select()
      .from(classTeachers)
      .where(and(eq(classTeachers.tenantId, w.school.id), eq(classTeachers.classId, id)));
    expect(rows.map((r) => r.userId)).toEqual([w.teacher2.id]);

    const refused = await call(classDelete, { ...w.p, body: { ids: [id] }, language: 'en' });
    expect(refused.status).toBe(409);
    expect(first(refused)).toMatchObject({
      message: 'errors.class_in_use',
      text: translate('en', 'errors.class_in_use', { name: 'Chồi Hoa Mai' }),
    });
    const archived = await call(classUpdate, {
      ...w.p,
      params: { id },
      body: {
        name: 'Chồi Hoa Mai',
        age_group: 'mau_giao_nho',
        school_year_id: year,
        capacity: 28,
        teacher_ids: [w.teacher2.id],
        status: 'archived',
      },
    });
    expect(archived.status).toBe(200);
    expect((await call(classDetail, { ...w.p, query: { id } })).body.response.data.status).toBe('archived');

    const bare = await addClass(w.p, { name: `Lớp trống ${rand()}`, age_group: 'nha_tre', school_year_id: year });
    const gone = await call(classDelete, { ...w.p, body: { ids: [bare] } });
    expect(gone.status).toBe(200);
    expect((await call(classDetail, { ...w.p, query: { id: bare } })).status).toBe(404);
  });

  it('offers the active staff of this school as teachers, and no one else', async () => {
    const other = await world();
    const r = await call(teacherDroplist, w.p);
    expect(r.status).toBe(200);
    const values = r.body.response.data.map((o: { value: string }) => o.value);
    expect(values).toEqual(expect.arrayContaining([w.teacher1.id, w.teacher2.id, w.principal.id]));
    expect(values).not.toContain(other.teacher1.id);
    expect(r.body.response.data.find((o: { value: string }) => o.value === w.teacher1.id)).toMatchObject({
      name: 'Trần Thu Hà',
      username: w.teacher1.username,
    });
  });
});

describe("copying last year's classes", () => {
  it('copies names and capacity, moves each age group up, leaves mẫu giáo lớn and teachers behind, in one go', async () => {
    const x = await world();
    const last = await addYear(x.p, '2025–2026', '05/09/2025', '31/05/2026');
    const next = await addYear(x.p, '2026–2027', '05/09/2026', '31/05/2027', true);
    await addClass(x.p, {
      name: 'Nhà trẻ 1',
      age_group: 'nha_tre',
      school_year_id: last,
      capacity: 20,
      teacher_ids: [x.teacher1.id],
    });
    await addClass(x.p, { name: 'Mầm 1', age_group: 'mau_giao_be', school_year_id: last, capacity: 25 });
    await addClass(x.p, { name: 'Chồi 1', age_group: 'mau_giao_nho', school_year_id: last, capacity: 30 });
    await addClass(x.p, { name: 'Lá 1', age_group: 'mau_giao_lon', school_year_id: last, capacity: 35 });

    const r = await call(classCopy, { ...x.p, body: { from_school_year_id: last, to_school_year_id: next } });
    expect(r.status).toBe(200);
    expect(first(r)).toMatchObject({ result: 1, id: next, message: 'classAdmin.copied' });
    const copied = (await call(classList, { ...x.p, query: { school_year_id: next } })).body.response.data as (Row & {
      age_group: string;
      capacity: number;
      teachers: unknown[];
    })[];
    expect(copied.map((c) => [c.name, c.age_group, c.capacity, c.teachers.length])).toEqual([
      ['Nhà trẻ 1', 'mau_giao_be', 20, 0],
      ['Mầm 1', 'mau_giao_nho', 25, 0],
      ['Chồi 1', 'mau_giao_lon', 30, 0],
    ]);
    // The old year is untouched.
    expect((await call(classList, { ...x.p, query: { school_year_id: last } })).body.response.total).toBe(4);

    // Again: the names are taken now, and nothing more is written.
    const again = await call(classCopy, { ...x.p, body: { from_school_year_id: last, to_school_year_id: next } });
    expect(again.status).toBe(409);
    expect(first(again).message).toBe('errors.class_name_taken');
    expect((await call(classList, { ...x.p, query: { school_year_id: next } })).body.response.total).toBe(3);
  });

  it('refuses when one name clashes (409, nothing copied), the same year (400), an empty source (422) and a foreign year (404)', async () => {
    const x = await world();
    const last = await addYear(x.p, '2025–2026', '05/09/2025', '31/05/2026');
    const next = await addYear(x.p, '2026–2027', '05/09/2026', '31/05/2027');
    const empty = await addYear(x.p, '2027–2028', '05/09/2027', '31/05/2028');
    await addClass(x.p, { name: 'Mầm 1', age_group: 'mau_giao_be', school_year_id: last });
    await addClass(x.p, { name: 'Mầm 2', age_group: 'mau_giao_be', school_year_id: last });
    await addClass(x.p, { name: 'MẦM 2', age_group: 'mau_giao_nho', school_year_id: next });

    const clash = await call(classCopy, { ...x.p, body: { from_school_year_id: last, to_school_year_id: next } });
    expect(clash.status).toBe(409);
    expect((await call(classList, { ...x.p, query: { school_year_id: next } })).body.response.total).toBe(1);

    const same = await call(classCopy, { ...x.p, body: { from_school_year_id: last, to_school_year_id: last } });
    expect(same.status).toBe(400);
    expect(first(same).field_keys).toEqual({ to_school_year_id: 'errors.same_school_year' });

    const nothing = await call(classCopy, { ...x.p, body: { from_school_year_id: empty, to_school_year_id: next } });
    expect(nothing.status).toBe(422);
    expect(first(nothing).message).toBe('errors.nothing_to_copy');

    const other = await world();
    const theirs = await addYear(other.p, '2026–2027', '05/09/2026', '31/05/2027');
    expect(
      (await call(classCopy, { ...x.p, body: { from_school_year_id: last, to_school_year_id: theirs } })).status,
    ).toBe(404);
    expect(
      (await call(classCopy, { ...x.p, body: { from_school_year_id: theirs, to_school_year_id: empty } })).status,
    ).toBe(404);
  });
});
