import { MENU_TREE } from '../../lib/server/menu/menu-tree';
import { adminTest, escapeRegExp, expect, pageTitle, seriousA11yViolations, test, type Locale } from './fixtures';

// Every route of spec §2 (no prefix = vi, /en = en); the six areas marked also have /desktop and /mobile.
const AREAS: { path: string; variants?: true }[] = [
  { path: '/calendar-event-confirm' },
  { path: '/management/absence' },
  { path: '/management/app-account' },
  { path: '/management/attendance', variants: true },
  { path: '/management/health-declaration' },
  { path: '/management/medicine-request', variants: true },
  { path: '/management/message-request', variants: true },
  { path: '/management/news-class', variants: true },
  { path: '/management/news-public', variants: true },
  { path: '/management/news-student', variants: true },
  { path: '/management/student' },
  { path: '/management/survey' },
  { path: '/management/survey_v1' },
  { path: '/management/tuition' },
  { path: '/management/vaccine-declaration' },
  { path: '/system/role' },
  { path: '/system/user' },
];

/** A page's title is its menu's name in the menu tree (vi / en). */
function menuName(path: string) {
  const menu = MENU_TREE.find((m) => m.parent && m.route === path);
  if (!menu) throw new Error(`No menu for ${path}`);
  return menu;
}

const VARIANT_LABEL = {
  desktop: { vi: 'Máy tính', en: 'Desktop' },
  mobile: { vi: 'Điện thoại', en: 'Phone' },
} as const;

type RouteCase = { path: string; title: Record<Locale, RegExp> };

const GREETING = {
  vi: /^Chào buổi (sáng|chiều|tối), Quản trị Hệ thống!$/,
  en: /^Good (morning|afternoon|evening), Quản trị Hệ thống!$/,
};

const ROUTES: RouteCase[] = [{ path: '/', title: GREETING }];
for (const area of AREAS.map((a) => ({ ...a, ...menuName(a.path) }))) {
  ROUTES.push({
    path: area.path,
    title: { vi: new RegExp(`^${escapeRegExp(area.vi)}$`), en: new RegExp(`^${escapeRegExp(area.en)}$`) },
  });
  if (!area.variants) continue;
  for (const variant of ['desktop', 'mobile'] as const) {
    const title = (locale: Locale) =>
      new RegExp(`^${escapeRegExp(area[locale])}\\s*${VARIANT_LABEL[variant][locale]}$`);
    ROUTES.push({ path: `${area.path}/${variant}`, title: { vi: title('vi'), en: title('en') } });
  }
}

const localized = (locale: Locale, path: string) => (locale === 'vi' ? path : `/en${path === '/' ? '' : path}`);

// 1 home + 14 management areas + 12 /desktop and /mobile pages + calendar + 2 system pages.
if (ROUTES.length !== 30 || AREAS.filter((a) => a.path.startsWith('/management/')).length !== 14) {
  throw new Error(`The route table of spec §2 has 30 routes, not ${ROUTES.length}`);
}

for (const locale of ['vi', 'en'] as const) {
  test.describe(`signed in as admin (${locale})`, () => {
    for (const route of ROUTES) {
      const url = localized(locale, route.path);
      test(`${url} shows its ${locale} title and passes axe`, async ({ adminPage: page }) => {
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
