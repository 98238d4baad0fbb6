import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, gotoApp, seriousA11yViolations, signIn, test, waitForHydration, type Locale } from './fixtures';
import { PHONE, parentUrl, signInParent, waitForParent } from './parent-fixtures';
import { dayText } from '../../lib/school-time';

// The parents' vaccines screen at 390×844: the national schedule with each dose done, waiting, due or missing (as
// GET /api/app/vaccines' plan says); a dose declared with a photo of the book waits, the nurse verifies it on the
// staff side, and the parent then sees it confirmed and done. Each run declares one dose the demo child still
// misses; the tests of this file run one after the other, so the schedule is read while nothing changes it.

test.use({ viewport: PHONE });
test.describe.configure({ mode: 'serial' });

type PlanDose = { vaccine_code: string; vaccine_name: string; dose_number: number; due_from: string; state: string };

async function openVaccines(page: Page, locale: Locale = 'vi') {
  await page.goto(parentUrl('/vaccines', locale));
  await waitForParent(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'vi' ? 'Tiêm chủng' : 'Vaccines');
}

async function childOnScreen(page: Page) {
  const id = await page.getByTestId('vaccine-summary').getAttribute('data-student');
  const children = (await (await page.request.get('/api/app/children')).json()).response.data as { id: string; full_name: string }[];
  const child = children.find((c) => c.id === id);
  expect(child).toBeDefined();
  return { child: child!, children };
}

async function planOf(page: Page, studentId: string) {
  const reply = await page.request.get('/api/app/vaccines', { params: { student_id: studentId } });
  expect(reply.status()).toBe(200);
  return (await reply.json()).response.data.plan as PlanDose[];
}

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const doseRow = (page: Page, d: { vaccine_code: string; dose_number: number }) =>
  page.locator(`[data-testid="vaccine-dose"][data-code="${d.vaccine_code}"][data-dose="${d.dose_number}"]`);

test('the schedule shows each dose done, waiting, due or missing', async ({ page }) => {
  await signInParent(page);
  await openVaccines(page);
  const { child } = await childOnScreen(page);
  const plan = await planOf(page, child.id);
  expect(plan.length).toBeGreaterThan(10);
  // The demo children are four or five: their doses are done or missing (a dose due soon is the API test's).
  expect(plan.some((d) => d.state === 'done')).toBe(true);
  expect(plan.some((d) => d.state === 'missing')).toBe(true);

  const words: Record<string, string> = { done: 'Đã tiêm', pending: 'Chờ xác nhận', missing: 'Thiếu mũi', due: 'Đến hạn', upcoming: 'Chưa đến hạn' };
  await expect(page.getByTestId('vaccine-dose')).toHaveCount(plan.length);
  for (const d of plan) {
    const row = doseRow(page, d);
    await expect(row).toHaveAttribute('data-state', d.state);
    await expect(row.locator('.badge')).toHaveText(words[d.state]);
    if (d.state === 'missing' || d.state === 'due') {
      await expect(row).toContainText(`Từ ${dayText(d.due_from)}`);
      await expect(row.getByRole('button', { name: `Khai báo ${d.vaccine_name}, mũi ${d.dose_number}` })).toBeVisible();
    }
  }
  const summary = page.getByTestId('vaccine-summary');
  for (const state of ['done', 'pending', 'due', 'missing']) {
    await expect(summary.locator(`[data-state="${state}"] .vaccine-summary-count`)).toHaveText(String(plan.filter((d) => d.state === state).length));
  }
});

test('a dose declared with a photo waits, the nurse verifies it, and the parent sees it done', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signInParent(page);
  await openVaccines(page);
  let { child, children } = await childOnScreen(page);
  let plan = await planOf(page, child.id);
  // A child of the family who still misses a dose (the other one when this one has none left).
  if (!plan.some((d) => d.state === 'missing')) {
    const other = children.find((c) => c.id !== child.id)!;
    const switcher = page.getByTestId('parent-child-switcher');
    await waitForHydration(switcher);
    await switcher.selectOption(other.id);
    await expect(page.getByTestId('vaccine-summary')).toHaveAttribute('data-student', other.id);
    ({ child, children } = await childOnScreen(page));
    plan = await planOf(page, child.id);
  }
  const dose = plan.find((d) => d.state === 'missing');
  expect(dose, 'a dose the child misses').toBeDefined();
  const row = doseRow(page, dose!);

  // From the schedule: the form opens with the vaccine and the dose chosen.
  const declare = row.getByRole('button', { name: `Khai báo ${dose!.vaccine_name}, mũi ${dose!.dose_number}` });
  await waitForHydration(declare);
  await declare.click();
  const form = page.getByTestId('vaccine-declare-form');
  await expect(form.getByLabel('Vắc xin')).toHaveValue(dose!.vaccine_code);
  await expect(form.getByLabel('Mũi', { exact: true })).toHaveValue(String(dose!.dose_number));
  await form.getByLabel('Ngày tiêm').fill(dayText(dose!.due_from));
  await form.getByLabel('Nơi tiêm').fill(`Trạm y tế phường (${Date.now().toString(36)})`);
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#f4f0e6' } }).png().toBuffer();
  await form.locator('input[type="file"]').setInputFiles({ name: 'so-tiem.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByRole('img', { name: 'Ảnh đã chọn: so-tiem.png' })).toBeVisible();
  await form.getByRole('button', { name: 'Gửi khai báo' }).click();
  await expect(page.getByTestId('vaccine-notice')).toHaveText('Đã gửi khai báo, đang chờ nhà trường xác nhận.');

  // Waiting, with the book's photo (resized by the server), and the schedule says so.
  const waiting = page
    .getByTestId('vaccine-waiting')
    .locator(`[data-testid="vaccine-declaration"][data-code="${dose!.vaccine_code}"][data-dose="${dose!.dose_number}"][data-status="declared"]`);
  await expect(waiting).toContainText('Chờ xác nhận');
  await expect(waiting).toContainText(dayText(dose!.due_from));
  const photo = waiting.getByTestId('vaccine-declaration-photo');
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(900);
  await expect(row).toHaveAttribute('data-state', 'pending');
  await expect(row.locator('.badge')).toHaveText('Chờ xác nhận');
  const id = await waiting.getAttribute('data-id');

  // The nurse verifies it on the staff's vaccine declarations.
  const staff = await browser.newContext();
  const nurse = await staff.newPage();
  try {
    await signIn(nurse, 'nurse');
    await gotoApp(nurse, '/management/vaccine-declaration');
    const search = nurse.getByLabel('Tìm theo trẻ');
    await waitForHydration(search);
    await search.fill(child.full_name);
    const toVerify = nurse.getByTestId('vaccine-table').locator(`tr[data-row-id="${id}"]`);
    await expect(toVerify).toContainText('Chờ xác nhận');
    await toVerify.getByRole('button', { name: `Xác nhận khai báo của ${child.full_name}` }).click();
    const confirm = nurse.getByTestId('vaccine-verify');
    await confirm.getByRole('button', { name: 'Xác nhận', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(toVerify).toContainText('Đã xác nhận');
  } finally {
    await staff.close();
  }

  // The parent sees it confirmed, and the dose done.
  await page.reload();
  await waitForParent(page);
  await expect(row).toHaveAttribute('data-state', 'done');
  await expect(row.locator('.badge')).toHaveText('Đã tiêm');
  await expect(row).toContainText(`Tiêm ngày ${dayText(dose!.due_from)}`);
  await expect(page.getByTestId('vaccine-waiting').locator(`[data-id="${id}"]`)).toHaveCount(0);
  const all = page.getByTestId('vaccine-all');
  await all.locator('summary').click();
  const verified = all.locator(`[data-id="${id}"]`);
  await expect(verified).toHaveAttribute('data-status', 'verified');
  await expect(verified).toContainText('Đã xác nhận');
});

for (const locale of ['vi', 'en'] as const) {
  test(`the vaccines screen passes axe and fits 320 px (${locale})`, async ({ page }) => {
    await signInParent(page, locale);
    await openVaccines(page, locale);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expect.poll(() => noSideways(page)).toBe(true);
    // The form open, refused by the server (no vaccine chosen), and the list of every declaration open.
    const open = page.getByTestId('vaccine-declare-open');
    await waitForHydration(open);
    await open.click();
    const form = page.getByTestId('vaccine-declare-form');
    await form.getByRole('button', { name: locale === 'vi' ? 'Gửi khai báo' : 'Send declaration' }).click();
    await expect(page.getByTestId('vaccine-declare-error')).toBeVisible();
    await page.getByTestId('vaccine-all').locator('summary').click();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 700 });
    await expect.poll(() => noSideways(page)).toBe(true);
  });
}
