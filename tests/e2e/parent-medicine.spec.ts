import type { Page } from '@playwright/test';
import { expect, gotoApp, seriousA11yViolations, submitLogin, test, waitForApp, waitForHydration, type Locale } from './fixtures';
import { PHONE, parentUrl, signInParent, waitForParent } from './parent-fixtures';
import { expectNoSidewaysScroll } from './requests-helpers';
import { dayText, schoolToday } from '../../lib/school-time';

// The parents' medicine screen at 390×844: the demo parent sends a request with a photo; it appears on the nurse's
// phone list, the nurse accepts it and gives the morning dose; the dose log comes back on the parent's screen with
// the time it was given and by whom. A waiting request is cancelled. Each run names its medicine uniquely: other
// specs share the demo family.

test.use({ viewport: PHONE });

const TODAY = schoolToday();
const NURSE = 'Hoàng Thị Mai';

/** A 1×1 PNG (the server re-encodes it as a JPEG). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A staff sign-in in its own context; the staff home may take a while to render on a busy development server. */
async function staffSignIn(page: Page, username: string) {
  await submitLogin(page, username);
  await page.waitForURL((url) => !/\/login/.test(url.pathname), { timeout: 90_000 });
  await waitForApp(page);
}

const runTag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function childOnScreen(page: Page) {
  const reply = await page.request.get('/api/app/children');
  expect(reply.status()).toBe(200);
  const [child] = (await reply.json()).response.data as { id: string; full_name: string }[];
  return child;
}

async function openMedicine(page: Page, locale: Locale = 'vi') {
  await page.goto(parentUrl('/medicine', locale));
  await waitForParent(page);
  await waitForHydration(page.getByTestId('medicine-new'));
}

/** Fills one medicine of today with two times and sends it. */
async function sendRequest(page: Page, medicine: string, photo?: boolean) {
  await page.getByTestId('medicine-new').click();
  const form = page.getByTestId('medicine-form');
  await expect(form.getByLabel('Từ ngày')).toHaveValue(TODAY);
  await form.getByLabel('Tên thuốc').fill(medicine);
  await form.getByLabel('Liều').fill('5');
  await form.getByLabel('Đơn vị').fill('ml');
  await form.getByLabel('Giờ uống 1 của thuốc 1').fill('07:30');
  await form.getByRole('button', { name: 'Thêm giờ' }).click();
  await form.getByLabel('Giờ uống 2 của thuốc 1').fill('16:00');
  await form.getByLabel('Cách dùng (không bắt buộc)').fill('Uống sau ăn');
  await form.getByLabel('Ghi chú cho cô (không bắt buộc)').fill('Bé ho nhẹ');
  if (photo) await form.getByTestId('medicine-file').setInputFiles({ name: 'thuoc.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Gửi đơn' }).click();
  await expect(page.getByTestId('parent-req-done')).toHaveText('Đã gửi đơn dặn thuốc. Nhà trường sẽ xem và trả lời.');
  return page.getByTestId('medicine-card').filter({ hasText: medicine });
}

test('a medicine request with a photo reaches the nurse’s phone; she accepts it and gives a dose; the parent reads the dose log', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const medicine = `Siro ho ${runTag()}`;
  await signInParent(page);
  const child = await childOnScreen(page);
  await openMedicine(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dặn thuốc');
  const card = await sendRequest(page, medicine, true);
  await expect(card).toContainText('Chờ duyệt');
  await expect(card).toContainText(dayText(TODAY));
  await expect(card).toContainText('5 ml · 07:30, 16:00');
  await expect(card).toContainText('Bé ho nhẹ');
  const photo = card.getByTestId('medicine-photo');
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // The nurse's phone: the request waits among the pending cards; she accepts it and gives the morning dose.
  const nurseContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const nurse = await nurseContext.newPage();
  await staffSignIn(nurse, 'nurse');
  await gotoApp(nurse, '/management/medicine-request/mobile');
  const pending = nurse.getByTestId('pending-card').filter({ hasText: medicine });
  await expect(pending).toContainText(child.full_name);
  const accept = pending.getByRole('button', { name: `Chấp nhận đơn dặn thuốc của ${child.full_name}` });
  await waitForHydration(accept);
  await accept.click();
  await nurse.getByTestId('medicine-approve').getByRole('button', { name: 'Chấp nhận' }).click();
  await expect(pending).toHaveCount(0);
  const morning = nurse.getByTestId('dose-card').filter({ hasText: medicine }).filter({ hasText: '07:30' });
  await morning.getByRole('button', { name: `Đã cho ${child.full_name} uống thuốc lúc 07:30` }).click();
  await expect(nurse.getByTestId('doses-logged').getByTestId('dose-card').filter({ hasText: medicine })).toContainText('Đã cho uống');
  await nurseContext.close();

  // Back on the parent's phone: accepted, and the log has the morning dose given (when, by whom) and the other due.
  await page.reload();
  await waitForParent(page);
  await expect(card).toContainText('Đã duyệt');
  await expect(card.getByTestId('request-decision')).toContainText(NURSE);
  const log = card.getByTestId('dose-log');
  await expect(log).toContainText(dayText(TODAY));
  const given = log.getByTestId(`dose-${TODAY}-07:30`);
  await expect(given).toContainText('Đã cho uống');
  await expect(given).toContainText(new RegExp(`lúc \\d{2}:\\d{2} · ${NURSE}`));
  await expect(log.getByTestId(`dose-${TODAY}-16:00`)).toContainText('Chưa cho uống');
  await expect(card.getByRole('button', { name: /Hủy đơn/ })).toHaveCount(0);
});

test('the parent is told what is missing, cancels a waiting request, and the screen reads well in both languages at 390 and 320 px', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const medicine = `Men vi sinh ${runTag()}`;
  await signInParent(page);
  await openMedicine(page);

  // Sent empty: the server's translated words under the fields.
  await page.getByTestId('medicine-new').click();
  const form = page.getByTestId('medicine-form');
  await form.getByRole('button', { name: 'Gửi đơn' }).click();
  await expect(form.getByText('Vui lòng chọn ít nhất một giờ uống.')).toBeVisible();
  await expect(form.getByLabel('Tên thuốc')).toHaveAttribute('aria-invalid', 'true');
  // A second medicine can be added and taken away again.
  await form.getByRole('button', { name: 'Thêm thuốc' }).click();
  await expect(form.getByTestId('medicine-item')).toHaveCount(2);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 320, height: 700 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(PHONE);
  await form.getByRole('button', { name: 'Bỏ thuốc 2' }).click();
  await expect(form.getByTestId('medicine-item')).toHaveCount(1);
  await form.getByRole('button', { name: 'Đóng' }).click();

  const card = await sendRequest(page, medicine);
  await expect(card).toContainText('Chờ duyệt');
  // A photo that is not an image is refused by content, in words; a real one is taken.
  await waitForHydration(card.getByTestId('medicine-attach'));
  await card.getByTestId('medicine-attach').setInputFiles({ name: 'thuoc.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect(card.getByTestId('medicine-attach-error')).toHaveText('Chỉ nhận ảnh PNG, JPEG hoặc WebP.');
  await card.getByTestId('medicine-attach').setInputFiles({ name: 'thuoc.png', mimeType: 'image/png', buffer: PNG });
  await expect(card.getByTestId('medicine-photo')).toBeVisible();

  await card.getByRole('button', { name: `Hủy đơn ${dayText(TODAY)}` }).click();
  await card.getByRole('button', { name: 'Có, hủy đơn' }).click();
  await expect(page.getByTestId('parent-req-done')).toHaveText('Đã hủy đơn.');
  await expect(card).toContainText('Đã hủy');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 320, height: 700 });
  await expectNoSidewaysScroll(page);

  // In English.
  await page.setViewportSize(PHONE);
  await openMedicine(page, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Medicine');
  await expect(card).toContainText('Cancelled');
  await page.getByTestId('medicine-new').click();
  await expect(page.getByTestId('medicine-form').getByLabel('Medicine name')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 320, height: 700 });
  await expectNoSidewaysScroll(page);
});
