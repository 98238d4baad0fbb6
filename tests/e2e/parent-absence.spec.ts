import type { Page } from '@playwright/test';
import { expect, gotoApp, seriousA11yViolations, submitLogin, test, waitForApp, waitForHydration, type Locale } from './fixtures';
import { PHONE, parentUrl, signInParent, waitForParent } from './parent-fixtures';
import { expectNoSidewaysScroll } from './requests-helpers';
import { addDays, dayText, isoWeekday, schoolToday } from '../../lib/school-time';

// The parents' absences screen at 390×844: the demo parent asks for leave with a file, sees it waiting, the
// principal finds it on /management/absence and approves it, the parent sees it approved; a pending request is
// cancelled, a refused file is said so. Each test asks for a school day of its own far ahead (the demo family's
// requests must not overlap, and other specs share the family), with a reason that names the run.

test.use({ viewport: PHONE });

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A Monday–Friday picked at random within the year ahead (leave is asked at most a year ahead), each test in a window
 * of its own (this file's two, and notifications.spec.ts's days 200–360): no other test asks leave for the child then.
 */
function freeSchoolDay(from: number, to: number) {
  let day = addDays(schoolToday(), from + Math.floor(Math.random() * (to - from - 4)));
  while (isoWeekday(day) > 5) day = addDays(day, 1);
  return day;
}

/** A staff sign-in in its own context; the staff home may take a while to render on a busy development server. */
async function staffSignIn(page: Page, username: string) {
  await submitLogin(page, username);
  await page.waitForURL((url) => !/\/login/.test(url.pathname), { timeout: 90_000 });
  await waitForApp(page);
}

const runTag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The child on screen (the eldest, no child chosen yet in this fresh context). */
async function childOnScreen(page: Page) {
  const reply = await page.request.get('/api/app/children');
  expect(reply.status()).toBe(200);
  const [child] = (await reply.json()).response.data as { id: string; full_name: string }[];
  return child;
}

async function openAbsences(page: Page, locale: Locale = 'vi') {
  await page.goto(parentUrl('/absences', locale));
  await waitForParent(page);
  await waitForHydration(page.getByTestId('absence-new'));
}

/** Fills and sends the leave form for one day. */
async function askLeave(page: Page, day: string, reason: string, file?: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByTestId('absence-new').click();
  const form = page.getByTestId('absence-form');
  await form.getByLabel('Từ ngày').fill(day);
  await form.getByLabel('Đến ngày').fill(day);
  await form.getByLabel('Lý do').fill(reason);
  if (file) await form.getByTestId('absence-file').setInputFiles(file);
  await form.getByRole('button', { name: 'Gửi đơn' }).click();
}

test('the parent asks for leave with a file; the principal sees it and approves it; the parent sees it approved', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const day = freeSchoolDay(30, 110);
  const reason = `Bé đi khám răng ${runTag()}`;
  await signInParent(page);
  const child = await childOnScreen(page);
  await openAbsences(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Xin nghỉ');

  // A date range backwards is refused with the server's translated words under the field.
  await page.getByTestId('absence-new').click();
  const form = page.getByTestId('absence-form');
  await form.getByLabel('Từ ngày').fill(addDays(day, 1));
  await form.getByLabel('Đến ngày').fill(day);
  await form.getByRole('button', { name: 'Gửi đơn' }).click();
  await expect(form.getByText('Trường này là bắt buộc.')).toBeVisible();
  await expect(form.getByLabel('Lý do')).toHaveAttribute('class', /is-invalid/);
  await form.getByRole('button', { name: 'Đóng' }).click();

  await askLeave(page, day, reason, { name: 'giay-kham.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('parent-req-done')).toHaveText('Đã gửi đơn xin nghỉ. Nhà trường sẽ xem và trả lời.');
  const card = page.getByTestId('absence-card').filter({ hasText: reason });
  await expect(card).toContainText('Chờ duyệt');
  await expect(card).toContainText(dayText(day));
  await expect(card).toContainText('1 ngày học');
  await expect(card.getByTestId('absence-attachment')).toHaveText('Xem tệp đính kèm: giay-kham.png');
  await expect(card.getByTestId('request-history')).toContainText('Gửi lúc');

  // Staff side: the principal finds it waiting on /management/absence and approves it.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staffSignIn(staff, 'principal');
  await gotoApp(staff, '/management/absence');
  const search = staff.getByLabel('Tìm theo trẻ');
  await waitForHydration(search);
  await search.fill(child.full_name);
  const row = staff.getByTestId('absence-table').locator('tbody tr[data-row-id]').filter({ hasText: reason });
  await expect(row).toContainText('Chờ duyệt');
  await expect(row).toContainText('Phụ huynh');
  await row.getByRole('button', { name: `Duyệt đơn xin nghỉ của ${child.full_name}` }).click();
  await staff.getByTestId('absence-approve').getByTestId('absence-approve-confirm').click();
  await expect(row).toContainText('Đã duyệt');
  await staffContext.close();

  // The parent sees the decision: approved, by whom and when; no cancel any more.
  await page.reload();
  await waitForParent(page);
  await expect(card).toContainText('Đã duyệt');
  await expect(card.getByTestId('request-decision')).toContainText('Duyệt lúc');
  await expect(card.getByRole('button', { name: /Hủy đơn/ })).toHaveCount(0);
});

test('the parent cancels a waiting request, is told a refused file, and the screen reads well in both languages at 390 and 320 px', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const day = freeSchoolDay(115, 195);
  const reason = `Việc gia đình ${runTag()}`;
  await signInParent(page);
  await openAbsences(page);
  await askLeave(page, day, reason);
  const card = page.getByTestId('absence-card').filter({ hasText: reason });
  await expect(card).toContainText('Chờ duyệt');

  // A file that is not what it says is refused by content, in words.
  await waitForHydration(card.getByTestId('absence-attach'));
  await card.getByTestId('absence-attach').setInputFiles({ name: 'giay.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect(card.getByTestId('absence-attach-error')).toHaveText('Chỉ nhận ảnh PNG, JPEG, WebP hoặc tệp PDF.');
  // A good one is taken.
  await card.getByTestId('absence-attach').setInputFiles({ name: 'giay.png', mimeType: 'image/png', buffer: PNG });
  await expect(card.getByTestId('absence-attachment')).toHaveText('Xem tệp đính kèm: giay.png');

  // The form open and the list: nothing serious for axe, no sideways scroll at 390 and 320 px.
  await page.getByTestId('absence-new').click();
  await expect(page.getByTestId('absence-form')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 320, height: 700 });
  await expectNoSidewaysScroll(page);
  await page.getByTestId('absence-form').getByRole('button', { name: 'Đóng' }).click();

  // Cancel: asked once, confirmed, then cancelled with the time.
  await card.getByRole('button', { name: `Hủy đơn ${dayText(day)}` }).click();
  await card.getByRole('button', { name: 'Có, hủy đơn' }).click();
  await expect(page.getByTestId('parent-req-done')).toHaveText('Đã hủy đơn.');
  await expect(card).toContainText('Đã hủy');
  await expect(card.getByTestId('request-history')).toContainText('Đã hủy lúc');
  await expectNoSidewaysScroll(page);

  // In English.
  await page.setViewportSize(PHONE);
  await openAbsences(page, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leave requests');
  await expect(card).toContainText('Cancelled');
  await page.getByTestId('absence-new').click();
  await expect(page.getByTestId('absence-form').getByLabel('Reason')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 320, height: 700 });
  await expectNoSidewaysScroll(page);
});
