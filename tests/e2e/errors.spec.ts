import { adminTest, expect, pageTitle } from './fixtures';

adminTest('an unknown Vietnamese path shows the 404 page with a working link home', async ({ page, baseURL }) => {
  const response = await page.goto('/khong-ton-tai');
  expect(response?.status()).toBe(404);
  const error = page.getByTestId('error-view');
  await expect(error).toHaveAttribute('data-status', '404');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(pageTitle(page)).toHaveText('Không tìm thấy trang');
  await expect(error.getByText('Không tìm thấy trang này', { exact: true })).toBeVisible();

  await error.getByRole('link', { name: 'Về trang chủ' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(pageTitle(page)).toHaveText(/^Chào buổi (sáng|chiều|tối), Quản trị Hệ thống!$/);
});

adminTest('an unknown English path shows the English 404 page with a working link home', async ({ page, baseURL }) => {
  const response = await page.goto('/en/does-not-exist');
  expect(response?.status()).toBe(404);
  const error = page.getByTestId('error-view');
  await expect(error).toHaveAttribute('data-status', '404');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(pageTitle(page)).toHaveText('Page not found');
  await expect(error.getByText('This page could not be found', { exact: true })).toBeVisible();

  await error.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(`${baseURL}/en`);
  await expect(pageTitle(page)).toHaveText(/^Good (morning|afternoon|evening), Quản trị Hệ thống!$/);
});

adminTest('a deeper unknown path under a real area is a 404 too', async ({ page }) => {
  const response = await page.goto('/management/student/khong-co');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-view')).toHaveAttribute('data-status', '404');
  await expect(page.getByText('Không tìm thấy trang này', { exact: true })).toBeVisible();
});
