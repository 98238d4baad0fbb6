import type { Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, loginForm, pageTitle, signIn, submitLogin, test, withAccountLock } from './fixtures';

// Dedicated accounts: `accountant` changes its password, `nurse` has its sessions signed out.

const NEW_PASSWORD = 'doi-mat-khau-e2e-2025';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const PIXEL_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

function passwordDialog(page: Page) {
  const dialog = page.getByTestId('change-password');
  return {
    dialog,
    old: dialog.getByLabel(/^Mật khẩu hiện tại/),
    next: dialog.getByLabel(/^Mật khẩu mới/),
    renew: dialog.getByLabel(/^Nhập lại mật khẩu mới/),
    submit: page.getByTestId('change-password-submit'),
  };
}

async function openPasswordDialog(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('open-change-password').click();
  const d = passwordDialog(page);
  await expect(d.dialog.getByRole('heading', { name: 'Đổi mật khẩu' })).toBeVisible();
  return d;
}

async function changePassword(page: Page, from: string, to: string) {
  const d = await openPasswordDialog(page);
  await d.old.fill(from);
  await d.next.fill(to);
  await d.renew.fill(to);
  await d.submit.click();
  await expect(d.dialog).toBeHidden();
  await expect(page).toHaveURL((u) => u.pathname === '/login' && u.searchParams.get('done') === 'password');
  await expect(page.getByText('Đã đổi mật khẩu. Vui lòng đăng nhập bằng mật khẩu mới.')).toBeVisible();
}

test.describe('change password (accountant)', () => {
  // One after the other, in one browser worker: the last test changes the password.
  test.describe.configure({ mode: 'serial' });

  test('required fields are marked and a mismatch keeps the dialog open', async ({ page }) => {
    await signIn(page, 'accountant');
    const d = await openPasswordDialog(page);
    await expect(d.dialog.locator('label', { hasText: '*' })).toHaveCount(3);

    await d.submit.click();
    await expect(d.dialog.getByText('Trường này là bắt buộc.')).toHaveCount(3);

    await d.old.fill(DEMO_PASSWORD);
    await d.next.fill('mat-khau-moi-1');
    await d.renew.fill('mat-khau-moi-2');
    await d.submit.click();
    await expect(d.dialog.getByText('Xác nhận mật khẩu không đúng', { exact: true })).toBeVisible();
    await expect(d.renew).toHaveAttribute('aria-invalid', 'true');
    await expect(d.dialog).toBeVisible();
    await expect(page).toHaveURL((u) => u.pathname === '/');
  });

  test('Enter submits the dialog and a wrong current password shows the server error', async ({ page }) => {
    await signIn(page, 'accountant');
    const d = await openPasswordDialog(page);
    await d.old.fill('khong-phai-mat-khau');
    await d.next.fill(NEW_PASSWORD);
    await d.renew.fill(NEW_PASSWORD);
    await d.renew.press('Enter');
    await expect(d.dialog.getByRole('alert')).toHaveText('Mật khẩu hiện tại không đúng.');
    await expect(d.old).toHaveAttribute('aria-invalid', 'true');
    await expect(d.dialog).toBeVisible();

    // Cancel closes it without changing anything.
    await d.dialog.getByRole('button', { name: 'Hủy' }).click();
    await expect(d.dialog).toBeHidden();
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });

  test('success closes the dialog and signs out; then only the new password works', async ({ page }, testInfo) => {
    await withAccountLock(testInfo, 'accountant', async () => {
      await signIn(page, 'accountant');
      await changePassword(page, DEMO_PASSWORD, NEW_PASSWORD);

      await submitLogin(page, 'accountant', DEMO_PASSWORD);
      await expect(
        page.getByRole('alert').filter({ hasText: 'Tên đăng nhập hoặc mật khẩu không đúng.' }),
      ).toBeVisible();
      await expect(page).toHaveURL((u) => u.pathname === '/login');

      await loginForm(page).password.fill(NEW_PASSWORD);
      await loginForm(page).submit.click();
      await expect(page.getByTestId('user-menu')).toBeVisible();
      await expect(pageTitle(page)).toHaveText(/Phạm Văn Đức!$/);

      // Put the demo password back for the other tests of this run.
      await changePassword(page, NEW_PASSWORD, DEMO_PASSWORD);
      await signIn(page, 'accountant', DEMO_PASSWORD);
    });
  });
});

async function signedInPage(browser: Browser, baseURL: string | undefined, username: string, userAgent?: string) {
  const context = await browser.newContext({ baseURL, ...(userAgent ? { userAgent } : {}) });
  const page = await context.newPage();
  await signIn(page, username);
  return page;
}

test('sessions (nurse): signing out another session sends that browser to the login page', async ({
  browser,
  baseURL,
}) => {
  // Three browsers signed in at once, each loading pages: three times the usual time on a busy 2-core machine.
  test.slow();
  const a = await signedInPage(browser, baseURL, 'nurse');
  const b = await signedInPage(browser, baseURL, 'nurse', IPHONE_UA);
  const c = await signedInPage(browser, baseURL, 'nurse', PIXEL_UA);
  try {
    await c.goto('/management/student');
    await expect(pageTitle(c)).toHaveText('Học sinh');

    // A lists the sessions, its own marked current.
    await a.getByTestId('user-menu').click();
    await a.getByTestId('open-sessions').click();
    const dialog = a.getByTestId('sessions-dialog');
    await expect(dialog.getByRole('heading', { name: 'Quản lý phiên đăng nhập' })).toBeVisible();
    const rows = dialog.getByTestId('session-row');
    await expect(rows.nth(2)).toBeVisible();
    expect(await rows.count()).toBeGreaterThanOrEqual(3);
    const current = rows.filter({ hasText: 'Phiên này' });
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('data-current', 'true');

    const iphone = rows.filter({ hasText: 'Apple iPhone' });
    const pixel = rows.filter({ hasText: 'Pixel 8' });
    // A retried run finds the sessions its first attempt left behind as well: every one of them is signed out.
    await expect(iphone.first()).toContainText('Mobile Safari 17');
    await expect(iphone.first()).not.toContainText('Phiên này');
    await expect(pixel.first()).toBeVisible();
    for (const device of [iphone, pixel]) {
      for (let left = await device.count(); left > 0; left--) {
        await device.first().getByTestId('session-sign-out').click();
        await expect(device).toHaveCount(left - 1);
      }
    }
    await expect(current).toHaveCount(1);

    // B opens a dialog; its API call gets a 401: login page, ?ended=1, no modal backdrop left behind.
    await b.getByTestId('user-menu').click();
    await b.getByTestId('open-sessions').click();
    await expect(b).toHaveURL((u) => u.pathname === '/login' && u.searchParams.get('ended') === '1');
    await expect(b.getByText('Phiên đăng nhập đã kết thúc. Vui lòng đăng nhập lại.')).toBeVisible();
    await expect(b.locator('.modal-backdrop')).toHaveCount(0);
    await expect(b.getByTestId('sessions-dialog')).toHaveCount(0);
    await expect(b.locator('body')).not.toHaveClass(/modal-open/);
    await expect(loginForm(b).username).toBeVisible();

    // C's next navigation is refused by the server and lands on the login page; signing in brings it back.
    await c.goto('/management/attendance');
    await expect(c).toHaveURL((u) => u.pathname === '/login' && u.searchParams.get('ended') === '1');
    await expect(c.getByText('Phiên đăng nhập đã kết thúc. Vui lòng đăng nhập lại.')).toBeVisible();
    await signIn(c, 'nurse');
    await expect(c).toHaveURL((u) => u.pathname === '/management/attendance');
    await expect(pageTitle(c)).toHaveText('Điểm danh');

    // A is still signed in.
    await a.reload();
    await expect(a.getByTestId('user-menu')).toBeVisible();
  } finally {
    await Promise.all([a, b, c].map((p) => p.context().close()));
  }
});
