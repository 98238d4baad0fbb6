import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, waitForHydration, type Locale } from './fixtures';
import { DEMO_FAMILY } from '../../lib/demo-family';

export { DEMO_FAMILY };

/** The phone every parents' browser test uses. */
export const PHONE = { width: 390, height: 844 } as const;

/** `/parent…` in a language (Vietnamese has no prefix). */
export const parentUrl = (path = '', locale: Locale = 'vi') => `${locale === 'vi' ? '' : `/${locale}`}/parent${path}`;

/** Signs the demo family in through the parents' sign-in form and waits for the app's tab bar. */
export async function signInParent(page: Page, locale: Locale = 'vi', password: string = DEMO_PASSWORD) {
  await page.goto(parentUrl('/login', locale));
  const form = page.getByTestId('parent-login-form');
  await waitForHydration(form.getByRole('button'));
  await form.locator('input[name="school_code"]').fill(DEMO_FAMILY.schoolCode);
  await form.locator('input[name="username"]').fill(DEMO_FAMILY.phone);
  await form.locator('input[name="password"]').fill(password);
  await form.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`${parentUrl('', locale)}$`), { timeout: 20_000 });
  await waitForParent(page);
}

/** A parents' page is on screen and interactive (its tab bar hydrated). */
export async function waitForParent(page: Page) {
  await waitForHydration(page.getByTestId('parent-tab-home'));
}
