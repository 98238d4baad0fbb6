import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, gotoApp, pageTitle, seriousA11yViolations, signIn, test, waitForHydration } from './fixtures';
import { addDays, dayText, schoolToday } from '../../lib/school-time';

// Calendar events: the principal makes an event for one class on /calendar-event-confirm, a parent replies through
// the parents' API, the counts per class follow, and the principal records a reply given by phone in one tap.
// Each test makes its own event (a unique title) for its own class (Nhà trẻ 1, Nhà trẻ 2), so the tests run side
// by side and again on the same database.

const SCHOOL_CODE = 'HOASEN';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Fills the event form (open) for one class, three days ahead, 08:00–10:00, and saves it. */
async function createEvent(page: Page, title: string, className: string, labels: { name: string; whole: string; day: string }) {
  await waitForHydration(page.getByTestId('event-add'));
  await page.getByTestId('event-add').click();
  const form = page.getByTestId('event-form');
  await expect(form).toBeVisible();
  await form.getByLabel(labels.name).fill(title);
  const day = dayText(addDays(schoolToday(), 3));
  await form.getByLabel(labels.day).first().fill(day);
  await form.getByLabel(labels.day).last().fill(day);
  await form.getByLabel(labels.whole).uncheck();
  await form.getByLabel(className, { exact: true }).check();
  await form.getByTestId('event-form-submit').click();
  await expect(form).toBeHidden();
  const detail = page.getByTestId('event-detail');
  await expect(detail.getByRole('heading', { name: title })).toBeVisible();
  return detail;
}

/** The username (the guardian's phone) of the app account linked to a child, from the principal's account list. */
async function usernameOf(page: Page, name: string, className: string) {
  await gotoApp(page, '/management/app-account');
  await page.getByLabel('Tìm tài khoản').fill(name);
  const account = page.getByTestId('app-account-table').locator('tbody tr[data-row-id]').filter({ hasText: `${name} (${className})` });
  await expect(account).toHaveCount(1);
  const username = (await account.locator('span.fw-semibold').first().innerText()).trim();
  expect(username).toMatch(/^0\d{9}$/);
  return username;
}

async function parentToken(request: APIRequestContext, username: string) {
  const login = await request.post('/api/app/login', { data: { username, password: DEMO_PASSWORD, school_code: SCHOOL_CODE } });
  expect(login.status()).toBe(200);
  return { Authorization: `Bearer ${(await login.json()).response.data.accessToken as string}` };
}

type AppEvent = { id: string; title: string; needs_reply: boolean; replies: { student_id: string; answer: string; note: string }[] };

async function appEvents(request: APIRequestContext, auth: { Authorization: string }) {
  const reply = await request.get('/api/app/events', { headers: auth });
  expect(reply.status()).toBe(200);
  return (await reply.json()).response.data as AppEvent[];
}

test('the principal makes an event for a class, a parent replies in the app, the counts follow, a phone reply is one tap', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const title = `Họp lớp Nhà trẻ 1 (${unique()})`;
  await signIn(page, 'principal');
  await gotoApp(page, '/calendar-event-confirm');
  await expect(pageTitle(page)).toHaveText('Xác nhận sự kiện');
  await expect(page.getByTestId('event-table').locator('tbody tr[data-row-id]').first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  const detail = await createEvent(page, title, 'Nhà trẻ 1', { name: 'Tên sự kiện', whole: 'Toàn trường', day: 'Ngày (Bắt đầu)' });
  await expect(detail).toContainText('Nhà trẻ 1');
  const byClass = detail.getByTestId('event-by-class').locator('tr[data-class="Nhà trẻ 1"]');
  await expect(byClass.locator('[data-count="yes"]')).toHaveText('0');
  const children = detail.getByTestId('event-children').locator('li');
  await expect(children.first()).toBeVisible();
  const expected = await children.count();
  expect(expected).toBeGreaterThan(1);
  await expect(byClass.locator('[data-count="pending"]')).toHaveText(String(expected));
  await expect(detail.getByTestId('event-totals')).toContainText(`${expected} chưa trả lời`);
  const first = (await children.nth(0).getAttribute('data-student'))!;
  const second = (await children.nth(1).getAttribute('data-student'))!;

  // The first child's parent replies yes in the app.
  const auth = await parentToken(request, await usernameOf(page, first, 'Nhà trẻ 1'));
  const event = (await appEvents(request, auth)).find((e) => e.title === title);
  expect(event, 'the new event is in the parents’ app').toBeDefined();
  expect(event!).toMatchObject({ needs_reply: true, replies: [] });
  const studentId = await (async () => {
    const kids = await request.get('/api/app/children', { headers: auth });
    return ((await kids.json()).response.data as { id: string; full_name: string }[]).find((c) => c.full_name === first)!.id;
  })();
  const sent = await request.post('/api/app/events/reply', { headers: auth, data: { event_id: event!.id, student_id: studentId, answer: 'yes', note: 'Bố đi họp' } });
  expect(sent.status()).toBe(200);
  expect((await sent.json())[0].result).toBe(1);

  // The principal's list counts it; the detail shows it per class, as the parent's.
  await gotoApp(page, '/calendar-event-confirm');
  const search = page.getByLabel('Tìm kiếm');
  await waitForHydration(search);
  await search.fill(title);
  const row = page.getByTestId('event-table').locator('tbody tr[data-row-id]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('1 tham gia');
  await expect(row).toContainText(`${expected - 1} chưa trả lời`);
  await row.getByRole('button', { name: `Xem sự kiện ${title}` }).click();
  await expect(byClass.locator('[data-count="yes"]')).toHaveText('1');
  await expect(byClass.locator('[data-count="pending"]')).toHaveText(String(expected - 1));
  const firstRow = detail.locator(`li[data-student="${first}"]`);
  await expect(firstRow).toContainText('Phụ huynh');
  await expect(firstRow).toContainText('Bố đi họp');
  await expect(firstRow.getByRole('button', { name: 'Tham gia', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // The second child's mother phoned to say no: one tap.
  const secondRow = detail.locator(`li[data-student="${second}"]`);
  await secondRow.getByRole('button', { name: 'Không tham gia' }).click();
  await expect(page.getByTestId('app-message').filter({ hasText: `${second}: Không tham gia` })).toBeVisible();
  await expect(secondRow.getByRole('button', { name: 'Không tham gia' })).toHaveAttribute('aria-pressed', 'true');
  await expect(secondRow).toContainText('Qua điện thoại: Nguyễn Thị Lan');
  await expect(byClass.locator('[data-count="no"]')).toHaveText('1');
  await expect(byClass.locator('[data-count="pending"]')).toHaveText(String(expected - 2));
  await expect(detail.getByTestId('event-totals')).toContainText('1 không');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The replies go out as an Excel file.
  const download = page.waitForEvent('download');
  await detail.getByTestId('event-export').click();
  expect((await download).suggestedFilename()).toMatch(/^xac-nhan-su-kien-\d{8}\.xlsx$/);

  // The parent changes their mind: the reply is replaced, not added.
  const again = await request.post('/api/app/events/reply', { headers: auth, data: { event_id: event!.id, student_id: studentId, answer: 'no', note: '' } });
  expect(again.status()).toBe(200);
  expect((await appEvents(request, auth)).find((e) => e.id === event!.id)!.replies).toEqual([{ student_id: studentId, answer: 'no', note: '' }]);
  await page.reload();
  await waitForHydration(page.getByLabel('Tìm kiếm'));
  await page.getByLabel('Tìm kiếm').fill(title);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('0 tham gia');
  await expect(row).toContainText('2 không');
});

test('on a phone (390 px, English) the list is cards and a phone reply is one tap', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const title = `Class photo Nhà trẻ 2 (${unique()})`;
  await signIn(page, 'principal');
  await gotoApp(page, '/en/calendar-event-confirm');
  await expect(pageTitle(page)).toHaveText('Event confirmations');
  const detail = await createEvent(page, title, 'Nhà trẻ 2', { name: 'Event name', whole: 'Whole school', day: 'Day (Starts)' });
  const child = detail.getByTestId('event-children').locator('li').first();
  await expect(child).toBeVisible();
  const name = (await child.getAttribute('data-student'))!;
  const yes = child.getByRole('button', { name: 'Yes', exact: true });
  const box = await yes.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await yes.click();
  await expect(page.getByTestId('app-message').filter({ hasText: `${name}: Yes` })).toBeVisible();
  await expect(yes).toHaveAttribute('aria-pressed', 'true');
  await expect(child).toContainText('By phone');
  await expect(detail.getByTestId('event-totals')).toContainText('1 yes');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await detail.getByRole('button', { name: 'Close' }).first().click();
  await expect(detail).toBeHidden();

  // The list: a card per event, nothing wider than the phone.
  await page.getByLabel('Search').fill(title);
  const card = page.getByTestId('event-table').locator('tbody tr[data-row-id]');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('1 yes');
  await expect(card).toContainText('Nhà trẻ 2');
  const cardBox = await card.boundingBox();
  expect(cardBox!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
