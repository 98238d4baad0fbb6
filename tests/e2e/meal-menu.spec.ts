import { expect, gotoApp, pageTitle, seriousA11yViolations, signIn, test, waitForHydration } from './fixtures';
import { addWeeks, weekOf } from '../../lib/iso-week';
import { daysOfMonth, schoolToday } from '../../lib/school-time';

// The week's menu on a phone (390×844): the nurse opens the week after this month's menus (empty), copies last week,
// changes two dishes (Monday's rice → soft rice, Tuesday's yoghurt → milk), saves, publishes and prints it.

test.use({ viewport: { width: 390, height: 844 } });

test('the nurse builds a week by copying last week and changing two dishes, then publishes and prints it', async ({ page }) => {
  test.setTimeout(180_000);
  const week = addWeeks(weekOf(daysOfMonth(schoolToday().slice(0, 7)).at(-1)!), 1);
  await signIn(page, 'nurse');
  await gotoApp(page, `/management/meal-menu?week=${week}&age=mau_giao`);
  await expect(pageTitle(page)).toHaveText('Thực đơn');
  const copy = page.getByTestId('menu-copy');
  await waitForHydration(copy);
  await copy.click();
  // A rerun on the same database finds the week built: it is replaced.
  const replace = page.getByTestId('menu-copy-confirm-confirm');
  if (await replace.isVisible().catch(() => false)) await replace.click();
  const days = page.getByTestId('menu-days').locator('section');
  const monday = days.nth(0);
  const tuesday = days.nth(1);
  await expect(monday.locator('li').filter({ hasText: 'Cơm trắng' })).toHaveCount(1);
  await expect(page.getByTestId('menu-status')).toHaveText('Nháp');

  await monday.getByRole('button', { name: 'Bỏ món Cơm trắng' }).click();
  await monday.getByLabel('Thêm món vào Bữa trưa, Thứ Hai').selectOption({ label: 'Cơm nát' });
  await tuesday.getByRole('button', { name: 'Bỏ món Sữa chua' }).click();
  await tuesday.getByLabel('Thêm món vào Bữa phụ chiều, Thứ Ba').selectOption({ label: 'Sữa tươi' });
  const saved = page.waitForResponse((r) => r.url().includes('/api/webadmin/Menu/save-week') && r.request().method() === 'PUT');
  await page.getByTestId('menu-save').click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId('menu-save')).toBeDisabled();

  await page.reload();
  // The dishes as listed (the pickers below them name every dish).
  const dishes = (day: typeof monday) => day.locator('li');
  await expect(dishes(monday).filter({ hasText: 'Cơm nát' })).toHaveCount(1);
  await expect(dishes(monday).filter({ hasText: 'Cơm trắng' })).toHaveCount(0);
  await expect(dishes(tuesday).filter({ hasText: 'Sữa tươi' })).toHaveCount(1);
  await expect(dishes(tuesday).filter({ hasText: 'Sữa chua' })).toHaveCount(0);
  await expect(monday.locator('.card-footer')).toContainText('kcal');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await waitForHydration(page.getByTestId('menu-publish'));
  await page.getByTestId('menu-publish').click();
  await page.getByTestId('menu-publish-confirm-confirm').click();
  await expect(page.getByTestId('menu-status')).toHaveText('Đã công bố');

  const download = page.waitForEvent('download');
  await page.getByTestId('menu-pdf').click();
  expect((await download).suggestedFilename()).toBe(`thuc-don-mau_giao-${week}.pdf`);
});
