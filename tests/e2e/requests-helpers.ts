import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, gotoApp } from './fixtures';

// Shared by the medicine and message browser tests: a parent of a child in teacher1's classes (Mầm 1, Mầm 2),
// signed in to the parents' API.

const SCHOOL_CODE = 'HOASEN';
export const TEACHER1 = 'Trần Thu Hà';

export type Parent = { auth: { Authorization: string }; studentId: string; childName: string };

/** From the principal's list of parents' accounts: a family with a child in Mầm 1 or Mầm 2 (teacher1's classes). */
export async function parentInTeacher1Class(page: Page, request: APIRequestContext, pick = 0): Promise<Parent> {
  await gotoApp(page, '/management/app-account');
  const rows = page.getByTestId('app-account-table').locator('tbody tr[data-row-id]').filter({ hasText: /\(Mầm [12]\)/ });
  await expect(rows.nth(pick)).toBeVisible();
  const row = rows.nth(pick);
  const username = (await row.locator('span.fw-semibold').first().innerText()).trim();
  expect(username).toMatch(/^0\d{9}$/);
  const login = await request.post('/api/app/login', { data: { username, password: DEMO_PASSWORD, school_code: SCHOOL_CODE } });
  expect(login.status()).toBe(200);
  const auth = { Authorization: `Bearer ${(await login.json()).response.data.accessToken as string}` };
  const children = await request.get('/api/app/children', { headers: auth });
  const list = (await children.json()).response.data as { id: string; full_name: string; class_name: string | null }[];
  const child = list.find((c) => c.class_name === 'Mầm 1' || c.class_name === 'Mầm 2');
  expect(child, JSON.stringify(list)).toBeDefined();
  return { auth, studentId: child!.id, childName: child!.full_name };
}

/** A phone-sized page has no sideways scroll. */
export async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}
