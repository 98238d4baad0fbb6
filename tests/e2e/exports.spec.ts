import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { schoolToday } from '../../lib/school-time';
import { expect, gotoApp, signIn, test, waitForHydration } from './fixtures';

/**
 * Every list screen exports the list it shows: the principal (who holds every export right of the demo school)
 * clicks the screen's export, the browser saves an .xlsx, and the file read back has the header row in the user's
 * language and a date column of real dates.
 */
type Screen = {
  name: string;
  path: string;
  button: string;
  /** The header of a column holding dates (Vietnamese, the demo's language). */
  date: string;
  /** What to do on the screen before exporting (a tab, a wider range). */
  before?: (page: Page) => Promise<void>;
};

/** The first day of the month two months ago: the demo's paid invoices are last month's. */
function twoMonthsAgo() {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 2);
  return d.toISOString().slice(0, 10);
}

const SCREENS: Screen[] = [
  { name: 'app accounts', path: '/management/app-account', button: 'app-account-export', date: 'Ngày tạo' },
  { name: 'medicine requests', path: '/management/medicine-request/desktop', button: 'medicine-export', date: 'Từ ngày' },
  { name: 'messages', path: '/management/message-request/desktop', button: 'message-export', date: 'Thời điểm gửi' },
  { name: 'news', path: '/management/news-public/desktop', button: 'news-export', date: 'Ngày tạo' },
  { name: 'vaccine declarations', path: '/management/vaccine-declaration', button: 'vaccine-export', date: 'Ngày tiêm' },
  { name: 'invoices', path: '/management/tuition', button: 'invoice-export', date: 'Tháng' },
  {
    name: 'payments',
    path: '/management/tuition',
    button: 'payments-export',
    date: 'Ngày',
    before: async (page) => {
      await page.getByRole('tab', { name: 'Báo cáo' }).click();
      await page.locator('#pay-from').fill(twoMonthsAgo());
      await expect(page.locator('section[aria-labelledby="payments-report-title"] li').first()).toBeVisible();
    },
  },
  { name: 'users', path: '/system/user', button: 'user-export', date: 'Ngày tạo' },
  { name: 'roles', path: '/system/role', button: 'role-export', date: 'Ngày tạo' },
  { name: 'classes', path: '/management/class', button: 'class-export', date: 'Ngày tạo' },
];

// One sign-in for the file: the screens are visited one after the other in the same browser page.
test.describe.configure({ mode: 'serial' });
let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await signIn(page, 'principal');
});

test.afterAll(async () => {
  await page.close();
});

/** Clicks an export button and reads the downloaded workbook's first sheet back, with its header row. */
async function downloadSheet(page: Page, testId: string) {
  const button = page.getByTestId(testId);
  await expect(button).toBeEnabled();
  const downloading = page.waitForEvent('download');
  await button.click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/-\d{8}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fs.readFileSync((await file.path())!) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  /** The values of the column under `name` (the header row left out), the empty cells dropped. */
  const column = (name: string) => {
    const at = header.indexOf(name) + 1;
    expect(at, `${name} in ${header.join(', ')}`).toBeGreaterThan(0);
    return sheet.getColumn(at).values.slice(2).filter((v) => v != null);
  };
  return { sheet, header, column };
}

for (const screen of SCREENS) {
  test(`${screen.name}: the export downloads the list as .xlsx, dates as dates`, async () => {
    await gotoApp(page, screen.path);
    await screen.before?.(page);
    const { sheet, column } = await downloadSheet(page, screen.button);
    expect(sheet.rowCount).toBeGreaterThan(1);
    const dates = column(screen.date);
    expect(dates.length).toBeGreaterThan(0);
    for (const d of dates) expect(d).toBeInstanceOf(Date);
  });
}

/** A date cell's day as yyyy-MM-dd (day cells are stored at midnight UTC). */
const dayOf = (d: unknown) => (d as Date).toISOString().slice(0, 10);

test.describe('on a phone (390 × 844)', () => {
  test.beforeAll(async () => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test('medicine: the phone layout exports the requests of today and the days to come', async () => {
    await gotoApp(page, '/management/medicine-request/mobile');
    await expect(page.getByTestId('medicine-mobile')).toBeVisible();
    const { sheet, column } = await downloadSheet(page, 'medicine-export');
    expect(sheet.rowCount).toBeGreaterThan(1);
    const today = schoolToday();
    const until = column('Đến ngày');
    expect(until.length).toBe(sheet.rowCount - 1);
    for (const d of until) {
      expect(d).toBeInstanceOf(Date);
      expect(dayOf(d) >= today, `${dayOf(d)} ≥ ${today}`).toBe(true);
    }
    // Every card waiting for a decision is in the file.
    const names = column('Họ và tên');
    for (const name of await page.getByTestId('pending-card').locator('.card-body > .fw-semibold').allTextContents())
      expect(names).toContain(name);
  });

  test('messages: the phone layout exports the list its filter shows (unread only)', async () => {
    await gotoApp(page, '/management/message-request/mobile');
    const unread = page.getByTestId('message-pending-count');
    await waitForHydration(unread);
    await unread.click();
    await expect(page).toHaveURL(/status=unread/);
    // The filtered list has come: every card is unread.
    const list = page.getByTestId('message-cards');
    await expect(list.locator('li').first()).toBeVisible();
    await expect(list).toHaveAttribute('aria-busy', 'false');
    await expect(list.locator('li').filter({ hasNotText: 'Chưa đọc' })).toHaveCount(0);
    const cards = await list.locator('li').count();
    const { sheet, column } = await downloadSheet(page, 'message-export');
    expect(sheet.rowCount - 1).toBeGreaterThanOrEqual(cards);
    const statuses = column('Trạng thái');
    expect(statuses.length).toBe(sheet.rowCount - 1);
    expect(new Set(statuses)).toEqual(new Set(['Chưa đọc']));
    for (const d of column('Thời điểm gửi')) expect(d).toBeInstanceOf(Date);
  });

  test('news: the phone layout exports the posts its cards show', async () => {
    await gotoApp(page, '/management/news-public/mobile');
    const first = page.getByTestId('news-card').first();
    await expect(first).toBeVisible();
    const { sheet, column } = await downloadSheet(page, 'news-export');
    expect(sheet.rowCount).toBeGreaterThan(1);
    const titles = column('Tiêu đề');
    for (const title of await page.getByTestId('news-card').locator('.fw-semibold').allTextContents())
      expect(titles).toContain(title.trim());
    for (const d of column('Ngày tạo')) expect(d).toBeInstanceOf(Date);
  });
});
