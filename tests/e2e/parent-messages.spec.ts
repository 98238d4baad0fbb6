import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, gotoApp, seriousA11yViolations, signIn, test, waitForHydration, type Locale } from './fixtures';
import { PHONE, parentUrl, signInParent, waitForParent } from './parent-fixtures';
import { expectNoSidewaysScroll } from './requests-helpers';

// The parents' messages at 390×844: a parent writes to the school with a picture, the principal replies on the
// staff side, the parent reads the reply and answers it, staff see the answer as the parent's. Each run's texts
// carry a unique suffix (the demo family is shared with other specs running at the same time).

test.use({ viewport: PHONE });

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PRINCIPAL = 'Nguyễn Thị Lan';

async function openMessages(page: Page, locale: Locale = 'vi') {
  await page.goto(parentUrl('/messages', locale));
  await waitForParent(page);
  await waitForHydration(page.getByTestId('parent-message-write'));
}

/** Writes a message through the screen's form; answers its card. */
async function write(page: Page, text: string, opts: { picture?: boolean } = {}) {
  await page.getByTestId('parent-message-write').click();
  const form = page.getByTestId('parent-message-form');
  await form.getByLabel('Nhà trường').check();
  await form.getByLabel('Chủ đề').selectOption('health');
  await form.getByLabel('Nội dung').fill(text);
  if (opts.picture) {
    const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .toBuffer();
    await form.getByLabel('Ảnh (không bắt buộc)').setInputFiles({ name: 'don-thuoc.jpg', mimeType: 'image/jpeg', buffer });
  }
  await form.getByTestId('parent-message-send').click();
  await expect(page.getByTestId('parent-message-done')).toHaveText('Đã gửi lời nhắn.');
  const card = page.getByTestId('parent-message').filter({ hasText: text });
  await expect(card).toBeVisible();
  return card;
}

test('a parent writes with a picture, the principal replies, the parent answers and staff see the answer', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const text = `Bé bị ho từ tối qua, nhờ cô để ý giúp (${suffix()})`;
  const answer = `Dạ em cảm ơn cô, chiều nay em đón sớm (${suffix()})`;
  await signInParent(page);
  await openMessages(page);
  // An empty message is refused on the spot, in words.
  await page.getByTestId('parent-message-write').click();
  await page.getByTestId('parent-message-send').click();
  await expect(page.getByTestId('parent-message-error')).toHaveText('Hãy nhập nội dung lời nhắn.');
  await page.getByRole('button', { name: 'Đóng' }).click();

  const card = await write(page, text, { picture: true });
  await expect(card.getByTestId('parent-message-status')).toHaveText('Chưa đọc');
  await expect(card).toContainText('Nhà trường · Sức khỏe');
  const image = card.getByTestId('parent-message-image');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Unread, it can be withdrawn but not answered yet.
  await expect(card.getByTestId('parent-message-withdraw')).toBeVisible();
  await expect(card.getByTestId('parent-message-answer')).toHaveCount(0);

  // The principal answers on the staff phone screen.
  const staffContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const staff = await staffContext.newPage();
  await signIn(staff, 'principal');
  await gotoApp(staff, '/management/message-request/mobile');
  const staffCard = staff.getByTestId('message-cards').locator('li').filter({ hasText: text });
  await expect(staffCard).toContainText('Chưa đọc');
  await waitForHydration(staffCard.getByRole('button'));
  await staffCard.getByRole('button').click();
  const detail = staff.getByTestId('message-detail');
  await expect(detail.getByTestId('message-thread')).toContainText(text);
  await expect(detail.getByRole('img', { name: /Ảnh kèm lời nhắn/ })).toBeVisible();
  await detail.getByLabel('Trả lời phụ huynh').fill('Cô đã nhận, cô sẽ theo dõi bé.');
  await detail.getByRole('button', { name: 'Gửi trả lời' }).click();
  await expect(detail.getByTestId('message-reply').filter({ hasText: 'Cô đã nhận, cô sẽ theo dõi bé.' })).toBeVisible();

  // The reply is in the parent's thread, said to be the principal's; the parent answers it.
  await openMessages(page);
  const read = page.getByTestId('parent-message').filter({ hasText: text });
  await expect(read.getByTestId('parent-message-status')).toHaveText('Đã đọc');
  const staffReply = read.getByTestId('parent-message-reply').filter({ hasText: 'Cô đã nhận, cô sẽ theo dõi bé.' });
  await expect(staffReply).toHaveAttribute('data-author', 'staff');
  await expect(staffReply).toContainText(PRINCIPAL);
  await expect(read.getByTestId('parent-message-withdraw')).toHaveCount(0);
  await read.getByTestId('parent-message-answer').click();
  await read.getByTestId('parent-message-answer-send').click();
  await expect(read.getByRole('alert')).toHaveText('Hãy nhập câu trả lời.');
  await read.getByLabel('Câu trả lời của bạn').fill(answer);
  await read.getByTestId('parent-message-answer-send').click();
  await expect(read.getByRole('status')).toHaveText('Đã gửi câu trả lời.');
  const mine = read.getByTestId('parent-message-reply').filter({ hasText: answer });
  await expect(mine).toHaveAttribute('data-author', 'parent');
  await expect(mine).toContainText('Bạn');
  await expect(read.getByTestId('parent-message-status')).toHaveText('Đã đọc');
  await expectNoSidewaysScroll(page);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Staff see the parent's answer in the thread, as the parent's, and the message waiting for them again.
  await gotoApp(staff, '/management/message-request/mobile');
  const again = staff.getByTestId('message-cards').locator('li').filter({ hasText: text });
  await expect(again.getByTestId('message-parent-answered')).toHaveText('Phụ huynh đã trả lời');
  await waitForHydration(again.getByRole('button'));
  await again.getByRole('button').click();
  const parentAnswer = staff.getByTestId('message-detail').getByTestId('message-reply').filter({ hasText: answer });
  await expect(parentAnswer).toHaveAttribute('data-author', 'parent');
  await expect(parentAnswer).toContainText('(phụ huynh)');
  // Reading it again ends the wait.
  await staff.getByTestId('message-mark-read').click();
  await expect(staff.getByTestId('message-mark-read')).toHaveCount(0);
  await staffContext.close();
});

test('a parent withdraws a message nobody has read yet', async ({ page }) => {
  test.setTimeout(150_000);
  const text = `Nhờ cô nhắc bé uống nước (${suffix()})`;
  await signInParent(page);
  await openMessages(page);
  const card = await write(page, text);
  await card.getByTestId('parent-message-withdraw').click();
  const confirm = card.getByTestId('parent-message-withdraw-confirm');
  await expect(confirm).toContainText('Thu hồi lời nhắn này?');
  // Keeping it changes nothing.
  await confirm.getByRole('button', { name: 'Giữ lại' }).click();
  await expect(card.getByTestId('parent-message-status')).toHaveText('Chưa đọc');
  await card.getByTestId('parent-message-withdraw').click();
  await card.getByRole('button', { name: 'Thu hồi lời nhắn' }).click();
  await expect(card.getByTestId('parent-message-status')).toHaveText('Đã thu hồi');
  await expect(card.getByRole('status')).toHaveText('Đã thu hồi lời nhắn.');
  await expect(card.getByTestId('parent-message-withdraw')).toHaveCount(0);
  // Still withdrawn after a reload (it was the server's change, not the screen's).
  await openMessages(page);
  await expect(page.getByTestId('parent-message').filter({ hasText: text }).getByTestId('parent-message-status')).toHaveText('Đã thu hồi');
});

test('the messages screen reads in both languages, passes axe and fits 320 px', async ({ page }) => {
  test.setTimeout(150_000);
  await signInParent(page, 'en');
  for (const locale of ['vi', 'en'] as const) {
    await openMessages(page, locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'vi' ? 'Lời nhắn' : 'Messages');
    await page.getByTestId('parent-message-write').click();
    await expect(page.getByTestId('parent-message-form')).toContainText(locale === 'vi' ? 'Gửi đến' : 'To');
    expect(await seriousA11yViolations(page), locale).toEqual([]);
  }
  await page.setViewportSize({ width: 320, height: 700 });
  await openMessages(page, 'en');
  await page.getByTestId('parent-message-write').click();
  await expectNoSidewaysScroll(page);
});
