import { expect, gotoApp, seriousA11yViolations, signIn, test, waitForHydration } from './fixtures';
import { PHONE, principalApi } from './parent-fixtures';
import { expectNoSidewaysScroll } from './requests-helpers';

// The school's contact book settings on a 390×844 phone (issue 38): the principal renames a meal in the settings
// dialog of the class screen and the school's settings say so. Only the English name changes (and is put back), so
// the other browser tests, in Vietnamese, read the demo school's meals as they were.

test('the principal renames a meal of the school’s contact book on the phone', async ({ page, request }) => {
  const headers = await principalApi(request);
  const settings = async () => {
    const r = await request.get('/api/webadmin/ContactBook/get-settings', { headers });
    expect(r.status(), await r.text()).toBe(200);
    return (await r.json()).response.data as { meals: { code: string; vi: string; en: string }[] };
  };
  const before = await settings();
  const last = before.meals.length - 1;
  const renamed = `Tea time ${Date.now().toString(36)}`;
  try {
    await page.setViewportSize(PHONE);
    await signIn(page, 'principal');
    await gotoApp(page, '/management/contact-book');
    const open = page.getByTestId('cb-settings-open');
    await waitForHydration(open);
    await open.click();
    const dialog = page.getByTestId('cb-settings');
    const meal = dialog.getByTestId(`cb-settings-meal-${last}`);
    await expect(meal.getByLabel('Tên tiếng Việt')).toHaveValue(before.meals[last].vi);
    await expectNoSidewaysScroll(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await meal.getByLabel('Tên tiếng Anh').fill(renamed);
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Đã lưu cài đặt sổ liên lạc.')).toBeVisible();
    const after = await settings();
    expect(after.meals.map((m) => m.code)).toEqual(before.meals.map((m) => m.code));
    expect(after.meals[last]).toEqual({ ...before.meals[last], en: renamed });
  } finally {
    const r = await request.put('/api/webadmin/ContactBook/update-settings', { headers, data: { ...(await settings()), meals: before.meals } });
    expect(r.status(), await r.text()).toBe(200);
  }
});
