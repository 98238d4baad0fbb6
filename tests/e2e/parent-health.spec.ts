import type { Page } from '@playwright/test';
import { expect, gotoApp, seriousA11yViolations, signIn, test, waitForHydration, type Locale } from './fixtures';
import { PHONE, parentUrl, signInParent, waitForParent } from './parent-fixtures';
import { addDays, dayText, schoolToday } from '../../lib/school-time';

// The parents' health screen at 390×844: a parent declares a temperature and symptoms, sees it in the list and the
// nurse sees it on the staff's health declarations; the growth chart and its table show the child's measures with
// the WHO z-scores the staff see. The demo family is shared with other specs: this one looks only for its own
// declaration (a random suffix in the symptoms), on a day of its own (one declaration per child and day).

test.use({ viewport: PHONE });

type Growth = {
  measurements: { id: string; measured_on: string; weight_kg: number | null; height_cm: number | null; wfa_z: number | null; hfa_z: number | null }[];
};

async function openHealth(page: Page, locale: Locale = 'vi') {
  await page.goto(parentUrl('/health', locale));
  await waitForParent(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'vi' ? 'Sức khỏe' : 'Health');
}

/** The child on screen, as the page renders it. */
async function childOnScreen(page: Page) {
  const id = await page.locator('.health-declare').getAttribute('data-student');
  const children = (await (await page.request.get('/api/app/children')).json()).response.data as { id: string; full_name: string }[];
  const child = children.find((c) => c.id === id);
  expect(child).toBeDefined();
  return child!;
}

const zText = (z: number) => `${z > 0 ? '+' : z < 0 ? '−' : ''}${Math.abs(z).toFixed(2).replace('.', ',')}`;
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a parent declares a temperature and symptoms: it shows in the list, and the nurse sees it', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signInParent(page);
  await openHealth(page);
  const child = await childOnScreen(page);
  const suffix = Date.now().toString(36);
  const symptoms = `Ho, sổ mũi (${suffix})`;

  const open = page.getByTestId('health-declare-open');
  await waitForHydration(open);
  await open.click();
  const form = page.getByTestId('health-declare-form');
  await expect(form.getByRole('heading')).toContainText(child.full_name);
  // One declaration per child and day: a day of this run's own, another one if a parallel run took it.
  const tried = new Set<number>();
  for (;;) {
    let back = 20 + Math.floor(Math.random() * 300);
    while (tried.has(back)) back += 1;
    tried.add(back);
    expect(tried.size).toBeLessThan(6);
    await form.getByLabel('Ngày đo').fill(dayText(addDays(schoolToday(), -back)));
    await form.getByLabel('Nhiệt độ (°C)').fill('38,4');
    await form.getByLabel('Triệu chứng').fill(symptoms);
    await form.getByRole('button', { name: 'Gửi khai báo' }).click();
    const done = page.getByTestId('health-sent').or(page.getByTestId('health-declare-error'));
    await expect(done).toBeVisible();
    if (await page.getByTestId('health-sent').isVisible()) break;
    await expect(page.getByTestId('health-declare-error')).toContainText('Trẻ đã có số đo ngày này');
  }
  await expect(page.getByTestId('health-sent')).toHaveText('Đã gửi khai báo. Nhà trường đã nhận được.');

  // The list shows it (newest measured first; it may be on a later page of a well-measured child).
  const entry = page.getByTestId('health-entry').filter({ hasText: suffix });
  while (!(await entry.count()) && (await page.getByTestId('health-more').isVisible())) {
    await page.getByTestId('health-more').click();
    await expect(page.getByTestId('health-more').or(entry)).toBeVisible();
  }
  await expect(entry).toContainText('38,4 °C');
  await expect(entry).toContainText('Sốt');
  await expect(entry).toContainText(symptoms);
  await expect(entry).toContainText('Phụ huynh khai báo');
  const id = await entry.getAttribute('data-id');

  // The nurse finds it on the staff's health declarations, with its temperature and symptoms.
  const staff = await browser.newContext();
  const nurse = await staff.newPage();
  try {
    await signIn(nurse, 'nurse');
    await gotoApp(nurse, '/management/health-declaration');
    const search = nurse.getByLabel('Tìm trẻ');
    await waitForHydration(search);
    await search.fill(child.full_name);
    const row = nurse.getByTestId('health-table').locator(`tr[data-row-id="${id}"]`);
    await expect(row).toContainText('38,4 °C');
    await expect(row).toContainText(symptoms);
    await expect(row).toContainText('Phụ huynh');
  } finally {
    await staff.close();
  }
});

test('the growth chart and its table show the child’s measures with the WHO z-scores', async ({ page }) => {
  await signInParent(page);
  await openHealth(page);
  const child = await childOnScreen(page);
  const growth = (await (await page.request.get('/api/app/growth', { params: { student_id: child.id } })).json()).response.data as Growth;
  const weighed = growth.measurements.filter((m) => m.weight_kg !== null).reverse();
  expect(weighed.length).toBeGreaterThan(0);

  // The chart arrives after the page (Chart.js on demand), drawn on a canvas named by its indicator.
  const chart = page.getByTestId('growth-chart');
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(chart.getByRole('img')).toHaveAttribute('aria-label', /Cân nặng theo tuổi/);

  // Its text alternative: every weighed measurement, newest first, with its z-score and band.
  const table = page.getByTestId('growth-table');
  await expect(table.locator('caption')).toHaveText('Cân nặng theo tuổi: các lần đo và chỉ số Z (WHO)');
  const rows = table.getByTestId('growth-row');
  await expect(rows).toHaveCount(weighed.length);
  const newest = weighed[0];
  await expect(rows.first()).toHaveAttribute('data-id', newest.id);
  await expect(rows.first()).toContainText(dayText(newest.measured_on));
  await expect(rows.first()).toContainText(`${String(newest.weight_kg).replace('.', ',')} kg`);
  if (newest.wfa_z !== null) await expect(rows.first().getByTestId('growth-z')).toHaveText(zText(newest.wfa_z));
  await expect(rows.first().locator('.badge')).toHaveText(/Bình thường|Thấp|Cao|Rất thấp|Rất cao/);

  // Height-for-age: the table follows the chart.
  await page.getByTestId('growth-lhfa').click();
  await expect(page.getByTestId('growth-lhfa')).toHaveAttribute('aria-pressed', 'true');
  await expect(table.locator('caption')).toHaveText('Chiều cao theo tuổi: các lần đo và chỉ số Z (WHO)');
  await expect(chart.getByRole('img')).toHaveAttribute('aria-label', /Chiều cao theo tuổi/);
  const measured = growth.measurements.filter((m) => m.height_cm !== null).reverse();
  await expect(rows).toHaveCount(measured.length);
  if (measured[0].hfa_z !== null) await expect(rows.first().getByTestId('growth-z')).toHaveText(zText(measured[0].hfa_z));
});

for (const locale of ['vi', 'en'] as const) {
  test(`the health screen passes axe and fits 320 px (${locale})`, async ({ page }) => {
    await signInParent(page, locale);
    await openHealth(page, locale);
    await expect(page.getByTestId('growth-chart').locator('canvas')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expect.poll(() => noSideways(page)).toBe(true);
    // The form open, with a field refused by the server.
    await page.getByTestId('health-declare-open').click();
    const form = page.getByTestId('health-declare-form');
    await form.getByRole('button', { name: locale === 'vi' ? 'Gửi khai báo' : 'Send declaration' }).click();
    await expect(page.getByTestId('health-declare-error')).toBeVisible();
    await expect(form.locator('.is-invalid').first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 700 });
    await expect.poll(() => noSideways(page)).toBe(true);
    await page.reload();
    await waitForParent(page);
    await expect(page.getByTestId('growth-chart').locator('canvas')).toBeVisible();
    await expect.poll(() => noSideways(page)).toBe(true);
  });
}
