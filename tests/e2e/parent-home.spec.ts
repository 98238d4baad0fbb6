import crypto from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { PHONE, parentUrl, signInParent, waitForParent, principalApi } from './parent-fixtures';
import { expectNoSidewaysScroll } from './requests-helpers';
import { schoolToday } from '../../lib/school-time';

// The parents' home: the child on screen's day, as the school marks it.

test.use({ viewport: PHONE });

type Child = { id: string; full_name: string; nickname: string | null; class_id: string; class_name: string };


/** The roll call writes one child's day today (the version it saw first, once more if someone wrote meanwhile). */
async function markToday(request: APIRequestContext, child: Child, day: Record<string, unknown>) {
  const headers = await principalApi(request);
  const date = schoolToday();
  for (let attempt = 0; attempt < 3; attempt++) {
    const got = await request.get(`/api/webadmin/Attendance/get-day?class_id=${child.class_id}&date=${date}`, { headers });
    expect(got.status()).toBe(200);
    const row = ((await got.json()).response.data.rows as { student_id: string; version: number }[]).find((r) => r.student_id === child.id)!;
    const saved = await request.put('/api/webadmin/Attendance/update', {
      headers,
      data: { class_id: child.class_id, student_id: child.id, date, version: row.version, confirm_excused: true, note: null, ...day },
    });
    if (saved.status() === 200) return;
    expect(saved.status(), await saved.text()).toBe(409);
  }
  throw new Error('the roll call kept changing');
}

async function familyChildren(page: Page): Promise<Child[]> {
  const r = await page.request.get('/api/app/children');
  expect(r.status()).toBe(200);
  return (await r.json()).response.data;
}

/** The child on screen (the switcher's value). */
async function childOnScreen(page: Page, children: Child[]) {
  const id = await page.getByTestId('parent-child-switcher').inputValue();
  return children.find((c) => c.id === id)!;
}

const shown = (c: Child) => c.nickname || c.full_name;

test('home shows the child’s day as the school marked it, and the other child after switching', async ({ page }) => {
  await signInParent(page);
  const children = await familyChildren(page);
  expect(children).toHaveLength(2);
  const child = await childOnScreen(page, children);
  const other = children.find((c) => c.id !== child.id)!;

  // The roll call marks the child present, with times and people of this run.
  const tag = crypto.randomBytes(3).toString('hex');
  const minute = String(10 + (crypto.randomBytes(1)[0] % 50));
  await markToday(page.request, child, {
    status: 'present',
    check_in_time: `07:${minute}`,
    brought_by: `Bố ${tag}`,
    check_out_time: `16:${minute}`,
    picked_up_by_name: `Bà ngoại ${tag}`,
  });
  // The other child: absent with leave today.
  await markToday(page.request, other, { status: 'excused', check_in_time: null, check_out_time: null, brought_by: null });

  await page.goto(parentUrl());
  await waitForParent(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trang chủ');
  await expect(page.getByTestId('home-child')).toHaveText(shown(child));
  const attendance = page.getByTestId('home-attendance');
  await expect(attendance.getByTestId('home-attendance-status')).toHaveText('Có mặt');
  await expect(attendance.getByTestId('home-check-in')).toHaveText(`07:${minute}`);
  await expect(attendance.getByTestId('home-check-out')).toHaveText(`16:${minute}`);
  await expect(attendance).toContainText(`Người đưa: Bố ${tag}`);
  await expect(attendance.getByTestId('home-picked-up-by')).toHaveText(`Người đón: Bà ngoại ${tag}`);
  // Every block is there, with its data or a friendly empty state; the shortcuts are big tap targets.
  for (const name of ['doses', 'requests', 'balance', 'news', 'events']) await expect(page.getByTestId(`home-${name}`)).toBeVisible();
  for (const key of ['absences', 'medicine', 'health', 'vaccines', 'surveys', 'events']) {
    const box = (await page.getByTestId(`home-quick-${key}`).boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(48);
  }
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath('home-390.png'), fullPage: true });

  // Switching child changes the whole home.
  await page.getByTestId('parent-child-switcher').selectOption(other.id);
  await expect(page.getByTestId('home-child')).toHaveText(shown(other));
  await expect(page.getByTestId('home-attendance-status')).toHaveText('Nghỉ có phép');
  await expect(page.getByTestId('home-check-in')).toHaveCount(0);
  await expect(page.getByTestId('home-attendance')).not.toContainText(tag);

  // Back to the first child; the shortcuts lead to their screens.
  await page.getByTestId('parent-child-switcher').selectOption(child.id);
  await expect(page.getByTestId('home-check-in')).toHaveText(`07:${minute}`);
  await page.getByTestId('home-quick-absences').click();
  await expect(page).toHaveURL(/\/parent\/absences$/);

  // At 320 px nothing scrolls sideways.
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(parentUrl());
  await waitForParent(page);
  await expect(page.getByTestId('home-check-in')).toHaveText(`07:${minute}`);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath('home-320.png'), fullPage: true });
});

test('home in English, and no serious accessibility issue in either language', async ({ page }) => {
  await signInParent(page, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
  await expect(page.getByTestId('home-attendance')).toContainText('Today’s attendance'.replace('’', "'"));
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.goto(parentUrl('', 'vi'));
  await waitForParent(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trang chủ');
  expect(await seriousA11yViolations(page)).toEqual([]);
});
