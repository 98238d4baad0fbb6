import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, Page } from '@playwright/test';
import { expect, gotoApp, pageTitle, signIn, test } from './fixtures';

// The student area as a principal, a teacher and a parent see it: import from Excel with its per-row report,
// parents' accounts in bulk and the parents' API, a teacher's scope, the photo, and the phone layout.

const SCHOOL_CODE = 'HOASEN';
const NEXT_YEAR = new Date().getFullYear() + 1;

/** A tag of this test's own, part of every name it creates, so that searches find only its children. */
const uniqueTag = () => `K${randomBytes(3).toString('hex').toUpperCase()}`;
/** A Vietnamese mobile number no demo guardian has (demo numbers are 10 digits too, but random collisions are rare). */
const phone = () => `09${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Kid = {
  code: string;
  name: string;
  gender: 'Nam' | 'Nữ';
  dob: string;
  className: string;
  guardian: string;
  phone: string;
};

/** A signed-in page in a fresh browser context of its own; close the context when done. */
async function newSession(browser: Browser, baseURL: string | undefined, username: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, username);
  return { context, page };
}

/** The student list's rows whose text matches. */
const studentRows = (page: Page, text?: string | RegExp) => {
  const rows = page.getByTestId('student-table').locator('tbody tr[data-row-id]');
  return text ? rows.filter({ hasText: text }) : rows;
};

/**
 * Types into the list's search box. The list answers after a short pause (or at once from its cache), showing the
 * previous rows meanwhile: callers assert what only the new search can show.
 */
async function searchStudents(page: Page, text: string) {
  await page.getByLabel('Tìm học sinh').fill(text);
}

/**
 * The import template, downloaded through the dialog as a user does, with the example row replaced by `kids`:
 * a real .xlsx in the school's own layout.
 */
async function classListFile(dialog: ReturnType<Page['getByTestId']>, page: Page, kids: Kid[]) {
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Tải tệp mẫu' }).click();
  const template = await downloading;
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fs.readFileSync((await template.path())!) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  expect(sheet.getRow(1).getCell(1).text).toBe('Mã học sinh');
  expect(sheet.getRow(1).getCell(2).text).toBe('Họ và tên');
  sheet.spliceRows(2, sheet.rowCount - 1);
  for (const k of kids) {
    sheet.addRow([k.code, k.name, '', k.gender, k.dob, k.className, '05/09/2026', k.guardian, 'Mẹ', k.phone, '', '', '']);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Opens the import dialog on the student list, sends `kids` as the file and answers the import's HTTP status. */
async function importKids(page: Page, kids: Kid[]) {
  await page.getByRole('button', { name: 'Nhập từ Excel' }).click();
  const dialog = page.getByTestId('student-import');
  await expect(dialog.getByRole('heading', { name: 'Nhập học sinh từ Excel' })).toBeVisible();
  const file = await classListFile(dialog, page, kids);
  await dialog.getByLabel('Tệp Excel (.xlsx)').setInputFiles({
    name: 'danh-sach-lop.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/webadmin/Student/import'));
  await dialog.getByRole('button', { name: 'Nhập', exact: true }).click();
  return { dialog, status: (await answered).status() };
}

function classList(tag: string, count: number, className = 'Mầm 2'): Kid[] {
  const families = ['Nguyễn Văn', 'Trần Thị', 'Lê Minh', 'Phạm Gia', 'Hoàng Bảo', 'Võ Ngọc', 'Đặng Quang', 'Bùi Thu', 'Đỗ Hải', 'Ngô Khánh'];
  const given = ['An', 'Chi', 'Đức', 'Hà', 'Khang', 'Linh', 'Nam', 'Ngân', 'Phúc', 'Vy'];
  return Array.from({ length: count }, (_, i) => ({
    code: `${tag}${String(i + 1).padStart(2, '0')}`,
    name: `${families[i]} ${given[i]} ${tag}`,
    gender: i % 2 ? 'Nữ' : 'Nam',
    dob: `${String(i + 1).padStart(2, '0')}/03/2022`,
    className,
    guardian: `Phụ huynh ${given[i]} ${tag}`,
    phone: phone(),
  }));
}

test('a principal imports a class list: a file with two bad rows is refused row by row and writes nothing; the fixed file imports', async ({
  page,
}) => {
  const tag = uniqueTag();
  await signIn(page, 'principal');
  await gotoApp(page, '/management/student');
  await expect(pageTitle(page)).toHaveText('Học sinh');

  const kids = classList(tag, 10);
  const bad = kids.map((k, i) =>
    i === 2 ? { ...k, dob: `01/01/${NEXT_YEAR}` } : i === 5 ? { ...k, className: `Lớp Ma ${tag}` } : k,
  );
  const refused = await importKids(page, bad);
  expect(refused.status).toBe(400);
  // The report names the two rows (sheet rows 4 and 7: the header is row 1), their column, the value read and what
  // is wrong.
  const report = refused.dialog.getByTestId('student-import-errors');
  await expect(report.getByRole('row')).toHaveCount(3);
  await expect(report.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    '4',
    'Ngày sinh (dd/MM/yyyy)',
    `01/01/${NEXT_YEAR}`,
    'Ngày sinh không được ở tương lai.',
  ]);
  await expect(report.getByRole('row').nth(2).getByRole('cell')).toHaveText([
    '7',
    'Lớp',
    `Lớp Ma ${tag}`,
    `Không có lớp "Lớp Ma ${tag}" trong năm học hiện tại.`,
  ]);
  await refused.dialog.getByRole('button', { name: 'Hủy' }).click();
  await expect(refused.dialog).toBeHidden();

  // Nothing was written: not even the eight good rows.
  await searchStudents(page, tag.toLowerCase());
  await expect(page.getByTestId('student-table')).toContainText('Không có dữ liệu phù hợp.');
  await expect(page.getByTestId('student-table')).toContainText('Tổng số: 0');

  const accepted = await importKids(page, kids);
  expect(accepted.status).toBe(200);
  await expect(accepted.dialog).toBeHidden();
  await expect(page.getByTestId('app-messages')).toContainText('Đã nhập 10 học sinh.');

  // All ten are in the list, and a search without accents finds "Nguyễn Văn An …".
  await searchStudents(page, tag.toLowerCase());
  await expect(studentRows(page)).toHaveCount(10);
  await expect(page.getByTestId('student-table')).toContainText('Tổng số: 10');
  await searchStudents(page, `nguyen van an ${tag.toLowerCase()}`);
  await expect(studentRows(page)).toHaveCount(1);
  await expect(studentRows(page).first()).toContainText(`Nguyễn Văn An ${tag}`);
  await expect(studentRows(page).first()).toContainText('Mầm 2');
  await expect(studentRows(page).first()).toContainText(kids[0].phone);
});

test('a principal creates the parents’ accounts of selected children in bulk; a parent signs in and sees only their own children', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const kids = classList(tag, 3);
  // The first two are siblings: one guardian, one phone, so one account for both.
  kids[1] = { ...kids[1], guardian: kids[0].guardian, phone: kids[0].phone };
  await signIn(page, 'principal');
  await gotoApp(page, '/management/student');
  expect((await importKids(page, kids)).status).toBe(200);

  await searchStudents(page, tag.toLowerCase());
  await expect(studentRows(page)).toHaveCount(3);
  await page.getByTestId('student-table').getByLabel('Chọn tất cả trên trang này').check();
  await page.getByRole('button', { name: 'Tạo tài khoản phụ huynh (3)' }).click();
  const bulk = page.getByTestId('app-account-bulk');
  await expect(bulk.getByRole('heading', { name: 'Tạo tài khoản hàng loạt' })).toBeVisible();
  await bulk.getByRole('button', { name: 'Tạo cho 3 trẻ' }).click();

  const slips = page.getByTestId('app-account-slips');
  await expect(slips.getByRole('heading', { name: 'Mật khẩu mới' })).toBeVisible();
  await expect(slips.getByTestId('app-account-bulk-counts')).toHaveText('Đã tạo 2 tài khoản, bỏ qua 0.');
  await expect(slips).toContainText('Mật khẩu chỉ hiển thị lần này.');
  const family = slips.getByRole('row').filter({ hasText: kids[0].phone });
  await expect(family.getByRole('cell').nth(2)).toHaveText(`${kids[0].name}, ${kids[1].name}`);
  const password = (await family.getByTestId('app-account-password').textContent())!.trim();
  expect(password.length).toBeGreaterThanOrEqual(8);
  await slips.getByRole('button', { name: 'Đóng' }).last().click();
  await expect(slips).toBeHidden();
  // The selection is done with.
  await expect(page.getByRole('button', { name: /^Tạo tài khoản phụ huynh/ })).toBeHidden();

  // The accounts list shows the account, never the password again.
  await gotoApp(page, '/management/app-account');
  await page.getByLabel('Tìm tài khoản').fill(kids[0].phone);
  const account = page.getByTestId('app-account-table').locator('tbody tr[data-row-id]').filter({ hasText: kids[0].phone });
  await expect(account).toHaveCount(1);
  await expect(account).toContainText(kids[0].name);
  await expect(page.locator('body')).not.toContainText(password);

  // The parent signs in to the parents' API with the slip, and sees exactly the two siblings.
  const login = await request.post('/api/app/login', {
    data: { username: kids[0].phone, password, school_code: SCHOOL_CODE },
  });
  expect(login.status()).toBe(200);
  const token = (await login.json()).response.data.accessToken as string;
  const children = await request.get('/api/app/children', { headers: { Authorization: `Bearer ${token}` } });
  expect(children.status()).toBe(200);
  const names = ((await children.json()).response.data as { full_name: string }[]).map((c) => c.full_name).sort();
  expect(names).toEqual([kids[0].name, kids[1].name].sort());
  // A wrong password is refused.
  const wrong = await request.post('/api/app/login', {
    data: { username: kids[0].phone, password: `${password}x`, school_code: SCHOOL_CODE },
  });
  expect(wrong.status()).toBe(401);
});

test('a teacher sees only the children of their own classes', async ({ page, browser, baseURL }) => {
  // A child of Chồi 1 (teacher2's class), as the principal sees it.
  const principal = await newSession(browser, baseURL, 'principal');
  let code: string;
  try {
    await gotoApp(principal.page, '/management/student');
    const answered = principal.page.waitForResponse((r) => new URL(r.url()).searchParams.get('class_id') !== null);
    await principal.page.getByLabel('Lớp', { exact: true }).selectOption({ label: 'Chồi 1 (2026–2027)' });
    await answered;
    const first = studentRows(principal.page).first();
    await expect(first).toContainText('Chồi 1');
    code = (await first.getByRole('cell').nth(1).textContent())!.trim();
    expect(code).toMatch(/^HS\d{4}$/);
  } finally {
    await principal.context.close();
  }

  await signIn(page, 'teacher1');
  await gotoApp(page, '/management/student');
  await expect(page.getByText('Bạn chỉ thấy học sinh của các lớp mình phụ trách.')).toBeVisible();
  // The class filter offers only teacher1's classes.
  await expect(page.getByLabel('Lớp', { exact: true }).locator('option')).toHaveText([
    'Tất cả lớp',
    'Mầm 1 (2026–2027)',
    'Mầm 2 (2026–2027)',
  ]);
  // Every child listed is in Mầm 1 or Mầm 2.
  await expect(studentRows(page)).toHaveCount(20);
  for (const className of await studentRows(page).locator('td:nth-child(6)').allTextContents()) {
    expect(['Mầm 1', 'Mầm 2']).toContain(className);
  }
  // The Chồi 1 child is not found, even by its code.
  await searchStudents(page, code);
  await expect(page.getByTestId('student-table')).toContainText('Không có dữ liệu phù hợp.');
  await expect(studentRows(page)).toHaveCount(0);
});

test('a principal adds a child with province and photo: a non-image is refused in words, the photo shows in the list and the record', async ({
  page,
}) => {
  const tag = uniqueTag();
  const name = `Trương Ngọc Diệp ${tag}`;
  await signIn(page, 'principal');
  await gotoApp(page, '/management/student');
  await page.getByRole('button', { name: 'Thêm học sinh' }).click();
  const panel = page.getByTestId('student-form');
  await expect(panel.getByRole('heading', { name: 'Thêm học sinh' })).toBeVisible();
  await panel.getByRole('textbox', { name: 'Mã học sinh (bắt buộc)' }).fill(tag);
  await panel.getByRole('textbox', { name: 'Họ và tên (bắt buộc)' }).fill(name);
  await panel.getByRole('combobox', { name: 'Giới tính (bắt buộc)' }).selectOption({ label: 'Nữ' });
  await panel.getByRole('textbox', { name: 'Ngày sinh (bắt buộc)' }).fill('14/02/2022');
  await panel.getByLabel('Lớp', { exact: true }).selectOption({ label: 'Mầm 1 (2026–2027)' });
  // The guardians have an address too: the child's is the one outside their fieldset.
  await panel.locator('#student-address').fill('25 Phố Kim Mã, Ba Đình');
  await panel.getByLabel('Tỉnh/thành phố').selectOption({ label: 'Thành phố Hà Nội' });
  const guardians = panel.getByTestId('student-guardians');
  await guardians.getByLabel('Họ và tên', { exact: true }).fill(`Trương Văn Long ${tag}`);
  await guardians.getByLabel('Số điện thoại').fill(phone());

  // A text file, and a text file named .png, are refused before anything is sent.
  const photo = panel.getByLabel('Ảnh', { exact: true });
  const refusal = panel.getByTestId('student-photo-field').locator('.invalid-feedback');
  await photo.setInputFiles({ name: 'ghi-chu.txt', mimeType: 'text/plain', buffer: Buffer.from('không phải ảnh') });
  await expect(refusal).toBeVisible();
  await expect(refusal).toHaveText('Chỉ nhận ảnh PNG, JPEG hoặc WebP.');
  await photo.setInputFiles({ name: 'anh.png', mimeType: 'image/png', buffer: Buffer.from('không phải ảnh') });
  await expect(refusal).toHaveText('Chỉ nhận ảnh PNG, JPEG hoặc WebP.');
  await expect(panel.getByTestId('student-avatar-photo')).toHaveCount(0);

  // A real PNG: the form shows it at once.
  await photo.setInputFiles({ name: 'be-diep.png', mimeType: 'image/png', buffer: PNG });
  await expect(refusal).toBeHidden();
  await expect(panel.getByRole('img', { name: `Ảnh của ${name}` })).toHaveAttribute('src', /^data:image\/png;base64,/);
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/webadmin/Student/upload-photo/'));
  await panel.getByRole('button', { name: 'Lưu', exact: true }).click();
  expect((await uploaded).status()).toBe(200);
  await expect(panel).toBeHidden();

  // The list shows the photo beside the name; another child keeps the initial.
  await searchStudents(page, tag.toLowerCase());
  const row = studentRows(page, name);
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('student-avatar-photo')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await searchStudents(page, 'HS0001');
  await expect(studentRows(page, 'HS0001').getByTestId('student-avatar-initial')).toBeVisible();

  // The record shows the photo and the province.
  await searchStudents(page, tag.toLowerCase());
  await row.getByRole('button', { name, exact: true }).click();
  const detail = page.getByTestId('student-detail');
  await expect(detail.getByRole('heading', { name })).toBeVisible();
  await expect(detail.getByRole('img', { name: `Ảnh của ${name}` })).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(detail).toContainText(/Tỉnh\/thành phố\s*Thành phố Hà Nội/);
  await expect(detail).toContainText('25 Phố Kim Mã, Ba Đình');

  // Removing it in the form brings the initial back.
  await detail.getByRole('button', { name: 'Sửa' }).click();
  const edit = page.getByTestId('student-form');
  await edit.getByRole('button', { name: 'Xoá ảnh' }).click();
  await expect(edit.getByText('Ảnh sẽ được xoá khi lưu.')).toBeVisible();
  await expect(edit.getByLabel('Tỉnh/thành phố')).toHaveValue('01');
  const removed = page.waitForResponse((r) => r.url().includes('/api/webadmin/Student/delete-photo/'));
  await edit.getByRole('button', { name: 'Lưu', exact: true }).click();
  expect((await removed).status()).toBe(200);
  await expect(edit).toBeHidden();
  // The initial is the last word's first letter (here the test's tag, which ends the name).
  await expect(row.getByTestId('student-avatar-initial')).toHaveText(tag.charAt(0));
});

test('on a phone, in English, the student list and its form fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'principal');
  await gotoApp(page, '/en/management/student');
  await expect(pageTitle(page)).toHaveText('Students');
  await expect(studentRows(page)).toHaveCount(20);
  await expect(page.getByLabel('Search students')).toBeVisible();
  // The table scrolls inside its frame; the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.body.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Add student' }).click();
  const panel = page.getByTestId('student-form');
  await expect(panel.getByRole('heading', { name: 'Add student' })).toBeVisible();
  await expect(panel.getByLabel('Photo', { exact: true })).toBeVisible();
  await expect(panel.getByLabel('Province or city')).toBeVisible();
  await expect
    .poll(async () => {
      const box = await panel.boundingBox();
      return box ? [Math.round(box.x), Math.round(box.x + box.width)] : null;
    })
    .toEqual([0, 390]);
  // Nothing inside the panel is wider than the panel.
  const body = panel.locator('.offcanvas-body');
  expect(await body.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await panel.getByRole('button', { name: 'Close' }).first().click();
  await expect(panel).toBeHidden();
});
