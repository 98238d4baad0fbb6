import crypto from 'node:crypto';
import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, seriousA11yViolations, test } from './fixtures';
import { PHONE, parentUrl, signInParent, waitForParent } from './parent-fixtures';
import { expectNoSidewaysScroll } from './requests-helpers';

// The parents' news: the feed of the child on screen, a post's page (marked read on opening), the photo viewer.

test.use({ viewport: PHONE });

type Staff = Record<string, string>;

/** The principal signed in to the staff API (the school RSA-encrypted in tenant-key, as the browser does). */
async function principalApi(request: APIRequestContext): Promise<Staff> {
  const publicKey = (await (await request.get('/api/webadmin/Config/public-key')).json()).response.data.publicKey as string;
  const encrypt = (value: string) =>
    crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_PADDING }, Buffer.from(value)).toString('base64');
  const login = await request.post('/api/webadmin/User/login', {
    headers: { 'tenant-key': encrypt('1') },
    data: { username: 'principal', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const token = (await login.json()).response.data.accessToken as string;
  const schools = await request.get('/api/webadmin/Tenant/get-droplist-by-user', {
    headers: { authorization: `Bearer ${token}`, 'tenant-key': encrypt('0') },
  });
  const school = ((await schools.json()).response.data as { value: string; code: string }[]).find((s) => s.code === 'HOASEN')!;
  return { authorization: `Bearer ${token}`, 'tenant-key': encrypt(school.value) };
}

/** A post published by the principal for one child alone, with photos; answers its id. */
async function postFor(request: APIRequestContext, staff: Staff, studentId: string, title: string, content: string, photos = 0) {
  const r = await request.post('/api/webadmin/News/create', {
    headers: staff,
    data: { kind: 'student', student_ids: [studentId], title, summary: `Tóm tắt ${title}`, content, status: 'published' },
  });
  expect(r.status(), await r.text()).toBe(200);
  const id = (await r.json())[0].id as string;
  const colours = ['#e07a5f', '#3d405b', '#81b29a'];
  for (let i = 0; i < photos; i++) {
    const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: colours[i % 3] } }).jpeg().toBuffer();
    const up = await request.post(`/api/webadmin/News/upload-image/${id}?role=${i === 0 ? 'cover' : 'gallery'}`, {
      headers: staff,
      multipart: { file: { name: `anh-${i}.jpg`, mimeType: 'image/jpeg', buffer } },
    });
    expect(up.status(), await up.text()).toBe(200);
  }
  return id;
}

/** The child on screen (the switcher's value). */
async function childOnScreen(page: Page) {
  return page.getByTestId('parent-child-switcher').inputValue();
}

test('a post opens on its page, its photos in a full-screen viewer, and it is marked read', async ({ page }) => {
  await signInParent(page);
  const child = await childOnScreen(page);
  const tag = crypto.randomBytes(3).toString('hex');
  const title = `Dã ngoại ${tag}`;
  const id = await postFor(
    page.request,
    await principalApi(page.request),
    child,
    title,
    '<p>Các bé <strong>vui chơi</strong> ở công viên.</p><p><a href="https://example.com">Xem thêm</a></p>',
    3,
  );

  await page.getByTestId('parent-tab-news').click();
  await expect(page).toHaveURL(/\/parent\/news$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tin tức');
  const item = page.getByTestId('news-item').filter({ hasText: title });
  await expect(item).toHaveAttribute('data-read', 'false');
  await expect(item.getByTestId('news-item-state')).toHaveText('Chưa đọc');
  await expect(item).toContainText('3 ảnh');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath('news-390.png'), fullPage: true });

  // Opening it marks it read.
  const read = page.waitForResponse((r) => r.url().endsWith('/api/app/news/read') && r.request().method() === 'POST');
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/parent/news/${id}$`));
  expect((await read).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const post = page.getByTestId('news-post');
  await expect(post.locator('strong')).toHaveText('vui chơi');
  await expect(post.getByRole('link', { name: 'Xem thêm' })).toHaveAttribute('rel', 'noopener noreferrer');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath('post-390.png'), fullPage: true });

  // The photo viewer: opens on the photo tapped, turns with the buttons, the keys and a swipe, closes.
  const viewer = page.getByTestId('news-viewer');
  await expect(viewer).toBeHidden();
  await page.getByTestId('news-photo').first().click();
  await expect(viewer).toBeVisible();
  await expect(viewer.getByTestId('news-viewer-position')).toHaveText('Ảnh 1/3');
  await expect(viewer.getByTestId('news-viewer-image')).toHaveJSProperty('complete', true);
  expect(await viewer.getByTestId('news-viewer-image').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: test.info().outputPath('viewer-390.png') });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await viewer.getByTestId('news-viewer-next').click();
  await expect(viewer.getByTestId('news-viewer-position')).toHaveText('Ảnh 2/3');
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByTestId('news-viewer-position')).toHaveText('Ảnh 3/3');
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByTestId('news-viewer-position')).toHaveText('Ảnh 1/3');
  await viewer.getByTestId('news-viewer-previous').click();
  await expect(viewer.getByTestId('news-viewer-position')).toHaveText('Ảnh 3/3');
  // A swipe to the left shows the next photo.
  await expect(viewer.getByTestId('news-viewer-image')).toHaveJSProperty('complete', true);
  const stage = (await viewer.getByTestId('news-viewer-stage').boundingBox())!;
  await page.mouse.move(stage.x + stage.width * 0.8, stage.y + stage.height / 2);
  await page.mouse.down();
  await page.mouse.move(stage.x + stage.width * 0.2, stage.y + stage.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect(viewer.getByTestId('news-viewer-position')).toHaveText('Ảnh 1/3');
  await viewer.getByTestId('news-viewer-close').click();
  await expect(viewer).toBeHidden();
  // A thumbnail opens on its own photo; Escape closes.
  await page.getByTestId('news-photo').nth(2).click();
  await expect(viewer.getByTestId('news-viewer-position')).toHaveText('Ảnh 3/3');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // Back in the feed, the post is read.
  await page.getByTestId('news-back').click();
  await expect(page).toHaveURL(/\/parent\/news$/);
  // Other tests post to the same child meanwhile (ten a page): the post may have moved past the feed's first page.
  const inFeed = page.getByTestId('news-item').filter({ hasText: title });
  await expect(async () => {
    if ((await inFeed.count()) === 0) await page.getByTestId('news-load-more').click();
    await expect(inFeed).toHaveCount(1, { timeout: 2_000 });
  }).toPass();
  await expect(page.getByTestId('news-item').filter({ hasText: title })).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('news-item').filter({ hasText: title }).getByTestId('news-item-state')).toHaveText('Đã đọc');

  // At 320 px nothing scrolls sideways.
  await page.setViewportSize({ width: 320, height: 700 });
  await expectNoSidewaysScroll(page);
  await page.getByTestId('news-item').filter({ hasText: title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expectNoSidewaysScroll(page);
});

test('the feed loads more posts a page at a time', async ({ page }) => {
  await signInParent(page);
  const child = await childOnScreen(page);
  const staff = await principalApi(page.request);
  const tag = crypto.randomBytes(3).toString('hex');
  for (let i = 1; i <= 12; i++) await postFor(page.request, staff, child, `Tin ${tag} số ${i}`, '<p>Nội dung</p>');

  await page.goto(parentUrl('/news'));
  await waitForParent(page);
  const mine = page.getByTestId('news-item').filter({ hasText: `Tin ${tag} ` });
  // Ten a page, pinned first then newest: the first page holds the newest of them, not all twelve.
  await expect(page.getByTestId('news-item')).toHaveCount(10);
  await expect(mine.first()).toContainText(`Tin ${tag} số 12`);
  expect(await mine.count()).toBeLessThan(12);
  const more = page.getByTestId('news-load-more');
  await more.click();
  await expect(mine).toHaveCount(12);
  await expect(mine.nth(11)).toContainText(`Tin ${tag} số 1`);
  expect(await page.getByTestId('news-item').count()).toBeGreaterThan(12);
  await expectNoSidewaysScroll(page);
});

test('news in English, and no serious accessibility issue in either language', async ({ page }) => {
  await signInParent(page, 'en');
  await page.goto(parentUrl('/news', 'en'));
  await waitForParent(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByTestId('news-item').first().click();
  await expect(page.getByTestId('news-post')).toBeVisible();
  await expect(page.getByTestId('news-back')).toHaveText('All news');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.goto(parentUrl('/news'));
  await waitForParent(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tin tức');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByTestId('news-item').first().click();
  await expect(page.getByTestId('news-back')).toHaveText('Tất cả tin tức');
  expect(await seriousA11yViolations(page)).toEqual([]);
});
