import type { Page } from '@playwright/test';
import { expect, gotoApp, seriousA11yViolations, signIn, test, waitForHydration } from './fixtures';
import { principalApi } from './parent-fixtures';
import { schoolInstant, schoolToday } from '../../lib/school-time';

// The calendar: this month's events in a month grid (a week on a phone), the school's days off shaded, an event
// opened from its day with its replies, in both languages at 390 px and on a desktop. The event is made through the
// staff API today, with a title of its own, so runs side by side and again see their own.

async function openCalendar(page: Page, locale: 'vi' | 'en') {
  await gotoApp(page, `${locale === 'en' ? '/en' : ''}/calendar-event-confirm?view=month`);
  await expect(page.getByTestId('event-calendar')).toBeVisible();
}

test('the calendar shows this month’s events in both languages, at 390 px and on a desktop', async ({ page, request }) => {
  test.setTimeout(180_000);
  const today = schoolToday();
  const title = `Lễ hội trăng rằm ${Date.now().toString(36)}`;
  const made = await request.post('/api/webadmin/CalendarEvent/create', {
    headers: await principalApi(request),
    data: {
      title,
      starts_at: schoolInstant(today, '08:00'),
      ends_at: schoolInstant(today, '10:00'),
      place: 'Sân trường',
      description: '',
      class_ids: [],
      needs_reply: true,
      status: 'published',
    },
  });
  expect(made.status(), await made.text()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'principal');
  await gotoApp(page, '/calendar-event-confirm');
  await waitForHydration(page.getByTestId('event-view-month'));
  await page.getByTestId('event-view-month').click();
  await expect(page).toHaveURL(/view=month/);
  const month = page.getByTestId('calendar-month');
  await expect(month).toBeVisible();
  const todayCell = month.locator(`[data-day="${today}"]`);
  await expect(todayCell).toHaveAttribute('aria-current', 'date');
  const chip = todayCell.getByTestId('calendar-event').filter({ hasText: title });
  await expect(chip).toContainText('08:00');
  // Sundays are the demo school's days off.
  await expect(month.locator('[role="gridcell"]').nth(6)).toContainText('Nghỉ');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/calendar-vi-desktop.png', fullPage: true });

  // Opening it: the event's record with its replies; the form edits it.
  await chip.click();
  const detail = page.getByTestId('event-detail');
  await expect(detail.getByRole('heading', { name: title })).toBeVisible();
  await expect(detail.getByTestId('event-totals')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // Next month and back with "today".
  const heading = await page.getByTestId('calendar-title').innerText();
  await page.getByTestId('calendar-next').click();
  await expect(page.getByTestId('calendar-title')).not.toHaveText(heading);
  // Next month's own days (the grid's first row may still show the end of this month, with its events).
  const [y, m] = today.split('-').map(Number);
  const next = `${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, '0')}`;
  await expect(month.locator(`[data-day^="${next}-"]`).first()).toBeVisible();
  await expect(month.locator(`[data-day^="${next}-"]`).getByTestId('calendar-event').filter({ hasText: title })).toHaveCount(0);
  await page.getByTestId('calendar-today').click();
  await expect(page.getByTestId('calendar-title')).toHaveText(heading);

  await openCalendar(page, 'en');
  await expect(page.getByTestId('calendar-month').locator(`[data-day="${today}"]`).getByTestId('calendar-event').filter({ hasText: title })).toBeVisible();
  await expect(page.getByTestId('event-view-month')).toHaveText('Month');
  await page.screenshot({ path: 'test-results/calendar-en-desktop.png', fullPage: true });

  // A phone: the week of today, one day under another.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const locale of ['vi', 'en'] as const) {
    await openCalendar(page, locale);
    const week = page.getByTestId('calendar-week');
    await expect(week).toBeVisible();
    await expect(week.getByTestId('calendar-day')).toHaveCount(7);
    await expect(week.locator(`[data-day="${today}"]`).getByTestId('calendar-event').filter({ hasText: title })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `test-results/calendar-${locale}-phone.png`, fullPage: true });
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
});
