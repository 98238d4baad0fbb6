import type { APIRequestContext } from '@playwright/test';
import { expect, gotoApp, pageTitle, seriousA11yViolations, signIn, test, waitForHydration } from './fixtures';
import { expectNoSidewaysScroll, parentInTeacher1Class, TEACHER1, type Parent } from './requests-helpers';
import { dayText, schoolToday } from '../../lib/school-time';

// Medicine requests: a parent sends one through the parents' API; teacher1 accepts it on a 390 px phone, logs the
// morning dose with one tap and the afternoon dose as not given with a reason; the parent reads both in the log.
// Each run names its medicine uniquely, so runs (and retries) on the same database never see each other's cards.

const TODAY = schoolToday();

async function sendRequest(request: APIRequestContext, parent: Parent, medicine: string) {
  const reply = await request.post('/api/app/medicine-requests/create', {
    headers: parent.auth,
    data: {
      student_id: parent.studentId,
      from_date: TODAY,
      to_date: TODAY,
      medicines: [{ name: medicine, dose: '5', unit: 'ml', times: ['07:30', '15:30'], instructions: 'Uống sau ăn' }],
      note: 'Bé ho nhẹ',
    },
  });
  const body = await reply.json();
  expect(reply.status(), JSON.stringify(body)).toBe(200);
  return body[0].id as string;
}

test('a teacher accepts a medicine request on a phone and logs the doses; the parent reads the log', async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  const medicine = `Siro ${Date.now().toString(36)}`;
  await signIn(page, 'principal');
  const parent = await parentInTeacher1Class(page, request);
  const id = await sendRequest(request, parent, medicine);

  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await phoneContext.newPage();
  await signIn(phone, 'teacher1');
  await gotoApp(phone, '/management/medicine-request/mobile');
  await expect(pageTitle(phone)).toContainText('Dặn thuốc');
  const pending = phone.getByTestId('pending-card').filter({ hasText: medicine });
  await expect(pending).toContainText(parent.childName);
  await waitForHydration(pending.getByRole('button', { name: `Chấp nhận đơn dặn thuốc của ${parent.childName}` }));
  await pending.getByRole('button', { name: `Chấp nhận đơn dặn thuốc của ${parent.childName}` }).click();
  const confirm = phone.getByTestId('medicine-approve');
  await expect(confirm).toContainText(medicine);
  await confirm.getByRole('button', { name: 'Chấp nhận' }).click();
  await expect(pending).toHaveCount(0);

  // Today's two doses of this request appear; the morning one is logged with one tap.
  const cards = phone.getByTestId('dose-card').filter({ hasText: medicine });
  await expect(cards).toHaveCount(2);
  const morning = cards.filter({ hasText: '07:30' });
  const box = await morning.getByRole('button', { name: `Đã cho ${parent.childName} uống thuốc lúc 07:30` }).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await morning.getByRole('button', { name: `Đã cho ${parent.childName} uống thuốc lúc 07:30` }).click();
  await expect(phone.getByTestId('doses-logged').getByTestId('dose-card').filter({ hasText: medicine })).toContainText('Đã cho uống');

  // The afternoon one is not given: the reason is required.
  const afternoon = cards.filter({ hasText: '15:30' });
  await afternoon.getByRole('button', { name: `Không cho ${parent.childName} uống thuốc lúc 15:30` }).click();
  const dialog = phone.getByTestId('medicine-not-given');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog.getByText('Vui lòng nhập lý do.')).toBeVisible();
  await dialog.getByLabel('Lý do không cho uống').fill('Bé ngủ chưa dậy');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog).toHaveCount(0);
  const logged = phone.getByTestId('doses-logged').getByTestId('dose-card').filter({ hasText: medicine });
  await expect(logged).toHaveCount(2);
  await expect(logged.filter({ hasText: '15:30' })).toContainText('Bé ngủ chưa dậy');
  await expectNoSidewaysScroll(phone);
  expect(await seriousA11yViolations(phone)).toEqual([]);

  // The parent reads both in the log.
  const reply = await request.get('/api/app/medicine-requests', { headers: parent.auth, params: { student_id: parent.studentId } });
  const mine = ((await reply.json()).response.data as { id: string; status: string; doses: Record<string, unknown>[] }[]).find((r) => r.id === id)!;
  expect(mine.status).toBe('approved');
  expect(mine.doses).toMatchObject([
    { day: TODAY, time: '07:30', status: 'given', given_by_name: TEACHER1, reason: null },
    { day: TODAY, time: '15:30', status: 'not_given', reason: 'Bé ngủ chưa dậy' },
  ]);
  await phoneContext.close();
});

test('the principal reads the request and its dose log on the desktop, in English', async ({ page, request }) => {
  test.setTimeout(150_000);
  const medicine = `Drops ${Date.now().toString(36)}`;
  await signIn(page, 'principal');
  const parent = await parentInTeacher1Class(page, request, 1);
  await sendRequest(request, parent, medicine);

  // The principal's home page counts it among the pending requests, with a link to the list; tuition shows too.
  await gotoApp(page, '/en');
  const pendingMedicine = page.getByTestId('home-pending').getByRole('link', { name: 'Medicine requests pending' });
  await expect(pendingMedicine).toHaveAttribute('href', '/en/management/medicine-request?status=pending');
  // Each count opens its list filtered to what it counts; vaccine declarations to verify are among them.
  await expect(page.getByTestId('home-pending').getByRole('link', { name: 'Vaccine declarations to verify' })).toHaveAttribute(
    'href',
    '/en/management/vaccine-declaration?status=declared',
  );
  await expect.poll(async () => Number(await page.getByTestId('home-pending-declaration').innerText())).toBeGreaterThan(0);
  await expect.poll(async () => Number(await page.getByTestId('home-pending-medicine').innerText())).toBeGreaterThan(0);
  await expect(page.getByTestId('home-tuition')).toBeVisible();
  await gotoApp(page, '/en/management/medicine-request/desktop');
  await expect(pageTitle(page)).toContainText('Medicine requests');
  const search = page.getByLabel('Search by child');
  await waitForHydration(search);
  await search.fill(parent.childName);
  const row = page.getByTestId('medicine-table').locator('tbody tr[data-row-id]').filter({ hasText: medicine });
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: `Accept ${parent.childName}'s medicine request` }).click();
  await page.getByTestId('medicine-approve').getByRole('button', { name: 'Accept' }).click();
  await expect(row).toContainText('Accepted');
  await row.getByRole('button', { name: `View ${parent.childName}'s medicine request` }).click();
  const detail = page.getByTestId('medicine-detail');
  await expect(detail).toContainText(medicine);
  const slot = detail.getByTestId(`dose-${TODAY}-07:30`);
  await expect(slot).toContainText(dayText(TODAY));
  await expect(slot).toContainText('Due');
  await slot.getByRole('button', { name: 'Given', exact: true }).click();
  await expect(slot).toContainText('Nguyễn Thị Lan');
  await expect(detail.getByTestId(`dose-${TODAY}-15:30`)).toContainText('Due');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('staff record a medicine request a parent gave on paper; it waits for approval in the list', async ({ page, request }) => {
  test.setTimeout(120_000);
  const medicine = `Paper ${Date.now().toString(36)}`;
  await signIn(page, 'principal');
  const parent = await parentInTeacher1Class(page, request, 2);
  await gotoApp(page, '/management/medicine-request/desktop');
  await waitForHydration(page.getByTestId('medicine-add'));
  await page.getByTestId('medicine-add').click();
  const dialog = page.getByTestId('medicine-create');
  await dialog.getByLabel('Tìm trẻ', { exact: true }).fill(parent.childName);
  await dialog.getByRole('radio', { name: parent.childName }).check();
  await dialog.getByLabel('Tên thuốc').fill(medicine);
  await dialog.getByLabel('Liều').fill('5');
  await dialog.getByLabel('Đơn vị').fill('ml');
  await dialog.getByLabel('Giờ uống 1 của thuốc 1').fill('09:00');
  await dialog.getByLabel('Ghi chú của phụ huynh').fill('Phụ huynh gửi đơn giấy');
  await dialog.getByRole('button', { name: 'Lưu đơn' }).click();
  await expect(dialog).toBeHidden();
  // The new request's record opens, entered by staff and waiting.
  const detail = page.getByTestId('medicine-detail');
  await expect(detail).toContainText(medicine);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  const search = page.getByLabel('Tìm theo trẻ');
  await search.fill(parent.childName);
  const row = page.getByTestId('medicine-table').locator('tbody tr[data-row-id]').filter({ hasText: medicine });
  await expect(row).toContainText('Chờ duyệt');
});
