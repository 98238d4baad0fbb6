import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayText, schoolToday } from '@/lib/school-time';
import { farFrom, GROWTH_JUMP } from '@/lib/health/growth-jump';
import { POST as staffCreate } from '@/app/api/webadmin/HealthDeclaration/create/route';
import { PUT as staffUpdate } from '@/app/api/webadmin/HealthDeclaration/update/route';
import { POST as appLogin } from '@/app/api/app/login/route';
import { POST as appCreate } from '@/app/api/app/health-declarations/create/route';
import { GET as appGrowth } from '@/app/api/app/growth/route';
import { call, first, randomIp, type Json } from '../helpers/world';
import { family, ok, world } from '../helpers/parent-world';

// A measurement far from the child's last (lib/health/growth-jump.ts) is refused with a translated 422 until the
// person entering it confirms it, on the staff calls and in the parents' API; the parents' growth answer carries what
// was declared with each measurement (temperature, symptoms, note, who entered it).

const TODAY = schoolToday();
const day = (offset: number) => dayText(addDays(TODAY, offset));

let w: Awaited<ReturnType<typeof world>>;
let parent: { token: string };
let childId: string;
let otherChild: string;

beforeAll(async () => {
  w = await world();
  const f = await family(w.school, w.p, w.classId, 'Lê Gia Bảo');
  childId = f.studentId;
  otherChild = (await family(w.school, w.p, w.classId, 'Phan Thảo Vy')).studentId;
  const login = ok(
    await call(appLogin, {
      body: { username: f.username, password: f.password, school_code: w.school.code },
      headers: { 'x-forwarded-for': randomIp() },
    }),
  );
  parent = { token: login.body.response.data.accessToken };
});

describe('the bounds', () => {
  it('lets a child grow and keeps 5.7 cm shorter ten days later out', () => {
    const before = { day: '2026-11-01', height_cm: 112.5, weight_kg: 19 };
    expect(farFrom(before, { day: '2026-11-11', height_cm: 106.8, weight_kg: 19 })).toEqual(['height_cm']);
    expect(farFrom(before, { day: '2026-11-11', height_cm: 112, weight_kg: 19.4 })).toEqual([]);
    expect(farFrom(before, { day: '2027-11-01', height_cm: 119, weight_kg: 21 })).toEqual([]);
    expect(farFrom(before, { day: '2026-11-02', height_cm: 112.5, weight_kg: 29 })).toEqual(['weight_kg']);
    expect(GROWTH_JUMP.heightToleranceCm).toBeGreaterThan(0);
  });
});

describe('a measurement far from the last', () => {
  it('is refused in the parents’ API with a clear 422 unless confirmed, and the growth shows what was declared', async () => {
    ok(
      await call(appCreate, {
        ...parent,
        body: { student_id: childId, measured_on: day(-10), height_cm: '112,5', weight_kg: 19, temperature_c: '37,8', symptoms: 'Ho nhẹ' },
      }),
    );
    const body = { student_id: childId, measured_on: day(0), height_cm: '106,8', weight_kg: 19 };
    const vi = await call(appCreate, { ...parent, body, language: 'vi' });
    expect(vi.status).toBe(422);
    expect(first(vi)).toMatchObject({ message: 'errors.health_height_far', confirm: true });
    expect(first(vi).text).toBe(
      `Chiều cao khác xa lần đo ngày ${day(-10)} (112,5 cm). Hãy kiểm tra lại; nếu đúng, hãy xác nhận để lưu.`,
    );
    expect(first(vi).fields.height_cm).toBeTruthy();
    const en = await call(appCreate, { ...parent, body, language: 'en' });
    expect(first(en).text).toContain('(112.5 cm)');
    ok(await call(appCreate, { ...parent, body: { ...body, confirmed: true } }));

    const growth = ok(await call(appGrowth, { ...parent, query: { student_id: childId } })).body.response.data;
    expect(growth.measurements.map((m: Json) => [m.height_cm, m.temperature_c, m.symptoms, m.source])).toEqual([
      [112.5, 37.8, 'Ho nhẹ', 'parent'],
      [106.8, null, null, 'parent'],
    ]);
    // Another family's child stays out of reach.
    expect((await call(appGrowth, { ...parent, query: { student_id: otherChild } })).status).toBe(404);
    expect((await call(appCreate, { ...parent, body: { ...body, student_id: otherChild, confirmed: true } })).status).toBe(404);
  });

  it('is asked about on the staff calls too, create and correction, against the nearest other measurement', async () => {
    ok(await call(staffCreate, { ...w.p, body: { student_id: otherChild, measured_on: day(-20), weight_kg: 18 } }));
    const far = await call(staffCreate, { ...w.p, body: { student_id: otherChild, measured_on: day(-5), weight_kg: 24 } });
    expect(far.status).toBe(422);
    expect(first(far)).toMatchObject({ message: 'errors.health_weight_far', confirm: true });
    const id = first(ok(await call(staffCreate, { ...w.p, body: { student_id: otherChild, measured_on: day(-5), weight_kg: 18.3 } }))).id;
    // A correction compares with the others, never with itself; a value between close ones passes.
    const wrong = await call(staffUpdate, { ...w.p, body: { id, student_id: otherChild, measured_on: day(-5), weight_kg: 12 } });
    expect(first(wrong).message).toBe('errors.health_weight_far');
    ok(await call(staffUpdate, { ...w.p, body: { id, student_id: otherChild, measured_on: day(-5), weight_kg: 18.5 } }));
    ok(await call(staffUpdate, { ...w.p, body: { id, student_id: otherChild, measured_on: day(-5), weight_kg: 12, confirmed: true } }));
    // A measurement entered late (before the others) is compared with the next one.
    const early = await call(staffCreate, { ...w.p, body: { student_id: otherChild, measured_on: day(-30), weight_kg: 30 } });
    expect(first(early).message).toBe('errors.health_weight_far');
  });
});
