import crypto from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
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

/** The principal signed in to the staff API (as the browser does it: the school RSA-encrypted in tenant-key). */
export async function principalApi(request: APIRequestContext) {
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
