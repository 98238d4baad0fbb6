import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { escapeRegExp, expect, gotoApp, pageTitle, signIn, test, waitForApp } from './fixtures';

/** A short random suffix, so that every run (and every test) creates names of its own. */
const unique = () => randomBytes(4).toString('hex');

/** A signed-in page in a fresh browser context of its own; close the context when done. */
async function newSession(browser: Browser, baseURL: string | undefined, username: string, password?: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, username, password);
  return { context, page };
}

/**
 * On /system/role (Vietnamese), creates a role through the side panel with only "Xem" ticked for the given menus.
 * Returns the new role's id, read from the create request's answer.
 */
async function createRoleViaMatrix(page: Page, name: string, menus: string[]) {
  await gotoApp(page, '/system/role');
  await expect(pageTitle(page)).toHaveText('Vai trò và quyền');
  await page.getByRole('button', { name: 'Thêm vai trò' }).click();
  const panel = page.getByTestId('role-editor');
  await expect(panel.getByRole('heading', { name: 'Thêm vai trò' })).toBeVisible();
  await panel.getByLabel(/^Tên tiếng Việt/).fill(name);
  await panel.getByLabel(/^Tên tiếng Anh/).fill(`Nanny ${name.split(' ').pop()}`);
  for (const menu of menus) {
    const box = panel.getByLabel(`${menu} — Xem`, { exact: true });
    await box.check();
    await expect(box).toBeChecked();
  }
  // Nothing else is ticked: "Xem" on any other menu, or any other action on these.
  await expect(panel.getByTestId('rights-matrix').locator('tbody input[type=checkbox]:checked')).toHaveCount(
    menus.length,
  );
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/webadmin/Role/create') && r.request().method() === 'POST',
  );
  await panel.getByRole('button', { name: 'Lưu', exact: true }).click();
  const response = await created;
  expect(response.status()).toBe(200);
  const [result] = (await response.json()) as { id: string }[];
  await expect(panel).toBeHidden();
  await expect(page.getByTestId('role-table').getByRole('row').filter({ hasText: name })).toHaveCount(1);
  return result.id;
}

test('a principal builds a role in the rights matrix, gives it to a new user, who sees only those menus', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers (the principal and the new user), a role, a user and their pages: given three times the usual time.
  test.slow();
  const id = unique();
  const roleName = `Cô nuôi ${id}`;
  await signIn(page, 'principal');
  await createRoleViaMatrix(page, roleName, ['Học sinh', 'Điểm danh']);
  const row = page.getByTestId('role-table').getByRole('row').filter({ hasText: roleName });
  // The key is made from the English name; nobody has the role yet; it holds two rights.
  await expect(row.getByRole('cell')).toContainText([roleName, `nanny-${id}`, '0', '2']);

  // A new account with that role in the school.
  const username = `nanny.${id}`;
  const fullName = `Cô nuôi thử ${id}`;
  await gotoApp(page, '/system/user');
  await expect(pageTitle(page)).toHaveText('Người dùng');
  await page.getByRole('button', { name: 'Thêm người dùng' }).click();
  const panel = page.getByTestId('user-editor');
  await expect(panel.getByRole('heading', { name: 'Thêm người dùng' })).toBeVisible();
  await panel.getByLabel(/^Tên đăng nhập/).fill(username);
  await panel.getByLabel(/^Họ và tên/).fill(fullName);
  await panel.getByLabel(/^E-mail/).fill(`${username}@example.test`);
  await panel.getByRole('button', { name: 'Tạo ngẫu nhiên' }).click();
  const passwordField = panel.getByLabel(/^Mật khẩu/);
  await expect(passwordField).toHaveAttribute('type', 'text');
  await expect(passwordField).toHaveValue(/^[A-Za-z0-9]{12}$/);
  const password = await passwordField.inputValue();
  const membership = panel.getByTestId('membership');
  await expect(membership).toHaveCount(1);
  await expect(membership.getByRole('heading', { name: 'Trường Mầm non Hoa Sen' })).toBeVisible();
  await membership.getByLabel(roleName, { exact: true }).check();
  await expect(membership.getByLabel('Toàn trường')).toBeChecked();
  await panel.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(panel).toBeHidden();
  await page.getByLabel('Tìm người dùng').fill(username);
  const userRow = page.getByTestId('user-table').getByRole('row').filter({ hasText: username });
  await expect(userRow).toHaveCount(1);
  await expect(userRow).toContainText(fullName);
  await expect(userRow).toContainText(roleName);
  await expect(userRow).toContainText('Chưa đăng nhập');

  // The new user, in a browser of their own, sees exactly the two granted links.
  const nanny = await newSession(browser, baseURL, username, password);
  try {
    const sidebar = nanny.page.getByTestId('sidebar');
    await expect(sidebar.getByRole('link')).toHaveText(['Học sinh', 'Điểm danh']);
    await expect(sidebar.getByRole('heading', { level: 2 })).toHaveText(['Trẻ và lớp']);
    await expect(sidebar.getByRole('link', { name: 'Trang chủ' })).toHaveCount(0);

    await nanny.page.goto('/system/user');
    const error = nanny.page.getByTestId('error-view');
    await expect(error).toHaveAttribute('data-status', '403');
    await expect(pageTitle(nanny.page)).toHaveText('Không có quyền truy cập');
    await expect(nanny.page.getByRole('heading', { name: 'Người dùng' })).toHaveCount(0);
  } finally {
    await nanny.context.close();
  }

  // Back at the principal's list, the user has signed in and the role has one user.
  await page.reload();
  await waitForApp(page);
  await page.getByLabel('Tìm người dùng').fill(username);
  await expect(userRow).toHaveCount(1);
  await expect(userRow).not.toContainText('Chưa đăng nhập');
  await gotoApp(page, '/system/role');
  await expect(row.getByRole('cell')).toContainText([roleName, `nanny-${id}`, '1', '2']);
});

test('a teacher sees only the classes they teach', async ({ page }) => {
  await signIn(page, 'teacher1');
  await gotoApp(page, '/management/class');
  await expect(pageTitle(page)).toHaveText('Năm học và lớp');
  await expect(page.getByText('Bạn chỉ thấy các lớp mình phụ trách.')).toBeVisible();
  const table = page.getByTestId('class-table');
  const names = table.locator('tbody tr td span.fw-semibold');
  await expect(names).toHaveText(['Mầm 1', 'Mầm 2']);
  for (const other of ['Chồi 1', 'Chồi 2', 'Lá 1', 'Nhà trẻ 1'])
    await expect(table.getByText(other, { exact: true })).toHaveCount(0);
});

test('the audit log shows a role a principal created, as "Thêm mới" by the principal', async ({
  page,
  browser,
  baseURL,
  adminStorageState,
}) => {
  const roleName = `Cô nuôi ${unique()}`;
  await signIn(page, 'principal');
  const roleId = await createRoleViaMatrix(page, roleName, ['Điểm danh']);

  const context = await browser.newContext({ baseURL, storageState: adminStorageState });
  try {
    const admin = await context.newPage();
    await gotoApp(admin, '/system/audit');
    await expect(pageTitle(admin)).toHaveText('Nhật ký thay đổi');
    await admin.getByLabel('Người thực hiện').fill('principal');
    await admin.getByLabel('Loại dữ liệu').selectOption({ label: 'Vai trò' });
    await admin.getByLabel('Thao tác').selectOption({ label: 'Thêm mới' });
    await admin.getByRole('button', { name: 'Lọc', exact: true }).click();
    const table = admin.getByTestId('audit-table');
    const row = table.getByRole('row').filter({ has: admin.locator(`code[title="${roleId}"]`) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Thêm mới');
    await expect(row).toContainText('Vai trò');
    await expect(row).toContainText('principal');
    await expect(row).toContainText('Trường Mầm non Hoa Sen');
    // Every row the filter keeps is a role creation.
    await expect(table.locator('tbody tr').filter({ hasNotText: 'Thêm mới' })).toHaveCount(0);

    // Its details hold the new role's name.
    await row.getByRole('button', { name: /^Xem chi tiết thay đổi lúc/ }).click();
    const dialog = admin.getByRole('dialog', { name: 'Chi tiết thay đổi' });
    await expect(dialog).toContainText(new RegExp(escapeRegExp(roleName)));
  } finally {
    await context.close();
  }
});

test('on a phone, in English, the role editor fits the screen and closes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'principal');
  await gotoApp(page, '/en/system/role');
  await expect(pageTitle(page)).toHaveText('Roles and rights');
  await page.getByRole('button', { name: 'Add role' }).click();
  const panel = page.getByTestId('role-editor');
  await expect(panel.getByRole('heading', { name: 'Add role' })).toBeVisible();
  await expect(panel.getByTestId('rights-matrix')).toBeVisible();
  await expect(panel.getByLabel('Students — View', { exact: true })).toBeVisible();
  // The panel takes the screen's width, and the page itself never scrolls sideways (the matrix scrolls inside).
  // Once it has slid in, the panel lies within the screen.
  await expect
    .poll(async () => {
      const box = await panel.boundingBox();
      return box ? [Math.round(box.x), Math.round(box.x + box.width)] : null;
    })
    .toEqual([0, 390]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.body.scrollWidth)).toBeLessThanOrEqual(390);

  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add role' })).toBeVisible();
});
