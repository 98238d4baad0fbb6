import { adminTest, expect, gotoApp, pageTitle, signIn, test, waitForApp } from './fixtures';
import type { Page } from '@playwright/test';

async function scrollWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

adminTest.describe('on a phone (390×844)', () => {
  adminTest.use({ viewport: { width: 390, height: 844 } });

  adminTest('the drawer replaces the sidebar, shows a two-column grid and closes on navigation', async ({ page }) => {
    await gotoApp(page, '/');
    await expect(pageTitle(page)).toBeVisible();
    await expect(page.getByTestId('sidebar')).toBeHidden();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(390);

    await page.getByTestId('drawer-open').click();
    const drawer = page.getByTestId('drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Menu chính', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: 'Menu chính' })).toBeVisible();
    // Full width once it has slid in.
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    expect((await drawer.boundingBox())?.width).toBe(390);

    // Two columns: tiles 1 and 2 share a row, tile 3 starts the next row under tile 1.
    const group = drawer.locator('section').filter({ has: page.getByRole('heading', { name: 'Trẻ và lớp' }) });
    const tiles = group.getByRole('link');
    await expect(tiles.first()).toHaveText('Học sinh');
    await expect(tiles.nth(2)).toBeVisible();
    const [a, b, c] = await Promise.all([0, 1, 2].map(async (i) => (await tiles.nth(i).boundingBox())!));
    expect(Math.abs(a.y - b.y)).toBeLessThan(2);
    expect(b.x).toBeGreaterThan(a.x + a.width - 1);
    expect(c.y).toBeGreaterThanOrEqual(a.y + a.height);
    expect(Math.abs(c.x - a.x)).toBeLessThan(2);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(390);

    await tiles.filter({ hasText: 'Học sinh' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/management/student');
    await expect(pageTitle(page)).toHaveText('Học sinh');
    await expect(drawer).toBeHidden();
    await expect(page.locator('.offcanvas-backdrop')).toHaveCount(0);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
  });

  adminTest('Escape closes the drawer and gives the focus back to the menu button', async ({ page }) => {
    await gotoApp(page, '/');
    const open = page.getByTestId('drawer-open');
    await open.click();
    const drawer = page.getByTestId('drawer');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
    // The close button too.
    await open.click();
    await drawer.getByRole('button', { name: 'Đóng menu' }).click();
    await expect(drawer).toBeHidden();
  });

  adminTest('nothing overflows horizontally on the English pages either', async ({ page }) => {
    for (const url of ['/en', '/en/management/medicine-request/mobile', '/en/system/role']) {
      await page.goto(url);
      await expect(pageTitle(page)).toBeVisible();
      expect(await scrollWidth(page), url).toBeLessThanOrEqual(390);
    }
  });
});

adminTest('display settings survive a reload and reset restores the defaults', async ({ page }) => {
  const html = page.locator('html');
  await gotoApp(page, '/management/student');
  await expect(html).toHaveClass(/\bfont-md\b/);
  await expect(html).toHaveClass(/\btheme-1\b/);
  await expect(html).toHaveAttribute('data-bs-theme', 'light');

  await page.getByTestId('settings-open').click();
  const panel = page.getByTestId('settings-panel');
  await expect(panel.getByRole('heading', { name: 'Cài đặt giao diện' })).toBeVisible();
  await panel.getByRole('radio', { name: 'LG' }).check();
  await panel.getByRole('radio', { name: 'Màu 7' }).check();
  await panel.getByRole('radio', { name: 'Tối' }).check();
  await expect(html).toHaveClass(/\bfont-lg\b/);
  await expect(html).toHaveClass(/\btheme-7\b/);
  await expect(html).toHaveAttribute('data-bs-theme', 'dark');

  await page.reload();
  await waitForApp(page);
  await expect(pageTitle(page)).toHaveText('Học sinh');
  await expect(html).toHaveClass(/\bfont-lg\b/);
  await expect(html).toHaveClass(/\btheme-7\b/);
  await expect(html).not.toHaveClass(/\b(font-md|theme-1)\b/);
  await expect(html).toHaveAttribute('data-bs-theme', 'dark');
  // The text really is larger and dark.
  const fontSize = await html.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(fontSize).toBeGreaterThan(16);

  await page.getByTestId('settings-open').click();
  await expect(panel.getByRole('radio', { name: 'LG' })).toBeChecked();
  await expect(panel.getByRole('radio', { name: 'Tối' })).toBeChecked();
  await panel.getByTestId('settings-reset').click();
  await expect(html).toHaveClass(/\bfont-md\b/);
  await expect(html).toHaveClass(/\btheme-1\b/);
  await expect(html).toHaveAttribute('data-bs-theme', 'light');
  await expect(panel.getByRole('radio', { name: 'MD' })).toBeChecked();

  await page.reload();
  await expect(html).toHaveClass(/\bfont-md\b/);
  await expect(html).toHaveAttribute('data-bs-theme', 'light');
});

test('the English flag switches to /en/… with English text', async ({ page }) => {
  await signIn(page, 'teacher2');
  await gotoApp(page, '/management/attendance?tab=1');
  await expect(pageTitle(page)).toHaveText('Điểm danh');
  await expect(page.getByTestId('lang-vi')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('lang-en')).toHaveAttribute('aria-pressed', 'false');

  await page.getByTestId('lang-en').click();
  await expect(page).toHaveURL((u) => u.pathname === '/en/management/attendance' && u.search === '?tab=1');
  await expect(pageTitle(page)).toHaveText('Attendance');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Students' })).toBeVisible();
  await expect(page.getByTestId('lang-en')).toHaveAttribute('aria-pressed', 'true');
  await waitForApp(page);

  // And back to Vietnamese, which has no prefix.
  await page.getByTestId('lang-vi').click();
  await expect(page).toHaveURL((u) => u.pathname === '/management/attendance');
  await expect(pageTitle(page)).toHaveText('Điểm danh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
});

test('office switches to school 2 and the page follows', async ({ page }) => {
  await signIn(page, 'office');
  await expect(page.getByTestId('brand-name')).toHaveText('Mầm non Hoa Sen');
  await expect(page.getByTestId('home-school')).toHaveText('Trường Mầm non Hoa Sen');
  await expect(page.getByTestId('home-roles')).toHaveText('Văn phòng');
  const switcher = page.getByTestId('school-switcher');
  await expect(switcher.getByRole('option')).toHaveText(['Trường Mầm non Hoa Sen', 'Trường Mầm non Ánh Dương']);

  await switcher.selectOption({ label: 'Trường Mầm non Ánh Dương' });
  await expect(page.getByTestId('brand-name')).toHaveText('Mầm non Ánh Dương');
  await expect(page.getByTestId('home-school')).toHaveText('Trường Mầm non Ánh Dương');
  await expect(page.getByTestId('home-roles')).toHaveText('Hiệu trưởng');
  await expect(page.getByTestId('home-scope')).toHaveText('Toàn trường');
  await expect(switcher.locator('option:checked')).toHaveText('Trường Mầm non Ánh Dương');
  // As principal of school 2, the system menus appear.
  await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Người dùng' })).toBeVisible();

  // The choice is remembered on the next visit.
  await page.goto('/');
  await expect(page.getByTestId('home-school')).toHaveText('Trường Mầm non Ánh Dương');
});

test.describe('a school switcher on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows the whole name of the school, on a row of its own under the header buttons', async ({ page }, testInfo) => {
    await signIn(page, 'office');
    const switcher = page.getByTestId('school-switcher');
    await expect(switcher.locator('option:checked')).toHaveText('Trường Mầm non Hoa Sen');
    // The select is wide enough for its text and the arrow: the name is not cut ("Trườ").
    const room = await switcher.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(select.selectedOptions[0].text).width;
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      return { text, inner: select.clientWidth - padding };
    });
    expect(room.inner).toBeGreaterThanOrEqual(room.text);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('school-switcher-390.png') });
  });
});

adminTest('the user dropdown shows full name and e-mail and the account actions', async ({ page }) => {
  await gotoApp(page, '/');
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('user-full-name')).toHaveText('Quản trị Hệ thống');
  await expect(page.getByText('admin@mamnon.local')).toBeVisible();
  await expect(page.getByTestId('open-change-password')).toHaveText('Đổi mật khẩu');
  await expect(page.getByTestId('open-sessions')).toHaveText('Quản lý phiên đăng nhập');
  await expect(page.getByTestId('sign-out')).toHaveText('Đăng xuất');
});

adminTest('the user menu works from the keyboard: arrows move, Escape closes it and gives the focus back', async ({ page }) => {
  await gotoApp(page, '/');
  const toggle = page.getByTestId('user-menu');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('open-change-password')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('open-sessions')).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByTestId('sign-out')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('open-change-password')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // Up opens it on the last item; Enter on an item does what it says.
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('sign-out')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('open-sessions')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // A click elsewhere closes it.
  await toggle.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect(page.getByRole('menu')).toBeHidden();
});
