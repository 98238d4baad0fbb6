import type { Page } from '@playwright/test';
import { expect, gotoApp, signIn, test } from './fixtures';
import { PHONE, signInParent } from './parent-fixtures';

// The pages' Content-Security-Policy (proxy.ts) admits style elements only from our files or with the answer's nonce,
// and the production build lives with it: no page, dialog or chart is refused a style or a script.

/** Collects the browser's CSP refusals ("… violates the following Content Security Policy directive …"). */
function cspViolations(page: Page) {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) seen.push(`${page.url()}: ${m.text()}`);
  });
  return seen;
}

test('staff pages and a dialog render under a style-src-elem without unsafe-inline, with no CSP refusal', async ({ page }) => {
  const refused = cspViolations(page);
  const login = await page.goto('/login');
  const csp = login!.headers()['content-security-policy'];
  const elem = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('style-src-elem '));
  expect(elem).toMatch(/^style-src-elem 'self' 'nonce-[A-Za-z0-9+/=]+'$/);
  expect(csp).toContain("style-src-attr 'unsafe-inline'");
  await signIn(page, 'principal');
  for (const url of ['/', '/management/attendance/desktop', '/management/tuition', '/management/student']) {
    await gotoApp(page, url);
    // The stylesheet applied: Bootstrap's body font, not the browser's serif default.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(/^(serif|"Times New Roman")/);
  }
  await page.getByRole('button', { name: 'Thêm học sinh' }).click();
  await expect(page.getByTestId('student-form').getByRole('heading', { name: 'Thêm học sinh' })).toBeVisible();
  expect(refused).toEqual([]);
});

test('the parents’ app home renders with no CSP refusal', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const refused = cspViolations(page);
  await signInParent(page);
  await expect(page.getByTestId('parent-tab-home')).toBeVisible();
  expect(refused).toEqual([]);
});
