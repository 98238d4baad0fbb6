import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD, expect, gotoApp, pageTitle, seriousA11yViolations, signIn, test, waitForHydration } from './fixtures';
import { dayText } from '../../lib/school-time';

// Vaccine declarations: a parent declares two doses through the parents' API, the principal verifies one and
// rejects the other with a reason on /management/vaccine-declaration, and the class's missing-dose list follows.
// The tests use class "Nhà trẻ 2", where the demo leaves children without records, and pick doses the child is
// still missing each time, so they pass again on the same database.

const SCHOOL_CODE = 'HOASEN';
const CLASS = 'Nhà trẻ 2';

async function openTab(page: Page, name: RegExp) {
  const tab = page.getByRole('tab', { name });
  await waitForHydration(tab);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** The missing-dose cards of a class on the "Missing doses" tab. */
async function missingCards(page: Page, className: string) {
  await openTab(page, /^(Trẻ thiếu mũi|Missing doses)$/);
  const select = page.getByLabel(/^(Lớp|Class)$/);
  await waitForHydration(select);
  await expect(select.locator('option', { hasText: className })).toHaveCount(1);
  await select.selectOption({ label: (await select.locator('option', { hasText: className }).innerText()).trim() });
  await expect(page.getByTestId('vaccine-missing-summary')).toBeVisible();
  return page.getByTestId('vaccine-missing-child');
}

/** The username (the guardian's phone) of the app account linked to a child, from the principal's account list. */
async function usernameOf(page: Page, name: string, className: string) {
  await gotoApp(page, '/management/app-account');
  await page.getByLabel('Tìm tài khoản').fill(name);
  const account = page
    .getByTestId('app-account-table')
    .locator('tbody tr[data-row-id]')
    .filter({ hasText: `${name} (${className})` });
  await expect(account.first()).toBeVisible();
  return (await account.first().locator('span.fw-semibold').first().innerText()).trim();
}

type Parent = { auth: { Authorization: string }; studentId: string };

async function parentOf(request: APIRequestContext, username: string, name: string): Promise<Parent> {
  const login = await request.post('/api/app/login', { data: { username, password: DEMO_PASSWORD, school_code: SCHOOL_CODE } });
  expect(login.status()).toBe(200);
  const auth = { Authorization: `Bearer ${(await login.json()).response.data.accessToken as string}` };
  const children = await request.get('/api/app/children', { headers: auth });
  const child = ((await children.json()).response.data as { id: string; full_name: string; class_name: string | null }[]).find(
    (c) => c.full_name === name && c.class_name === CLASS,
  );
  expect(child).toBeDefined();
  return { auth, studentId: child!.id };
}

type AppVaccines = {
  doses: { id: string; vaccine_code: string; dose_number: number; status: string }[];
  due: { vaccine_code: string; vaccine_name: string; dose_number: number; due_from: string; overdue: boolean }[];
};

async function appVaccines(request: APIRequestContext, parent: Parent): Promise<AppVaccines> {
  const reply = await request.get('/api/app/vaccines', { headers: parent.auth, params: { student_id: parent.studentId } });
  expect(reply.status()).toBe(200);
  return (await reply.json()).response.data as AppVaccines;
}

test('the principal verifies a parent’s declaration, rejects another with a reason, and the class’s missing doses follow', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'principal');
  await gotoApp(page, '/management/vaccine-declaration');
  await expect(pageTitle(page)).toHaveText('Khai báo tiêm chủng');

  // A child of the class who misses at least three doses.
  const cards = await missingCards(page, CLASS);
  await expect(cards.first()).toBeVisible();
  const counts = await cards.evaluateAll((els) => els.map((el) => el.querySelectorAll('ul li').length));
  const index = counts.findIndex((n) => n >= 3);
  expect(index, `missing doses per child: ${counts.join(', ')}`).toBeGreaterThanOrEqual(0);
  const card = cards.nth(index);
  const name = (await card.locator('h3').innerText()).trim();
  const code = (await card.locator('.small').first().innerText()).split('·')[0].trim();
  const before = counts[index];

  // The parent declares the first two overdue doses.
  const parent = await parentOf(request, await usernameOf(page, name, CLASS), name);
  const overdue = (await appVaccines(request, parent)).due.filter((d) => d.overdue);
  expect(overdue.length).toBeGreaterThanOrEqual(2);
  const ids: string[] = [];
  for (const d of overdue.slice(0, 2)) {
    const reply = await request.post('/api/app/vaccines/create', {
      headers: parent.auth,
      data: { student_id: parent.studentId, vaccine_code: d.vaccine_code, dose_number: d.dose_number, date: d.due_from, place: 'Trạm y tế phường', lot: 'E2E' },
    });
    const body = await reply.json();
    expect(reply.status(), JSON.stringify(body)).toBe(200);
    ids.push(body[0].id as string);
  }
  const [verifyId, rejectId] = ids;

  // The principal finds them waiting on the list.
  await gotoApp(page, '/management/vaccine-declaration');
  const search = page.getByLabel('Tìm theo trẻ');
  await waitForHydration(search);
  await search.fill(code);
  const table = page.getByTestId('vaccine-table');
  const toVerify = table.locator(`tr[data-row-id="${verifyId}"]`);
  const toReject = table.locator(`tr[data-row-id="${rejectId}"]`);
  await expect(toVerify).toContainText('Chờ xác nhận');
  await expect(toVerify).toContainText(overdue[0].vaccine_name);
  await expect(toVerify).toContainText(dayText(overdue[0].due_from));
  await expect(toReject).toContainText('Chờ xác nhận');

  await toVerify.getByRole('button', { name: `Xác nhận khai báo của ${name}` }).click();
  const confirm = page.getByTestId('vaccine-verify');
  await expect(confirm).toContainText(overdue[0].vaccine_name);
  await confirm.getByRole('button', { name: 'Xác nhận', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(toVerify).toContainText('Đã xác nhận');
  await expect(toVerify.getByRole('button', { name: `Xác nhận khai báo của ${name}` })).toHaveCount(0);

  // The vaccination book's page, added from the declaration's detail, shows there (resized by the server).
  await toVerify.getByRole('button', { name: `Xem khai báo của ${name}` }).click();
  const detail = page.getByTestId('vaccine-detail');
  await expect(detail).toContainText('Chưa có ảnh sổ tiêm chủng.');
  const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#f4f0e6' } }).png().toBuffer();
  await detail.getByLabel('Tải ảnh sổ tiêm chủng').setInputFiles({ name: 'so-tiem.png', mimeType: 'image/png', buffer: png });
  const image = detail.getByRole('img', { name: `Ảnh sổ tiêm chủng của ${name}` });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(1200);
  await detail.getByRole('button', { name: 'Đóng' }).last().click();
  await expect(detail).toBeHidden();

  const reason = `Ảnh sổ tiêm bị mờ (${Date.now().toString(36)})`;
  await toReject.getByRole('button', { name: `Từ chối khai báo của ${name}` }).click();
  const dialog = page.getByTestId('vaccine-reject');
  await dialog.getByRole('button', { name: 'Từ chối', exact: true }).click();
  await expect(dialog.getByText('Hãy nhập lý do từ chối.')).toBeVisible();
  await dialog.getByLabel(/Lý do từ chối/).fill(reason);
  await dialog.getByRole('button', { name: 'Từ chối', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(toReject).toContainText('Từ chối');
  await expect(toReject).toContainText(reason);

  // The parent reads both decisions back.
  const after = await appVaccines(request, parent);
  expect(after.doses.find((d) => d.id === verifyId)?.status).toBe('verified');
  expect(after.doses.find((d) => d.id === rejectId)?.status).toBe('rejected');

  // The verified dose leaves the class's missing list; the rejected one is still missing.
  const again = (await missingCards(page, CLASS)).filter({ hasText: code });
  await expect(again.locator('ul li')).toHaveCount(before - 1);
  await expect(again).not.toContainText(`${overdue[0].vaccine_name} – Mũi ${overdue[0].dose_number} `);
  await expect(again).toContainText(`${overdue[1].vaccine_name} – Mũi ${overdue[1].dose_number}`);
});

test('on a phone the declarations are cards, the missing doses readable, nothing overflows, and axe passes (English)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'nurse');
  await gotoApp(page, '/en/management/vaccine-declaration');
  await expect(pageTitle(page)).toHaveText('Vaccine declarations');
  const rows = page.getByTestId('vaccine-table').locator('tbody tr[data-row-id]');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first().locator('td.card-primary')).toBeVisible();
  const button = rows.first().getByRole('button').first();
  const box = await button.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousA11yViolations(page)).toEqual([]);

  const cards = await missingCards(page, CLASS);
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText(/Due from \d{2}\/\d{2}\/\d{4}/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await openTab(page, /^Schedule$/);
  await expect(page.getByTestId('vaccine-schedule')).toContainText('Measles – rubella');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
