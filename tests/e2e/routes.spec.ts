import { adminTest, escapeRegExp, expect, pageTitle, seriousA11yViolations, test, type Locale } from './fixtures';

// Every route of spec §2, with its title as the menu tree names it (vi / en).
const AREAS: { path: string; vi: string; en: string; variants?: true }[] = [
  { path: '/calendar-event-confirm', vi: 'Xác nhận sự kiện', en: 'Event confirmations' },
  { path: '/management/absence', vi: 'Xin nghỉ học', en: 'Absences' },
  { path: '/management/app-account', vi: 'Tài khoản phụ huynh', en: 'App accounts' },
  { path: '/management/attendance', vi: 'Điểm danh', en: 'Attendance', variants: true },
  { path: '/management/health-declaration', vi: 'Khai báo sức khỏe', en: 'Health declarations' },
  { path: '/management/medicine-request', vi: 'Dặn thuốc', en: 'Medicine requests', variants: true },
  { path: '/management/message-request', vi: 'Lời nhắn', en: 'Message requests', variants: true },
  { path: '/management/news-class', vi: 'Tin lớp', en: 'Class news', variants: true },
  { path: '/management/news-public', vi: 'Tin toàn trường', en: 'Public news', variants: true },
  { path: '/management/news-student', vi: 'Tin của bé', en: 'Student news', variants: true },
  { path: '/management/student', vi: 'Học sinh', en: 'Students' },
  { path: '/management/survey', vi: 'Khảo sát', en: 'Surveys' },
  { path: '/management/survey_v1', vi: 'Khảo sát (bản cũ)', en: 'Surveys (earlier)' },
  { path: '/management/tuition', vi: 'Học phí', en: 'Tuition' },
  { path: '/management/vaccine-declaration', vi: 'Khai báo tiêm chủng', en: 'Vaccine declarations' },
  { path: '/system/role', vi: 'Vai trò và quyền', en: 'Roles and rights' },
  { path: '/system/user', vi: 'Người dùng', en: 'Users' },
];

const VARIANT_LABEL = { desktop: { vi: 'Máy tính', en: 'Desktop' }, mobile: { vi: 'Điện thoại', en: 'Phone' } } as const;

type RouteCase = { path: string; title: Record<Locale, RegExp> };

const GREETING = {
  vi: /^Chào buổi (sáng|chiều|tối), Quản trị Hệ thống!$/,
  en: /^Good (morning|afternoon|evening), Quản trị Hệ thống!$/,
};

const ROUTES: RouteCase[] = [{ path: '/', title: GREETING }];
for (const area of AREAS) {
  ROUTES.push({ path: area.path, title: { vi: new RegExp(`^${escapeRegExp(area.vi)}$`), en: new RegExp(`^${escapeRegExp(area.en)}$`) } });
  if (!area.variants) continue;
  for (const variant of ['desktop', 'mobile'] as const) {
    const title = (locale: Locale) => new RegExp(`^${escapeRegExp(area[locale])}\\s*${VARIANT_LABEL[variant][locale]}$`);
    ROUTES.push({ path: `${area.path}/${variant}`, title: { vi: title('vi'), en: title('en') } });
  }
}

const localized = (locale: Locale, path: string) => (locale === 'vi' ? path : `/en${path === '/' ? '' : path}`);

test('the route table covers the 30 routes of spec §2', () => {
  expect(ROUTES).toHaveLength(30);
  expect(AREAS.filter((a) => a.path.startsWith('/management/'))).toHaveLength(14);
});

for (const locale of ['vi', 'en'] as const) {
  adminTest.describe(`signed in as admin (${locale})`, () => {
    for (const route of ROUTES) {
      const url = localized(locale, route.path);
      adminTest(`${url} shows its ${locale} title and passes axe`, async ({ page }) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveURL((u) => u.pathname === url);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(pageTitle(page)).toHaveText(route.title[locale]);
        await expect(page.getByTestId('sidebar')).toBeVisible();
        expect(await seriousA11yViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe('guest pages pass axe', () => {
  const GUEST = [
    { url: '/login', lang: 'vi', title: 'Đăng nhập' },
    { url: '/login_alt', lang: 'vi', title: 'Đăng nhập' },
    { url: '/en/login', lang: 'en', title: 'Sign in' },
  ];
  for (const guest of GUEST) {
    test(`${guest.url}`, async ({ page }) => {
      await page.goto(guest.url);
      await expect(page.locator('html')).toHaveAttribute('lang', guest.lang);
      await expect(pageTitle(page)).toHaveText(guest.title);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});

adminTest('the 404 page passes axe', async ({ page }) => {
  await page.goto('/khong-ton-tai');
  await expect(page.getByTestId('error-view')).toHaveAttribute('data-status', '404');
  await expect(pageTitle(page)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
