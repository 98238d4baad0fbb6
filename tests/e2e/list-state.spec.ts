import type { Locator, Page } from '@playwright/test';
import { compareVnNames } from '@/lib/name-order';
import { expect, gotoApp, signIn, test } from './fixtures';

// Lists keep their view in the URL, and people are listed by given name in Vietnamese order.

const rows = (page: Page) => page.getByTestId('student-table').locator('tbody tr[data-row-id]');
/** The children's names on the page, as the list shows them (nickname left out). */
const names = async (list: Locator) =>
  (await list.locator('td:nth-child(3) button').allInnerTexts()).map((n) => n.replace(/\s*\(.*\)$/, '').trim());

test('a filtered, sorted, paged student list survives a reload and the back button', async ({ page }) => {
  await signIn(page, 'principal');
  await gotoApp(page, '/management/student');
  await expect(rows(page)).toHaveCount(20);

  await page.getByLabel('Giới tính', { exact: true }).selectOption({ label: 'Nữ' });
  await expect(page).toHaveURL(/gender=female/);
  await page.getByRole('button', { name: /Sắp xếp .*Ngày sinh/ }).click();
  await expect(page).toHaveURL(/sort=date_of_birth/);
  await page.getByRole('button', { name: 'Trang sau' }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.getByLabel('Tìm học sinh').fill('n');
  await expect(page).toHaveURL(/q=n/);
  await expect(page).not.toHaveURL(/page=2/);
  await page.getByRole('button', { name: 'Trang sau' }).click();
  await expect(page).toHaveURL(/page=2/);
  // The previous page stays on screen until the new one arrives: read the rows once the list is not busy.
  await expect(page.getByTestId('student-table').locator('table')).toHaveAttribute('aria-busy', 'false');
  const view = await names(page.getByTestId('student-table'));
  expect(view.length).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByLabel('Tìm học sinh')).toHaveValue('n');
  await expect(page.getByLabel('Giới tính', { exact: true })).toHaveValue('female');
  await expect(page.getByTestId('student-table').getByText(/^2 \//)).toBeVisible();
  await expect(page.getByTestId('student-table').locator('table')).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => names(page.getByTestId('student-table'))).toEqual(view);

  // Back: page 1 of the same search.
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page).toHaveURL(/q=n/);
  await expect(page.getByTestId('student-table').getByText(/^1 \//)).toBeVisible();
});

test('a class list reads in Vietnamese name order: given name first, a < ă < â, d < đ', async ({ page }) => {
  await signIn(page, 'principal');
  await gotoApp(page, '/management/student');
  const lá1 = await page.locator('#student-class-filter option', { hasText: /^Lá 1 / }).first().getAttribute('value');
  await page.getByLabel('Lớp', { exact: true }).selectOption(lá1!);
  await expect(page).toHaveURL(/class_id=/);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('student-table').getByText(/^1 \//)).toBeVisible();
  const shown = await names(page.getByTestId('student-table'));
  expect(shown.length).toBeGreaterThan(5);
  expect(shown).toEqual([...shown].sort(compareVnNames));
  // The given names themselves are in alphabetical order (the family name does not decide).
  const given = shown.map((n) => n.split(' ').pop()!);
  expect(given).toEqual([...given].sort((a, b) => compareVnNames(a, b)));
});
