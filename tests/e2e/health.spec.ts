import type { Page } from '@playwright/test';
import { expect, gotoApp, pageTitle, seriousA11yViolations, signIn, test, waitForHydration } from './fixtures';

// Health declarations: the nurse enters a class check round with the keyboard (Enter and Tab move down a column),
// a reload mid-round keeps what was typed, the WHO classes show, and the growth chart opens from the list.
// The round is entered for today in Lá 1 (the demo's rounds are 70 and 10 days old, and no other spec measures
// Lá 1), so the test passes again on the same database: a second run finds its values and saves them again.

const CLASS = 'Lá 1';

async function openRound(page: Page) {
  await waitForHydration(page.getByTestId('health-tab-round'));
  await page.getByTestId('health-tab-round').click();
  const select = page.locator('#round-class');
  await waitForHydration(select);
  await expect(select.locator('option', { hasText: CLASS })).toHaveCount(1);
  await select.selectOption({ label: `${CLASS} (2026–2027)` });
  await expect(page.getByTestId('round-line').first()).toBeVisible();
}

test('a nurse enters a class check round with the keyboard and sees the WHO classes', async ({ page }) => {
  await signIn(page, 'nurse');
  await gotoApp(page, '/management/health-declaration');
  await expect(pageTitle(page)).toHaveText('Khai báo sức khỏe');
  await openRound(page);

  const lines = page.getByTestId('round-line');
  expect(await lines.count()).toBeGreaterThan(2);
  const heights = page.getByTestId('round-height_cm');
  const weights = page.getByTestId('round-weight_kg');

  // Down the height column with Enter, then the weights with Tab.
  await heights.nth(0).click();
  await heights.nth(0).fill('95');
  await heights.nth(0).press('Enter');
  await expect(heights.nth(1)).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('112');
  await page.keyboard.press('Enter');
  await expect(heights.nth(2)).toBeFocused();
  await weights.nth(0).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('12');
  await page.keyboard.press('Tab');
  await expect(weights.nth(1)).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('19');
  await page.keyboard.press('Shift+Tab');
  await expect(weights.nth(0)).toBeFocused();

  // The classes show while typing: the first child is stunted and underweight, the second normal.
  await expect(page.getByTestId('round-classes').nth(0)).toContainText('Thấp còi');
  await expect(page.getByTestId('round-classes').nth(0)).toContainText('Nhẹ cân');
  await expect(page.getByTestId('round-classes').nth(1)).toHaveText('Bình thường');

  // A reload mid-round keeps the values typed.
  await page.reload();
  await openRound(page);
  await expect(page.getByTestId('round-restored')).toBeVisible();
  await expect(heights.nth(0)).toHaveValue('95');
  await expect(weights.nth(1)).toHaveValue('19');

  await page.getByTestId('round-save').click();
  // 95 cm (and other values typed) are far from the measurements of ten days ago: the app asks before saving.
  const far = page.getByTestId('round-far-dialog');
  await expect(far).toContainText('Chiều cao khác xa lần đo ngày');
  await expect(far.getByRole('listitem').first()).toBeVisible();
  await far.getByTestId('round-far-dialog-confirm').click();
  await expect(page.getByText(/Đã lưu đợt cân đo/)).toBeVisible();
  await expect(page.getByTestId('round-restored')).toBeHidden();
  // The saved classes, as the server computed them.
  await expect(page.getByTestId('round-classes').nth(0).locator('[data-class="severely_stunted"], [data-class="stunted"]')).toHaveCount(1);
  const firstName = (await lines.nth(0).locator('.fw-semibold').first().innerText()).trim();

  // The list shows the measurement with its classes; the child's growth chart opens from their name.
  await page.getByTestId('health-tab-list').click();
  await page.getByLabel('Tìm trẻ').fill(firstName);
  const row = page.getByTestId('health-table').locator('tbody tr').filter({ hasText: firstName }).first();
  await expect(row).toContainText('Thấp còi');
  await row.getByRole('button', { name: `Xem biểu đồ tăng trưởng của ${firstName}` }).click();
  const dialog = page.getByTestId('growth-dialog');
  await expect(dialog.getByRole('heading', { name: `Biểu đồ tăng trưởng: ${firstName}` })).toBeVisible();
  await expect(dialog.getByTestId('growth-chart').locator('canvas').first()).toBeVisible();
  // The demo's two rounds and today's.
  await expect(dialog.locator('tbody tr')).toHaveCount(3);
  await dialog.getByTestId('growth-lhfa').click();
  await expect(dialog.getByTestId('growth-lhfa')).toHaveAttribute('aria-pressed', 'true');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the health screen, the round and the chart fit a phone (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'nurse');
  await gotoApp(page, '/en/management/health-declaration');
  await expect(pageTitle(page)).toHaveText('Health declarations');
  await expect(page.getByTestId('health-table').locator('tbody tr').first()).toBeVisible();
  const noSideways = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await noSideways()).toBe(true);
  await page.getByTestId('health-tab-round').click();
  const select = page.locator('#round-class');
  await waitForHydration(select);
  await select.selectOption({ label: 'Lá 2 (2026–2027)' });
  await expect(page.getByTestId('round-line').first()).toBeVisible();
  await expect(page.getByTestId('round-line').first().getByLabel('Height (cm)', { exact: false }).first()).toBeVisible();
  expect(await noSideways()).toBe(true);
  await page.getByTestId('health-tab-report').click();
  await expect(page.getByTestId('nutrition-report').locator('.card').first()).toContainText('Whole school');
  expect(await noSideways()).toBe(true);
  await page.getByTestId('health-tab-list').click();
  await page.getByTestId('health-table').locator('tbody tr').first().getByRole('button').first().click();
  const dialog = page.getByTestId('growth-dialog');
  await expect(dialog.getByTestId('growth-chart').locator('canvas').first()).toBeVisible();
  const box = await dialog.getByTestId('growth-chart').first().boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  expect(box!.width).toBeGreaterThan(300);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
