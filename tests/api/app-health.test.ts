import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayText, schoolToday } from '@/lib/school-time';
import { dueFrom } from '@/lib/vaccine-values';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { POST as studentCreate } from '@/app/api/webadmin/Student/create/route';
import { GET as studentDetail } from '@/app/api/webadmin/Student/get-detail/route';
import { POST as accountCreate } from '@/app/api/webadmin/AppAccount/create/route';
import { POST as staffHealth } from '@/app/api/webadmin/HealthDeclaration/create/route';
import { POST as staffVaccine } from '@/app/api/webadmin/VaccineDeclaration/create/route';
import { PUT as verify } from '@/app/api/webadmin/VaccineDeclaration/verify/route';
import { PUT as reject } from '@/app/api/webadmin/VaccineDeclaration/reject/route';
import { POST as appLogin } from '@/app/api/app/login/route';
import { GET as appHealthList } from '@/app/api/app/health-declarations/route';
import { POST as appHealthCreate } from '@/app/api/app/health-declarations/create/route';
import { GET as appVaccines } from '@/app/api/app/vaccines/route';
import { POST as appVaccineCreate } from '@/app/api/app/vaccines/create/route';
import { call, first, makeSchool, rand, randomIp, signIn, type Json, type Reply, type School } from '../helpers/world';

// The parents' health screen: GET /api/app/health-declarations (the child's declarations, paged) and the vaccine
// schedule's `plan` of GET /api/app/vaccines (each national dose done, pending, missing, due or upcoming).

type As = { token: string; tenantId: string };

function ok(r: Reply) {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
}

const TODAY = schoolToday();
/** Born so that the 18-month doses (MR, DPT) fall due ten days from today: earlier doses are past, JE's third later. */
function bornForDueIn(days: number) {
  const due = new Date(`${addDays(TODAY, days)}T00:00:00Z`);
  due.setUTCMonth(due.getUTCMonth() - 18);
  return due.toISOString().slice(0, 10);
}

async function addStudent(as: As, classId: string, fullName: string, dob: string) {
  const phone = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const r = ok(
    await call(studentCreate, {
      ...as,
      body: {
        code: `HS${rand()}`,
        full_name: fullName,
        gender: 'female',
        date_of_birth: dayText(dob),
        class_id: classId,
        guardians: [{ full_name: `Phụ huynh ${fullName}`, relationship: 'mother', phone, is_primary: true }],
      },
    }),
  );
  return first(r).id as string;
}

async function parentOf(school: School, as: As, studentId: string) {
  const guardianId = ok(await call(studentDetail, { ...as, query: { id: studentId } })).body.response.data.guardians[0].id;
  const username = `ph${rand()}`;
  const created = ok(await call(accountCreate, { ...as, body: { username, guardian_id: guardianId, student_ids: [studentId] } }));
  const login = ok(
    await call(appLogin, {
      body: { username, password: created.body.response.data.slip.password, school_code: school.code },
      headers: { 'x-forwarded-for': randomIp() },
    }),
  );
  return login.body.response.data.accessToken as string;
}

/** A school with a principal (who verifies), one class, two children of two families, the first one's parent. */
async function world() {
  const school = await makeSchool();
  const principal = await school.addUser({ roles: ['principal'] });
  const p = { token: await signIn(principal.username, principal.password), tenantId: school.id };
  const year = first(
    ok(await call(yearCreate, { ...p, body: { name: `Năm ${rand()}`, start_date: '01/08/2026', end_date: '31/05/2027', is_current: true } })),
  ).id as string;
  const classId = first(
    ok(await call(classCreate, { ...p, body: { name: 'Nhà trẻ A', age_group: 'nha_tre', school_year_id: year, capacity: 30, teacher_ids: [] } })),
  ).id as string;
  const dob = bornForDueIn(10);
  const mai = await addStudent(p, classId, 'Trần Thị Mai', dob);
  const lan = await addStudent(p, classId, 'Lê Thị Lan', dob);
  return { school, p, dob, mai, lan, parent: await parentOf(school, p, mai) };
}
type World = Awaited<ReturnType<typeof world>>;

let w: World;
let other: World;
beforeAll(async () => {
  [w, other] = await Promise.all([world(), world()]);
}, 120_000);

describe('GET /api/app/health-declarations', () => {
  it('lists the child’s declarations, the parent’s and the staff’s, newest first and paged', async () => {
    const days = [addDays(TODAY, -3), addDays(TODAY, -2), addDays(TODAY, -1)];
    const symptoms = `Sổ mũi ${rand()}`;
    const mine = first(
      ok(
        await call(appHealthCreate, {
          token: w.parent,
          body: { student_id: w.mai, measured_on: dayText(days[2]), temperature_c: '38,2', symptoms, note: 'Đo ở nhà' },
        }),
      ),
    ).id as string;
    ok(await call(appHealthCreate, { token: w.parent, body: { student_id: w.mai, measured_on: days[0], height_cm: 80.5, weight_kg: 10.4 } }));
    ok(await call(staffHealth, { ...w.p, body: { student_id: w.mai, measured_on: days[1], weight_kg: 10.6 } }));
    // Another child of the school: not in this family's list.
    ok(await call(staffHealth, { ...w.p, body: { student_id: w.lan, measured_on: days[1], weight_kg: 11 } }));

    const all = ok(await call(appHealthList, { token: w.parent, query: { student_id: w.mai } })).body.response;
    expect(all.total).toBe(3);
    expect(all.data.map((r: Json) => r.measured_on)).toEqual([days[2], days[1], days[0]]);
    expect(all.data[0]).toMatchObject({ id: mine, student_id: w.mai, temperature_c: 38.2, symptoms, note: 'Đo ở nhà', source: 'parent' });
    expect(all.data[1]).toMatchObject({ source: 'staff', weight_kg: 10.6 });
    expect(all.data[2]).toMatchObject({ source: 'parent', height_cm: 80.5, weight_kg: 10.4 });
    expect(typeof all.data[2].wfa_z).toBe('number');

    const page2 = ok(await call(appHealthList, { token: w.parent, query: { student_id: w.mai, page: 2, page_size: 2 } })).body.response;
    expect(page2.total).toBe(3);
    expect(page2.data.map((r: Json) => r.measured_on)).toEqual([days[0]]);
  });

  it('refuses bad paging and a malformed child with a translated 400', async () => {
    const big = await call(appHealthList, { token: w.parent, query: { student_id: w.mai, page_size: 1000 } });
    expect(big.status).toBe(400);
    expect(first(big).fields.page_size).toBeTruthy();
    const zero = await call(appHealthList, { token: w.parent, query: { student_id: w.mai, page: 0 }, language: 'en' });
    expect(zero.status).toBe(400);
    expect(first(zero).text).toMatch(/[a-z]/i);
    const none = await call(appHealthList, { token: w.parent, query: {} });
    expect(none.status).toBe(400);
    expect(Object.keys(first(none).fields)).toContain('student_id');
  });

  it('answers 404 for another family’s child and another school’s, and 401 to a staff token', async () => {
    expect((await call(appHealthList, { token: w.parent, query: { student_id: w.lan } })).status).toBe(404);
    expect((await call(appHealthList, { token: w.parent, query: { student_id: other.mai } })).status).toBe(404);
    expect((await call(appHealthList, { token: other.parent, query: { student_id: w.mai } })).status).toBe(404);
    expect((await call(appHealthList, { token: w.p.token, query: { student_id: w.mai } })).status).toBe(401);
    expect((await call(appHealthList, { ...w.p, query: { student_id: w.mai } })).status).toBe(401);
  });
});

describe('GET /api/app/vaccines: the schedule plan', () => {
  it('shows each national dose as done, pending, missing, due or upcoming, and follows the school’s decisions', async () => {
    const stateOf = async (code: string, dose: number) => {
      const plan = ok(await call(appVaccines, { token: w.parent, query: { student_id: w.mai } })).body.response.data.plan as Json[];
      return plan.find((d) => d.vaccine_code === code && d.dose_number === dose);
    };
    // The principal enters BCG from the book (verified at once); the parent declares the first DPT-HepB-Hib dose.
    const bcg = first(ok(await call(staffVaccine, { ...w.p, body: { student_id: w.mai, vaccine_code: 'BCG', dose_number: 1, date: w.dob } }))).id;
    const d1 = addDays(w.dob, 62);
    const declared = first(
      ok(await call(appVaccineCreate, { token: w.parent, body: { student_id: w.mai, vaccine_code: 'DPT_VGB_HIB', dose_number: 1, date: d1 } })),
    ).id as string;

    const data = ok(await call(appVaccines, { token: w.parent, query: { student_id: w.mai } })).body.response.data;
    // The old members are still there.
    expect(Object.keys(data).sort()).toEqual(['doses', 'due', 'plan']);
    const plan = data.plan as Json[];
    expect(plan.map((d) => `${d.vaccine_code}#${d.dose_number}`)).toEqual([
      'HEPB0#1', 'BCG#1', 'DPT_VGB_HIB#1', 'DPT_VGB_HIB#2', 'DPT_VGB_HIB#3', 'BOPV#1', 'BOPV#2', 'BOPV#3',
      'IPV#1', 'IPV#2', 'MEASLES#1', 'MR#1', 'DPT#1', 'JE#1', 'JE#2', 'JE#3',
    ]);
    expect(plan.find((d) => d.vaccine_code === 'BCG')).toMatchObject({ state: 'done', declaration_id: bcg, date: w.dob, doses_total: 1 });
    expect(plan.find((d) => d.vaccine_code === 'DPT_VGB_HIB' && d.dose_number === 1)).toMatchObject({
      state: 'pending',
      declaration_id: declared,
      date: d1,
      doses_total: 3,
    });
    expect(plan.find((d) => d.vaccine_code === 'HEPB0')).toMatchObject({ state: 'missing', declaration_id: null, date: null });
    expect(plan.find((d) => d.vaccine_code === 'MR')).toMatchObject({ state: 'due', due_from: dueFrom(w.dob, 18, 0) });
    expect(plan.find((d) => d.vaccine_code === 'MR').due_from).toBe(addDays(TODAY, 10));
    expect(plan.find((d) => d.vaccine_code === 'JE' && d.dose_number === 3)).toMatchObject({ state: 'upcoming' });
    expect(plan.find((d) => d.vaccine_code === 'JE' && d.dose_number === 2)).toMatchObject({ state: 'missing' });
    // `due` keeps its meaning: what is missing (overdue) or due within a month.
    expect(data.due.filter((d: Json) => !d.overdue).map((d: Json) => d.vaccine_code).sort()).toEqual(['DPT', 'MR']);

    ok(await call(verify, { ...w.p, body: { id: declared } }));
    expect(await stateOf('DPT_VGB_HIB', 1)).toMatchObject({ state: 'done', declaration_id: declared });

    // A rejected declaration counts as none: the dose is missing again, and the reason reaches the parent.
    const second = first(
      ok(await call(appVaccineCreate, { token: w.parent, body: { student_id: w.mai, vaccine_code: 'DPT_VGB_HIB', dose_number: 2, date: addDays(w.dob, 95) } })),
    ).id as string;
    expect(await stateOf('DPT_VGB_HIB', 2)).toMatchObject({ state: 'pending' });
    ok(await call(reject, { ...w.p, body: { id: second, reason: 'Ảnh mờ' } }));
    expect(await stateOf('DPT_VGB_HIB', 2)).toMatchObject({ state: 'missing', declaration_id: null });
    const doses = ok(await call(appVaccines, { token: w.parent, query: { student_id: w.mai } })).body.response.data.doses as Json[];
    expect(doses.find((d) => d.id === second)).toMatchObject({ status: 'rejected', reject_reason: 'Ảnh mờ' });
  });

  it('answers 404 for another family’s child and another school’s, 400 for a malformed one, and 401 to a staff token', async () => {
    expect((await call(appVaccines, { token: w.parent, query: { student_id: w.lan } })).status).toBe(404);
    expect((await call(appVaccines, { token: w.parent, query: { student_id: other.mai } })).status).toBe(404);
    expect((await call(appVaccines, { token: w.parent, query: { student_id: 'nope' } })).status).toBe(400);
    expect((await call(appVaccines, { ...w.p, query: { student_id: w.mai } })).status).toBe(401);
  });
});
