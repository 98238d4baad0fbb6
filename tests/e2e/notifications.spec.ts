import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, gotoApp, seriousA11yViolations, submitLogin, test, waitForApp, waitForHydration } from './fixtures';
import { PHONE, parentUrl, signInParent, waitForParent, principalApi } from './parent-fixtures';
import { expectNoSidewaysScroll } from './requests-helpers';
import { addDays, isoWeekday, schoolToday } from '../../lib/school-time';
import { dayText } from '../../lib/day';

// Notifications (issue 36) at 390×844, made by real actions through the API: the principal posts news for the demo
// family's child, the family asks leave; the outbox's fan-out (in the server, after the call answered) puts them in
// the inboxes. The parent sees the bell's count, opens the inbox and a notification, landing on its link; the
// principal the same with the header's bell.

test.use({ viewport: PHONE });

const runTag = () => `${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`;


/** The eldest child of the signed-in family. */
async function firstChild(page: Page) {
  const reply = await page.request.get('/api/app/children');
  expect(reply.status()).toBe(200);
  return ((await reply.json()).response.data as { id: string; full_name: string }[])[0];
}

/** The family's inbox through the API (with the page's cookie): waits until the fan-out wrote a row with `title`. */
async function waitForParentRow(page: Page, title: string) {
  await expect
    .poll(
      async () => {
        const r = await page.request.get('/api/app/notifications');
        return ((await r.json()).response.data as { title: string }[]).some((x) => x.title === title);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

test('the parent sees the bell’s count, opens the inbox and a notification, and lands on its link', async ({ page }) => {
  test.setTimeout(240_000);
  await signInParent(page);
  const child = await firstChild(page);
  const title = `Dã ngoại ${runTag()}`;
  const post = await page.request.post('/api/webadmin/News/create', {
    headers: await principalApi(page.request),
    data: { kind: 'student', student_ids: [child.id], title, summary: `Tóm tắt ${title}`, content: '<p>Các bé đi công viên.</p>', status: 'published' },
  });
  expect(post.status(), await post.text()).toBe(200);
  const postId = (await post.json())[0].id as string;
  await waitForParentRow(page, `Tin mới: ${title}`);

  // The bell in the top bar: the unread count the server rendered, as the API counts it.
  await page.reload();
  await waitForParent(page);
  const unread = (await (await page.request.get('/api/app/notifications')).json()).response.unread as number;
  expect(unread).toBeGreaterThan(0);
  const bell = page.getByTestId('parent-bell');
  await expect(bell.getByTestId('parent-bell-count')).toHaveText(unread > 99 ? '99+' : String(unread));
  await expect(bell).toHaveAccessibleName(`Thông báo, ${unread} chưa đọc`);

  await bell.click();
  await expect(page).toHaveURL(/\/parent\/notifications$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thông báo');
  const item = page.getByTestId('notification-item').filter({ hasText: `Tin mới: ${title}` });
  await expect(item).toHaveAttribute('data-read', 'false');
  await expect(item).toContainText('Nhà trường vừa đăng một tin mới. Chạm để đọc.');
  await expect(item.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await expectNoSidewaysScroll(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('inbox-390.png'), fullPage: true });

  await waitForHydration(item);
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/parent/news/${postId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // Read now: in the inbox and in the count.
  await expect
    .poll(async () => ((await (await page.request.get('/api/app/notifications')).json()).response.unread as number), { timeout: 15_000 })
    .toBe(unread - 1);
  await page.goto(parentUrl('/notifications'));
  await waitForParent(page);
  await expect(page.getByTestId('notification-item').filter({ hasText: `Tin mới: ${title}` })).toHaveAttribute('data-read', 'true');

  // "Mark all read": nothing unread, the bell without a count.
  const markAll = page.getByTestId('notification-mark-all');
  if (unread - 1 > 0) {
    await waitForHydration(markAll);
    await markAll.click();
    await expect(page.getByTestId('notification-unread')).toHaveCount(0);
  }
  await expect(page.getByTestId('parent-bell-count')).toHaveCount(0);
  await expect(markAll).toBeDisabled();

  // In English: the same inbox in the family's other language, nothing serious for axe.
  await page.goto(parentUrl('/notifications', 'en'));
  await waitForParent(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications');
  await expect(page.getByTestId('notification-item').filter({ hasText: `New post: ${title}` })).toBeVisible();
  await expect(page.getByTestId('parent-bell')).toHaveAccessibleName('Notifications');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
});

/**
 * A Monday–Friday picked at random within the year ahead (leave is asked at most a year ahead), in days no other test
 * asks leave for the child (parent-absence.spec.ts keeps to days 30–195).
 */
function freeSchoolDay() {
  let day = addDays(schoolToday(), 200 + Math.floor(Math.random() * 155));
  while (isoWeekday(day) > 5) day = addDays(day, 1);
  return day;
}

test('the principal sees the header bell’s count, opens the panel and a notification, and lands on its link', async ({ page, browser }) => {
  test.setTimeout(300_000);
  // The family asks leave (the parents' API, as the app sends it): the principal, who decides leave, hears of it.
  const family = await browser.newContext({ viewport: PHONE });
  const parent = await family.newPage();
  await signInParent(parent);
  const child = await firstChild(parent);
  const day = freeSchoolDay();
  const asked = await parent.request.post('/api/app/absences/create', {
    headers: { origin: new URL(parent.url()).origin },
    data: { student_id: child.id, from_date: dayText(day), to_date: dayText(day), reason: `Khám răng ${runTag()}` },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  await family.close();

  await submitLogin(page, 'principal');
  await page.waitForURL((url) => !/\/login/.test(url.pathname), { timeout: 90_000 });
  await waitForApp(page);
  const title = `Đơn nghỉ học mới: ${child.full_name}`;
  const bell = page.getByTestId('notification-bell');
  // The count came with the page; the fan-out may have run just after it: a later page shows it.
  await expect
    .poll(
      async () => {
        await gotoApp(page, '/');
        return bell.getByTestId('notification-count').count();
      },
      { timeout: 60_000 },
    )
    .toBe(1);
  await expect(bell.getByTestId('notification-count')).toHaveText(/^(\d{1,2}|99\+)$/);
  await expect(bell).toHaveAccessibleName(/^Thông báo, \d+ chưa đọc$/);

  await waitForHydration(bell);
  await bell.click();
  const panel = page.getByTestId('notification-panel');
  await expect(panel.getByRole('heading', { name: 'Thông báo' })).toBeVisible();
  const item = panel.getByTestId('notification-item').filter({ hasText: title }).first();
  await expect(item).toHaveAttribute('data-read', 'false');
  await expect(item).toContainText(`từ ${dayText(day)} đến ${dayText(day)}`);
  await expectNoSidewaysScroll(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('staff-panel-390.png') });

  await item.click();
  await expect(page).toHaveURL(/\/management\/absence$/);
  await expect(panel).toBeHidden();
  await waitForApp(page);

  // Opened: read; then every one read, and the bell shows no count.
  await bell.click();
  await expect(panel.getByTestId('notification-item').filter({ hasText: title }).first()).toHaveAttribute('data-read', 'true');
  const markAll = panel.getByTestId('notification-mark-all');
  if (await markAll.isEnabled()) await markAll.click();
  await expect(panel.getByTestId('notification-unread')).toHaveCount(0);
  await expect(bell.getByTestId('notification-count')).toHaveCount(0);

  // The push switches are one tap away: one turned off is kept, then on again.
  await panel.getByTestId('notification-settings-open').click();
  const doses = panel.getByRole('switch', { name: 'Liều thuốc sắp đến giờ' });
  await waitForHydration(doses);
  await expect(doses).toBeChecked();
  await doses.click();
  await expect(panel.getByRole('status')).toHaveText('Đã lưu.');
  await expect(doses).not.toBeChecked();
  await doses.click();
  await expect(doses).toBeChecked();
});
