import { addDays, schoolToday } from '@/lib/school-time';
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { POST as studentCreate } from '@/app/api/webadmin/Student/create/route';
import { GET as studentDetail } from '@/app/api/webadmin/Student/get-detail/route';
import { POST as accountCreate } from '@/app/api/webadmin/AppAccount/create/route';
import { POST as appLogin } from '@/app/api/app/login/route';
import { GET as list } from '@/app/api/webadmin/HealthDeclaration/get-list/route';
import { POST as create } from '@/app/api/webadmin/HealthDeclaration/create/route';
import { PUT as update } from '@/app/api/webadmin/HealthDeclaration/update/route';
import { POST as createRound } from '@/app/api/webadmin/HealthDeclaration/create-round/route';
import { GET as getRound } from '@/app/api/webadmin/HealthDeclaration/get-round/route';
import { GET as growth } from '@/app/api/webadmin/HealthDeclaration/get-growth/route';
import { GET as report } from '@/app/api/webadmin/HealthDeclaration/get-nutrition-report/route';
import { GET as exportReport } from '@/app/api/webadmin/HealthDeclaration/export-nutrition-report/route';
import { GET as exportList } from '@/app/api/webadmin/HealthDeclaration/export/route';
import { POST as appCreate } from '@/app/api/app/health-declarations/create/route';
import { GET as appGrowth } from '@/app/api/app/growth/route';
import { call, callFile, first, makeSchool, rand, randomIp, signIn, type Json, type Reply, type School, type TestUser } from '../helpers/world';

type As = { token: string; tenantId: string };

const SEP = '2026-09-15';
const OCT = '2026-10-01';

function ok(r: Reply) {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
}

async function addStudent(as: As, classId: string, fullName: string, gender: 'male' | 'female', dob = '12/03/2022') {
  const r = ok(
    await call(studentCreate, {
      ...as,
      body: {
        code: `HS${rand()}`,
        full_name: fullName,
        gender,
        date_of_birth: dob,
        class_id: classId,
        guardians: [{ full_name: `Phụ huynh ${fullName}`, relationship: 'mother', phone: `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, is_primary: true }],
      },
    }),
  );
  return first(r).id as string;
}

/** A school: principal, nurse, teacher A (class A, mẫu giáo nhỡ), teacher B (class B, nhà trẻ); children in both. */
async function world() {
  const school = await makeSchool();
  const as = async (u: TestUser) => ({ token: await signIn(u.username, u.password), tenantId: school.id });
  const principal = await school.addUser({ roles: ['principal'] });
  const teacherA = await school.addUser({ roles: ['teacher'] });
  const teacherB = await school.addUser({ roles: ['teacher'] });
  const p = await as(principal);
  const year = first(
    ok(await call(yearCreate, { ...p, body: { name: `Năm ${rand()}`, start_date: '01/08/2026', end_date: '31/05/2027', is_current: true } })),
  ).id as string;
  const mkClass = async (name: string, age_group: string, teacher: string) =>
    first(ok(await call(classCreate, { ...p, body: { name, age_group, school_year_id: year, capacity: 30, teacher_ids: [teacher] } })))
      .id as string;
  const classA = await mkClass('Chồi A', 'mau_giao_nho', teacherA.id);
  const classB = await mkClass('Nhà trẻ B', 'nha_tre', teacherB.id);
  return {
    school,
    p,
    nurse: await as(await school.addUser({ roles: ['nurse'] })),
    tA: await as(teacherA),
    tB: await as(teacherB),
    classA,
    classB,
    binh: await addStudent(p, classA, 'Lê Văn Bình', 'male'),
    an: await addStudent(p, classA, 'Nguyễn Thị An', 'female'),
    cuong: await addStudent(p, classA, 'Phạm Văn Cường', 'male'),
    be: await addStudent(p, classB, 'Trần Minh Bé', 'male', '01/06/2025'),
  };
}
type World = Awaited<ReturnType<typeof world>>;

const rows = async (as: As, query: Record<string, string | number> = {}) =>
  ok(await call(list, { ...as, query: { page_size: 100, ...query } })).body.response as { data: Json[]; total: number };

let w: World;
let other: World;
beforeAll(async () => {
  [w, other] = await Promise.all([world(), world()]);
}, 120_000);

describe('HealthDeclaration/create and get-list', () => {
  it('computes BMI, WHO z-scores and classes on the server and lists them', async () => {
    const id = first(
      ok(await call(create, { ...w.nurse, body: { student_id: w.cuong, measured_on: '15/09/2026', height_cm: '96', weight_kg: '13,0', temperature_c: 36.8, symptoms: 'Ho nhẹ' } })),
    ).id;
    const { data } = await rows(w.nurse, { student_id: w.cuong });
    expect(data).toHaveLength(1);
    const row = data[0];
    expect(row).toMatchObject({ id, measured_on: SEP, height_cm: 96, weight_kg: 13, temperature_c: 36.8, symptoms: 'Ho nhẹ', measured: 'standing', source: 'staff' });
    expect(row.bmi).toBeCloseTo(14.11, 2);
    expect(row.wfa_z).toBeLessThan(-2);
    expect(row.hfa_z).toBeLessThan(-2);
    expect(row.classes).toEqual(['underweight', 'stunted']);
    // The filter by class of concern finds the child; "stunted" too, "obese" not.
    expect((await rows(w.nurse, { classification: 'stunted' })).data.map((r: Json) => r.student_id)).toContain(w.cuong);
    expect((await rows(w.nurse, { classification: 'obese' })).data.map((r: Json) => r.student_id)).not.toContain(w.cuong);
    // Accent-free search.
    expect((await rows(w.nurse, { search: 'pham van cuong' })).total).toBe(1);
  });

  it('measures a child under two lying by default and corrects a standing measure by WHO’s 0.7 cm', async () => {
    ok(await call(create, { ...w.p, body: { student_id: w.be, measured_on: '01/10/2026', height_cm: 78, weight_kg: 10 } }));
    const lying = (await rows(w.p, { student_id: w.be })).data[0];
    expect(lying.measured).toBe('lying');
    ok(await call(update, { ...w.p, body: { id: lying.id, student_id: w.be, measured_on: '01/10/2026', height_cm: 78, weight_kg: 10, measured: 'standing' } }));
    const standing = (await rows(w.p, { student_id: w.be })).data[0];
    expect(standing.measured).toBe('standing');
    expect(standing.hfa_z).toBeGreaterThan(lying.hfa_z);
  });

  it('refuses impossible values with translated messages and writes nothing', async () => {
    const before = (await rows(w.p, { student_id: w.binh })).total;
    const tooTall = await call(create, { ...w.p, language: 'en', body: { student_id: w.binh, measured_on: OCT, height_cm: 300, weight_kg: 17 } });
    expect(tooTall.status).toBe(400);
    expect(first(tooTall).fields.height_cm).toBe('Height must be between 30 and 220 cm');
    const short = await call(create, { ...w.p, body: { student_id: w.binh, measured_on: OCT, height_cm: 60, weight_kg: 17 } });
    expect(short.status).toBe(422);
    expect(first(short).field_keys).toEqual({ height_cm: 'errors.health_height_implausible' });
    expect(first(short).text).toContain('Chiều cao không hợp lý');
    const heavy = await call(create, { ...w.p, body: { student_id: w.binh, measured_on: OCT, weight_kg: 80 } });
    expect(first(heavy).field_keys).toEqual({ weight_kg: 'errors.health_weight_implausible' });
    // Tomorrow is refused by the service in its own words; a far day already by the field (lib/day-bounds.ts).
    const future = await call(create, { ...w.p, body: { student_id: w.binh, measured_on: addDays(schoolToday(), 1), weight_kg: 17 } });
    expect(future.status).toBe(422);
    expect(first(future).message).toBe('errors.health_future_date');
    const far = await call(create, { ...w.p, body: { student_id: w.binh, measured_on: '31/12/2099', weight_kg: 17 } });
    expect(first(far).field_keys).toEqual({ measured_on: 'errors.date_too_far' });
    // Before the child's birth (and not before the school's first school year, which the field refuses first): a
    // baby born in September 2026, measured in August, in a school of its own (this one's counts stay as they are).
    const nursery = await world();
    const baby = await addStudent(nursery.p, nursery.classB, 'Trần Bé Sơ Sinh', 'female', '01/09/2026');
    const unborn = await call(create, { ...nursery.p, body: { student_id: baby, measured_on: '15/08/2026', weight_kg: 3 } });
    expect(first(unborn).message).toBe('errors.health_before_birth');
    const nothing = await call(create, { ...w.p, body: { student_id: w.binh, measured_on: OCT } });
    expect(nothing.status).toBe(400);
    expect((await rows(w.p, { student_id: w.binh })).total).toBe(before);
  });

  it('keeps one measurement per child and day (409)', async () => {
    ok(await call(create, { ...w.p, body: { student_id: w.binh, measured_on: '02/09/2026', weight_kg: 17 } }));
    const again = await call(create, { ...w.p, body: { student_id: w.binh, measured_on: '02/09/2026', weight_kg: 17.2 } });
    expect(again.status).toBe(409);
    expect(first(again).message).toBe('errors.health_already_measured');
  });
});

describe('HealthDeclaration/create-round', () => {
  it('shows the class grid and saves a round all or nothing', async () => {
    const grid = ok(await call(getRound, { ...w.tA, query: { class_id: w.classA, measured_on: OCT } })).body.response.data;
    // Vietnamese order: by given name — An, Bình, Cường.
    expect(grid.map((c: Json) => c.student_name)).toEqual(['Nguyễn Thị An', 'Lê Văn Bình', 'Phạm Văn Cường']);

    // One impossible value: nothing is written, the report names the row and field.
    const bad = await call(createRound, {
      ...w.tA,
      body: {
        class_id: w.classA,
        measured_on: OCT,
        rows: [
          { student_id: w.an, height_cm: 105, weight_kg: 25 },
          { student_id: w.binh, height_cm: 106, weight_kg: 175 },
          { student_id: w.cuong, height_cm: 97, weight_kg: 13.2 },
        ],
      },
    });
    expect(bad.status).toBe(400);
    const implausible = await call(createRound, {
      ...w.tA,
      body: {
        class_id: w.classA,
        measured_on: OCT,
        rows: [
          { student_id: w.an, height_cm: 105, weight_kg: 25 },
          { student_id: w.binh, height_cm: 16, weight_kg: 17.5 },
        ],
      },
    });
    expect(implausible.status).toBe(400);
    const wrong = await call(createRound, {
      ...w.tA,
      body: {
        class_id: w.classA,
        measured_on: OCT,
        rows: [
          { student_id: w.an, height_cm: 105, weight_kg: 25 },
          { student_id: w.binh, height_cm: 70, weight_kg: 17.5 },
        ],
      },
    });
    expect(wrong.status).toBe(422);
    expect(first(wrong).rows).toEqual([
      expect.objectContaining({ row: 2, student_id: w.binh, field: 'height_cm', message: 'errors.health_height_implausible' }),
    ]);
    expect((await rows(w.p, { from: OCT, to: OCT, class_id: w.classA })).total).toBe(0);

    // A child of another class in the round: refused, nothing written.
    const mixed = await call(createRound, {
      ...w.p,
      body: { class_id: w.classA, measured_on: OCT, rows: [{ student_id: w.an, height_cm: 105, weight_kg: 25 }, { student_id: w.be, height_cm: 78, weight_kg: 10 }] },
    });
    expect(mixed.status).toBe(422);
    expect(first(mixed).rows[0]).toMatchObject({ row: 2, message: 'errors.health_round_other_class' });
    expect((await rows(w.p, { from: OCT, to: OCT, class_id: w.classA })).total).toBe(0);

    const saved = ok(
      await call(createRound, {
        ...w.tA,
        body: {
          class_id: w.classA,
          measured_on: OCT,
          rows: [
            { student_id: w.an, height_cm: 105, weight_kg: 25 },
            { student_id: w.binh, height_cm: 106, weight_kg: 17.5 },
            { student_id: w.cuong, height_cm: 97, weight_kg: '13,2' },
          ],
        },
      }),
    );
    expect(first(saved).data).toEqual({ saved: 3 });
    const day = await rows(w.p, { from: OCT, to: OCT, class_id: w.classA, order_by: 'student_name' });
    expect(day.data.map((r: Json) => [r.student_name, r.classes, r.source])).toEqual([
      ['Nguyễn Thị An', ['obese'], 'round'],
      ['Lê Văn Bình', [], 'round'],
      ['Phạm Văn Cường', ['underweight', 'stunted'], 'round'],
    ]);

    // Entered again, the round corrects the day's values instead of adding rows.
    ok(await call(createRound, { ...w.tA, body: { class_id: w.classA, measured_on: OCT, rows: [{ student_id: w.binh, height_cm: 106.5, weight_kg: 17.6 }] } }));
    const again = await rows(w.p, { from: OCT, to: OCT, class_id: w.classA });
    expect(again.total).toBe(3);
    expect(again.data.find((r: Json) => r.student_id === w.binh).height_cm).toBe(106.5);
    const grid2 = ok(await call(getRound, { ...w.tA, query: { class_id: w.classA, measured_on: OCT } })).body.response.data;
    expect(grid2.find((c: Json) => c.student_id === w.binh)).toMatchObject({ height_cm: 106.5, weight_kg: 17.6 });
  });

  it('asks to confirm values far from a child’s last measurement, naming the children, and saves them once confirmed', async () => {
    const LATER = '2026-11-05'; // after the October report the next tests read
    const round = { class_id: w.classA, measured_on: LATER, rows: [{ student_id: w.an, height_cm: 105.2, weight_kg: 25 }, { student_id: w.cuong, height_cm: 91.2, weight_kg: 13.3 }] };
    const far = await call(createRound, { ...w.tA, language: 'en', body: round });
    expect(far.status).toBe(422);
    expect(first(far)).toMatchObject({ message: 'errors.health_round_far', confirm: true });
    expect(first(far).text).toContain('Phạm Văn Cường');
    expect(first(far).text).not.toContain('Nguyễn Thị An');
    expect(first(far).rows).toEqual([
      expect.objectContaining({ row: 2, student_id: w.cuong, student_name: 'Phạm Văn Cường', field: 'height_cm', message: 'errors.health_height_far' }),
    ]);
    expect(first(far).rows[0].text).toContain('01/10/2026');
    expect((await rows(w.p, { from: LATER, to: LATER, class_id: w.classA })).total).toBe(0);
    expect(first(ok(await call(createRound, { ...w.tA, body: { ...round, confirmed: true } }))).data).toEqual({ saved: 2 });
  });
});

describe('schools and classes never see each other', () => {
  it('answers 404 for another school’s child, class and measurement', async () => {
    const theirs = (await rows(w.p)).data[0].id;
    expect((await call(growth, { ...other.p, query: { student_id: w.binh } })).status).toBe(404);
    expect((await call(getRound, { ...other.p, query: { class_id: w.classA, measured_on: OCT } })).status).toBe(404);
    expect((await call(createRound, { ...other.p, body: { class_id: w.classA, measured_on: OCT, rows: [{ student_id: w.binh, height_cm: 106, weight_kg: 17 }] } })).status).toBe(404);
    expect((await call(create, { ...other.p, body: { student_id: w.binh, measured_on: SEP, weight_kg: 17 } })).status).toBe(404);
    const upd = await call(update, { ...other.p, body: { id: theirs, student_id: w.binh, measured_on: SEP, weight_kg: 17 } });
    expect(upd.status).toBe(404);
    expect((await rows(other.p)).data.map((r: Json) => r.id)).not.toContain(theirs);
    // A round of the other school's own class cannot carry this school's child.
    const mixed = await call(createRound, { ...other.p, body: { class_id: other.classA, measured_on: OCT, rows: [{ student_id: w.binh, height_cm: 106, weight_kg: 17 }] } });
    expect(mixed.status).toBe(422);
  });

  it('gives a teacher only their class (another class is 404)', async () => {
    const mine = await rows(w.tB);
    expect(mine.data.every((r: Json) => r.class_id === w.classB)).toBe(true);
    expect(mine.total).toBeGreaterThan(0);
    expect((await call(growth, { ...w.tB, query: { student_id: w.binh } })).status).toBe(404);
    expect((await call(getRound, { ...w.tB, query: { class_id: w.classA, measured_on: OCT } })).status).toBe(404);
    expect((await call(create, { ...w.tB, body: { student_id: w.binh, measured_on: '03/09/2026', weight_kg: 17 } })).status).toBe(404);
    const report404 = await call(report, { ...w.tB, query: { from: OCT, to: OCT, class_id: w.classA } });
    expect(report404.status).toBe(404);
  });
});

describe('parents’ API', () => {
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

  it('lets a parent declare for their own child and shows it on the growth chart; another family’s child is 404', async () => {
    const token = await parentOf(w.school, w.p, w.binh);
    const created = ok(
      await call(appCreate, {
        token,
        body: { student_id: w.binh, measured_on: '2026-11-01', height_cm: 107, weight_kg: 17.9, temperature_c: 37.1, symptoms: '', note: 'Cân ở nhà', measured: 'standing' },
      }),
    );
    expect(first(created)).toMatchObject({ result: 1 });
    const g = ok(await call(appGrowth, { token, query: { student_id: w.binh } })).body.response.data;
    expect(g).toMatchObject({ student_id: w.binh, sex: 'M', date_of_birth: '2022-03-12' });
    const last = g.measurements.at(-1);
    expect(last).toMatchObject({ id: first(created).id, measured_on: '2026-11-01', height_cm: 107, weight_kg: 17.9, classes: [] });
    expect(Object.keys(last).sort()).toEqual(['age_days', 'bfa_z', 'bmi', 'classes', 'height_cm', 'hfa_z', 'id', 'measured_on', 'note', 'source', 'symptoms', 'temperature_c', 'weight_kg', 'wfa_z']);
    expect(g.measurements.map((m: Json) => m.measured_on)).toEqual([...g.measurements.map((m: Json) => m.measured_on)].sort());
    // Staff see the parent's declaration too.
    const staff = ok(await call(growth, { ...w.nurse, query: { student_id: w.binh } })).body.response.data;
    expect(staff.measurements.map((m: Json) => m.id)).toContain(first(created).id);
    expect((await rows(w.nurse, { source: 'parent' })).data.map((r: Json) => r.student_id)).toContain(w.binh);

    expect((await call(appGrowth, { token, query: { student_id: w.an } })).status).toBe(404);
    expect((await call(appCreate, { token, body: { student_id: w.an, measured_on: '2026-11-01', weight_kg: 17 } })).status).toBe(404);
    expect((await call(appCreate, { token, body: { student_id: other.binh, measured_on: '2026-11-01', weight_kg: 17 } })).status).toBe(404);
    expect((await call(appGrowth, { token: w.p.token, query: { student_id: w.binh } })).status).toBe(401);
    const implausible = await call(appCreate, { token, body: { student_id: w.binh, measured_on: '2026-11-02', height_cm: 40 } });
    expect(implausible.status).toBe(422);
  });
});

describe('nutrition report', () => {
  it('counts measured children and classes per class, age group and school, and compares two rounds', async () => {
    const r = ok(
      await call(report, { ...w.nurse, query: { from: OCT, to: '2026-10-31', compare_from: '2026-09-01', compare_to: '2026-09-30' } }),
    ).body.response.data as Json[];
    const school = r.find((x) => x.kind === 'school');
    const classA = r.find((x) => x.key === w.classA);
    const groupA = r.find((x) => x.kind === 'age_group' && x.key === 'mau_giao_nho');
    expect(classA.current).toEqual({
      children: 3,
      measured: 3,
      underweight_moderate: 1,
      underweight_severe: 0,
      stunted_moderate: 1,
      stunted_severe: 0,
      wasted: 0,
      overweight: 0,
      obese: 1,
    });
    // September: Cường (underweight, stunted) and Bình (weight only) were measured.
    expect(classA.previous).toMatchObject({ children: 3, measured: 2, underweight_moderate: 1, stunted_moderate: 1, obese: 0 });
    expect(groupA.current).toEqual(classA.current);
    expect(school.current.measured).toBe(4); // class A's three and Bé in class B
    expect(school.current.children).toBe(4);
    expect(r.map((x) => x.kind)).toEqual(['school', 'age_group', 'class', 'age_group', 'class']);
    // nhà trẻ comes before mẫu giáo nhỡ
    expect(r[1].key).toBe('nha_tre');
    expect(r[2].key).toBe(w.classB);
  });

  it('exports the report to Excel with real date cells', async () => {
    const f = await callFile(exportReport, { ...w.nurse, language: 'en', query: { from: OCT, to: '2026-10-31', compare_from: '2026-09-01', compare_to: '2026-09-30' } });
    expect(f.status).toBe(200);
    expect(f.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(f.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getCell('A1').value).toBe('Nutrition status report');
    expect(sheet.getCell('B2').value).toEqual(new Date(Date.UTC(2026, 9, 1)));
    expect(sheet.getCell('B2').numFmt).toBe('dd/mm/yyyy');
    const labels = sheet.getColumn(1).values.map(String);
    expect(labels).toContain('Whole school');
    const concern = book.worksheets[1];
    const names = concern.getColumn(1).values.map(String);
    expect(names).toContain('Phạm Văn Cường');
    expect(concern.getCell('C2').value).toBeInstanceOf(Date);
    expect((await callFile(exportReport, { ...w.tA, query: { from: OCT, to: OCT } })).status).toBe(403);
  });

  it('exports the filtered measurement list with the classes in the request’s language', async () => {
    const f = await callFile(exportList, { ...w.nurse, query: { class_id: w.classA, from: OCT, to: OCT } });
    expect(f.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(f.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getCell('A1').value).toBe('Trẻ');
    expect(sheet.rowCount).toBe(4);
    const cuong = sheet.getColumn(1).values.indexOf('Phạm Văn Cường');
    expect(sheet.getRow(cuong).getCell(3).value).toEqual(new Date(Date.UTC(2026, 9, 1)));
    expect(String(sheet.getRow(cuong).getCell(11).value)).toBe('Nhẹ cân, Thấp còi');
    expect((await callFile(exportList, { ...w.tA, query: {} })).status).toBe(403);
  });
});
