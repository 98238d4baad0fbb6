import type { Page, Request } from '@playwright/test';
import { expect, gotoApp, signIn, test } from './fixtures';

// What a page costs the server once the app is open (issue 16 item 6): the shell (menu, school, rights) is rendered
// once, with the first page; a link of the app then asks for the next page's own part only, and no link asks for
// anything before it is followed.

/** Every request the page makes to our server from now on, but for files (scripts, styles, fonts, images). */
function serverRequests(page: Page) {
  const seen: { path: string; rsc: boolean; api: boolean }[] = [];
  const listen = (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/_next/static/') || /\.[a-z0-9]+$/i.test(url.pathname)) return;
    seen.push({ path: url.pathname, rsc: r.headers()['rsc'] === '1', api: url.pathname.startsWith('/api/') });
  };
  page.on('request', listen);
  return seen;
}

test('a page with the whole sidebar on screen asks the server for nothing more once it is open', async ({ page }) => {
  await signIn(page, 'principal');
  const seen = serverRequests(page);
  await gotoApp(page, '/management/student');
  // Every menu entry is a link on screen: Next.js's viewport prefetch would ask for each one.
  const links = page.getByRole('navigation').locator('a[data-menu]:visible');
  expect(await links.count()).toBeGreaterThan(10);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.filter((r) => r.rsc)).toEqual([]);
  expect(seen.filter((r) => !r.api).map((r) => r.path)).toEqual(['/management/student']);
});

test('following the menu renders the next page from one request: its own part with its data, the shell kept', async ({
  page,
}) => {
  await signIn(page, 'principal');
  await gotoApp(page, '/');
  // The shell as it is now: a full page load would replace this element.
  await page.getByTestId('user-menu').evaluate((el) => el.setAttribute('data-kept', 'yes'));
  const seen = serverRequests(page);

  await page.getByRole('navigation').locator('a[data-menu="attendance"]:visible').click();
  await expect(page).toHaveURL(/\/management\/attendance$/);
  await expect(page.getByTestId('attendance-desktop').locator('tbody tr').first()).toBeVisible();
  await page.getByRole('navigation').locator('a[data-menu="student"]:visible').click();
  await expect(page).toHaveURL(/\/management\/student$/);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.waitForLoadState('networkidle');

  await expect(page.getByTestId('user-menu')).toHaveAttribute('data-kept', 'yes');
  expect(seen.filter((r) => !r.api)).toEqual([
    { path: '/management/attendance', rsc: true, api: false },
    { path: '/management/student', rsc: true, api: false },
  ]);
  // The pages' data came with them (the menu's waiting counts may refresh on their own clock).
  expect(seen.filter((r) => r.api && !r.path.includes('/Menu/')).map((r) => r.path)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a page on its way shows a loading bar, even after the drawer has closed, until it arrives', async ({
    page,
  }) => {
    await signIn(page, 'teacher1');
    await gotoApp(page, '/');
    // The server's answer to the move is held back until the bar has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/management/attendance' && url.searchParams.has('_rsc'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.getByTestId('drawer-open').click();
    await page.getByTestId('drawer').locator('a[data-menu="attendance"]').click();
    await expect(page.getByTestId('drawer')).toBeHidden();
    const bar = page.getByTestId('link-pending');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveRole('status');
    await expect(bar).toHaveAccessibleName('Đang tải…');
    release();
    await expect(page).toHaveURL(/\/management\/attendance$/);
    // The layout follows the device's kind (a desktop browser here), the class's children are there.
    await expect(page.getByTestId('attendance-desktop').locator('tbody tr').first()).toBeVisible();
    await expect(bar).toBeHidden();
  });
});
