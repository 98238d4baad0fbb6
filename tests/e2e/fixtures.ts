import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
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

/**
 * Waits until React has hydrated an element, i.e. its event handlers are attached: on a busy machine a click on
 * server-rendered markup can come before that and be lost.
 */
export async function waitForHydration(locator: Locator) {
  await expect(locator).toBeVisible();
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), {
      timeout: 20_000,
    })
    .toBe(true);
}

/** The authenticated shell is on screen and interactive. */
export async function waitForApp(page: Page) {
  await waitForHydration(page.getByTestId('user-menu'));
}

/** Opens a page of the app (signed in) and waits until it is interactive. */
export async function gotoApp(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForApp(page);
  return response;
}

/** Fills the form of the login page the browser is on (or opens /login first) and submits it. */
export async function submitLogin(page: Page, username: string, password: string = DEMO_PASSWORD) {
  const url = page.url();
  if (url === 'about:blank' || !LOGIN_PATH.test(new URL(url).pathname)) await page.goto('/login');
  const form = loginForm(page);
  await waitForHydration(form.submit);
  await form.username.fill(username);
  await form.password.fill(password);
  await form.submit.click();
}

/** Signs in through the login form and waits for the authenticated shell (the user menu in the header). */
export async function signIn(page: Page, username: string, password: string = DEMO_PASSWORD) {
  await submitLogin(page, username, password);
  await expect(page).not.toHaveURL(LOGIN_PATH, { timeout: 20_000 });
  await waitForApp(page);
}

/** An axe scan (WCAG 2 A and AA): the serious and critical violations, as short readable lines. */
export async function seriousA11yViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
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

type WorkerFixtures = { adminStorageState: string; adminPage: Page };

/**
 * Words a page asked for but was not given (next-intl logs MISSING_MESSAGE in the browser): each page gets only the
 * shell's namespaces and its own (PageMessages), so a namespace left out would show a key instead of a word.
 */
const missingWords: string[] = [];
function watchWords(page: Page) {
  page.on('console', (m) => {
    if (m.text().includes('MISSING_MESSAGE')) missingWords.push(`${page.url()}: ${m.text().split('\n')[0]}`);
  });
}

/** The base test: a fresh, signed-out browser context per test; it fails on a word missing from any page. */
export const test = base.extend<{ wordsGiven: void }, WorkerFixtures>({
  context: async ({ context }, provide) => {
    context.pages().forEach(watchWords);
    context.on('page', watchWords);
    await provide(context);
  },
  wordsGiven: [
    async ({}, provide) => {
      missingWords.length = 0;
      await provide();
      expect(missingWords, 'words missing from the page (a namespace not given to PageMessages)').toEqual([]);
    },
    { auto: true },
  ],
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
  // One signed-in admin tab per worker, for read-only tests that visit many pages (its cache makes them fast).
  adminPage: [
    async ({ browser, adminStorageState }, provide, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        storageState: adminStorageState,
      });
      const page = await context.newPage();
      watchWords(page);
      await provide(page);
      await context.close();
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
