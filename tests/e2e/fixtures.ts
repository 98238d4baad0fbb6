import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { DEMO_PASSWORD } from '../../playwright.config';

export { expect, DEMO_PASSWORD };

export type Locale = 'vi' | 'en';

const LOGIN_PATH = /\/(en\/)?login(_alt)?(\?|$)/;

/** The sign-in form's fields, by their visible labels in either language. */
export function loginForm(page: Page) {
  return {
    username: page.getByLabel(/^(Tên đăng nhập hoặc e-mail|Username or e-mail)/),
    password: page.getByLabel(/^(Mật khẩu|Password)(\s|\*|$)/),
    submit: page.getByRole('button', { name: /^(Đăng nhập|Sign in)$/ }),
  };
}

/** Fills the form of the login page the browser is on (or opens /login first) and submits it. */
export async function submitLogin(page: Page, username: string, password: string = DEMO_PASSWORD) {
  const url = page.url();
  if (url === 'about:blank' || !LOGIN_PATH.test(new URL(url).pathname)) await page.goto('/login');
  const form = loginForm(page);
  await form.username.fill(username);
  await form.password.fill(password);
  await form.submit.click();
}

/** Signs in through the login form and waits for the authenticated shell (the user menu in the header). */
export async function signIn(page: Page, username: string, password: string = DEMO_PASSWORD) {
  await submitLogin(page, username, password);
  await expect(page).not.toHaveURL(LOGIN_PATH, { timeout: 20_000 });
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** An axe scan (WCAG 2 A and AA): the serious and critical violations, as short readable lines. */
export async function seriousA11yViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The page's main title. */
export function pageTitle(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

export function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A lock shared by the workers of one run (a directory under the run's output folder, which Playwright empties
 * at the start of every run). Tests that change a demo account's password hold it, and so do tests that use
 * the same account, so they never overlap.
 */
export async function withAccountLock<T>(testInfo: TestInfo, name: string, fn: () => Promise<T>): Promise<T> {
  const root = path.join(testInfo.project.outputDir, '.locks');
  fs.mkdirSync(root, { recursive: true });
  const dir = path.join(root, name);
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      fs.mkdirSync(dir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A lock left by a crashed worker is taken over after two minutes.
      try {
        if (Date.now() - fs.statSync(dir).mtimeMs > 120_000) fs.rmSync(dir, { recursive: true, force: true });
      } catch {
        /* released meanwhile */
      }
      if (Date.now() > deadline) throw new Error(`Timed out waiting for the e2e lock "${name}"`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

type WorkerFixtures = { adminStorageState: string };

/** The base test: a fresh, signed-out browser context per test. */
export const test = base.extend<Record<never, never>, WorkerFixtures>({
  // Signs in as admin once per worker and keeps the cookies and local storage for the worker's tests.
  adminStorageState: [
    async ({ browser }, provide, workerInfo) => {
      const file = path.join(workerInfo.project.outputDir, '.auth', `admin-${workerInfo.workerIndex}.json`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await signIn(page, 'admin');
      await context.storageState({ path: file });
      await context.close();
      await provide(file);
    },
    { scope: 'worker' },
  ],
});

/** Tests that start signed in as admin (one sign-in per worker). */
export const adminTest = test.extend({
  storageState: async ({ adminStorageState }, provide) => {
    await provide(adminStorageState);
  },
});
