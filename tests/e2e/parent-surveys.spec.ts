import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test, waitForHydration, type Locale } from './fixtures';
import { PHONE, parentUrl, signInParent, waitForParent } from './parent-fixtures';
import { expectNoSidewaysScroll } from './requests-helpers';

// The parents' surveys and events at 390×844, on the demo school's open survey ("Ý kiến phụ huynh học kỳ I", the
// whole school) and its parents' meeting ("Họp phụ huynh học kỳ I", in ten days, a reply asked). Answering again
// replaces the family's answer, so each run writes its own unique text and looks for it.

test.use({ viewport: PHONE });

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const SURVEY = 'Ý kiến phụ huynh học kỳ I';
const EVENT = 'Họp phụ huynh học kỳ I';
const today = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

async function open(page: Page, path: '/surveys' | '/events', locale: Locale = 'vi') {
  await page.goto(parentUrl(path, locale));
  await waitForParent(page);
}

test('a parent answers the open survey, sees the answers and the day, and can change them', async ({ page }) => {
  test.setTimeout(150_000);
  const note = `Mong trường có thêm giờ đọc sách (${suffix()})`;
  await signInParent(page);
  await open(page, '/surveys');
  const card = page.getByTestId('parent-survey').filter({ hasText: SURVEY });
  await expect(card).toContainText('Hạn trả lời:');
  const start = card.getByTestId('parent-survey-open');
  await waitForHydration(start);
  await start.click();
  const form = card.getByTestId('parent-survey-form');
  // Leave the rating out first: the required question is named.
  await form.getByRole('group', { name: /Bé đến trường bằng phương tiện gì/ }).getByLabel('Đi bộ').check();
  await form.getByRole('group', { name: /Bé thích hoạt động nào nhất/ }).getByLabel('Kể chuyện').check();
  for (const row of ['Giáo viên', 'Vệ sinh', 'Cơ sở vật chất']) {
    await form.getByRole('group', { name: row, exact: true }).getByLabel('Hài lòng', { exact: true }).check();
  }
  await form.getByLabel('Góp ý khác cho nhà trường').fill(note);
  const rating = form.getByRole('group', { name: /Quý phụ huynh chấm điểm bữa ăn bán trú/ });
  // An earlier run may have left a rating checked: start from none by asking with all required but the rating
  // only when none is chosen.
  if (!(await rating.getByRole('radio', { checked: true }).count())) {
    await form.getByTestId('parent-survey-submit').click();
    await expect(form.getByRole('alert')).toHaveText('Hãy trả lời câu hỏi “Quý phụ huynh chấm điểm bữa ăn bán trú”.');
  }
  await rating.getByText('5', { exact: true }).click();
  await form.getByTestId('parent-survey-submit').click();

  await expect(card.getByRole('status')).toHaveText('Đã lưu câu trả lời.');
  await expect(card.getByTestId('parent-survey-state')).toHaveText(`Đã trả lời ngày ${today()}`);
  const answers = card.getByTestId('parent-survey-answers');
  await expect(answers).toContainText(note);
  await expect(answers).toContainText('Đi bộ');
  await expect(answers).toContainText('Kể chuyện');
  await expect(answers).toContainText('5 trên 5');
  await expect(answers).toContainText('Giáo viên: Hài lòng');

  // After a reload the answers are still there, and the form opens with them.
  await open(page, '/surveys');
  const again = page.getByTestId('parent-survey').filter({ hasText: SURVEY });
  await expect(again.getByTestId('parent-survey-answers')).toContainText(note);
  await waitForHydration(again.getByTestId('parent-survey-open'));
  await expect(again.getByTestId('parent-survey-open')).toHaveText('Sửa câu trả lời');
  await again.getByTestId('parent-survey-open').click();
  await expect(again.getByLabel('Góp ý khác cho nhà trường')).toHaveValue(note);
  await expect(again.getByRole('group', { name: /Bé đến trường/ }).getByLabel('Đi bộ')).toBeChecked();
  await expectNoSidewaysScroll(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a parent replies to an event, not going, with a note, and sees the reply', async ({ page }) => {
  test.setTimeout(150_000);
  const note = `Bố đi công tác, mẹ sẽ xin dự buổi sau (${suffix()})`;
  await signInParent(page);
  await open(page, '/events');
  const card = page.getByTestId('parent-event').filter({ hasText: EVENT });
  await expect(card).toContainText('Địa điểm:');
  const start = card.getByTestId('parent-event-open');
  await waitForHydration(start);
  await start.click();
  const form = card.getByTestId('parent-event-form');
  await form.getByText('Không tham gia', { exact: true }).click();
  await form.getByLabel('Ghi chú (không bắt buộc)').fill(note);
  await form.getByTestId('parent-event-submit').click();
  await expect(card.getByRole('status')).toHaveText('Đã lưu câu trả lời.');
  const reply = card.getByTestId('parent-event-reply');
  await expect(reply).toContainText('Bạn đã trả lời: Không tham gia');
  await expect(reply).toContainText(`Ghi chú: ${note}`);

  // Changing it: going now, the note kept in the form.
  await open(page, '/events');
  const again = page.getByTestId('parent-event').filter({ hasText: EVENT });
  await expect(again.getByTestId('parent-event-reply')).toContainText(note);
  await waitForHydration(again.getByTestId('parent-event-open'));
  await again.getByTestId('parent-event-open').click();
  await expect(again.getByLabel('Ghi chú (không bắt buộc)')).toHaveValue(note);
  await again.getByText('Tham gia', { exact: true }).click();
  await again.getByTestId('parent-event-submit').click();
  await expect(again.getByTestId('parent-event-reply')).toContainText('Bạn đã trả lời: Tham gia');
  await expectNoSidewaysScroll(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('surveys and events read in both languages, pass axe and fit 320 px', async ({ page }) => {
  test.setTimeout(150_000);
  await signInParent(page, 'en');
  for (const locale of ['vi', 'en'] as const) {
    await open(page, '/surveys', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'vi' ? 'Khảo sát' : 'Surveys');
    await expect(page.getByTestId('parent-survey').first()).toContainText(locale === 'vi' ? 'Hạn trả lời' : 'Answer by');
    await waitForHydration(page.getByTestId('parent-survey-open').first());
    await page.getByTestId('parent-survey-open').first().click();
    expect(await seriousA11yViolations(page), `surveys ${locale}`).toEqual([]);
    await open(page, '/events', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'vi' ? 'Sự kiện' : 'Events');
    await expect(page.getByTestId('parent-event').filter({ hasText: EVENT })).toBeVisible();
    expect(await seriousA11yViolations(page), `events ${locale}`).toEqual([]);
  }
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of ['/surveys', '/events'] as const) {
    await open(page, path, 'en');
    await page.screenshot({ path: test.info().outputPath(`${path.slice(1)}-320.png`), fullPage: true });
    await expectNoSidewaysScroll(page);
  }
});
