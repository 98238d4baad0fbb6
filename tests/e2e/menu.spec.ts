import type { Page, TestInfo } from '@playwright/test';
import { adminTest, expect, pageTitle, signIn, test, withAccountLock } from './fixtures';
import { MENU_TREE } from '../../lib/server/menu/menu-tree';
import { standardRoles } from '../../lib/server/seed/standard-roles';

// The menu tree and the standard roles are the source of truth for names and rights.
const GROUPS = MENU_TREE.filter((m) => !m.parent).map((header) => ({
  header,
  links: MENU_TREE.filter((m) => m.parent === header.code),
}));
const ROLE_RIGHTS = new Map(standardRoles().map((role) => [role.key, role.rights]));

/** The group headers and links, in menu order, that a user who may read `readable` sees. */
function expected(readable: (code: string) => boolean) {
  const groups = GROUPS.filter((g) => g.links.some((m) => readable(m.code)));
  const links = GROUPS.flatMap((g) => g.links).filter((m) => readable(m.code));
  return {
    groups: groups.map((g) => g.header.vi),
    links: links.map((m) => m.vi),
    hidden: GROUPS.flatMap((g) => g.links)
      .filter((m) => !readable(m.code))
      .map((m) => m.vi),
  };
}
const byRole = (key: string) => (code: string) => ROLE_RIGHTS.get(key)?.[code]?.includes('read') ?? false;

// The demo accounts of school 1 and their role there (lib/server/demo/demo.ts).
const ROLES = [
  { username: 'principal', role: 'principal' },
  { username: 'teacher1', role: 'teacher' },
  { username: 'accountant', role: 'accountant' },
  { username: 'nurse', role: 'nurse' },
  { username: 'office', role: 'office' },
];

const ABSENCE = MENU_TREE.find((m) => m.code === 'absence')!;
const COUNTED_MENUS = ['absence', 'medicine-request', 'message-request', 'vaccine-declaration'];

/**
 * The sidebar shows exactly the readable menus. Badges only on the menus with a counter; the pending absences
 * (the demo school always has some) for school-wide readers.
 */
async function expectSidebar(page: Page, readable: (code: string) => boolean, schoolWide = true) {
  const { groups, links, hidden } = expected(readable);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toBeVisible();
  // Group headers are headings, never links.
  await expect(sidebar.getByRole('heading', { level: 2 })).toHaveText(groups);
  for (const group of groups) await expect(sidebar.getByRole('link', { name: group, exact: true })).toHaveCount(0);
  await expect(sidebar.getByRole('link').locator('.menu-label')).toHaveText(links);
  for (const name of hidden) await expect(sidebar.getByRole('link', { name, exact: true })).toHaveCount(0);
  const badges = sidebar.getByTestId('menu-badge');
  // Only the menus with a live counter (lib/server/menu/list-menus-by-user.ts) ever show a badge.
  const unbadged = sidebar.locator(
    `a${COUNTED_MENUS.map((code) => `:not([href$="${MENU_TREE.find((m) => m.code === code)!.route}"])`).join('')} [data-testid="menu-badge"]`,
  );
  if (!COUNTED_MENUS.some(readable)) {
    await expect(badges).toHaveCount(0);
  } else {
    await expect(unbadged).toHaveCount(0);
    if (schoolWide && readable('absence'))
      await expect(sidebar.getByRole('link', { name: new RegExp(`^${ABSENCE.vi}`) }).getByTestId('menu-badge')).toHaveText(/^([1-9]\d?|99\+)\b/);
    // The demo's pending medicine requests and unread messages, for school-wide readers.
    for (const code of ['medicine-request', 'message-request'].filter((c) => schoolWide && readable(c)))
      await expect(sidebar.locator(`a[href$="${MENU_TREE.find((m) => m.code === code)!.route}"] [data-testid="menu-badge"]`)).toHaveText(/^([1-9]\d?|99\+)\b/);
  }
}

adminTest('admin sees every group and link, with the pending absences badge', async ({ page }) => {
  await page.goto('/');
  await expectSidebar(page, () => true);
  await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Người dùng' })).toHaveAttribute(
    'href',
    '/system/user',
  );
});

adminTest('the English sidebar uses the English menu names', async ({ page }) => {
  await page.goto('/en/management/tuition');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByRole('heading', { level: 2 })).toHaveText(GROUPS.map((g) => g.header.en));
  const tuition = sidebar.getByRole('link', { name: 'Tuition' });
  await expect(tuition).toHaveAttribute('href', '/en/management/tuition');
  await expect(tuition).toHaveAttribute('aria-current', 'page');
});

for (const role of ROLES) {
  test(`${role.username} sees exactly the menus of their rights`, async ({ page }, testInfo: TestInfo) => {
    // account.spec changes the accountant's password: never at the same time.
    await withAccountLock(testInfo, role.username, async () => {
      await signIn(page, role.username);
      await expectSidebar(page, byRole(role.role), role.role !== 'teacher');
    });
  });
}

test('accountant sees Học phí but not Người dùng; teacher sees Điểm danh but not Học phí', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await withAccountLock(testInfo, 'accountant', async () => {
    await signIn(page, 'accountant');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByRole('link', { name: 'Học phí' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Người dùng' })).toHaveCount(0);
  });
  const context = await browser.newContext({ baseURL });
  try {
    const teacher = await context.newPage();
    await signIn(teacher, 'teacher1');
    const sidebar = teacher.getByTestId('sidebar');
    await expect(sidebar.getByRole('link', { name: 'Điểm danh' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Học phí' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a link of the sidebar opens its page and is marked current', async ({ page }) => {
  await signIn(page, 'teacher1');
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('link', { name: 'Điểm danh' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/management/attendance');
  await expect(pageTitle(page)).toHaveText('Điểm danh');
  await expect(sidebar.getByRole('link', { name: 'Điểm danh' })).toHaveAttribute('aria-current', 'page');
});

test('a teacher opening /system/user directly sees the 403 error view, answered with status 403', async ({ page }) => {
  await signIn(page, 'teacher1');
  expect((await page.goto('/system/user'))?.status()).toBe(403);
  const error = page.getByTestId('error-view');
  await expect(error).toHaveAttribute('data-status', '403');
  await expect(pageTitle(page)).toHaveText('Không có quyền truy cập');
  await expect(error).toContainText('Bạn không có quyền xem trang này.');
  await expect(page.getByRole('heading', { name: 'Người dùng' })).toHaveCount(0);

  expect((await page.goto('/en/management/tuition'))?.status()).toBe(403);
  await expect(page.getByTestId('error-view')).toHaveAttribute('data-status', '403');
  await expect(pageTitle(page)).toHaveText('Access denied');
});
