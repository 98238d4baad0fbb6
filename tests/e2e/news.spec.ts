import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  DEMO_PASSWORD,
  expect,
  gotoApp,
  pageTitle,
  seriousA11yViolations,
  signIn,
  test,
  waitForHydration,
} from './fixtures';

// News: the principal writes school news with rich text on the desktop and publishes it; a family reads it through
// the parents' API and the read count rises. A teacher posts the day's photos of Mầm 1 from a 390 px phone in three
// taps and watches a family of the class read them. Every post has its own title, so the tests run twice in a row.

const SCHOOL_CODE = 'HOASEN';
const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** "18 / 23 families read" → [18, 23]. */
async function readCount(text: string | null): Promise<[number, number]> {
  const m = /(\d+) \/ (\d+)/.exec(text ?? '');
  expect(m, text ?? '').not.toBeNull();
  return [Number(m![1]), Number(m![2])];
}

/** Signs a family in to the parents' API. */
async function appToken(request: APIRequestContext, username: string) {
  const login = await request.post('/api/app/login', {
    data: { username, password: DEMO_PASSWORD, school_code: SCHOOL_CODE },
  });
  expect(login.status()).toBe(200);
  return { Authorization: `Bearer ${(await login.json()).response.data.accessToken as string}` };
}

type FeedItem = {
  id: string;
  title: string;
  content_html: string;
  images: { url: string }[];
  read: boolean;
  kind: string;
};

async function feed(request: APIRequestContext, auth: { Authorization: string }) {
  const reply = await request.get('/api/app/news', { headers: auth });
  expect(reply.status()).toBe(200);
  return (await reply.json()).response.data as FeedItem[];
}

/** The username of a family's app account: the first of the principal's account list. */
async function familyUsername(page: Page) {
  await gotoApp(page, '/management/app-account');
  const row = page.getByTestId('app-account-table').locator('tbody tr[data-row-id]').first();
  await expect(row).toBeVisible();
  const username = (await row.locator('span.fw-semibold').first().innerText()).trim();
  expect(username).toMatch(/^0\d{9}$/);
  return username;
}

/** Children of the class, from the principal's student list filtered by class. */
async function childrenOfClass(page: Page, className: string) {
  await gotoApp(page, '/management/student');
  const filter = page.locator('#student-class-filter');
  await waitForHydration(filter);
  const option = filter.locator('option', { hasText: new RegExp(`^${className} `) });
  await expect(option).toHaveCount(1);
  await filter.selectOption((await option.getAttribute('value'))!);
  const table = page.getByTestId('student-table');
  await expect(table.locator('tbody tr[data-row-id]').first()).toBeVisible();
  // The filtered page: every row is of the class.
  await expect(table.locator('tbody tr[data-row-id]').filter({ hasNotText: className })).toHaveCount(0);
  return (
    await table
      .locator('tbody tr[data-row-id] td button.fw-semibold, tbody tr[data-row-id] th button.fw-semibold')
      .allInnerTexts()
  ).map((n) => n.replace(/\s*\(.*\)$/, '').trim());
}

/**
 * A family of the class with an app account (a younger sibling shares the older one's account, so not every
 * child has one of their own): the first child of the class the account list finds.
 */
async function familyOfClass(page: Page, className: string) {
  const names = await childrenOfClass(page, className);
  expect(names.length).toBeGreaterThan(0);
  await gotoApp(page, '/management/app-account');
  const search = page.getByLabel('Tìm tài khoản');
  await waitForHydration(search);
  const rows = page.getByTestId('app-account-table').locator('tbody tr[data-row-id]');
  for (const name of names.slice(0, 10)) {
    await search.fill(name);
    // Settled when every row shown is for this child, or the table says there is none.
    await expect
      .poll(async () => (await rows.count()) === 0 || (await rows.filter({ hasNotText: name }).count()) === 0)
      .toBe(true);
    const row = rows.filter({ hasText: `${name} (${className})` });
    if ((await row.count()) === 0) continue;
    const username = (await row.first().locator('span.fw-semibold').first().innerText()).trim();
    expect(username).toMatch(/^0\d{9}$/);
    return username;
  }
  throw new Error(`no app account for a child of ${className}`);
}

test('the principal writes school news with rich text, publishes it, and the read count rises as a family reads it', async ({
  page,
  request,
}) => {
  test.setTimeout(170_000);
  const title = `Thông báo ngày hội ${unique()}`;
  await signIn(page, 'principal');
  const username = await familyUsername(page);

  await gotoApp(page, '/management/news-public/desktop');
  await expect(pageTitle(page)).toHaveText(/^Tin toàn trường\s*Máy tính$/);
  const add = page.getByTestId('news-add');
  await waitForHydration(add);
  await add.click();
  const editor = page.getByTestId('news-editor');
  await expect(editor.getByRole('heading', { name: 'Viết tin toàn trường' })).toBeVisible();
  await editor.getByRole('textbox', { name: /^Tiêu đề/ }).fill(title);
  await editor.getByLabel('Tóm tắt').fill('Mời phụ huynh cùng bé tham gia.');
  // The rich text: a plain sentence, then a bold one from the toolbar.
  const content = editor.getByRole('textbox', { name: 'Nội dung' });
  await expect(content).toBeVisible();
  await content.click();
  await content.pressSequentially('Ngày hội diễn ra sáng thứ Bảy. ');
  await editor.getByRole('button', { name: 'In đậm' }).click();
  await content.pressSequentially('Nhớ mang mũ');
  await expect(content.locator('strong')).toHaveText('Nhớ mang mũ');
  await editor.getByLabel('Đăng ngay').check();
  await editor.getByTestId('news-editor-submit').click();
  await expect(page.getByTestId('app-message').filter({ hasText: 'Đã lưu tin.' })).toBeVisible();
  // Saved, the editor stays open on the post: published, nobody has read it yet.
  await expect(editor.getByText('Đã đăng', { exact: true })).toBeVisible();
  const count = editor.getByTestId('news-read-count');
  const [read0, total] = await readCount(await count.textContent());
  expect(read0).toBe(0);
  expect(total).toBeGreaterThan(10);
  await editor.getByRole('button', { name: 'Hủy' }).click();

  const row = page.getByTestId('news-table').locator('tbody tr[data-row-id]').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`0 / ${total} gia đình đã đọc`);

  // The family finds it in their feed with its rich text (sanitised, kept) and reads it.
  const auth = await appToken(request, username);
  const item = (await feed(request, auth)).find((n) => n.title === title);
  expect(item, title).toBeDefined();
  expect(item!.kind).toBe('public');
  expect(item!.read).toBe(false);
  expect(item!.content_html).toContain('<strong>Nhớ mang mũ</strong>');
  const read = await request.post('/api/app/news/read', { headers: auth, data: { id: item!.id } });
  expect(read.status()).toBe(200);
  expect((await read.json())[0].result).toBe(1);
  // Reading again does not count twice.
  await request.post('/api/app/news/read', { headers: auth, data: { id: item!.id } });
  expect((await feed(request, auth)).find((n) => n.id === item!.id)!.read).toBe(true);

  await page.reload();
  await expect(
    page.getByTestId('news-table').locator('tbody tr[data-row-id]').filter({ hasText: title }),
  ).toContainText(`1 / ${total} gia đình đã đọc`);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a teacher posts the day’s photos of a class from a phone in three taps and sees the read count rise', async ({
  browser,
  request,
}) => {
  test.setTimeout(170_000);
  const caption = `Giờ vẽ tranh ${unique()}`;
  // A family of Mầm 1, found by the principal.
  const office = await browser.newContext();
  const admin = await office.newPage();
  await signIn(admin, 'principal');
  const username = await familyOfClass(admin, 'Mầm 1');
  await office.close();

  const phone = await browser.newContext(PHONE);
  const page = await phone.newPage();
  await signIn(page, 'teacher1');
  await gotoApp(page, '/management/news-class/mobile');
  await expect(pageTitle(page)).toHaveText(/^Tin lớp\s*Điện thoại$/);
  const quick = page.getByTestId('news-quick-post');
  // Tap 1: the class.
  const mam1 = quick.getByRole('button', { name: 'Mầm 1', exact: true });
  await waitForHydration(mam1);
  await mam1.click();
  await expect(mam1).toHaveAttribute('aria-pressed', 'true');
  // Tap 2: three photos from the gallery at once.
  const photo = async (color: string) => ({
    name: `IMG_${color.slice(1)}.jpg`,
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: color } })
      .jpeg()
      .toBuffer(),
  });
  await quick
    .locator('#news-gallery')
    .setInputFiles([await photo('#e76f51'), await photo('#2a9d8f'), await photo('#e9c46a')]);
  await expect(quick.getByTestId('news-quick-count')).toHaveText('3 ảnh');
  await quick.getByLabel('Chú thích (không bắt buộc)').fill(caption);
  // Tap 3: post. Each photo's upload shows, then the post with its read count.
  await quick.getByTestId('news-quick-submit').click();
  const posted = page.getByTestId('news-posted');
  await expect(posted).toContainText('Đã đăng tin!', { timeout: 60_000 });
  await expect(posted).toContainText(caption);
  await expect(posted).toContainText('3 ảnh');
  const count = posted.getByTestId('news-read-count');
  await expect(count).toContainText('0 /');
  const [, total] = await readCount(await count.textContent());
  expect(total).toBeGreaterThan(0);
  // Nothing sideways on the phone, and nothing in the way of a screen reader.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The family sees the three photos (fetched with their token) and reads the post.
  const auth = await appToken(request, username);
  const item = (await feed(request, auth)).find((n) => n.title === caption);
  expect(item, caption).toBeDefined();
  expect(item!.kind).toBe('class');
  expect(item!.images).toHaveLength(3);
  const image = await request.get(item!.images[0].url, { headers: auth });
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');
  expect((await request.get(item!.images[0].url)).status()).toBe(401);
  expect((await request.post('/api/app/news/read', { headers: auth, data: { id: item!.id } })).status()).toBe(200);

  // The phone asks again on its own: the count rises without a reload.
  await expect(count).toContainText(`1 / ${total}`, { timeout: 45_000 });
  await phone.close();
});
