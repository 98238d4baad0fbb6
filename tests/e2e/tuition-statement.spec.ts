import path from 'node:path';
import ExcelJS from 'exceljs';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expect, gotoApp, signIn, test, waitForHydration } from './fixtures';
import { DEMO_FAMILY, PHONE } from './parent-fixtures';
import { currentMonth, nextMonth } from '../../lib/tuition-values';

// The bank statement, end to end on a phone: the accountant bills the whole school for next month, uploads the demo's
// statement of last month (written beside the database by the demo seed), confirms the matches, and the debt by
// child and the parents' invoices show the payments to the đồng; the same file again records nothing new. Expected
// amounts are read from the file and from the family's invoices before, so that another test's payment holds.

test.use({ viewport: PHONE });

const lastMonth = () => {
  const [y, m] = currentMonth().split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};
const statementFile = () => path.resolve(process.env.E2E_DATA_DIR ?? 'data/e2e', 'demo', `sao-ke-${lastMonth()}.xlsx`);

type FamilyInvoice = { invoice_no: string; month: string; student_name: string; status: string; total: number; paid: number; balance: number };
async function familyInvoices(request: APIRequestContext) {
  const login = await request.post('/api/app/login', { data: { username: DEMO_FAMILY.phone, password: DEMO_PASSWORD, school_code: DEMO_FAMILY.schoolCode } });
  expect(login.status()).toBe(200);
  const token = (await login.json()).response.data.accessToken as string;
  const r = await request.get('/api/app/invoices', { headers: { authorization: `Bearer ${token}` } });
  expect(r.status()).toBe(200);
  return ((await r.json()).response.data as FamilyInvoice[]).filter((i) => i.month === lastMonth());
}

/** The statement's credit per invoice number (with or without its hyphen, as banks write it). */
async function creditsByInvoice() {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(statementFile());
  const out = new Map<string, number>();
  book.worksheets[0].eachRow((row) => {
    const [credit, content] = [row.getCell(5).value, String(row.getCell(6).value ?? '')];
    const m = /HP(\d{6})-?(\d{4})/.exec(content);
    if (m && typeof credit === 'number') out.set(`HP${m[1]}-${m[2]}`, credit);
  });
  return out;
}

test('the accountant bills the school, matches the demo statement, and the debt and the parents’ invoices follow to the đồng', async ({ page, request }) => {
  test.setTimeout(150_000);
  const credits = await creditsByInvoice();
  const before = await familyInvoices(request);
  expect(before.length).toBeGreaterThan(0);
  // What each family invoice will have paid: the line is recorded when the invoice still owes at least that much.
  const expected = new Map(
    before.map((i) => {
      const credit = credits.get(i.invoice_no) ?? 0;
      const open = i.status === 'issued' || i.status === 'partly_paid';
      return [i.invoice_no, open && credit > 0 && credit <= i.balance ? i.paid + credit : i.paid];
    }),
  );

  await signIn(page, 'accountant');
  await gotoApp(page, '/management/tuition');
  // Billing in advance: next month for the whole school.
  await waitForHydration(page.getByTestId('tuition-generate'));
  await page.getByTestId('tuition-generate').click();
  const generate = page.getByTestId('generate-dialog');
  await generate.locator('#generate-month').fill(nextMonth(currentMonth()));
  await expect(generate.locator('#generate-class option:checked')).toHaveText('Toàn trường');
  await generate.getByTestId('generate-dialog-submit').click();
  await expect(page.getByTestId('tuition-notice')).toContainText(/Đã tạo \d+ hoá đơn|Không có hoá đơn mới/);

  await page.getByRole('tab', { name: 'Sao kê ngân hàng' }).click();
  const upload = async () => {
    await page.locator('#statement-file').setInputFiles(statementFile());
    await page.getByTestId('statement-upload').click();
    const columns = page.getByTestId('statement-columns');
    const lines = page.getByTestId('statement-lines');
    await expect(columns.or(lines)).toBeVisible();
    // The first upload asks for the columns, suggested from the header; the school remembers them.
    if (await columns.isVisible()) {
      await expect(page.locator('#statement-col-amount')).toHaveValue('Ghi có');
      await page.getByTestId('statement-use-columns').click();
    }
    await expect(lines).toBeVisible();
    return lines;
  };
  const lines = await upload();
  await expect(page.getByTestId('statement-summary')).toContainText('khớp');
  await expect(lines.locator('[data-match="unmatched"]', { hasText: 'CHUYEN TIEN HOC PHI CHO CON' })).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const confirm = page.getByTestId('statement-confirm');
  const count = Number((await confirm.textContent())!.match(/\d+/)![0]);
  expect(count).toBeGreaterThan(0);
  await confirm.click();
  await page.getByTestId('statement-confirm-dialog-confirm').click();
  await expect(page.getByTestId('statement-notice')).toContainText(`Đã ghi nhận ${count} khoản chuyển khoản`);

  // The parents' invoices show the payments to the đồng.
  const after = await familyInvoices(request);
  for (const i of after) expect(i.paid, i.invoice_no).toBe(expected.get(i.invoice_no));

  // The debt by child says the same.
  await page.getByRole('tab', { name: 'Báo cáo' }).click();
  await page.locator('#debt-child-overdue').uncheck();
  await page.locator('#debt-child-month').fill(lastMonth());
  for (const i of after) {
    const row = page.getByTestId('debt-child-row').and(page.locator(`[data-student="${i.student_name}"]`));
    await expect(row).toHaveAttribute('data-paid', String(i.paid));
    await expect(row).toHaveAttribute('data-balance', String(i.total - i.paid));
  }

  // The same file again: what was recorded shows so, and nothing new can be recorded.
  await page.getByRole('tab', { name: 'Sao kê ngân hàng' }).click();
  const again = await upload();
  await expect.poll(() => again.locator('[data-match="recorded"]').count()).toBeGreaterThanOrEqual(count);
  await expect(page.getByTestId('statement-confirm')).toBeDisabled();
  expect((await familyInvoices(request)).map((i) => i.paid)).toEqual(after.map((i) => i.paid));
});
