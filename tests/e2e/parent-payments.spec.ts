import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, seriousA11yViolations, signIn, test, waitForHydration, gotoApp, type Locale } from './fixtures';
import { PHONE, parentUrl, signInParent, waitForParent } from './parent-fixtures';
import { crc16, parseEmv } from '../../lib/vietqr';
import { currentMonth } from '../../lib/tuition-values';
import { pdfTextRuns } from '../helpers/pdf-text';

// Payments in the parents' app, with the demo family's child on screen. The accountant adds a correction line of
// its own (a random name) to the child's invoice of last month (the demo issued it; this month's drafts and debt
// report belong to tuition.spec.ts), so that something is due whatever earlier runs or other tests did; the parent
// sees it with its VietQR code, then the accountant takes the payment and the parent sees the invoice paid and
// saves its receipt.

test.use({ viewport: PHONE });

const rand = () => Math.random().toString(36).slice(2, 8);
const money = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** The child on screen (name and class) as the shell's switcher shows it: "Name · Class". */
async function childOnScreen(page: Page) {
  const switcher = page.getByTestId('parent-child-switcher');
  const label = (await switcher.locator('option:checked').textContent())!.trim();
  const [name, className] = label.split(' · ');
  return { name, className };
}

const lastMonth = () => {
  const [y, m] = currentMonth().split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/** The accountant's tuition screen on a desktop, last month and the class chosen, the child's invoice opened. */
async function accountantOpens(browser: Browser, child: { name: string; className: string }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('dialog', (d) => d.accept());
  await signIn(page, 'accountant');
  await gotoApp(page, '/management/tuition');
  const select = page.locator('#tuition-class');
  await waitForHydration(select);
  await select.selectOption({ label: child.className });
  const month = lastMonth();
  await page.locator('#tuition-month').fill(month);
  const table = page.getByTestId('invoice-table');
  // The month's own list, not the rows of this month still on screen.
  await expect(table.locator('caption')).toContainText(`${month.slice(5)}/${month.slice(0, 4)}`);
  await expect(table.locator('table')).toHaveAttribute('aria-busy', 'false');
  const row = table.locator('tbody tr', { hasText: child.name });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await row.getByRole('button', { name: child.name }).click();
  const dialog = page.getByTestId('invoice-dialog');
  await expect(dialog.locator('#invoice-title')).toContainText(`HP${month.replace('-', '')}-`);
  return { context, page, dialog };
}

test('the parent sees the balance and the invoice with its VietQR code, the accountant takes the payment, the parent saves the receipt', async ({ page, browser, context }) => {
  test.setTimeout(420_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInParent(page);
  const child = await childOnScreen(page);

  // The accountant adds a line to the child's invoice of last month.
  const extra = `Phí dã ngoại ${rand()}`;
  const staff = await accountantOpens(browser, child);
  await staff.dialog.getByRole('button', { name: 'Thêm dòng điều chỉnh' }).click();
  await staff.dialog.locator('#line-name').fill(extra);
  await staff.dialog.locator('#line-amount').fill('55000');
  await staff.dialog.locator('#line-reason').fill('Dã ngoại cuối tuần');
  await staff.dialog.getByTestId('line-form-submit').click();
  await expect(staff.dialog.getByText(extra)).toBeVisible();
  const invoiceNo = (await staff.dialog.locator('#invoice-title').textContent())!.match(/Hoá đơn (HP\d{6}-\d+)/)![1];

  // The parent's list: the balance at the top, this month's invoice among the cards.
  await page.getByTestId('parent-tab-payments').click();
  await expect(page).toHaveURL(/\/parent\/payments$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Học phí');
  const balance = page.getByTestId('payments-balance');
  await expect(balance).toBeVisible();
  expect(Number(await balance.getAttribute('data-amount'))).toBeGreaterThanOrEqual(55_000);
  await expect(page.getByText(/hoá đơn chưa đóng đủ\./)).toBeVisible();
  const cards = page.getByTestId('payments-invoice');
  await expect(cards.first()).toBeVisible();
  const card = cards.filter({ hasText: invoiceNo });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('payments-status')).toHaveText(/Chưa đóng|Đóng một phần/);
  await card.click();

  // The invoice: the accountant's line, what is due, and the QR code of exactly that.
  await expect(page).toHaveURL(/\/parent\/payments\/[0-9a-f-]{36}$/);
  const invoiceUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hoá đơn tháng \d{2}\/\d{4}$/);
  await expect(page.getByTestId('payments-lines')).toContainText(extra);
  await expect(page.getByTestId('payments-lines')).toContainText('55.000 ₫');
  const due = Number(await page.getByTestId('payments-due').getAttribute('data-amount'));
  expect(due).toBeGreaterThanOrEqual(55_000);
  const qr = page.getByRole('img', { name: /^Mã VietQR: chuyển [\d.]+ ₫ vào tài khoản của nhà trường$/ });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
  const payload = (await qr.getAttribute('data-payload'))!;
  const tags = parseEmv(payload);
  expect(tags['54']).toBe(String(due));
  expect((tags['38'] as Record<string, string>)['00']).toBe('A000000727');
  expect(tags['63']).toBe(crc16(payload.slice(0, -4)));
  const pay = page.getByTestId('payments-pay');
  await expect(pay).toContainText('Vietcombank');
  await expect(pay).toContainText('0011004567890');
  await expect(pay).toContainText('TRUONG MAM NON HOA SEN');
  // The path of the code is drawn: a few hundred dark runs, not an empty box.
  expect(((await qr.locator('path').getAttribute('d')) ?? '').length).toBeGreaterThan(1000);

  // Copy the account number and the amount (as digits) for the banking app.
  const copyAccount = page.getByRole('button', { name: 'Sao chép số tài khoản' });
  await waitForHydration(copyAccount);
  await copyAccount.click();
  await expect(copyAccount).toHaveText('Đã sao chép');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0011004567890');
  const copyAmount = page.getByRole('button', { name: 'Sao chép số tiền' });
  await copyAmount.click();
  await expect(copyAmount).toHaveText('Đã sao chép');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(String(due));
  await expect(copyAccount).toHaveText('Sao chép', { timeout: 10_000 });

  // An unpaid invoice on a phone passes axe in both languages, and at 320 px nothing scrolls sideways.
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.goto(`/en${invoiceUrl}`);
  await waitForParent(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Invoice for \d{2}\/\d{4}$/);
  await expect(page.getByRole('img', { name: /^VietQR code: transfer [\d,]+ VND to the school's account$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy account number' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);

  // The accountant takes what is due; the receipt number comes back in the notice.
  await staff.dialog.getByTestId('invoice-pay').click();
  await expect(staff.dialog.getByLabel('Số tiền (VND)')).toHaveValue(String(due));
  await staff.dialog.getByLabel('Hình thức').selectOption({ label: 'Chuyển khoản' });
  await staff.dialog.getByTestId('payment-form-submit').click();
  await expect(staff.dialog.getByTestId('invoice-notice')).toContainText('Đã ghi nhận thanh toán, phiếu thu PT');
  const receiptNo = (await staff.dialog.getByTestId('invoice-notice').textContent())!.match(/PT\d{4}-\d{5}/)![0];
  await staff.context.close();

  // The parent sees the invoice paid, with no code to scan, and saves the receipt of the payment.
  await page.goto(invoiceUrl);
  await waitForParent(page);
  await expect(page.getByTestId('payments-status')).toHaveText('Đã đóng đủ');
  await expect(page.getByTestId('payments-due')).toHaveAttribute('data-amount', '0');
  await expect(page.getByTestId('payments-qr')).toHaveCount(0);
  const made = page.getByTestId('payments-made').locator('li', { hasText: receiptNo });
  await expect(made).toContainText('Chuyển khoản');
  expect(money(await made.locator('.fw-semibold').textContent())).toBe(due);
  const receipt = made.getByRole('button', { name: `Tải phiếu thu ${receiptNo} (PDF)` });
  await waitForHydration(receipt);
  const [download] = await Promise.all([page.waitForEvent('download'), receipt.click()]);
  expect(download.suggestedFilename()).toBe(`${receiptNo}.pdf`);
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = (await pdfTextRuns(bytes)).join('\n');
  expect(text).toContain('PHIẾU THU');
  expect(text).toContain(receiptNo);
  expect(text).toContain(child.name);
  expect(text).toContain('Chuyển khoản');
  expect(money(text.split('\n').find((line) => line.endsWith(' ₫') && money(line) === due) ?? '')).toBe(due);

  // Back on the list, the invoice's card says paid.
  await page.getByRole('link', { name: /Tất cả hoá đơn/ }).click();
  await expect(page).toHaveURL(/\/parent\/payments$/);
  await expect(cards.filter({ hasText: invoiceNo }).getByTestId('payments-status')).toHaveText('Đã đóng đủ');
});

for (const locale of ['vi', 'en'] as Locale[]) {
  test(`the payments list reads well in ${locale} at 390 and 320 px and passes axe`, async ({ page }) => {
    await signInParent(page, locale);
    await page.goto(parentUrl('/payments', locale));
    await waitForParent(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'vi' ? 'Học phí' : 'Payments');
    const balance = page.getByTestId('payments-balance');
    await expect(balance).toHaveText(locale === 'vi' ? /^[\d.]+ ₫$/ : /^[\d,]+ VND$/);
    await expect(page.getByRole('heading', { level: 2, name: locale === 'vi' ? 'Còn phải đóng' : 'Still to pay' })).toBeVisible();
    // The demo issued last month's invoices: every child has at least one.
    const cards = page.getByTestId('payments-invoice');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText(locale === 'vi' ? /Tổng cộng\s*[\d.]+ ₫/ : /Total\s*[\d,]+ VND/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    // An invoice, paid or not, opens and reads at 320 px too.
    await cards.first().click();
    await expect(page).toHaveURL(/\/parent\/payments\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('payments-lines')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
