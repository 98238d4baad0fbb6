import { adminTest, expect, pageTitle, signIn, test, withAccountLock, type TestInfo } from './fixtures';
import type { Page } from '@playwright/test';

// The menu tree (lib/server/menu/menu-tree.ts), in order: group header → its links.
const TREE: [string, string[]][] = [
  ['Tổng quan', ['Trang chủ', 'Xác nhận sự kiện']],
  ['Trẻ và lớp', ['Học sinh', 'Điểm danh', 'Xin nghỉ học', 'Tài khoản phụ huynh']],
  ['Yêu cầu và sức khỏe', ['Dặn thuốc', 'Lời nhắn', 'Khai báo sức khỏe', 'Khai báo tiêm chủng']],
  ['Tin tức và khảo sát', ['Tin toàn trường', 'Tin lớp', 'Tin của bé', 'Khảo sát', 'Khảo sát (bản cũ)']],
  ['Tài chính', ['Học phí']],
  ['Hệ thống', ['Người dùng', 'Vai trò và quyền']],
];
const ALL_LINKS = TREE.flatMap(([, links]) => links);

/** The groups and links, in menu order, that a set of readable menus gives. */
function expected(readable: string[] | 'all') {
  const allowed = (name: string) => readable === 'all' || readable.includes(name);
  const groups = TREE.filter(([, links]) => links.some(allowed)).map(([header]) => header);
  const links = ALL_LINKS.filter(allowed);
  return { groups, links, hidden: ALL_LINKS.filter((name) => !allowed(name)) };
}

// What each demo role may read in school 1 (lib/server/db/seed/standard-roles.ts).
const ROLES: { username: string; readable: string[] | 'all' }[] = [
  { username: 'principal', readable: 'all' },
  {
    username: 'teacher1',
    readable: [
      'Trang chủ', 'Xác nhận sự kiện', 'Học sinh', 'Điểm danh', 'Xin nghỉ học', 'Dặn thuốc', 'Lời nhắn', 'Khai báo sức khỏe',
      'Khai báo tiêm chủng', 'Tin toàn trường', 'Tin lớp', 'Tin của bé', 'Khảo sát',
    ],
  },
  { username: 'accountant', readable: ['Trang chủ', 'Học sinh', 'Điểm danh', 'Tài khoản phụ huynh', 'Tin toàn trường', 'Học phí'] },
  {
    username: 'nurse',
    readable: ['Trang chủ', 'Học sinh', 'Điểm danh', 'Xin nghỉ học', 'Dặn thuốc', 'Khai báo sức khỏe', 'Khai báo tiêm chủng', 'Tin toàn trường'],
  },
  {
    username: 'office',
    readable: [
      'Trang chủ', 'Xác nhận sự kiện', 'Học sinh', 'Điểm danh', 'Xin nghỉ học', 'Tài khoản phụ huynh', 'Lời nhắn', 'Tin toàn trường',
      'Tin lớp', 'Khảo sát', 'Khảo sát (bản cũ)',
    ],
  },
];

async function expectSidebar(page: Page, readable: string[] | 'all') {
  const { groups, links, hidden } = expected(readable);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toBeVisible();
  // Group headers are headings, never links.
  await expect(sidebar.getByRole('heading', { level: 2 })).toHaveText(groups);
  for (const group of groups) await expect(sidebar.getByRole('link', { name: group, exact: true })).toHaveCount(0);
  await expect(sidebar.getByRole('link')).toHaveText(links);
  for (const name of hidden) await expect(sidebar.getByRole('link', { name, exact: true })).toHaveCount(0);
  // Counters are 0 in the demo data: no badge anywhere.
  await expect(page.getByTestId('menu-badge')).toHaveCount(0);
}

adminTest('admin sees every group and link, without badges', async ({ page }) => {
  await page.goto('/');
  await expectSidebar(page, 'all');
  await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Người dùng' })).toHaveAttribute('href', '/system/user');
});

adminTest('the English sidebar uses the English menu names', async ({ page }) => {
  await page.goto('/en/management/tuition');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByRole('heading', { level: 2 })).toHaveText(['Overview', 'Children', 'Requests and health', 'News and surveys', 'Finance', 'System']);
  const tuition = sidebar.getByRole('link', { name: 'Tuition' });
  await expect(tuition).toHaveAttribute('href', '/en/management/tuition');
  await expect(tuition).toHaveAttribute('aria-current', 'page');
});

for (const role of ROLES) {
  test(`${role.username} sees exactly the menus of their rights`, async ({ page }, testInfo: TestInfo) => {
    // account.spec changes the accountant's password: never at the same time.
    await withAccountLock(testInfo, role.username, async () => {
      await signIn(page, role.username);
      await expectSidebar(page, role.readable);
    });
  });
}

test('accountant sees Học phí but not Người dùng; teacher sees Điểm danh but not Học phí', async ({ page, browser, baseURL }, testInfo) => {
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

test('a teacher opening /system/user directly sees the 403 error view', async ({ page }) => {
  await signIn(page, 'teacher1');
  await page.goto('/system/user');
  const error = page.getByTestId('error-view');
  await expect(error).toHaveAttribute('data-status', '403');
  await expect(pageTitle(page)).toHaveText('Không có quyền truy cập');
  await expect(error).toContainText('Bạn không có quyền xem trang này.');
  await expect(page.getByRole('heading', { name: 'Người dùng' })).toHaveCount(0);

  await page.goto('/en/management/tuition');
  await expect(page.getByTestId('error-view')).toHaveAttribute('data-status', '403');
  await expect(pageTitle(page)).toHaveText('Access denied');
});
