import { beforeAll, describe, expect, it } from 'vitest';
import { POST as dishCreate } from '@/app/api/webadmin/Dish/create/route';
import { GET as getWeek } from '@/app/api/webadmin/Menu/get-week/route';
import { PUT as saveWeek } from '@/app/api/webadmin/Menu/save-week/route';
import { PUT as publish } from '@/app/api/webadmin/Menu/publish/route';
import { GET as menuPdf } from '@/app/api/webadmin/Menu/pdf/route';
import { GET as exportWeek } from '@/app/api/webadmin/Menu/export-week/route';
import { GET as getSettings } from '@/app/api/webadmin/ContactBook/get-settings/route';
import { PUT as updateSettings } from '@/app/api/webadmin/ContactBook/update-settings/route';
import { POST as appLogin } from '@/app/api/app/login/route';
import { GET as appMenus } from '@/app/api/app/menus/route';
import { family, ok, world, type As } from '../helpers/parent-world';
import { pdfTextRuns } from '../helpers/pdf-text';
import { call, callFile, first, randomIp, signIn, type Json, type Reply } from '../helpers/world';

// Menus and the school's meals (issue 38): the week's menu plans the meals of the contact book settings, named as the
// school names them on the screen, the PDF and the parents' call (codes unchanged); and the week as a spreadsheet
// read back cell by cell.

const status = (r: Reply, s: number) => expect(r.status, JSON.stringify(r.body)).toBe(s);
const WEEK = '2027-W20'; // Monday 17/05/2027
const MONDAY = '2027-05-17';
const TUESDAY = '2027-05-18';

let p: As;
let nurse: As;
let accountant: As;
let other: As;
let parentToken: string;
let studentId: string;
const dish: Record<string, string> = {};

async function manualDish(as: As, name: string, energy_kcal: number, protein_g: number, fat_g: number, carb_g: number) {
  const r = await call(dishCreate, { ...as, body: { name, nutrition_source: 'manual', energy_kcal, protein_g, fat_g, carb_g } });
  status(r, 200);
  return first(r).id as string;
}

async function xlsxRows(r: { bytes: Uint8Array }) {
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(r.bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: unknown[][] = [];
  // An empty cell reads back as nothing: as '' here, as the screen shows it.
  sheet.eachRow((row) => rows.push(Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1).value ?? '')));
  return { name: sheet.name, rows };
}

beforeAll(async () => {
  const w = await world();
  p = w.p;
  const as = async (roles: string[]) => {
    const u = await w.school.addUser({ roles });
    return { token: await signIn(u.username, u.password), tenantId: w.school.id };
  };
  [nurse, accountant] = [await as(['nurse']), await as(['accountant'])];
  other = (await world()).p;
  const f = await family(w.school, p, w.classId, 'Phan Gia Huy');
  studentId = f.studentId;
  const login = ok(
    await call(appLogin, { body: { username: f.username, password: f.password, school_code: w.school.code }, headers: { 'x-forwarded-for': randomIp() } }),
  );
  parentToken = login.body.response.data.accessToken;
  // Round figures: energy 4·P + 9·F + 4·C.
  dish.milk = await manualDish(nurse, 'Sữa tươi', 150, 6, 7, 16);
  dish.rice = await manualDish(nurse, 'Cơm trắng', 344, 8, 1, 75);
  dish.meat = await manualDish(nurse, 'Thịt bò xào', 200, 20, 12, 4);
  dish.cake = await manualDish(nurse, 'Bánh flan', 120, 4, 5, 15);
});

describe('the week’s menu and the school’s meals', () => {
  it('plans and names the meals as the school’s contact book settings name them', async () => {
    const s = ok(await call(getSettings, { ...p })).body.response.data as Json;
    const meals = [s.meals[0], { vi: 'Bữa phụ sáng', en: 'Morning snack' }, s.meals[1], { ...s.meals[2], vi: 'Bữa xế', en: 'Tea time' }];
    ok(await call(updateSettings, { ...p, body: { ...s, meals } }));

    const save = (days: Json[]) => call(saveWeek, { ...nurse, body: { age_group: 'mau_giao', week: WEEK, days } });
    ok(
      await save([
        {
          date: MONDAY,
          meals: [
            { meal: 'breakfast', dish_ids: [dish.milk] },
            { meal: 'morning_snack', dish_ids: [dish.cake] },
            { meal: 'lunch', dish_ids: [dish.rice, dish.meat] },
          ],
        },
        { date: TUESDAY, meals: [{ meal: 'snack', dish_ids: [dish.cake] }] },
      ]),
    );
    // A meal the school does not have is refused.
    status(await save([{ date: MONDAY, meals: [{ meal: 'dinner', dish_ids: [dish.rice] }] }]), 400);

    const vi = ok(await call(getWeek, { ...nurse, query: { age_group: 'mau_giao', week: WEEK } })).body.response.data;
    expect(vi.meals).toEqual([
      { meal: 'breakfast', name: 'Bữa sáng' },
      { meal: 'morning_snack', name: 'Bữa phụ sáng' },
      { meal: 'lunch', name: 'Bữa trưa' },
      { meal: 'snack', name: 'Bữa xế' },
    ]);
    expect(vi.days[0].meals.map((m: Json) => [m.name, m.dishes.map((d: Json) => d.name)])).toEqual([
      ['Bữa sáng', ['Sữa tươi']],
      ['Bữa phụ sáng', ['Bánh flan']],
      ['Bữa trưa', ['Cơm trắng', 'Thịt bò xào']],
      ['Bữa xế', []],
    ]);
    const en = ok(await call(getWeek, { ...nurse, language: 'en', query: { age_group: 'mau_giao', week: WEEK } })).body.response.data;
    expect(en.meals.map((m: Json) => m.name)).toEqual(['Breakfast', 'Morning snack', 'Lunch', 'Tea time']);

    // The parents' call keeps `meal` a code and adds the school's name of it.
    ok(await call(publish, { ...nurse, body: { age_group: 'mau_giao', week: WEEK } }));
    const app = ok(await call(appMenus, { token: parentToken, query: { student_id: studentId, week: WEEK } })).body.response.data;
    expect(app.days[1].meals).toEqual([
      { meal: 'breakfast', meal_name: 'Bữa sáng', dishes: [] },
      { meal: 'morning_snack', meal_name: 'Bữa phụ sáng', dishes: [] },
      { meal: 'lunch', meal_name: 'Bữa trưa', dishes: [] },
      { meal: 'snack', meal_name: 'Bữa xế', dishes: [{ name: 'Bánh flan', energy_kcal: 120 }] },
    ]);

    const pdf = await callFile(menuPdf, { ...nurse, language: 'vi', query: { age_group: 'mau_giao', week: WEEK } });
    const text = (await pdfTextRuns(pdf.bytes)).join(' ');
    expect(text).toContain('Bữa phụ sáng');
    expect(text).toContain('Bữa xế');

    // A meal this menu plans cannot be removed from the settings.
    const now = ok(await call(getSettings, { ...p })).body.response.data as Json;
    const refused = await call(updateSettings, { ...p, body: { ...now, meals: now.meals.filter((m: Json) => m.code !== 'morning_snack') } });
    status(refused, 422);
    expect(first(refused).message).toBe('errors.contact_book_meal_in_use');

    // Another school keeps its own (default) meals.
    const theirs = ok(await call(getWeek, { ...other, query: { age_group: 'mau_giao', week: WEEK } })).body.response.data;
    expect(theirs.meals.map((m: Json) => m.name)).toEqual(['Bữa sáng', 'Bữa trưa', 'Bữa phụ chiều']);
    expect(theirs.days.every((d: Json) => d.meals.every((m: Json) => !m.dishes.length))).toBe(true);
  });

  it('exports the week as a spreadsheet: dishes by day and meal, the day’s energy and shares, the week’s average', async () => {
    const r = await callFile(exportWeek, { ...nurse, language: 'vi', query: { age_group: 'mau_giao', week: WEEK } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('spreadsheetml');
    const { name, rows } = await xlsxRows(r);
    expect(name).toBe('Thực đơn tuần');
    expect(rows[0]).toEqual(['Ngày', 'Thứ', 'Bữa sáng', 'Bữa phụ sáng', 'Bữa trưa', 'Bữa xế', 'Năng lượng (kcal)', 'Đạm (%)', 'Béo (%)', 'Bột đường (%)', 'Định mức']);
    // Monday: 150 + 120 + 344 + 200 = 814 kcal; protein 38 g → 152 kcal = 18.6 %, fat 25 g → 225 kcal = 27.5 %,
    // carbohydrate 110 g → 440 kcal = 53.9 % of the 817 kcal the three give (mẫu giáo: energy above 726 → too much).
    const monday = rows[1];
    expect(monday[0]).toBeInstanceOf(Date);
    expect((monday[0] as Date).toISOString().slice(0, 10)).toBe(MONDAY);
    expect(monday.slice(1)).toEqual(['Thứ Hai', 'Sữa tươi', 'Bánh flan', 'Cơm trắng\nThịt bò xào', '', 814, 18.6, 27.5, 53.9, 'Thừa năng lượng']);
    expect(rows[2].slice(1)).toEqual(['Thứ Ba', '', '', '', 'Bánh flan', 120, expect.any(Number), expect.any(Number), expect.any(Number), expect.stringContaining('Thiếu năng lượng')]);
    // Five school days, then the week's average (of the two days that have dishes).
    expect(rows).toHaveLength(1 + 5 + 1);
    expect(rows[6].slice(1, 7)).toEqual(['Trung bình tuần', '', '', '', '', 467]);

    const en = await xlsxRows(await callFile(exportWeek, { ...nurse, language: 'en', query: { age_group: 'mau_giao', week: WEEK } }));
    expect(en.rows[0].slice(0, 6)).toEqual(['Date', 'Day', 'Breakfast', 'Morning snack', 'Lunch', 'Tea time']);
  });

  it('keeps the export to those who read menus, and to the school', async () => {
    status(await call(exportWeek, { ...accountant, query: { age_group: 'mau_giao', week: WEEK } }), 403);
    status(await call(exportWeek, { ...nurse, query: { age_group: 'mau_giao', week: '2027-99' } }), 400);
    const { rows } = await xlsxRows(await callFile(exportWeek, { ...other, query: { age_group: 'mau_giao', week: WEEK } }));
    expect(rows[0].slice(2, 5)).toEqual(['Bữa sáng', 'Bữa trưa', 'Bữa phụ chiều']);
    expect(rows.slice(1).every((row) => row[2] === '' && row[3] === '' && row[4] === '' && row[5] === 0)).toBe(true);
  });
});
