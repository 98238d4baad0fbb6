import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, gotoApp, pageTitle, seriousA11yViolations, signIn, test, waitForHydration } from './fixtures';
import { addDays, dayText, isoWeekday, schoolToday } from '../../lib/school-time';

// Absences: a parent asks leave through the parents' API, the principal decides on /management/absence.
// An approval turns the day into an excused absence on the roll call and a P on the month sheet; a rejection needs
// a reason, which the parent reads back. Each test uses its own class (Lá 1, Lá 2; never Mầm 1/Mầm 2, whose
// roll calls the attendance tests write), so the tests run side by side on one database.

const SCHOOL_CODE = 'HOASEN';
const TODAY = schoolToday();

/** The closest Monday–Friday before (step -1) or after (step 1) today. */
function schoolDayFrom(step: 1 | -1) {
  let day = addDays(TODAY, step);
  while (isoWeekday(day) > 5) day = addDays(day, step);
  return day;
}

async function chooseClass(page: Page, name: string) {
  const select = page.getByTestId('attendance-class');
  await waitForHydration(select);
  await expect(select.locator('option', { hasText: name })).toHaveCount(1);
  await select.selectOption({ label: name });
  await expect(select.locator('option:checked')).toHaveText(name);
}

/** The principal's desktop roll call of a class on a day, loaded. */
async function openRollCall(page: Page, className: string, day: string) {
  await gotoApp(page, '/management/attendance/desktop');
  await chooseClass(page, className);
  const input = page.getByTestId('attendance-day');
  await waitForHydration(input);
  if (day !== TODAY) {
    await input.fill(dayText(day));
    await input.press('Enter');
  }
  await expect(page.getByTestId('attendance-table').locator('caption')).toHaveText(
    `Điểm danh lớp ${className} ngày ${dayText(day)}`,
  );
  await expect(page.getByTestId('attendance-row').first()).toBeVisible();
}

/** A roll call row's child: name and code. */
async function childOf(row: Locator) {
  const code = (await row.getAttribute('data-code'))!;
  const name = (await row.locator('th button').first().innerText()).trim();
  expect(code).toMatch(/^HS\d+$/);
  expect(name.length).toBeGreaterThan(0);
  return { code, name };
}

/** The username (the guardian's phone) of the app account linked to a child, from the principal's account list. */
async function usernameOf(page: Page, name: string, className: string) {
  await gotoApp(page, '/management/app-account');
  await page.getByLabel('Tìm tài khoản').fill(name);
  const account = page
    .getByTestId('app-account-table')
    .locator('tbody tr[data-row-id]')
    .filter({ hasText: `${name} (${className})` });
  await expect(account).toHaveCount(1);
  const username = (await account.locator('span.fw-semibold').first().innerText()).trim();
  expect(username).toMatch(/^0\d{9}$/);
  return username;
}

type Parent = { auth: { Authorization: string }; studentId: string };

/** Signs the parent in to the parents' API and finds the child among their own children. */
async function parentOf(request: APIRequestContext, username: string, name: string, className: string): Promise<Parent> {
  const login = await request.post('/api/app/login', {
    data: { username, password: DEMO_PASSWORD, school_code: SCHOOL_CODE },
  });
  expect(login.status()).toBe(200);
  const auth = { Authorization: `Bearer ${(await login.json()).response.data.accessToken as string}` };
  const children = await request.get('/api/app/children', { headers: auth });
  expect(children.status()).toBe(200);
  const list = (await children.json()).response.data as { id: string; full_name: string; class_name: string | null }[];
  const child = list.find((c) => c.full_name === name && c.class_name === className);
  expect(child, `${name} (${className}) among ${JSON.stringify(list)}`).toBeDefined();
  return { auth, studentId: child!.id };
}

type AppAbsence = { id: string; from_date: string; to_date: string; status: string; reason: string; reject_reason: string | null };

async function appAbsences(request: APIRequestContext, parent: Parent): Promise<AppAbsence[]> {
  const reply = await request.get('/api/app/absences', { headers: parent.auth, params: { student_id: parent.studentId } });
  expect(reply.status()).toBe(200);
  return (await reply.json()).response.data as AppAbsence[];
}

/** The parent asks leave for one day; answers the new request's id. */
async function askLeave(request: APIRequestContext, parent: Parent, day: string, reason: string) {
  const reply = await request.post('/api/app/absences/create', {
    headers: parent.auth,
    data: { student_id: parent.studentId, from_date: day, to_date: day, reason },
  });
  const body = await reply.json();
  expect(reply.status(), JSON.stringify(body)).toBe(200);
  expect(body[0].result).toBe(1);
  return body[0].id as string;
}

/** The principal's absence list, searched by a child's code: the row of the request for `day`. */
async function findRequest(page: Page, code: string, day: string) {
  await gotoApp(page, '/management/absence');
  await expect(pageTitle(page)).toHaveText('Xin nghỉ học');
  const search = page.getByLabel('Tìm theo trẻ');
  await waitForHydration(search);
  await search.fill(code);
  const rows = page.getByTestId('absence-table').locator('tbody tr[data-row-id]');
  // The search answers after a pause: wait until every row is the child's.
  await expect(rows.first()).toContainText(code);
  await expect(rows.filter({ hasNotText: code })).toHaveCount(0);
  const row = rows.filter({ hasText: dayText(day) });
  await expect(row).toHaveCount(1);
  return row;
}

test('the principal approves a parent’s absence for a day the child was marked unexcused: the roll call and the month sheet show it excused', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const day = schoolDayFrom(-1);
  const reason = `Bé bị sốt (${Date.now().toString(36)})`;
  await signIn(page, 'principal');

  // The child had been marked present; it turns out they were away without notice: unexcused.
  await openRollCall(page, 'Lá 1', day);
  const present = page.getByTestId('attendance-row').and(page.locator('[data-status="present"]'));
  await expect(present.first()).toBeVisible();
  const { code, name } = await childOf(present.first());
  const row = page.locator(`[data-testid="attendance-row"][data-code="${code}"]`);
  await expect(row.getByTestId('attendance-absence')).toHaveCount(0);
  await row.getByRole('button', { name: 'Không phép' }).click();
  await expect(row).toHaveAttribute('data-status', 'unexcused');
  await expect(row.getByRole('button', { name: 'Không phép' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('app-message').filter({ hasText: 'Đã lưu điểm danh.' })).toBeVisible();

  // The parent sends a leave request for that day from the app.
  const username = await usernameOf(page, name, 'Lá 1');
  const parent = await parentOf(request, username, name, 'Lá 1');
  const id = await askLeave(request, parent, day, reason);
  expect((await appAbsences(request, parent)).find((a) => a.id === id)?.status).toBe('pending');

  // The principal finds it pending, opens it and approves it.
  const entry = await findRequest(page, code, day);
  await expect(entry).toContainText('Chờ duyệt');
  await expect(entry).toContainText(reason);
  await expect(entry).toContainText('Phụ huynh');
  await entry.getByRole('button', { name: `Xem đơn xin nghỉ của ${name}` }).click();
  const detail = page.getByTestId('absence-detail');
  await expect(detail.getByRole('heading', { name: `Đơn xin nghỉ của ${name}` })).toBeVisible();
  await expect(detail).toContainText(`${name} (${code})`);
  await expect(detail).toContainText('Lá 1');
  await expect(detail).toContainText(`${dayText(day)} – ${dayText(day)} · 1 ngày học`);
  await expect(detail).toContainText(reason);
  await expect(detail).toContainText('Gửi đơn (Phụ huynh)');
  await detail.getByTestId('absence-detail-approve').click();
  const approve = page.getByTestId('absence-approve');
  await expect(approve.getByRole('heading', { name: 'Duyệt đơn xin nghỉ?' })).toBeVisible();
  await expect(approve).toContainText(`Đơn của ${name} từ ${dayText(day)} đến ${dayText(day)} sẽ được duyệt`);
  await approve.getByTestId('absence-approve-confirm').click();
  await expect(approve).toBeHidden();
  await expect(page.getByTestId('app-message').filter({ hasText: 'Đã duyệt đơn xin nghỉ.' })).toBeVisible();
  await expect(entry).toContainText('Đã duyệt');
  await expect(entry.getByRole('button', { name: `Duyệt đơn xin nghỉ của ${name}` })).toHaveCount(0);
  // The detail now has the decision in its history.
  await entry.getByRole('button', { name: `Xem đơn xin nghỉ của ${name}` }).click();
  await expect(detail.getByText('Đã duyệt', { exact: true }).first()).toBeVisible();
  await expect(detail.getByTestId('absence-detail-approve')).toHaveCount(0);
  await detail.getByRole('button', { name: 'Đóng' }).last().click();
  await expect(detail).toBeHidden();

  // The parent sees it approved.
  expect((await appAbsences(request, parent)).find((a) => a.id === id)?.status).toBe('approved');

  // The roll call of that day: excused, with the request's reason.
  await openRollCall(page, 'Lá 1', day);
  await expect(row).toHaveAttribute('data-status', 'excused');
  await expect(row.getByRole('button', { name: 'Có phép' })).toHaveAttribute('aria-pressed', 'true');
  await expect(row.getByTestId('attendance-absence')).toContainText('Có đơn nghỉ đã duyệt');
  await expect(row.getByTestId('attendance-absence')).toContainText(reason);

  // The month sheet of that month: P on that day.
  await page.getByRole('tab', { name: 'Bảng điểm danh tháng' }).click();
  if (day.slice(0, 7) !== TODAY.slice(0, 7)) await page.getByRole('button', { name: 'Tháng trước' }).click();
  const sheet = page.getByTestId('attendance-sheet-table');
  await expect(sheet.locator('caption')).toHaveText(`Bảng điểm danh lớp Lá 1 tháng ${day.slice(5, 7)}/${day.slice(0, 4)}`);
  const cell = sheet.locator(`[data-testid="attendance-sheet-row"][data-code="${code}"] td[data-day="${day}"]`);
  await expect(cell).toHaveAttribute('data-mark', 'excused');
  await expect(cell).toHaveText('PNghỉ có phép');
  await expect(cell.locator('[aria-hidden="true"]')).toHaveText('P');
});

test('the principal rejects a parent’s request only with a reason, which the parent reads in the app', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const day = schoolDayFrom(1);
  await signIn(page, 'principal');

  // A child of Lá 2 without a pending or approved request on that day (the demo has a few for the coming days).
  await openRollCall(page, 'Lá 2', TODAY);
  const rows = page.getByTestId('attendance-row');
  const candidates: { code: string; name: string }[] = [];
  for (let i = 0; i < Math.min(5, await rows.count()); i++) candidates.push(await childOf(rows.nth(i)));
  let chosen: { code: string; name: string; parent: Parent } | null = null;
  for (const child of candidates) {
    const parent = await parentOf(request, await usernameOf(page, child.name, 'Lá 2'), child.name, 'Lá 2');
    const taken = (await appAbsences(request, parent)).some(
      (a) => ['pending', 'approved'].includes(a.status) && a.from_date <= day && a.to_date >= day,
    );
    if (!taken) {
      chosen = { ...child, parent };
      break;
    }
  }
  expect(chosen).not.toBeNull();
  const { code, name, parent } = chosen!;
  const id = await askLeave(request, parent, day, 'Gia đình về quê');

  const row = await findRequest(page, code, day);
  await expect(row).toContainText('Chờ duyệt');
  await row.getByRole('button', { name: `Từ chối đơn xin nghỉ của ${name}` }).click();
  const dialog = page.getByTestId('absence-reject');
  await expect(dialog.getByRole('heading', { name: `Từ chối đơn xin nghỉ của ${name}` })).toBeVisible();
  await expect(dialog).toContainText(`${dayText(day)} – ${dayText(day)} · Gia đình về quê`);
  const field = dialog.getByLabel(/^Lý do từ chối/);
  await waitForHydration(field);

  // No reason: refused, the dialog stays open and says why.
  await field.fill('   ');
  await dialog.getByTestId('absence-reject-submit').click();
  await expect(dialog.getByText('Vui lòng nhập lý do từ chối.')).toBeVisible();
  await expect(field).toHaveClass(/is-invalid/);
  await expect(field).toHaveAttribute('aria-describedby', 'absence-reject-reason-error');
  await expect(dialog).toBeVisible();
  expect((await appAbsences(request, parent)).find((a) => a.id === id)?.status).toBe('pending');

  const why = 'Trùng ngày tham quan của lớp';
  await field.fill(why);
  await expect(field).not.toHaveClass(/is-invalid/);
  await dialog.getByTestId('absence-reject-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('app-message').filter({ hasText: 'Đã từ chối đơn xin nghỉ.' })).toBeVisible();
  await expect(row).toContainText('Từ chối');
  await expect(row.getByRole('button', { name: `Từ chối đơn xin nghỉ của ${name}` })).toHaveCount(0);

  // The parent's app shows it rejected, with the principal's reason.
  const mine = (await appAbsences(request, parent)).find((a) => a.id === id);
  expect(mine).toMatchObject({ status: 'rejected', reject_reason: why, from_date: day, to_date: day });
});

test('the absence list fits a phone and passes axe (English)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'principal');
  await gotoApp(page, '/en/management/absence');
  await expect(pageTitle(page)).toHaveText('Absences');
  const rows = page.getByTestId('absence-table').locator('tbody tr[data-row-id]');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('absence-pending-count')).toHaveText(/^\d+ pending/);
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A request's detail fills the screen and is accessible too.
  await rows.first().locator('td button').first().click();
  const detail = page.getByTestId('absence-detail');
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText(/^Leave request of /);
  await expect(detail.locator('dl')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
