import { beforeAll, describe, expect, it } from 'vitest';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { POST as studentCreate } from '@/app/api/webadmin/Student/create/route';
import { GET as studentDetail } from '@/app/api/webadmin/Student/get-detail/route';
import { POST as accountCreate } from '@/app/api/webadmin/AppAccount/create/route';
import { POST as appLogin } from '@/app/api/app/login/route';
import { GET as list } from '@/app/api/webadmin/Survey/get-list/route';
import { GET as detail } from '@/app/api/webadmin/Survey/get-detail/route';
import { POST as create } from '@/app/api/webadmin/Survey/create/route';
import { PUT as update } from '@/app/api/webadmin/Survey/update/[id]/route';
import { PUT as close } from '@/app/api/webadmin/Survey/close/route';
import { POST as duplicate } from '@/app/api/webadmin/Survey/duplicate/route';
import { GET as results } from '@/app/api/webadmin/Survey/get-results/route';
import { GET as exportAnswers } from '@/app/api/webadmin/Survey/export-answers/route';
import { GET as appSurveys } from '@/app/api/app/surveys/route';
import { POST as appAnswer } from '@/app/api/app/surveys/answer/route';
import { call, callFile, first, makeSchool, rand, randomIp, signIn, type Json, type Reply, type School, type TestUser } from '../helpers/world';

type As = { token: string; tenantId: string };

function ok(r: Reply) {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
}

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();

async function addStudent(as: As, classId: string, fullName: string, parent: { name: string; phone: string }) {
  const r = ok(
    await call(studentCreate, {
      ...as,
      body: {
        code: `HS${rand()}`,
        full_name: fullName,
        gender: 'female',
        date_of_birth: '12/03/2021',
        class_id: classId,
        guardians: [{ full_name: parent.name, relationship: 'mother', phone: parent.phone, is_primary: true }],
      },
    }),
  );
  return first(r).id as string;
}

/** An app account for the first child's primary guardian, linked to the given children, signed in. */
async function parent(school: School, as: As, studentIds: string[]) {
  const guardianId = ok(await call(studentDetail, { ...as, query: { id: studentIds[0] } })).body.response.data.guardians[0].id;
  const username = `ph${rand()}`;
  const created = ok(await call(accountCreate, { ...as, body: { username, guardian_id: guardianId, student_ids: studentIds } }));
  const password = created.body.response.data.slip.password as string;
  const login = ok(await call(appLogin, { body: { username, password, school_code: school.code }, headers: { 'x-forwarded-for': randomIp() } }));
  return login.body.response.data.accessToken as string;
}

/** A school: principal, teacher A (class A), teacher B (class B); Hoa's Minh and Lan in A, Đức's Hùng in B. */
async function world() {
  const school = await makeSchool();
  const as = async (u: TestUser) => ({ token: await signIn(u.username, u.password), tenantId: school.id });
  const principal = await school.addUser({ roles: ['principal'] });
  const teacherA = await school.addUser({ roles: ['teacher'] });
  const teacherB = await school.addUser({ roles: ['teacher'] });
  const p = await as(principal);
  const year = first(
    ok(await call(yearCreate, { ...p, body: { name: `Năm ${rand()}`, start_date: '01/08/2025', end_date: '31/05/2026', is_current: true } })),
  ).id as string;
  const mkClass = async (name: string, teacher: string) =>
    first(ok(await call(classCreate, { ...p, body: { name, age_group: 'mau_giao_be', school_year_id: year, capacity: 30, teacher_ids: [teacher] } })))
      .id as string;
  const classA = await mkClass('Mầm A', teacherA.id);
  const classB = await mkClass('Mầm B', teacherB.id);
  const minh = await addStudent(p, classA, 'Nguyễn Văn Minh', { name: 'Phạm Thị Hoa', phone: '0912000111' });
  const lan = await addStudent(p, classA, 'Trần Thị Lan', { name: 'Trần Văn Tư', phone: '0912000222' });
  const hung = await addStudent(p, classB, 'Lê Văn Hùng', { name: 'Lê Văn Đức', phone: '0903222333' });
  return {
    school,
    p,
    tA: await as(teacherA),
    tB: await as(teacherB),
    classA,
    classB,
    minh,
    lan,
    hung,
    hoa: await parent(school, p, [minh]),
    duc: await parent(school, p, [hung]),
  };
}
type World = Awaited<ReturnType<typeof world>>;

const QUESTIONS = [
  { type: 'single', title: 'Bé đi học bằng gì?', required: true, options: ['Xe máy', 'Ô tô'], allow_other: true },
  { type: 'multiple', title: 'Bé thích món nào?', required: false, options: ['Cơm', 'Phở', 'Bún'] },
  { type: 'text', title: 'Góp ý ngắn', required: false },
  { type: 'rating', title: 'Chấm điểm bữa ăn', required: true },
  { type: 'grid', title: 'Mức độ hài lòng', required: true, options: ['Tốt', 'Chưa tốt'], rows: ['Giáo viên', 'Vệ sinh'] },
];

function surveyBody(over: Record<string, unknown> = {}) {
  return {
    kind: 'survey',
    title: `Khảo sát ${rand()}`,
    description: 'Ý kiến phụ huynh về học kỳ I',
    audience: 'parents',
    class_ids: [],
    opens_at: hoursFromNow(-1),
    closes_at: hoursFromNow(24 * 7),
    status: 'open',
    questions: QUESTIONS,
    ...over,
  };
}

const newSurvey = async (as: As, over: Record<string, unknown> = {}) => first(ok(await call(create, { ...as, body: surveyBody(over) }))).id as string;
const questionsOf = async (as: As, id: string) => ok(await call(detail, { ...as, query: { id } })).body.response.data.questions as Json[];

/** A full, valid set of answers for the five questions above. */
function answers(qs: Json[], over: Record<number, unknown> = {}) {
  const values: unknown[] = ['Xe máy', ['Cơm', 'Bún'], 'Cô rất nhiệt tình', 4, { 'Giáo viên': 'Tốt', 'Vệ sinh': 'Chưa tốt' }];
  return qs.map((q, i) => ({ question_id: q.id, value: i in over ? over[i] : values[i] })).filter((a) => a.value !== undefined);
}

describe('surveys: builder and staff API', () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
  });

  it('a principal builds a five-question survey; the list and detail show it with its questions in order', async () => {
    const id = await newSurvey(w.p, { class_ids: [w.classA] });
    const rows = ok(await call(list, { ...w.p, query: { kind: 'survey', page_size: 100 } })).body.response;
    const row = rows.data.find((r: Json) => r.id === id);
    expect(row).toMatchObject({ kind: 'survey', status: 'open', audience: 'parents', class_ids: [w.classA], class_names: ['Mầm A'], question_count: 5, response_count: 0 });
    const d = ok(await call(detail, { ...w.p, query: { id } })).body.response.data;
    expect(d.questions.map((q: Json) => q.type)).toEqual(['single', 'multiple', 'text', 'rating', 'grid']);
    expect(d.questions[0]).toMatchObject({ required: true, options: ['Xe máy', 'Ô tô'], allow_other: true, rows: [] });
    expect(d.questions[4]).toMatchObject({ options: ['Tốt', 'Chưa tốt'], rows: ['Giáo viên', 'Vệ sinh'] });
    // The earlier kind's list does not show it.
    const v1 = ok(await call(list, { ...w.p, query: { kind: 'survey_v1', page_size: 100 } })).body.response;
    expect(v1.data.map((r: Json) => r.id)).not.toContain(id);
  });

  it('refuses bad surveys with translated messages', async () => {
    const backwards = await call(create, { ...w.p, language: 'en', body: surveyBody({ opens_at: hoursFromNow(5), closes_at: hoursFromNow(1) }) });
    expect(backwards.status).toBe(400);
    expect(first(backwards).field_keys.closes_at).toBe('errors.end_before_start');
    const oneOption = await call(create, { ...w.p, body: surveyBody({ questions: [{ type: 'single', title: 'Một?', options: ['Có'] }] }) });
    expect(oneOption.status).toBe(400);
    expect(Object.values(first(oneOption).field_keys)).toContain('errors.survey_two_options');
    const noRows = await call(create, { ...w.p, body: surveyBody({ questions: [{ type: 'grid', title: 'Bảng', options: ['A', 'B'] }] }) });
    expect(noRows.status).toBe(400);
    const none = await call(create, { ...w.p, body: surveyBody({ questions: [] }) });
    expect(none.status).toBe(400);
    const v1Text = await call(create, { ...w.p, body: surveyBody({ kind: 'survey_v1', questions: [{ type: 'text', title: 'Ý kiến' }] }) });
    expect(v1Text.status).toBe(400);
    expect(first(v1Text).field_keys.questions).toBe('errors.survey_v1_types');
    const other = await makeSchool();
    const principal = await other.addUser({ roles: ['principal'] });
    const op = { token: await signIn(principal.username, principal.password), tenantId: other.id };
    // A class of another school is "not found".
    expect((await call(create, { ...op, body: surveyBody({ class_ids: [w.classA] }) })).status).toBe(404);
  });

  it('another school’s survey is not found, whatever the call', async () => {
    const id = await newSurvey(w.p);
    const other = await makeSchool();
    const principal = await other.addUser({ roles: ['principal'] });
    const op = { token: await signIn(principal.username, principal.password), tenantId: other.id };
    expect((await call(detail, { ...op, query: { id } })).status).toBe(404);
    expect((await call(results, { ...op, query: { id } })).status).toBe(404);
    expect((await call(close, { ...op, body: { id } })).status).toBe(404);
    expect((await call(duplicate, { ...op, body: { id } })).status).toBe(404);
    expect((await call(update, { ...op, params: { id }, body: surveyBody() })).status).toBe(404);
    expect((await callFile(exportAnswers, { ...op, query: { id } })).status).toBe(404);
    const theirs = ok(await call(list, { ...op, query: { kind: 'survey' } })).body.response;
    expect(theirs.data.map((r: Json) => r.id)).not.toContain(id);
  });

  it('a teacher sees the surveys of their classes and the whole school, not another class’s; cannot build one', async () => {
    const forA = await newSurvey(w.p, { class_ids: [w.classA] });
    const forB = await newSurvey(w.p, { class_ids: [w.classB] });
    const school = await newSurvey(w.p);
    const seen = ok(await call(list, { ...w.tA, query: { kind: 'survey', page_size: 100 } })).body.response.data.map((r: Json) => r.id);
    expect(seen).toContain(forA);
    expect(seen).toContain(school);
    expect(seen).not.toContain(forB);
    expect((await call(detail, { ...w.tA, query: { id: forB } })).status).toBe(404);
    expect((await call(results, { ...w.tA, query: { id: forB } })).status).toBe(404);
    ok(await call(results, { ...w.tB, query: { id: forB } }));
    // The teacher role reads surveys only.
    expect((await call(create, { ...w.tA, body: surveyBody({ class_ids: [w.classA] }) })).status).toBe(403);
    expect((await call(close, { ...w.tA, body: { id: forA } })).status).toBe(403);
    expect((await callFile(exportAnswers, { ...w.tA, query: { id: forA } })).status).toBe(403);
    // And the earlier kind's menu is not theirs at all.
    expect((await call(list, { ...w.tA, query: { kind: 'survey_v1' } })).status).toBe(403);
    // On a whole-school survey a teacher's figures are their classes' only.
    const r = ok(await call(results, { ...w.tA, query: { id: school } })).body.response.data;
    expect(r.by_class.map((c: Json) => c.class_name)).toEqual(['Mầm A']);
  });
});

describe('surveys: parents answer, staff read the results', () => {
  let w: World;
  let id: string;
  let qs: Json[];
  beforeAll(async () => {
    w = await world();
    id = await newSurvey(w.p, { class_ids: [w.classA] });
    qs = await questionsOf(w.p, id);
  });

  it('the family of a child in the audience sees the open survey with its questions; another class’s family does not', async () => {
    const mine = ok(await call(appSurveys, { token: w.hoa })).body.response.data as Json[];
    const s = mine.find((x) => x.id === id);
    expect(s).toMatchObject({ title: expect.stringContaining('Khảo sát'), answered: false, students: [{ student_id: w.minh, answered: false }] });
    expect(s.questions).toHaveLength(5);
    expect(s.questions[0]).toMatchObject({ id: qs[0].id, type: 'single', title: 'Bé đi học bằng gì?', required: true, options: ['Xe máy', 'Ô tô'], allow_other: true, rows: [] });
    expect(s.questions[3]).toMatchObject({ type: 'rating' });
    const theirs = ok(await call(appSurveys, { token: w.duc })).body.response.data as Json[];
    expect(theirs.map((x) => x.id)).not.toContain(id);
    // A staff token is not a parent's.
    expect((await call(appSurveys, { token: w.p.token })).status).toBe(401);
  });

  it('checks answers against the questions and saves nothing that is wrong', async () => {
    const send = (value: Record<number, unknown>, language = 'vi') =>
      call(appAnswer, { token: w.hoa, language, body: { survey_id: id, student_id: w.minh, answers: answers(qs, value) } });
    const missing = await send({ 3: undefined }, 'en');
    expect(missing.status).toBe(400);
    expect(first(missing)).toMatchObject({ message: 'errors.survey_answer_required', text: 'The question "Chấm điểm bữa ăn" is required.' });
    // The word beside the question names it too, never a raw "{question}".
    expect(Object.values(first(missing).fields)).toEqual(['The question "Chấm điểm bữa ăn" is required.']);
    const notOffered = await send({ 1: ['Cơm', 'Bánh mì'] });
    expect(notOffered.status).toBe(400);
    expect(first(notOffered).message).toBe('errors.survey_option_invalid');
    expect((await send({ 3: 6 })).status).toBe(400);
    expect(first(await send({ 3: 0 })).message).toBe('errors.survey_rating_range');
    expect(first(await send({ 4: { 'Giáo viên': 'Tốt' } })).message).toBe('errors.survey_answer_required');
    expect(first(await send({ 4: { 'Giáo viên': 'Rất tốt', 'Vệ sinh': 'Tốt' } })).message).toBe('errors.survey_option_invalid');
    expect(first(await send({ 1: 'Cơm' })).message).toBe('errors.survey_answer_shape');
    const r = ok(await call(results, { ...w.p, query: { id } })).body.response.data;
    expect(r.response_count).toBe(0);
  });

  it('a family cannot answer for a child not theirs, nor another school’s family (404)', async () => {
    const body = (student_id: string) => ({ survey_id: id, student_id, answers: answers(qs) });
    expect((await call(appAnswer, { token: w.hoa, body: body(w.lan) })).status).toBe(404);
    // Đức's Hùng is in class B: the class-A survey is not for him.
    expect((await call(appAnswer, { token: w.duc, body: body(w.hung) })).status).toBe(404);
    const o = await world();
    expect((await call(appAnswer, { token: o.hoa, body: body(w.minh) })).status).toBe(404);
    expect((await call(appAnswer, { token: o.hoa, body: { ...body(o.minh) } })).status).toBe(404);
  });

  it('answering again replaces the earlier answer; the results count each child once', async () => {
    ok(await call(appAnswer, { token: w.hoa, body: { survey_id: id, student_id: w.minh, answers: answers(qs, { 0: 'Đi bộ', 3: 2 }) } }));
    const first_ = ok(await call(results, { ...w.p, query: { id } })).body.response.data;
    expect(first_.questions[0]).toMatchObject({ counts: { 'Xe máy': 0, 'Ô tô': 0 }, other: ['Đi bộ'] });
    const answer = await call(appAnswer, { token: w.hoa, body: { survey_id: id, student_id: w.minh, answers: answers(qs, { 2: '' }) } });
    expect(first(ok(answer))).toMatchObject({ result: 1 });
    const r = ok(await call(results, { ...w.p, query: { id } })).body.response.data;
    expect(r.response_count).toBe(1);
    expect(r.audience_count).toBe(2);
    expect(r.by_class).toEqual([{ class_id: w.classA, class_name: 'Mầm A', responded: 1, expected: 2 }]);
    const [single, multiple, text, rating, grid] = r.questions;
    expect(single).toMatchObject({ counts: { 'Xe máy': 1, 'Ô tô': 0 }, other: [], answered: 1 });
    expect(multiple.counts).toEqual({ Cơm: 1, Phở: 0, Bún: 1 });
    expect(text.texts).toEqual([]);
    expect(rating).toMatchObject({ counts: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 }, average: 4 });
    expect(grid.grid).toEqual({ 'Giáo viên': { Tốt: 1, 'Chưa tốt': 0 }, 'Vệ sinh': { Tốt: 0, 'Chưa tốt': 1 } });
    // Who has not answered, with the guardian to call.
    expect(r.pending).toEqual([{ student_id: w.lan, student_name: 'Trần Thị Lan', class_name: 'Mầm A', guardian_name: 'Trần Văn Tư', phone: '0912000222' }]);
    const app = (ok(await call(appSurveys, { token: w.hoa })).body.response.data as Json[]).find((x) => x.id === id);
    expect(app.answered).toBe(true);
    // The family sees what it answered for the child, and when; the empty text was left out.
    expect(app.students).toEqual([
      {
        student_id: w.minh,
        answered: true,
        answered_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        answers: {
          [qs[0].id]: 'Xe máy',
          [qs[1].id]: ['Cơm', 'Bún'],
          [qs[3].id]: 4,
          [qs[4].id]: { 'Giáo viên': 'Tốt', 'Vệ sinh': 'Chưa tốt' },
        },
      },
    ]);
    // Teacher B has no child in the audience.
    expect((await call(results, { ...w.tB, query: { id } })).status).toBe(404);
  });

  it('exports every answer to Excel', async () => {
    const file = await callFile(exportAnswers, { ...w.p, query: { id } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const { Workbook } = await import('exceljs');
    const book = new Workbook();
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(2).value).toBe('Họ và tên trẻ');
    expect(sheet.getRow(1).getCell(5).value).toBe('1. Bé đi học bằng gì?');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe('Nguyễn Văn Minh');
    expect(sheet.getRow(2).getCell(6).value).toBe('Cơm; Bún');
    expect(sheet.getRow(2).getCell(9).value).toBe('Giáo viên: Tốt; Vệ sinh: Chưa tốt');
  });

  it('a survey with answers keeps its questions: changing them is 409, other fields change; duplicate to edit', async () => {
    const changed = await call(update, { ...w.p, params: { id }, body: surveyBody({ class_ids: [w.classA], questions: QUESTIONS.slice(0, 2) }) });
    expect(changed.status).toBe(409);
    expect(first(changed).message).toBe('errors.survey_has_answers');
    const toDraft = await call(update, { ...w.p, params: { id }, body: surveyBody({ class_ids: [w.classA], status: 'draft' }) });
    expect(toDraft.status).toBe(409);
    ok(await call(update, { ...w.p, params: { id }, body: surveyBody({ title: 'Khảo sát học kỳ I', class_ids: [w.classA] }) }));
    expect(ok(await call(detail, { ...w.p, query: { id } })).body.response.data).toMatchObject({ title: 'Khảo sát học kỳ I', has_answers: true });
    expect((await questionsOf(w.p, id)).map((q) => q.id)).toEqual(qs.map((q) => q.id));

    const copy = first(ok(await call(duplicate, { ...w.p, body: { id } }))).id as string;
    const c = ok(await call(detail, { ...w.p, query: { id: copy } })).body.response.data;
    expect(c).toMatchObject({ title: 'Khảo sát học kỳ I (bản sao)', status: 'draft', has_answers: false, class_ids: [w.classA] });
    expect(c.questions).toHaveLength(5);
    ok(await call(update, { ...w.p, params: { id: copy }, body: surveyBody({ class_ids: [w.classA], status: 'draft', questions: QUESTIONS.slice(0, 2) }) }));
    expect(await questionsOf(w.p, copy)).toHaveLength(2);
    // A draft is not for parents: answering it is "not found".
    const cq = await questionsOf(w.p, copy);
    const draft = await call(appAnswer, { token: w.hoa, body: { survey_id: copy, student_id: w.minh, answers: [{ question_id: cq[0].id, value: 'Ô tô' }] } });
    expect(draft.status).toBe(404);
  });

  it('closing by hand stops the answers (409) and the parents’ list; a closed survey is not edited', async () => {
    const sid = await newSurvey(w.p, { class_ids: [w.classA] });
    const sq = await questionsOf(w.p, sid);
    ok(await call(close, { ...w.p, body: { id: sid } }));
    const rows = ok(await call(list, { ...w.p, query: { kind: 'survey', status: 'closed', page_size: 100 } })).body.response.data;
    expect(rows.map((r: Json) => r.id)).toContain(sid);
    const late = await call(appAnswer, { token: w.hoa, language: 'en', body: { survey_id: sid, student_id: w.minh, answers: answers(sq) } });
    expect(late.status).toBe(409);
    expect(first(late).text).toBe('The survey is not open for answers.');
    expect((ok(await call(appSurveys, { token: w.hoa })).body.response.data as Json[]).map((x) => x.id)).not.toContain(sid);
    expect((await call(close, { ...w.p, body: { id: sid } })).status).toBe(409);
    expect((await call(update, { ...w.p, params: { id: sid }, body: surveyBody() })).status).toBe(409);
  });

  it('a survey whose closing time has passed reads closed and takes no answers', async () => {
    const sid = await newSurvey(w.p, { opens_at: hoursFromNow(-48), closes_at: hoursFromNow(-1) });
    const row = ok(await call(detail, { ...w.p, query: { id: sid } })).body.response.data;
    expect(row.status).toBe('closed');
    const sq = row.questions;
    expect((await call(appAnswer, { token: w.hoa, body: { survey_id: sid, student_id: w.minh, answers: answers(sq) } })).status).toBe(409);
  });

  it('a staff survey cannot be answered through the parents’ API', async () => {
    const sid = await newSurvey(w.p, { audience: 'staff' });
    const sq = await questionsOf(w.p, sid);
    expect((ok(await call(appSurveys, { token: w.hoa })).body.response.data as Json[]).map((x) => x.id)).not.toContain(sid);
    expect((await call(appAnswer, { token: w.hoa, body: { survey_id: sid, student_id: w.minh, answers: answers(sq) } })).status).toBe(404);
  });
});

describe('survey_v1: the earlier kind on the same tables', () => {
  it('lists under its own kind, answers and reads the same results', async () => {
    const w = await world();
    const id = first(
      ok(
        await call(create, {
          ...w.p,
          body: surveyBody({
            kind: 'survey_v1',
            questions: [
              { type: 'single', title: 'Có tham gia dã ngoại?', required: true, options: ['Có', 'Không'] },
              { type: 'multiple', title: 'Ngày nào tiện?', options: ['Thứ Bảy', 'Chủ Nhật'] },
            ],
          }),
        }),
      ),
    ).id as string;
    const v1 = ok(await call(list, { ...w.p, query: { kind: 'survey_v1' } })).body.response.data;
    expect(v1.map((r: Json) => r.id)).toEqual([id]);
    expect(ok(await call(list, { ...w.p, query: { kind: 'survey' } })).body.response.data).toEqual([]);
    const sq = await questionsOf(w.p, id);
    ok(await call(appAnswer, { token: w.duc, body: { survey_id: id, student_id: w.hung, answers: [{ question_id: sq[0].id, value: 'Có' }, { question_id: sq[1].id, value: ['Chủ Nhật'] }] } }));
    const r = ok(await call(results, { ...w.p, query: { id } })).body.response.data;
    expect(r).toMatchObject({ response_count: 1, audience_count: 3 });
    expect(r.by_class.map((c: Json) => `${c.class_name} ${c.responded}/${c.expected}`)).toEqual(['Mầm A 0/2', 'Mầm B 1/1']);
    expect(r.questions[0].counts).toEqual({ Có: 1, Không: 0 });
    expect(r.questions[1].counts).toEqual({ 'Thứ Bảy': 0, 'Chủ Nhật': 1 });
  });
});
