import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, gotoApp, seriousA11yViolations, signIn, test, waitForHydration } from './fixtures';
import { addDays, schoolToday } from '../../lib/school-time';

// Surveys: the principal builds a survey on /management/survey and opens it, a parent answers through the parents'
// API, and the results show the chart and the response rate per class. Each run makes its own survey (a title of
// its own) for class Nhà trẻ 1, so a second run on the same database, or other specs, see nothing of the first.

const SCHOOL_CODE = 'HOASEN';
const CLASS = 'Nhà trẻ 1';

async function addQuestion(page: Page, n: number, type: string, title: string, options?: string) {
  const builder = page.getByTestId('survey-builder');
  if (n > 1) await builder.getByTestId('survey-add-question').click();
  await expect(builder.getByTestId('survey-question')).toHaveCount(n);
  await builder.getByLabel(`Loại câu ${n}`).selectOption({ label: type });
  await builder.getByLabel(`Nội dung câu ${n}`).fill(title);
  if (options) await builder.getByLabel(`Các phương án của câu ${n}`).fill(options);
}

/** The parent's token and the survey as the parents' API lists it. */
async function parentSurvey(request: APIRequestContext, username: string, title: string) {
  const login = await request.post('/api/app/login', { data: { username, password: DEMO_PASSWORD, school_code: SCHOOL_CODE } });
  expect(login.status()).toBe(200);
  const auth = { Authorization: `Bearer ${(await login.json()).response.data.accessToken as string}` };
  const list = await request.get('/api/app/surveys', { headers: auth });
  expect(list.status()).toBe(200);
  type AppSurvey = { id: string; title: string; answered: boolean; students: { student_id: string }[]; questions: { id: string; type: string }[] };
  const survey = ((await list.json()).response.data as AppSurvey[]).find((s) => s.title === title);
  expect(survey, `${title} among the parent's open surveys`).toBeDefined();
  return { auth, survey: survey! };
}

test('the principal builds a three-question survey, opens it, a parent answers, the results show the chart and the rate', async ({ page, request }) => {
  test.setTimeout(180_000);
  const title = `Khảo sát dã ngoại ${Date.now().toString(36)}`;
  await signIn(page, 'principal');
  await gotoApp(page, '/management/survey');
  await expect(page.getByRole('heading', { level: 1, name: 'Khảo sát' })).toBeVisible();
  const add = page.getByTestId('survey-add');
  await waitForHydration(add);
  await add.click();

  const builder = page.getByTestId('survey-builder');
  await expect(builder.getByRole('heading', { name: 'Tạo khảo sát' })).toBeVisible();
  await builder.getByLabel('Tên khảo sát').fill(title);
  await builder.getByLabel('Mô tả').fill('Nhà trường tổ chức dã ngoại cuối tháng.');
  await builder.getByLabel('Mở lúc').fill(`${addDays(schoolToday(), -1)}T07:00`);
  await builder.getByLabel('Đóng lúc').fill(`${addDays(schoolToday(), 7)}T17:00`);
  await builder.getByLabel(CLASS, { exact: true }).check();
  await addQuestion(page, 1, 'Một lựa chọn', 'Bé có tham gia không?', 'Có\nKhông');
  await builder.getByLabel('Bắt buộc trả lời').first().check();
  await addQuestion(page, 2, 'Thang điểm 1–5', 'Bé thích chuyến đi trước đến mức nào?');
  await addQuestion(page, 3, 'Trả lời ngắn', 'Bé cần lưu ý gì không?');
  // Reordering: the rating goes first, then back.
  await builder.getByRole('button', { name: 'Chuyển câu 2 lên' }).click();
  await expect(builder.getByLabel('Nội dung câu 1')).toHaveValue('Bé thích chuyến đi trước đến mức nào?');
  await builder.getByRole('button', { name: 'Chuyển câu 1 xuống' }).click();
  await expect(builder.getByLabel('Nội dung câu 1')).toHaveValue('Bé có tham gia không?');
  await builder.getByTestId('survey-builder-publish').click();
  await expect(builder).toBeHidden();
  await expect(page.getByText('Đã mở khảo sát.')).toBeVisible();

  const row = page.getByTestId('survey-table').locator('tbody tr[data-row-id]').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Đang mở');
  await expect(row).toContainText(CLASS);
  await expect(row).toContainText('3 câu hỏi');

  // The results before any answer: 0 of the class, and the guardians to call.
  await row.getByRole('button', { name: `Xem kết quả khảo sát ${title}` }).first().click();
  const results = page.getByTestId('survey-results');
  await expect(results.getByTestId('survey-response-rate')).toHaveText(/^Đã trả lời: 0 \/ \d+$/);
  const expected = Number((await results.getByTestId('survey-response-rate').innerText()).split('/ ')[1]);
  expect(expected).toBeGreaterThan(0);
  await expect(results.getByTestId('survey-by-class')).toContainText(`${CLASS}0 / ${expected}`);
  const call = results.getByTestId('survey-pending').getByRole('link').first();
  const phone = (await call.innerText()).trim();
  expect(phone).toMatch(/^0\d{9}$/);
  await results.getByRole('button', { name: 'Đóng' }).first().click();
  await expect(results).toBeHidden();

  // The parent answers through the parents' API.
  const { auth, survey } = await parentSurvey(request, phone, title);
  expect(survey.answered).toBe(false);
  expect(survey.questions.map((q) => q.type)).toEqual(['single', 'rating', 'text']);
  const [single, rating, text] = survey.questions;
  const refused = await request.post('/api/app/surveys/answer', {
    headers: auth,
    data: { survey_id: survey.id, student_id: survey.students[0].student_id, answers: [{ question_id: rating.id, value: 9 }] },
  });
  expect(refused.status()).toBe(400);
  const answer = await request.post('/api/app/surveys/answer', {
    headers: auth,
    data: {
      survey_id: survey.id,
      student_id: survey.students[0].student_id,
      answers: [
        { question_id: single.id, value: 'Có' },
        { question_id: rating.id, value: 5 },
        { question_id: text.id, value: 'Bé say xe' },
      ],
    },
  });
  expect(answer.status()).toBe(200);
  expect((await answer.json())[0].result).toBe(1);

  // The results: one answer, a chart per choice question with the average, the text listed, the rate per class.
  await page.reload();
  await waitForHydration(page.getByTestId('survey-add'));
  await expect(row).toContainText('1 lượt trả lời');
  await row.getByRole('button', { name: `Xem kết quả khảo sát ${title}` }).first().click();
  await expect(results.getByTestId('survey-response-rate')).toHaveText(`Đã trả lời: 1 / ${expected}`);
  await expect(results.getByTestId('survey-by-class')).toContainText(`${CLASS}1 / ${expected}`);
  const cards = results.getByTestId('survey-question-result');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0).getByRole('img', { name: /Bé có tham gia không\?: Có: 1, Không: 0/ })).toBeVisible();
  await expect(cards.nth(1).getByTestId('survey-average')).toHaveText('Điểm trung bình: 5 / 5');
  await expect(cards.nth(1).locator('canvas')).toBeVisible();
  await expect(cards.nth(2).getByTestId('survey-texts')).toHaveText('Bé say xe');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the list reads on a phone (390 px) and the earlier kind shows its results, in English', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'principal');
  await gotoApp(page, '/management/survey');
  const rows = page.getByTestId('survey-table').locator('tbody tr[data-row-id]');
  // The search ignores accents: the demo's open survey, whatever other runs added.
  await waitForHydration(page.getByLabel('Tìm khảo sát'));
  await page.getByLabel('Tìm khảo sát').fill('y kien phu huynh');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Ý kiến phụ huynh học kỳ I');
  await expect(rows.first()).toContainText('Đang mở');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const actions = rows.first().getByRole('button', { name: /^Xem kết quả/ }).last();
  const box = await actions.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);

  await gotoApp(page, '/en/management/survey_v1');
  await expect(page.getByRole('heading', { level: 1, name: 'Surveys (earlier)' })).toBeVisible();
  const v1 = rows.filter({ hasText: 'Khảo sát thực đơn (bản cũ)' });
  await expect(v1).toContainText('Closed');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await v1.getByRole('button', { name: /^See the results of/ }).first().click();
  const results = page.getByTestId('survey-results');
  await expect(results.getByTestId('survey-response-rate')).toHaveText(/^Answered: [1-9]\d* \/ \d+$/);
  await expect(results.getByTestId('survey-question-result')).toHaveCount(2);
  await expect(results.getByTestId('survey-question-result').first().locator('canvas')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
