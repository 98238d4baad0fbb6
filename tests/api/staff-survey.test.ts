import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { POST as create } from '@/app/api/webadmin/Survey/create/route';
import { GET as detail } from '@/app/api/webadmin/Survey/get-detail/route';
import { PUT as close } from '@/app/api/webadmin/Survey/close/route';
import { GET as results } from '@/app/api/webadmin/Survey/get-results/route';
import { GET as exportAnswers } from '@/app/api/webadmin/Survey/export-answers/route';
import { POST as answer } from '@/app/api/webadmin/Survey/answer/route';
import { GET as openSurveys } from '@/app/api/webadmin/Survey/get-open/route';
import { call, callFile, first, makeSchool, rand, signIn, type Json, type Reply, type TestUser } from '../helpers/world';

type As = { token: string; tenantId: string };

function ok(r: Reply) {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
}

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();

const surveyBody = (over: Record<string, unknown> = {}) => ({
  kind: 'survey',
  title: `Khảo sát nhân viên ${rand()}`,
  description: 'Ý kiến của giáo viên và nhân viên',
  audience: 'staff',
  class_ids: [],
  opens_at: hoursFromNow(-1),
  closes_at: hoursFromNow(24),
  status: 'open',
  questions: [
    { type: 'single', title: 'Ca làm việc có phù hợp không?', required: true, options: ['Phù hợp', 'Chưa phù hợp'] },
    { type: 'rating', title: 'Chấm điểm bếp ăn', required: false },
  ],
  ...over,
});

describe('surveys for staff: POST /Survey/answer and GET /Survey/get-open', () => {
  let p: As;
  let teacher: As;
  let nurse: As;
  let other: As;
  let teacherUser: TestUser;
  let survey: string;
  let questions: Json[];
  const newSurvey = async (as: As, over: Record<string, unknown> = {}) =>
    first(ok(await call(create, { ...as, body: surveyBody(over) }))).id as string;

  beforeAll(async () => {
    const school = await makeSchool();
    const as = async (u: TestUser) => ({ token: await signIn(u.username, u.password), tenantId: school.id });
    p = await as(await school.addUser({ roles: ['principal'] }));
    teacherUser = await school.addUser({ roles: ['teacher'] });
    teacher = await as(teacherUser);
    nurse = await as(await school.addUser({ roles: ['nurse'] }));
    const second = await makeSchool();
    const op = await second.addUser({ roles: ['principal'] });
    other = { token: await signIn(op.username, op.password), tenantId: second.id };
    survey = await newSurvey(p);
    questions = ok(await call(detail, { ...p, query: { id: survey } })).body.response.data.questions;
  });

  it('a teacher answers a staff survey; the results, the rate and the export count it, and who has not answered', async () => {
    const open = ok(await call(openSurveys, teacher)).body.response.data as Json[];
    expect(open.find((s) => s.id === survey)).toMatchObject({ answered_at: null, answers: {} });
    const body = { survey_id: survey, answers: [{ question_id: questions[0].id, value: 'Phù hợp' }, { question_id: questions[1].id, value: 4 }] };
    expect(first(ok(await call(answer, { ...teacher, body }))).result).toBe(1);
    // Answering again replaces the answers (one response).
    ok(await call(answer, { ...teacher, body: { ...body, answers: [{ question_id: questions[0].id, value: 'Chưa phù hợp' }] } }));
    const mine = (ok(await call(openSurveys, teacher)).body.response.data as Json[]).find((s) => s.id === survey);
    expect(mine.answered_at).not.toBeNull();
    expect(mine.answers).toEqual({ [questions[0].id]: 'Chưa phù hợp' });

    const r = ok(await call(results, { ...p, query: { id: survey } })).body.response.data;
    expect(r.response_count).toBe(1);
    expect(r.audience_count).toBe(3);
    expect(r.by_class).toEqual([]);
    expect(r.questions[0].counts).toMatchObject({ 'Chưa phù hợp': 1, 'Phù hợp': 0 });
    expect(r.pending).toHaveLength(2);
    expect(r.pending.map((x: Json) => x.student_id)).not.toContain(teacherUser.id);

    const file = await callFile(exportAnswers, { ...p, query: { id: survey } });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const cells = book.worksheets[0].getSheetValues().flat().map(String);
    expect(cells).toContain('Chưa phù hợp');
    expect(cells).toContain(teacherUser.username);
  });

  it('refuses a parents’ survey, a draft, another school’s (404), a closed one (409) and bad answers (translated 400)', async () => {
    const parents = await newSurvey(p, { audience: 'parents' });
    const value = [{ question_id: questions[0].id, value: 'Phù hợp' }];
    expect((await call(answer, { ...nurse, body: { survey_id: parents, answers: value } })).status).toBe(404);
    const draft = await newSurvey(p, { status: 'draft' });
    expect((await call(answer, { ...nurse, body: { survey_id: draft, answers: value } })).status).toBe(404);
    expect((await call(answer, { ...other, body: { survey_id: survey, answers: value } })).status).toBe(404);
    expect((ok(await call(openSurveys, other)).body.response.data as Json[]).map((s) => s.id)).not.toContain(survey);

    const closing = await newSurvey(p);
    const closingQs = ok(await call(detail, { ...p, query: { id: closing } })).body.response.data.questions;
    ok(await call(close, { ...p, body: { id: closing } }));
    const closed = await call(answer, { ...nurse, body: { survey_id: closing, answers: [{ question_id: closingQs[0].id, value: 'Phù hợp' }] } });
    expect(closed.status).toBe(409);

    const missing = await call(answer, { ...nurse, language: 'en', body: { survey_id: survey, answers: [] } });
    expect(missing.status).toBe(400);
    expect(first(missing).message).toBe('errors.survey_answer_required');
    expect(first(missing).text).toContain('Ca làm việc có phù hợp không?');
    const notAnOption = await call(answer, { ...nurse, body: { survey_id: survey, answers: [{ question_id: questions[0].id, value: 'Không biết' }] } });
    expect(notAnOption.status).toBe(400);
    expect((await call(answer, { ...nurse, body: { survey_id: 'x', answers: [] } })).status).toBe(400);
    expect((await call(answer, { body: { survey_id: survey, answers: value } })).status).toBe(401);
  });

  it('a teacher cannot read a staff survey’s results (404) and one without the export right cannot export (403)', async () => {
    expect((await call(results, { ...teacher, query: { id: survey } })).status).toBe(404);
    expect((await callFile(exportAnswers, { ...nurse, query: { id: survey } })).status).toBe(403);
    expect((await call(results, { ...other, query: { id: survey } })).status).toBe(404);
  });
});
