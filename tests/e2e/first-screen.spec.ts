import type { Page, Request } from '@playwright/test';
import { expect, gotoApp, signIn, test, waitForHydration } from './fixtures';

// Pages render their first screen's data with the page (issue 16): every list screen, as it opens, shows its rows, its
// waiting counts and its filters' options with no API call of its own, and the roll call renders the class this device
// chose last.

/** The API calls for data (reads) the page makes from now on. */
function dataCalls(page: Page) {
  const calls: string[] = [];
  const listen = (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/webadmin/') && r.method() === 'GET') calls.push(url.pathname);
  };
  page.on('request', listen);
  return calls;
}

/**
 * Opens list screens one after another; each must show a row of its table (`table`, a test id) without a call of its
 * own to the areas named (`areas`, matched against the API path).
 */
function opensWithData(page: Page) {
  const calls = dataCalls(page);
  return async (path: string, table: string, areas: RegExp) => {
    calls.length = 0;
    await gotoApp(page, path);
    await expect(page.getByTestId(table).locator('tbody tr[data-row-id]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(
      calls.filter((p) => areas.test(p)),
      path,
    ).toEqual([]);
  };
}

test('the roll call shows its class and children with the page, and the class chosen last after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'teacher1');
  const calls = dataCalls(page);
  await gotoApp(page, '/management/attendance/mobile');
  const select = page.getByTestId('attendance-class');
  const first = await select.locator('option:checked').innerText();
  await expect(page.getByTestId('attendance-mobile').getByTestId('attendance-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls.filter((p) => /\/(Class|SchoolYear|Attendance)\//.test(p))).toEqual([]);

  // Another class, then a reload: the server renders that one, still without a call.
  await waitForHydration(select);
  const other = (await select.locator('option').allInnerTexts()).find((name) => name !== first)!;
  await select.selectOption({ label: other });
  await expect(select.locator('option:checked')).toHaveText(other);
  calls.length = 0;
  await page.reload();
  await expect(select.locator('option:checked')).toHaveText(other);
  await page.waitForLoadState('networkidle');
  expect(calls.filter((p) => /\/(Class|SchoolYear|Attendance)\//.test(p))).toEqual([]);
});

test('the student list shows its first page with the page', async ({ page }) => {
  await signIn(page, 'principal');
  const calls = dataCalls(page);
  await gotoApp(page, '/management/student');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls.filter((p) => /\/(Student|Class)\//.test(p))).toEqual([]);
});

test("the phone's medicine screen shows today's doses and the waiting requests with the page", async ({ page }) => {
  await signIn(page, 'principal');
  const calls = dataCalls(page);
  await gotoApp(page, '/management/medicine-request/mobile');
  const screen = page.getByTestId('medicine-mobile');
  await expect(screen.getByTestId('dose-card').first()).toBeVisible();
  await expect(screen.getByTestId('pending-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls.filter((p) => p.includes('/MedicineRequest/'))).toEqual([]);
});

test('the absence requests, messages, class news and vaccine declarations open with their data and no call of their own', async ({
  page,
}) => {
  await signIn(page, 'principal');
  const calls = dataCalls(page);
  await gotoApp(page, '/management/absence');
  await expect(page.getByTestId('absence-table').locator('tbody tr[data-row-id]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls.filter((p) => /\/(Absence|Class)\//.test(p))).toEqual([]);

  calls.length = 0;
  await gotoApp(page, '/management/message-request/mobile');
  await expect(page.getByTestId('message-cards').locator('li').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls.filter((p) => /\/(MessageRequest|Class)\//.test(p))).toEqual([]);

  // The phone's news cards (the read counts poll every 15 s, long after the page has settled; the photos come by
  // their own calls).
  calls.length = 0;
  await gotoApp(page, '/management/news-class/mobile');
  await expect(page.getByTestId('news-cards').getByTestId('news-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls.filter((p) => p.includes('/News/get-list'))).toEqual([]);

  calls.length = 0;
  await gotoApp(page, '/management/vaccine-declaration');
  await expect(page.getByTestId('vaccine-table').locator('tbody tr[data-row-id]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls.filter((p) => /\/(VaccineDeclaration|Vaccine|Class)\//.test(p))).toEqual([]);
});

test('classes, health, tuition, the desktop medicine list, both survey lists and the school events open with their data and no call of their own', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'principal');
  const opens = opensWithData(page);
  await opens('/management/class', 'class-table', /\/(Class|SchoolYear)\//);
  await opens('/management/health-declaration', 'health-table', /\/(HealthDeclaration|Class)\//);
  await opens('/management/tuition', 'invoice-table', /\/(Tuition|Class)\//);
  await opens('/management/medicine-request/desktop', 'medicine-table', /\/(MedicineRequest|Class)\//);
  await opens('/management/survey', 'survey-table', /\/Survey\//);
  await opens('/management/survey_v1', 'survey-table', /\/Survey\//);
  await opens('/calendar-event-confirm', 'event-table', /\/(CalendarEvent|Class)\//);
});

test("the system pages open with their first page and their filters' options, with no call of their own", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  const opens = opensWithData(page);
  await opens('/system/user', 'user-table', /\/(User\/get-list|Role\/get-assignable)/);
  await opens('/system/role', 'role-table', /\/Role\//);
  await opens('/system/school', 'school-table', /\/(Tenant|Province)\//);
  await opens('/system/audit', 'audit-table', /\/Audit\//);
});

test('a list opened with a search, filters and a page in its address shows that view with the page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'principal');
  const table = page.getByTestId('student-table');
  const names = () => table.locator('tbody tr[data-row-id] td:nth-child(3) button').allInnerTexts();

  // Girls, sorted by birth date, second page, chosen on the screen: the browser asks for that view.
  await gotoApp(page, '/management/student');
  await page.getByLabel('Giới tính', { exact: true }).selectOption({ label: 'Nữ' });
  await page.getByRole('button', { name: /Sắp xếp .*Ngày sinh/ }).click();
  await page.getByRole('button', { name: 'Trang sau' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(table.getByText(/^2 \//)).toBeVisible();
  await expect(table.locator('table')).toHaveAttribute('aria-busy', 'false');
  const asked = await names();
  expect(asked.length).toBeGreaterThan(0);

  // The same address opened afresh (a shared link, a reload): the same rows come with the page, no call.
  const view = page.url();
  const calls = dataCalls(page);
  await gotoApp(page, view);
  await expect(page.getByLabel('Giới tính', { exact: true })).toHaveValue('female');
  await expect(table.getByText(/^2 \//)).toBeVisible();
  expect(await names()).toEqual(asked);
  await page.waitForLoadState('networkidle');
  expect(calls.filter((p) => p.includes('/Student/'))).toEqual([]);

  // A search: the first child's name finds them, still with no call.
  calls.length = 0;
  const first = asked[0].replace(/\s*\(.*\)$/, '').trim();
  await gotoApp(page, `/management/student?q=${encodeURIComponent(first)}`);
  await expect(page.getByLabel('Tìm học sinh')).toHaveValue(first);
  await expect(table.locator('tbody tr[data-row-id]').first()).toContainText(first);
  await page.waitForLoadState('networkidle');
  expect(calls.filter((p) => p.includes('/Student/'))).toEqual([]);
});

test('a list opened with a filter the API refuses renders, and the screen shows the API’s error', async ({ page }) => {
  await signIn(page, 'principal');
  const calls = dataCalls(page);
  const response = await gotoApp(page, '/management/absence?status=nonsense');
  expect(response?.ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page left the list to the screen, which asked and shows the refusal.
  await expect(page.locator('.alert-danger[role="alert"]')).toBeVisible();
  expect(calls.some((p) => p.includes('/Absence/get-list'))).toBe(true);
});
