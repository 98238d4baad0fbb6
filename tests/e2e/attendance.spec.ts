import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, gotoApp, pageTitle, seriousA11yViolations, signIn, test, waitForHydration } from './fixtures';
import { schoolToday } from '../../lib/school-time';

// Attendance: the phone roll call (check in everyone, check one out), the bare route's choice of layout, the
// desktop table (mark all, an absence with a note that survives a reload), the month sheet and its export, home.
// Tests that write use different classes (Mầm 1 on the phone, Mầm 2 on the desktop), so they run side by side.

const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

const TODAY = schoolToday();

async function chooseClass(page: Page, name: string) {
  const select = page.getByTestId('attendance-class');
  await waitForHydration(select);
  await expect(select.locator('option', { hasText: name })).toHaveCount(1);
  await select.selectOption({ label: name });
  await expect(select.locator('option:checked')).toHaveText(name);
}

/** "12 / 23" → [12, 23]. */
async function counter(locator: Locator): Promise<[number, number]> {
  await expect(locator).toHaveText(/^\d+ \/ \d+$/);
  const [present, expected] = (await locator.innerText()).split('/').map((n) => Number(n.trim()));
  return [present, expected];
}

/** The page never scrolls sideways (tables scroll inside their box). */
async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Serious or critical axe violations of the whole page (header included, at any width). */
async function seriousA11yViolationsInMain(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('teacher1 checks in every child of Mầm 1 by tapping, then checks one out to an allowed person', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, 'teacher1');
    await gotoApp(page, '/management/attendance/mobile');
    await expect(pageTitle(page)).toHaveText(/^Điểm danh\s*Điện thoại$/);
    await chooseClass(page, 'Mầm 1');
    const present = page.getByTestId('attendance-present');
    const cards = page.getByTestId('attendance-card');
    await expect(cards.first()).toBeVisible();
    const [, expected] = await counter(present);
    expect(expected).toBeGreaterThan(0);
    await expect(cards).toHaveCount(expected);
    await expectNoSideScroll(page);

    // One tap per child; a child with an approved absence asks first.
    const checkIns = page.getByTestId('attendance-check-in-now');
    const confirm = page.getByTestId('attendance-confirm-present-confirm');
    for (let i = 0; i < expected && (await checkIns.count()) > 0; i++) {
      const card = cards.filter({ has: checkIns }).first();
      const code = await card.getAttribute('data-code');
      const same = page.locator(`[data-testid="attendance-card"][data-code="${code}"]`);
      const box = await card.getByTestId('attendance-check-in-now').boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      await card.getByTestId('attendance-check-in-now').click();
      await expect(same.and(page.locator('[data-status="present"]')).or(confirm)).toBeVisible();
      if (await confirm.isVisible()) await confirm.click();
      await expect(same).toHaveAttribute('data-status', 'present');
      await expect(same.getByTestId('attendance-check-in')).toBeVisible();
    }
    await expect(present).toHaveText(`${expected} / ${expected}`);
    await expect(checkIns).toHaveCount(0);

    // Check out a child who has people allowed to pick them up: the bottom sheet offers them as big buttons.
    // A retry finds the first such child already gone home: take one still to check out.
    const goneBefore = Number((await page.getByText(/^Đã về \d+ ·/).innerText()).match(/\d+/)![0]);
    const child = cards
      .and(page.locator('[data-has-pickup="true"]'))
      .filter({ has: page.getByTestId('attendance-check-out-now') })
      .first();
    const code = await child.getAttribute('data-code');
    const card = page.locator(`[data-testid="attendance-card"][data-code="${code}"]`);
    await card.getByTestId('attendance-check-out-now').click();
    const sheet = page.getByTestId('attendance-check-out-chooser');
    await expect(sheet).toBeVisible();
    const person = sheet.getByTestId('attendance-pickup-person').first();
    const box = await person.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    const name = (await person.locator('.fw-semibold').innerText()).trim();
    await person.click();
    await expect(sheet).toBeHidden();
    await expect(card.getByTestId('attendance-check-out')).toContainText(`Người đón: ${name}`);
    await expect(card.getByTestId('attendance-check-out-now')).toHaveCount(0);
    await expect(card).toContainText('Đã về');
    await expect(present).toHaveText(`${expected} / ${expected}`);
    await expect(page.getByText(new RegExp(`^Đã về ${goneBefore + 1} ·`))).toBeVisible();

    // The card's menu from the keyboard: ↓ opens it on the first item, Escape closes it and gives the focus back.
    const menu = card.getByTestId('attendance-card-menu');
    await menu.focus();
    await page.keyboard.press('ArrowDown');
    await expect(card.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(card.getByRole('menu')).toBeHidden();
    await expect(menu).toBeFocused();
    // A tap: "edit details" opens the row's dialog.
    await menu.click();
    await card.getByTestId('attendance-card-edit').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // The sticky bar stays on screen when the list scrolls.
    await card.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 1500);
    await expect(page.getByTestId('attendance-sticky')).toBeInViewport();
    await expectNoSideScroll(page);
    expect(await seriousA11yViolationsInMain(page)).toEqual([]);
  });

  test('the bare route opens the phone layout on a phone', async ({ page }) => {
    await signIn(page, 'teacher2');
    await gotoApp(page, '/management/attendance');
    await expect(pageTitle(page)).toHaveText(/^Điểm danh$/);
    await expect(page.getByTestId('attendance-mobile')).toBeVisible();
    await expect(page.getByTestId('attendance-card').first()).toBeVisible();
    await expect(page.getByTestId('attendance-table')).toHaveCount(0);
    // The other layout is one tap away, in the same language.
    await page.getByTestId('attendance-view-desktop').click();
    await expect(page).toHaveURL(/\/management\/attendance\/desktop$/);
    await expect(page.getByTestId('attendance-table')).toBeVisible();
    await expectNoSideScroll(page);

    await gotoApp(page, '/en/management/attendance');
    await expect(pageTitle(page)).toHaveText(/^Attendance$/);
    await expect(page.getByTestId('attendance-mobile')).toBeVisible();
    await expect(page.getByTestId('attendance-view-mobile')).toHaveAttribute('href', '/en/management/attendance/mobile');
  });
});

test('the bare route opens the table on a desktop', async ({ page }) => {
  await signIn(page, 'teacher2');
  await gotoApp(page, '/management/attendance');
  await expect(pageTitle(page)).toHaveText(/^Điểm danh$/);
  await expect(page.getByTestId('attendance-desktop')).toBeVisible();
  await expect(page.getByTestId('attendance-row').first()).toBeVisible();
  await expect(page.getByTestId('attendance-card')).toHaveCount(0);
  // A teacher does not set the school's windows.
  await expect(page.getByTestId('attendance-settings-open')).toHaveCount(0);
});

test('teacher1 marks Mầm 2 present, records an unexcused absence with a note, and finds it in the month sheet, the export and home', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'teacher1');
  await gotoApp(page, '/management/attendance/desktop');
  await expect(pageTitle(page)).toHaveText(/^Điểm danh\s*Máy tính$/);
  await chooseClass(page, 'Mầm 2');
  const table = page.getByTestId('attendance-table');
  await expect(table.locator('caption')).toContainText('Mầm 2');
  await expect(page.getByTestId('attendance-day')).toHaveValue(TODAY.split('-').reverse().join('/'));
  const rows = page.getByTestId('attendance-row');
  await expect(rows.first()).toBeVisible();
  const [, expected] = await counter(page.getByTestId('attendance-present'));

  // One call marks everyone not marked yet.
  await page.getByTestId('attendance-mark-all').click();
  await expect(page.getByTestId('app-message').filter({ hasText: /Đã điểm danh có mặt \d+ trẻ/ })).toBeVisible();
  await expect(page.getByTestId('attendance-unmarked')).toHaveText('0');
  const [present] = await counter(page.getByTestId('attendance-present'));
  expect(present).toBeGreaterThan(0);
  await expect(page.getByTestId('attendance-mark-all')).toBeDisabled();

  // One child becomes an unexcused absence (one click), then gets a note in the edit dialog.
  const first = rows.and(page.locator('[data-status="present"]')).first();
  const code = (await first.getAttribute('data-code'))!;
  const row = page.locator(`[data-testid="attendance-row"][data-code="${code}"]`);
  await row.getByRole('button', { name: 'Không phép' }).click();
  await expect(row).toHaveAttribute('data-status', 'unexcused');
  await expect(row.getByRole('button', { name: 'Không phép' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('attendance-present')).toHaveText(`${present - 1} / ${expected}`);
  await row.getByTestId('attendance-edit').click();
  const dialog = page.getByTestId('attendance-edit-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Nghỉ không phép')).toBeChecked();
  await dialog.getByLabel('Ghi chú').fill('Gia đình không báo trước');
  await dialog.getByTestId('attendance-edit-dialog-submit').click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('attendance-note')).toHaveText('Gia đình không báo trước');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Kept after a reload; the class chosen last is chosen again.
  await page.reload();
  await waitForHydration(page.getByTestId('attendance-class'));
  await expect(page.getByTestId('attendance-class').locator('option:checked')).toHaveText('Mầm 2');
  await expect(row).toHaveAttribute('data-status', 'unexcused');
  await expect(row.getByTestId('attendance-note')).toHaveText('Gia đình không báo trước');
  await expect(page.getByTestId('attendance-present')).toHaveText(`${present - 1} / ${expected}`);

  // The month sheet shows the day's marks: K for the absence, x for the others.
  await page.getByRole('tab', { name: 'Bảng điểm danh tháng' }).click();
  const sheet = page.getByTestId('attendance-sheet-table');
  await expect(sheet).toBeVisible();
  const sheetRow = sheet.locator(`[data-testid="attendance-sheet-row"][data-code="${code}"]`);
  await expect(sheetRow.locator(`td[data-day="${TODAY}"]`)).toHaveAttribute('data-mark', 'unexcused');
  await expect(sheetRow.locator(`td[data-day="${TODAY}"]`)).toContainText('K');
  await expect(sheet.locator(`td[data-day="${TODAY}"][data-mark="present"]`)).toHaveCount(present - 1);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The child's month: today is listed as an unexcused absence with the note.
  await sheetRow.getByTestId('attendance-sheet-child').click();
  const month = page.getByTestId('attendance-child-month');
  await expect(month).toBeVisible();
  await expect(month.getByRole('row', { name: new RegExp(TODAY.split('-').reverse().join('/')) })).toContainText(
    'Gia đình không báo trước',
  );
  await month.getByRole('button', { name: 'Đóng' }).last().click();
  await expect(month).toBeHidden();

  // Export to Excel.
  const download = page.waitForEvent('download');
  await page.getByTestId('attendance-export').click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  // Home: today's present / expected for the teacher's classes.
  await gotoApp(page, '/');
  const card = page.getByTestId('home-attendance');
  await expect(card).toBeVisible();
  await expect(card.getByTestId('home-attendance-class')).toHaveCount(2);
  await expect(card.getByTestId('home-attendance-class').filter({ hasText: 'Mầm 2' })).toContainText(
    `${present - 1} / ${expected}`,
  );
  await expect(card.getByTestId('home-attendance-total')).toHaveText(/^\d+ \/ \d+$/);
});

test('the principal sets the school windows and sees every class at home', async ({ page }) => {
  await signIn(page, 'principal');
  await gotoApp(page, '/en/management/attendance/desktop');
  await expect(pageTitle(page)).toHaveText(/^Attendance\s*Desktop$/);
  await expect(page.getByTestId('attendance-row').first()).toBeVisible();
  await page.getByTestId('attendance-settings-open').click();
  const dialog = page.getByTestId('attendance-settings');
  await expect(dialog.getByLabel('Monday')).toBeChecked();
  await expect(dialog.getByLabel('Sunday')).not.toBeChecked();
  // Arrivals must end before pick-ups start.
  await dialog.getByLabel(/^Check-in until/).fill('17:00');
  await dialog.getByTestId('attendance-settings-submit').click();
  await expect(dialog.getByText(/Invalid window/)).toBeVisible();
  await dialog.getByLabel(/^Check-in until/).fill('08:30');
  await dialog.getByTestId('attendance-settings-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('app-message').filter({ hasText: 'Attendance windows saved.' })).toBeVisible();

  await gotoApp(page, '/en');
  const card = page.getByTestId('home-attendance');
  await expect(card.getByTestId('home-attendance-class')).toHaveCount(8);
  await expect(card.getByTestId('home-attendance-total')).toHaveText(/^\d+ \/ \d+$/);
});
