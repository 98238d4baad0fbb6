import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as markAll } from '@/app/api/webadmin/Attendance/mark-all-present/route';
import { GET as classDay } from '@/app/api/webadmin/ContactBook/get-class-day/route';
import { POST as save } from '@/app/api/webadmin/ContactBook/save/route';
import { GET as getSettings } from '@/app/api/webadmin/ContactBook/get-settings/route';
import { PUT as updateSettings } from '@/app/api/webadmin/ContactBook/update-settings/route';
import { db } from '@/lib/server/db/client';
import { rowsOf } from '@/lib/server/db/rows';
import { schoolToday } from '@/lib/school-time';
import { call, first, type Json } from '../helpers/world';
import { ok, requestsWorld, status, type As, type RequestsWorld } from '../helpers/requests-world';

// The school's contact book settings (issue 38): its meals, named in both languages, and the usual values. A rename
// shows on the class screen at once; codes stay; a meal the books use cannot be removed; teachers cannot change the
// school's rules; another school is untouched; the change is audited.

const TODAY = schoolToday();
const settingsOf = async (as: As) => ok(await call(getSettings, { ...as })).body.response.data as Json;
const put = (as: As, body: Json, language?: string) => call(updateSettings, { ...as, body, language });

describe('contact book settings', () => {
  let w: RequestsWorld;
  beforeAll(async () => {
    w = await requestsWorld();
    ok(await call(markAll, { ...w.p, body: { class_id: w.classA, date: TODAY } }));
    // A book of today names the three default meals.
    ok(await call(save, { ...w.tA, body: { date: TODAY, student_id: w.an, version: 0, mood: 'calm' } }));
  });

  it('answers the defaults until the school sets its own', async () => {
    expect(await settingsOf(w.p)).toEqual({
      meals: [
        { code: 'breakfast', vi: 'Bữa sáng', en: 'Breakfast' },
        { code: 'lunch', vi: 'Bữa trưa', en: 'Lunch' },
        { code: 'snack', vi: 'Bữa phụ chiều', en: 'Afternoon snack' },
      ],
      portion: 'all',
      mood: 'happy',
      nap_from: '12:00',
      nap_to: '14:00',
    });
  });

  it('renames and adds meals: the class screen shows the names, the codes stay; audited; other school untouched', async () => {
    const s = await settingsOf(w.p);
    const [breakfast, lunch, snack] = s.meals;
    const body = {
      ...s,
      meals: [breakfast, { code: null, vi: 'Bữa phụ sáng', en: 'Morning snack' }, lunch, { ...snack, vi: 'Bữa xế', en: 'Tea time' }],
      portion: 'most',
      nap_from: '11:45',
      nap_to: '14:15',
    };
    const r = first(ok(await put(w.p, body)));
    expect(r.text).toBe('Đã lưu cài đặt sổ liên lạc.');
    const after = await settingsOf(w.p);
    expect(after.meals.map((m: Json) => m.code)).toEqual(['breakfast', 'morning_snack', 'lunch', 'snack']);

    const day = ok(await call(classDay, { ...w.tA, query: { class_id: w.classA, date: TODAY } })).body.response.data;
    expect(day.meals).toEqual([
      { meal: 'breakfast', name: 'Bữa sáng' },
      { meal: 'morning_snack', name: 'Bữa phụ sáng' },
      { meal: 'lunch', name: 'Bữa trưa' },
      { meal: 'snack', name: 'Bữa xế' },
    ]);
    // The child's book keeps what was written; the new meal starts at the new usual portion.
    expect(day.rows[0]).toMatchObject({ mood: 'calm', nap: { from: '12:00', to: '14:00' } });
    expect(day.rows[0].meals.map((m: Json) => [m.meal, m.portion])).toEqual([
      ['breakfast', 'all'],
      ['morning_snack', 'most'],
      ['lunch', 'all'],
      ['snack', 'all'],
    ]);
    const en = ok(await call(classDay, { ...w.tA, query: { class_id: w.classA, date: TODAY }, language: 'en' })).body.response.data;
    expect(en.meals.map((m: Json) => m.name)).toEqual(['Breakfast', 'Morning snack', 'Lunch', 'Tea time']);
    // The new meal can be written in a book.
    ok(await call(save, { ...w.tA, body: { date: TODAY, student_id: w.an, version: 1, meals: [{ meal: 'morning_snack', portion: 'half' }] } }));

    // Audited as the school's other settings: a change of the tenants row, by the principal.
    const [audit] = await rowsOf<{ action: string; new_values: Json }>(
      await db(),
      sql`select action, new_values from audit_logs where record_type = 'tenants' and record_id = ${w.school.id} order by id desc limit 1`,
    );
    expect(audit.action).toBe('update');
    expect(audit.new_values.config.contactBook.meals[3]).toEqual({ code: 'snack', vi: 'Bữa xế', en: 'Tea time' });

    // Another school's settings and class screen are untouched.
    expect((await settingsOf(w.other.p)).meals.map((m: Json) => m.vi)).toEqual(['Bữa sáng', 'Bữa trưa', 'Bữa phụ chiều']);
  });

  it('refuses to remove a meal the books use, and removes one they do not', async () => {
    const s = await settingsOf(w.p);
    const withoutLunch = { ...s, meals: s.meals.filter((m: Json) => m.code !== 'lunch') };
    const refused = status(await put(w.p, withoutLunch), 422, 'errors.contact_book_meal_in_use');
    expect(first(refused).text).toBe('Bữa “Bữa trưa” đã có trong sổ liên lạc hoặc thực đơn đã lưu nên không xoá được. Bạn có thể đổi tên bữa này.');
    expect((await settingsOf(w.p)).meals).toHaveLength(4);
    // morning_snack is in An's book now: refused too; a meal added and never used goes.
    status(await put(w.p, { ...s, meals: s.meals.filter((m: Json) => m.code !== 'morning_snack') }), 422, 'errors.contact_book_meal_in_use');
    ok(await put(w.p, { ...s, meals: [...s.meals, { vi: 'Bữa tối', en: 'Dinner' }] }));
    expect((await settingsOf(w.p)).meals.map((m: Json) => m.code)).toEqual(['breakfast', 'morning_snack', 'lunch', 'snack', 'dinner']);
    ok(await put(w.p, s));
    expect((await settingsOf(w.p)).meals.map((m: Json) => m.code)).toEqual(['breakfast', 'morning_snack', 'lunch', 'snack']);
  });

  it('refuses bad values with translated messages, and users without the school’s rights', async () => {
    const s = await settingsOf(w.p);
    const nap = status(await put(w.p, { ...s, nap_from: '14:00', nap_to: '12:00' }), 400);
    expect(first(nap).fields.nap_to).toBe('Giờ thức dậy phải sau giờ bắt đầu ngủ.');
    const en = status(await put(w.p, { ...s, portion: 'lots' }, 'en'), 400);
    expect(first(en).fields.portion).toBe('Not a valid portion (all, most, half, little, none).');
    status(await put(w.p, { ...s, meals: [] }), 400);
    status(await put(w.p, { ...s, meals: [{ code: 'lunch', vi: '  ', en: 'Lunch' }] }), 400);
    status(await put(w.p, { ...s, meals: [...s.meals, { code: 'dinner', vi: 'Bữa tối', en: 'Dinner' }] }), 422, 'errors.contact_book_meal');
    // A teacher (class scope) and the nurse (read only) cannot change the school's rules.
    status(await put(w.tA, s), 403);
    status(await put(w.nurse, s), 403);
    expect((await settingsOf(w.p)).portion).toBe('most');
  });
});
