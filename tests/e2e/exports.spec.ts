import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, gotoApp, signIn, test } from './fixtures';

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

for (const screen of SCREENS) {
  test(`${screen.name}: the export downloads the list as .xlsx, dates as dates`, async () => {
    await gotoApp(page, screen.path);
    await screen.before?.(page);
    const button = page.getByTestId(screen.button);
    await expect(button).toBeEnabled();
    const downloading = page.waitForEvent('download');
    await button.click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/-\d{8}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(fs.readFileSync((await file.path())!) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = header.indexOf(screen.date) + 1;
    expect(column, `${screen.date} in ${header.join(', ')}`).toBeGreaterThan(0);
    expect(sheet.rowCount).toBeGreaterThan(1);
    const dates = sheet.getColumn(column).values.slice(2).filter((v) => v != null);
    expect(dates.length).toBeGreaterThan(0);
    for (const d of dates) expect(d).toBeInstanceOf(Date);
  });
}
