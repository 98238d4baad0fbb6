import { DEMO_PASSWORD, expect, gotoApp, seriousA11yViolations, signIn, test, waitForHydration } from './fixtures';
import { principalApi } from './parent-fixtures';

// Staff surveys: the principal opens a survey for staff (through the staff API), teacher1 finds it from home, answers
// it on /staff-survey, and the principal's results show the answer and the response rate. Each run makes its own
// survey (a title of its own), so a second run on the same database sees nothing of the first.

test('a teacher answers a staff survey from home; the principal’s results show the answer', async ({ page, request }) => {
  test.setTimeout(180_000);
  const title = `Khảo sát nhân viên ${Date.now().toString(36)}`;
  const headers = await principalApi(request);
  const hours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();
  const made = await request.post('/api/webadmin/Survey/create', {
    headers,
    data: {
      kind: 'survey',
      title,
      description: 'Ý kiến về ca làm việc',
      audience: 'staff',
      class_ids: [],
      opens_at: hours(-1),
      closes_at: hours(48),
      status: 'open',
      questions: [
        { type: 'single', title: 'Ca làm việc có phù hợp không?', required: true, options: ['Phù hợp', 'Chưa phù hợp'] },
        { type: 'rating', title: 'Chấm điểm bếp ăn', required: false },
      ],
    },
  });
  expect(made.status(), await made.text()).toBe(200);

  await signIn(page, 'teacher1', DEMO_PASSWORD);
  const waiting = page.getByTestId('home-staff-surveys');
  await expect(waiting).toBeVisible();
  await waiting.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Khảo sát dành cho nhân viên' })).toBeVisible();
  const card = page.getByTestId('parent-survey').filter({ hasText: title });
  await expect(card.getByTestId('parent-survey-state')).toHaveText('Chưa trả lời');
  await waitForHydration(card.getByTestId('parent-survey-open'));
  await card.getByTestId('parent-survey-open').click();
  // Sending without the required answer: told which question.
  await card.getByTestId('parent-survey-submit').click();
  await expect(card.getByRole('alert')).toContainText('Ca làm việc có phù hợp không?');
  await card.getByLabel('Chưa phù hợp').check();
  await card.getByRole('radio', { name: '4 trên 5' }).check({ force: true });
  await card.getByTestId('parent-survey-submit').click();
  await expect(card.getByTestId('parent-survey-state')).toContainText('Đã trả lời ngày');
  await expect(card.getByTestId('parent-survey-answers')).toContainText('Chưa phù hợp');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The principal's results: one response among the school's staff, the answer counted.
  await page.context().clearCookies();
  await signIn(page, 'principal');
  await gotoApp(page, '/management/survey');
  await waitForHydration(page.getByLabel('Tìm khảo sát'));
  await page.getByLabel('Tìm khảo sát').fill(title);
  const row = page.getByTestId('survey-table').locator('tbody tr[data-row-id]').filter({ hasText: title });
  await expect(row).toContainText('1 lượt trả lời');
  await row.getByRole('button', { name: `Xem kết quả khảo sát ${title}` }).first().click();
  const results = page.getByTestId('survey-results');
  await expect(results.getByTestId('survey-response-rate')).toHaveText(/^Đã trả lời: 1 \/ \d+$/);
  const cards = results.getByTestId('survey-question-result');
  await expect(cards.nth(0).getByRole('img', { name: /Phù hợp: 0, Chưa phù hợp: 1/ })).toBeVisible();
  await expect(cards.nth(1).getByTestId('survey-average')).toHaveText('Điểm trung bình: 4 / 5');
  await expect(results.getByTestId('survey-pending')).not.toContainText('teacher1');
  await page.screenshot({ path: 'test-results/staff-survey-results.png' });
});
