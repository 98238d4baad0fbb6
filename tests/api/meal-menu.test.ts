import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { roles } from '@/lib/server/db/schema';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as dishList } from '@/app/api/webadmin/Dish/get-list/route';
import { GET as dishDetail } from '@/app/api/webadmin/Dish/get-detail/route';
import { POST as dishCreate } from '@/app/api/webadmin/Dish/create/route';
import { PUT as dishUpdate } from '@/app/api/webadmin/Dish/update/[id]/route';
import { DELETE as dishDelete } from '@/app/api/webadmin/Dish/delete/[id]/route';
import { GET as getWeek } from '@/app/api/webadmin/Menu/get-week/route';
import { PUT as saveWeek } from '@/app/api/webadmin/Menu/save-week/route';
import { POST as copyWeek } from '@/app/api/webadmin/Menu/copy-week/route';
import { PUT as publish } from '@/app/api/webadmin/Menu/publish/route';
import { GET as menuPdf } from '@/app/api/webadmin/Menu/pdf/route';
import { POST as appLogin } from '@/app/api/app/login/route';
import { GET as appMenus } from '@/app/api/app/menus/route';
import { db } from '@/lib/server/db/client';
import { seedDemoMenus } from '@/lib/server/demo/demo-menus';
import { addWeeks, weekOf } from '@/lib/iso-week';
import { daysOfMonth, schoolToday } from '@/lib/school-time';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/lib/server/db/rows';
import { family, ok, world, type As } from '../helpers/parent-world';
import { pdfTextRuns } from '../helpers/pdf-text';
import { call, callFile, first, makeSchool, randomIp, signIn, type Reply } from '../helpers/world';

// Menus (issue 38): the dish library, a week built by copying last week and changing two dishes, its nutrition
// against a figure computed by hand, publishing to parents, the PDF's Vietnamese, rights, other schools, bad input.

const status = (r: Reply, s: number) => expect(r.status, JSON.stringify(r.body)).toBe(s);
const LAST_WEEK = '2027-W10'; // Monday 08/03/2027
const THIS_WEEK = '2027-W11'; // Monday 15/03/2027

let p: As;
let nurse: As;
let teacher: As;
let accountant: As;
let schoolId: string;
let parentToken: string;
let studentId: string;
const dish: Record<string, string> = {};

async function newDish(as: As, body: Record<string, unknown>) {
  const r = await call(dishCreate, { ...as, body });
  status(r, 200);
  return first(r).id as string;
}

const week = (as: As, w: string, age = 'mau_giao') => call(getWeek, { ...as, query: { age_group: age, week: w } });

beforeAll(async () => {
  const w = await world();
  p = w.p;
  schoolId = w.school.id;
  const as = async (roles: string[]) => {
    const u = await w.school.addUser({ roles });
    return { token: await signIn(u.username, u.password), tenantId: w.school.id };
  };
  [nurse, teacher, accountant] = [await as(['nurse']), await as(['teacher']), await as(['accountant'])];
  const f = await family(w.school, p, w.classId, 'Lê Minh Khôi');
  studentId = f.studentId;
  const login = ok(
    await call(appLogin, { body: { username: f.username, password: f.password, school_code: w.school.code }, headers: { 'x-forwarded-for': randomIp() } }),
  );
  parentToken = login.body.response.data.accessToken;
  // Known values: rice and pork computed from the food table, milk entered by hand.
  dish.rice = await newDish(nurse, { name: 'Cơm trắng', ingredients: [{ food_code: 'gao_te', name: 'Gạo tẻ', grams: 100 }] });
  dish.pork = await newDish(nurse, {
    name: 'Thịt lợn rim',
    ingredients: [
      { food_code: 'thit_lon_nac', name: 'Thịt lợn nạc', grams: 100 },
      { food_code: 'dau_an', name: 'Dầu ăn', grams: 10 },
      { food_code: null, name: 'Nước mắm', grams: 3 },
    ],
  });
  dish.milk = await newDish(nurse, {
    name: 'Sữa tươi',
    nutrition_source: 'manual',
    energy_kcal: 150,
    protein_g: 6,
    fat_g: 7,
    carb_g: 16,
  });
  dish.fish = await newDish(nurse, { name: 'Cá rô phi sốt cà chua', ingredients: [{ food_code: 'ca_ro_phi', name: 'Cá rô phi', grams: 50 }, { food_code: 'ca_chua', name: 'Cà chua', grams: 20 }] });
  dish.soup = await newDish(nurse, { name: 'Canh bí đỏ', ingredients: [{ food_code: 'bi_do', name: 'Bí đỏ', grams: 50 }] });
  dish.banana = await newDish(nurse, { name: 'Chuối tiêu', ingredients: [{ food_code: 'chuoi', name: 'Chuối', grams: 100 }] });
});

describe('dish library', () => {
  it('computes a dish from the food table (foods typed by hand count nothing) and keeps one entered by hand', async () => {
    const pork = ok(await call(dishDetail, { ...p, query: { id: dish.pork } })).body.response.data;
    // 100 g lean pork (139 kcal, 19.0 / 7.0 / 0) + 10 g oil (89.7 kcal, 0 / 9.97 / 0)
    expect(pork).toMatchObject({ nutrition_source: 'computed', energy_kcal: 228.7, protein_g: 19, fat_g: 17, carb_g: 0, archived_at: null, menus: 0 });
    const milk = ok(await call(dishDetail, { ...p, query: { id: dish.milk } })).body.response.data;
    expect(milk).toMatchObject({ nutrition_source: 'manual', energy_kcal: 150, protein_g: 6, fat_g: 7, carb_g: 16 });
    const list = ok(await call(dishList, { ...teacher, query: { search: 'thit lon' } })).body.response;
    expect(list.data.map((d: { name: string }) => d.name)).toEqual(['Thịt lợn rim']);
  });

  it('refuses bad input with translated messages', async () => {
    const bad = async (body: Record<string, unknown>, field: string, message: string) => {
      const r = await call(dishCreate, { ...nurse, body });
      status(r, 400);
      expect(first(r).field_keys?.[field] ?? first(r).message, JSON.stringify(r.body)).toBe(message);
    };
    await bad({ name: '', ingredients: [{ food_code: 'gao_te', name: 'Gạo', grams: 10 }] }, 'name', 'errors.required');
    await bad({ name: 'Món A', ingredients: [{ food_code: 'khong_co', name: 'X', grams: 10 }] }, 'ingredients.0.food_code', 'errors.dish_unknown_food');
    await bad({ name: 'Món B', ingredients: [{ food_code: 'gao_te', name: 'Gạo', grams: -5 }] }, 'ingredients.0.grams', 'errors.dish_grams_range');
    await bad({ name: 'Món C', ingredients: [{ food_code: null, name: 'Lá lốt', grams: 5 }] }, 'ingredients', 'errors.dish_no_food');
    await bad({ name: 'Món D', nutrition_source: 'manual', energy_kcal: 100 }, 'protein_g', 'errors.required');
    const dup = await call(dishCreate, { ...nurse, language: 'vi', body: { name: 'cơm TRẮNG', ingredients: [{ food_code: 'gao_te', name: 'Gạo', grams: 50 }] } });
    status(dup, 409);
    expect(first(dup).text).toBe('Đã có món ăn cùng tên');
  });

  it('gives the library to the principal and the nurse, read-only to teachers, nothing to an accountant', async () => {
    status(await call(dishCreate, { ...teacher, body: { name: 'Món GV', ingredients: [{ food_code: 'gao_te', name: 'Gạo', grams: 10 }] } }), 403);
    status(await call(dishList, { ...accountant }), 403);
    status(await call(dishDelete, { ...teacher, params: { id: dish.banana } }), 403);
    ok(await call(dishUpdate, { ...p, params: { id: dish.banana }, body: { name: 'Chuối tiêu chín', ingredients: [{ food_code: 'chuoi', name: 'Chuối', grams: 100 }] } }));
  });
});

describe('the week menu', () => {
  it('is built by copying last week and changing two dishes, and its nutrition matches a hand-computed figure', async () => {
    const monday = '2027-03-08';
    ok(
      await call(saveWeek, {
        ...nurse,
        body: {
          age_group: 'mau_giao',
          week: LAST_WEEK,
          days: [
            { date: monday, meals: [{ meal: 'breakfast', dish_ids: [dish.milk] }, { meal: 'lunch', dish_ids: [dish.rice, dish.fish] }] },
            { date: '2027-03-09', meals: [{ meal: 'lunch', dish_ids: [dish.rice, dish.soup] }, { meal: 'snack', dish_ids: [dish.banana] }] },
          ],
        },
      }),
    );
    ok(await call(copyWeek, { ...nurse, body: { age_group: 'mau_giao', from_week: LAST_WEEK, to_week: THIS_WEEK } }));
    const copied = ok(await week(nurse, THIS_WEEK)).body.response.data;
    expect(copied.status).toBe('draft');
    expect(copied.days.map((d: { date: string }) => d.date)).toEqual(['2027-03-15', '2027-03-16', '2027-03-17', '2027-03-18', '2027-03-19']);
    expect(copied.days[0].meals[1].dishes.map((d: { name: string }) => d.name)).toEqual(['Cơm trắng', 'Cá rô phi sốt cà chua']);
    // Two dishes changed: Monday's fish → pork, Tuesday's soup → fish.
    const ids = (d: { meals: { meal: string; dishes: { id: string }[] }[] }) =>
      d.meals.filter((m) => m.dishes.length).map((m) => ({ meal: m.meal, dish_ids: m.dishes.map((x) => x.id) }));
    const days = copied.days.map((d: { date: string }) => ({ date: d.date, meals: ids(d as never) }));
    days[0].meals[1].dish_ids = [dish.rice, dish.pork];
    days[1].meals[0].dish_ids = [dish.rice, dish.fish];
    ok(await call(saveWeek, { ...nurse, body: { age_group: 'mau_giao', week: THIS_WEEK, days } }));
    const built = ok(await week(teacher, THIS_WEEK)).body.response.data;
    const mon = built.days[0];
    expect(mon.meals.map((m: { dishes: { name: string }[] }) => m.dishes.map((d) => d.name))).toEqual([['Sữa tươi'], ['Cơm trắng', 'Thịt lợn rim'], []]);
    // By hand: milk 150 kcal (6 / 7 / 16 g) + rice 100 g (344; 7.9 / 1.0 / 75.9) + pork (228.7; 19.0 / 17.0 / 0)
    // = 722.7 kcal; protein 32.9 g ×4 = 131.6, fat 25 g ×9 = 225, carbohydrate 91.9 g ×4 = 367.6 → 724.2 kcal from
    // the three: protein 18.2 %, fat 31.1 %, carbohydrate 50.8 % — below mẫu giáo's 52–60 %.
    expect(mon).toMatchObject({ energy_kcal: 722.7, protein_g: 32.9, fat_g: 25, carb_g: 91.9, protein_pct: 18.2, fat_pct: 31.1, carb_pct: 50.8, flags: ['carb_low'] });
    expect(built.days[1].meals[1].dishes.map((d: { name: string }) => d.name)).toEqual(['Cơm trắng', 'Cá rô phi sốt cà chua']);
    expect(built.days[2]).toMatchObject({ energy_kcal: 0, flags: [] });
    expect(built.norms).toEqual({ energy: [615, 726], protein: [13, 20], fat: [25, 35], carb: [52, 60] });
    // The week: the average of Monday and Tuesday.
    const tue = built.days[1];
    expect(built.week_total.energy_kcal).toBeCloseTo((mon.energy_kcal + tue.energy_kcal) / 2, 1);
    // The same day against the nursery's norms: too much energy (600–651) and carbohydrate above 47–50 %.
    ok(await call(saveWeek, { ...nurse, body: { age_group: 'nha_tre', week: THIS_WEEK, days: [days[0]] } }));
    expect(ok(await week(nurse, THIS_WEEK, 'nha_tre')).body.response.data.days[0].flags).toEqual(['energy_high', 'carb_high']);
  });

  it('is published to the parents of the age group, who see only published weeks', async () => {
    const before = ok(await call(appMenus, { token: parentToken, query: { student_id: studentId, week: THIS_WEEK } })).body.response.data;
    expect(before).toEqual({ week: THIS_WEEK, age_group: 'mau_giao', days: [] });
    status(await call(publish, { ...teacher, body: { age_group: 'mau_giao', week: THIS_WEEK } }), 403);
    ok(await call(publish, { ...nurse, body: { age_group: 'mau_giao', week: THIS_WEEK } }));
    status(await call(publish, { ...nurse, body: { age_group: 'mau_giao', week: THIS_WEEK } }), 409);
    status(await call(publish, { ...nurse, body: { age_group: 'mau_giao', week: '2027-W30' } }), 422);
    const events = await rowsOf<{ params: unknown; url: string }>(
      await db(),
      sql`select params, url from notification_events where tenant_id = ${schoolId} and kind = 'menu_published'`,
    );
    expect(events).toEqual([{ params: { from: '15/03/2027', to: '19/03/2027' }, url: `/parent/menus?week=${THIS_WEEK}` }]);
    const after = ok(await call(appMenus, { token: parentToken, query: { student_id: studentId, week: THIS_WEEK } })).body.response.data;
    expect(after.days[0]).toEqual({
      date: '2027-03-15',
      meals: [
        { meal: 'breakfast', meal_name: 'Bữa sáng', dishes: [{ name: 'Sữa tươi', energy_kcal: 150 }] },
        { meal: 'lunch', meal_name: 'Bữa trưa', dishes: [{ name: 'Cơm trắng', energy_kcal: 344 }, { name: 'Thịt lợn rim', energy_kcal: 228.7 }] },
        { meal: 'snack', meal_name: 'Bữa phụ chiều', dishes: [] },
      ],
      energy_kcal: 722.7,
      protein_pct: 18.2,
      fat_pct: 31.1,
      carb_pct: 50.8,
      flags: ['carb_low'],
    });
  });

  it('prints an A4 PDF whose Vietnamese reads back letter for letter', async () => {
    const r = await callFile(menuPdf, { ...teacher, language: 'vi', query: { age_group: 'mau_giao', week: THIS_WEEK } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.load(r.bytes);
    expect(doc.getPage(0).getSize()).toEqual({ width: 842, height: 595 });
    // The text runs go back through the embedded subset font's ToUnicode map: what a reader copies out of the page.
    const text = (await pdfTextRuns(r.bytes)).join('\n');
    for (const expected of ['THỰC ĐƠN TUẦN 15/03/2027 – 19/03/2027', 'Mẫu giáo', 'Thứ Hai', 'Bữa trưa', '• Thịt lợn rim', '• Cá rô phi sốt cà chua', 'Đạm 18.2%', 'Thông tư 28/2016/TT-BGDĐT'])
      expect(text).toContain(expected);
    expect(text).not.toContain('�');
    // And the font drawn with (DejaVu Sans, embedded) has a real glyph for every letter on the page, tone marks included.
    const fontkit = (await import('@pdf-lib/fontkit')).default;
    const font = fontkit.create(fs.readFileSync(path.join(process.cwd(), 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf'))) as unknown as {
      glyphForCodePoint(cp: number): { id: number };
    };
    const missing = [...new Set(text.replace(/\s/g, ''))].filter((ch) => font.glyphForCodePoint(ch.codePointAt(0)!).id === 0);
    expect(missing).toEqual([]);
  });

  it('archives a dish in use instead of deleting it; old menus still show it, new ones refuse it', async () => {
    const r = ok(await call(dishDelete, { ...nurse, params: { id: dish.fish } }));
    expect(first(r).message).toBe('dish.archived');
    const still = ok(await week(teacher, THIS_WEEK)).body.response.data.days[1].meals[1].dishes;
    expect(still.map((d: { name: string; archived: boolean }) => [d.name, d.archived])).toEqual([['Cơm trắng', false], ['Cá rô phi sốt cà chua', true]]);
    const active = ok(await call(dishList, { ...nurse, query: { page_size: 100 } })).body.response.data.map((d: { id: string }) => d.id);
    expect(active).not.toContain(dish.fish);
    const archived = ok(await call(dishList, { ...nurse, query: { state: 'archived' } })).body.response.data;
    expect(archived.map((d: { id: string; menus: number }) => [d.id, d.menus])).toEqual([[dish.fish, 2]]);
    // Kept where the week already had it; refused anywhere new; left out of a copy.
    const thisWeek = ok(await week(nurse, THIS_WEEK)).body.response.data;
    const same = thisWeek.days.map((d: { date: string; meals: { meal: string; dishes: { id: string }[] }[] }) => ({
      date: d.date,
      meals: d.meals.map((m) => ({ meal: m.meal, dish_ids: m.dishes.map((x) => x.id) })),
    }));
    ok(await call(saveWeek, { ...nurse, body: { age_group: 'mau_giao', week: THIS_WEEK, days: same } }));
    const other = await call(saveWeek, { ...nurse, language: 'vi', body: { age_group: 'mau_giao', week: '2027-W12', days: [{ date: '2027-03-22', meals: [{ meal: 'lunch', dish_ids: [dish.fish] }] }] } });
    status(other, 409);
    expect(first(other).text).toBe('Món ăn đã lưu trữ, không thể thêm vào thực đơn');
    status(await call(dishUpdate, { ...nurse, params: { id: dish.fish }, body: { name: 'Cá', ingredients: [{ food_code: 'ca_ro_phi', name: 'Cá', grams: 50 }] } }), 409);
    ok(await call(copyWeek, { ...nurse, body: { age_group: 'mau_giao', from_week: LAST_WEEK, to_week: '2027-W13' } }));
    const copy = ok(await week(nurse, '2027-W13')).body.response.data;
    expect(copy.days[0].meals[1].dishes.map((d: { name: string }) => d.name)).toEqual(['Cơm trắng']);
    // A dish no menu names is deleted.
    const spare = await newDish(nurse, { name: 'Bánh mì', ingredients: [{ food_code: 'banh_mi', name: 'Bánh mì', grams: 40 }] });
    expect(first(ok(await call(dishDelete, { ...nurse, params: { id: spare } }))).message).toBe('dish.deleted');
    status(await call(dishDetail, { ...nurse, query: { id: spare } }), 404);
  });

  it('refuses bad weeks, days and copies with translated 4xx', async () => {
    const bad = await call(getWeek, { ...nurse, language: 'vi', query: { age_group: 'mau_giao', week: '2027-W60' } });
    status(bad, 400);
    expect(first(bad).field_keys.week).toBe('errors.menu_week');
    expect(first(bad).fields.week).toBe('Tuần không hợp lệ (dạng 2026-W48)');
    status(await call(getWeek, { ...nurse, query: { age_group: 'lop_la', week: THIS_WEEK } }), 400);
    const outside = await call(saveWeek, { ...nurse, body: { age_group: 'mau_giao', week: THIS_WEEK, days: [{ date: '2027-03-22', meals: [] }] } });
    status(outside, 400);
    expect(first(outside).message).toBe('errors.menu_day_outside_week');
    status(await call(saveWeek, { ...nurse, body: { age_group: 'mau_giao', week: THIS_WEEK, days: [{ date: '2027-03-15', meals: [{ meal: 'dinner', dish_ids: [] }] }] } }), 400);
    status(await call(copyWeek, { ...nurse, body: { age_group: 'mau_giao', from_week: THIS_WEEK, to_week: THIS_WEEK } }), 400);
    status(await call(copyWeek, { ...nurse, body: { age_group: 'mau_giao', from_week: LAST_WEEK, to_week: THIS_WEEK } }), 409);
    ok(await call(copyWeek, { ...nurse, body: { age_group: 'mau_giao', from_week: LAST_WEEK, to_week: THIS_WEEK, replace: true } }));
    status(await call(copyWeek, { ...nurse, body: { age_group: 'mau_giao', from_week: '2026-W01', to_week: '2027-W40' } }), 422);
    status(await call(saveWeek, { ...teacher, body: { age_group: 'mau_giao', week: THIS_WEEK, days: [] } }), 403);
    status(await call(getWeek, { ...accountant, query: { age_group: 'mau_giao', week: THIS_WEEK } }), 403);
  });

  it('keeps schools and families apart', async () => {
    const other = await makeSchool();
    const principal = await other.addUser({ roles: ['principal'] });
    const o: As = { token: await signIn(principal.username, principal.password), tenantId: other.id };
    status(await call(dishDetail, { ...o, query: { id: dish.rice } }), 404);
    status(await call(dishUpdate, { ...o, params: { id: dish.rice }, body: { name: 'X', ingredients: [{ food_code: 'gao_te', name: 'Gạo', grams: 1 }] } }), 404);
    status(await call(dishDelete, { ...o, params: { id: dish.rice } }), 404);
    const foreign = await call(saveWeek, { ...o, body: { age_group: 'mau_giao', week: THIS_WEEK, days: [{ date: '2027-03-15', meals: [{ meal: 'lunch', dish_ids: [dish.rice] }] }] } });
    status(foreign, 404);
    // The other school's week is its own (empty), and nothing of ours was written there.
    expect(ok(await week(o, THIS_WEEK)).body.response.data.days.every((d: { energy_kcal: number }) => d.energy_kcal === 0)).toBe(true);
    expect(ok(await call(dishList, { ...o })).body.response.total).toBe(0);
    // A parent asking for a child of another family (or of no family) gets 404.
    const w2 = await world();
    const stranger = await family(w2.school, w2.p, w2.classId, 'Phạm Gia Bảo');
    status(await call(appMenus, { token: parentToken, query: { student_id: stranger.studentId, week: THIS_WEEK } }), 404);
    status(await call(appMenus, { token: parentToken, query: { student_id: studentId, week: 'tuần này' } }), 400);
  });
});

describe('demo menus', () => {
  it('plans this month for both age groups, published up to this week, and leaves the week after the month empty', async () => {
    const school = await makeSchool();
    const nurseUser = await school.addUser({ roles: ['nurse'] });
    const n: As = { token: await signIn(nurseUser.username, nurseUser.password), tenantId: school.id };
    await seedDemoMenus(await db(), { tenantId: school.id, nurseId: nurseUser.id });
    const now = weekOf(schoolToday());
    for (const age of ['nha_tre', 'mau_giao']) {
      const w = ok(await week(n, now, age)).body.response.data;
      expect(w.status).toBe('published');
      expect(w.days.every((d: { energy_kcal: number; meals: { dishes: unknown[] }[] }) => d.energy_kcal > 550 && d.meals.every((m) => m.dishes.length))).toBe(true);
    }
    const after = addWeeks(weekOf(daysOfMonth(schoolToday().slice(0, 7)).at(-1)!), 1);
    expect(ok(await week(n, after)).body.response.data.status).toBe(null);
  });
});

describe('migration 0047: the menus reach existing schools', () => {
  it('gives the principal and the nurse the whole menus and teachers read, leaving a role that names them as it is', async () => {
    const database = await db();
    const school = await makeSchool();
    const set = (key: string, rights: Record<string, string[]>) => database.update(roles).set({ rights }).where(eq(roles.id, school.roleIds[key]!));
    await set('principal', { home: ['read'] });
    await set('nurse', { home: ['read'] });
    await set('teacher', { home: ['read'], dish: [] });
    const migration = fs.readFileSync(path.join(process.cwd(), 'lib/server/db/migrations/0047_meal_menu_rights.sql'), 'utf8');
    await database.execute(sql.raw(migration));
    await database.execute(sql.raw(migration));
    const rightsOf = async (key: string) =>
      (await database.select({ rights: roles.rights }).from(roles).where(eq(roles.id, school.roleIds[key]!)))[0]!.rights;
    expect(await rightsOf('principal')).toEqual({ home: ['read'], 'meal-menu': ['read', 'update', 'approve'], dish: ['read', 'create', 'update', 'delete'] });
    expect(await rightsOf('nurse')).toEqual({ home: ['read'], 'meal-menu': ['read', 'update', 'approve'], dish: ['read', 'create', 'update', 'delete'] });
    expect(await rightsOf('teacher')).toEqual({ home: ['read'], dish: [], 'meal-menu': ['read'] });
  });
});
