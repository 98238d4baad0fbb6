import { expect, gotoApp, pageTitle, seriousA11yViolations, signIn, test, waitForHydration } from './fixtures';
import { expectNoSidewaysScroll, parentInTeacher1Class, TEACHER1 } from './requests-helpers';

// Message requests: a parent writes to the class teacher through the parents' API; teacher1 finds it unread,
// answers it and the parent reads the reply. Each run's text is unique, so repeated runs never see each other's.

test('a teacher answers a parent’s message and the parent reads the reply', async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  const text = `Chiều nay ông nội đón bé (${Date.now().toString(36)})`;
  await signIn(page, 'principal');
  const parent = await parentInTeacher1Class(page, request);
  const sent = await request.post('/api/app/messages/create', {
    headers: parent.auth,
    data: { student_id: parent.studentId, recipient: 'teacher', category: 'pickup', content: text },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const id = (await sent.json())[0].id as string;

  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await phoneContext.newPage();
  await signIn(phone, 'teacher1');
  // The home page lists it among the newest unread messages of the teacher's classes; no tuition block for a teacher.
  await gotoApp(phone, '/');
  await expect(phone.getByTestId('home-messages').getByTestId('home-message').filter({ hasText: text })).toBeVisible();
  await expect(phone.getByTestId('home-doses')).toBeVisible();
  await expect(phone.getByTestId('home-tuition')).toHaveCount(0);
  await gotoApp(phone, '/management/message-request/mobile');
  await expect(pageTitle(phone)).toContainText('Lời nhắn');
  const card = phone.getByTestId('message-cards').locator('li').filter({ hasText: text });
  await expect(card).toContainText('Chưa đọc');
  await waitForHydration(card.getByRole('button'));
  await card.getByRole('button').click();
  const detail = phone.getByTestId('message-detail');
  await expect(detail.getByTestId('message-thread')).toContainText(text);
  await detail.getByRole('button', { name: 'Gửi trả lời' }).click();
  await expect(detail.getByText('Vui lòng nhập nội dung trả lời.')).toBeVisible();
  await detail.getByLabel('Trả lời phụ huynh').fill('Cô đã nhận, cảm ơn chị.');
  await detail.getByRole('button', { name: 'Gửi trả lời' }).click();
  await expect(detail.getByTestId('message-reply')).toContainText('Cô đã nhận, cảm ơn chị.');
  await expect(detail).toContainText('Đã đọc');
  await expectNoSidewaysScroll(phone);
  expect(await seriousA11yViolations(phone)).toEqual([]);
  await detail.getByRole('button', { name: 'Đóng' }).last().click();
  await expect(card).toContainText('Đã đọc');

  const reply = await request.get('/api/app/messages', { headers: parent.auth, params: { student_id: parent.studentId } });
  const mine = ((await reply.json()).response.data as { id: string; status: string; replies: { author_name: string; content: string }[] }[]).find((m) => m.id === id)!;
  expect(mine.status).toBe('read');
  expect(mine.replies).toMatchObject([{ author_name: TEACHER1, content: 'Cô đã nhận, cảm ơn chị.' }]);
  // Answered, it leaves the home page's unread list.
  await gotoApp(phone, '/');
  await expect(phone.getByTestId('home-messages')).toBeVisible();
  await expect(phone.getByTestId('home-message').filter({ hasText: text })).toHaveCount(0);
  await phoneContext.close();
});

test('the principal marks a message read on the desktop, in English, and it leaves the unread count', async ({ page, request }) => {
  test.setTimeout(150_000);
  const text = `Allergy note ${Date.now().toString(36)}`;
  await signIn(page, 'principal');
  const parent = await parentInTeacher1Class(page, request, 1);
  const sent = await request.post('/api/app/messages/create', {
    headers: parent.auth,
    data: { student_id: parent.studentId, recipient: 'school', category: 'meal', content: text },
  });
  expect(sent.status()).toBe(200);

  await gotoApp(page, '/en/management/message-request/desktop');
  await expect(pageTitle(page)).toContainText('Message requests');
  const search = page.getByLabel('Search');
  await waitForHydration(search);
  await search.fill(text);
  const row = page.getByTestId('message-table').locator('tbody tr[data-row-id]').filter({ hasText: text });
  await expect(row).toContainText('Unread');
  await row.getByRole('button', { name: `View the message about ${parent.childName}` }).click();
  const detail = page.getByTestId('message-detail');
  await expect(detail).toContainText('Meals');
  await detail.getByRole('button', { name: 'Mark as read' }).click();
  await expect(detail.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await expect(detail).toContainText('Read by Nguyễn Thị Lan');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await detail.getByRole('button', { name: 'Close' }).last().click();
  await expect(row).toContainText('Read');
});
