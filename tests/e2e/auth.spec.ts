import {
  adminTest,
  expect,
  loginForm,
  pageTitle,
  signIn,
  submitLogin,
  test,
  waitForHydration,
  DEMO_PASSWORD,
} from './fixtures';

test.describe('redirects around sign-in (spec §4, §5)', () => {
  test('a protected page sends a guest to /login and back there after sign-in', async ({ page }) => {
    await page.goto('/management/student');
    await expect(page).toHaveURL(
      (u) => u.pathname === '/login' && u.searchParams.get('callbackUrl') === '/management/student',
    );
    await expect(pageTitle(page)).toHaveText('Đăng nhập');

    await signIn(page, 'principal');
    await expect(page).toHaveURL((u) => u.pathname === '/management/student' && u.search === '');
    await expect(pageTitle(page)).toHaveText('Học sinh');
  });

  test('an English protected page sends a guest to /en/login and back', async ({ page }) => {
    await page.goto('/en/system/user');
    await expect(page).toHaveURL(
      (u) => u.pathname === '/en/login' && u.searchParams.get('callbackUrl') === '/en/system/user',
    );
    await expect(pageTitle(page)).toHaveText('Sign in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await signIn(page, 'principal');
    await expect(page).toHaveURL((u) => u.pathname === '/en/system/user');
    await expect(pageTitle(page)).toHaveText('Users');
  });

  test('an absolute URL in callbackUrl is not followed', async ({ page, baseURL }) => {
    await page.goto('/login?callbackUrl=https%3A%2F%2Fevil.example');
    await signIn(page, 'teacher1');
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(pageTitle(page)).toHaveText(/^Chào buổi (sáng|chiều|tối), Trần Thu Hà!$/);
  });

  test('a protocol-relative callbackUrl is not followed either', async ({ page, baseURL }) => {
    await page.goto('/en/login?callbackUrl=%2F%2Fevil.example%2Fx');
    await signIn(page, 'teacher1');
    await expect(page).toHaveURL(`${baseURL}/en`);
    await expect(pageTitle(page)).toHaveText(/^Good (morning|afternoon|evening), Trần Thu Hà!$/);
  });
});

adminTest('a signed-in user visiting the login pages goes home', async ({ page, baseURL }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(pageTitle(page)).toHaveText(/^Chào buổi (sáng|chiều|tối), Quản trị Hệ thống!$/);

  await page.goto('/en/login_alt');
  await expect(page).toHaveURL(`${baseURL}/en`);
  await expect(pageTitle(page)).toHaveText(/^Good (morning|afternoon|evening), Quản trị Hệ thống!$/);
});

test.describe('login form errors', () => {
  test('a wrong password shows the Vietnamese error and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, 'teacher2', 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Tên đăng nhập hoặc mật khẩu không đúng.' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('user-menu')).toHaveCount(0);
  });

  test('a wrong password shows the English error on /en/login', async ({ page }) => {
    await page.goto('/en/login');
    await submitLogin(page, 'teacher2', 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong username or password.' })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/login$/);
  });

  test('empty fields show the required messages', async ({ page }) => {
    await page.goto('/login');
    const form = loginForm(page);
    await waitForHydration(form.submit);
    await form.submit.click();
    await expect(page.getByText('Trường này là bắt buộc.')).toHaveCount(2);
    await expect(form.username).toHaveAttribute('aria-invalid', 'true');
    await expect(form.password).toHaveAttribute('aria-invalid', 'true');

    // Filling one field clears only its message once the form is sent again.
    await form.username.fill('teacher2');
    await form.submit.click();
    await expect(page.getByText('Trường này là bắt buộc.')).toHaveCount(1);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('empty fields show the English required messages on /en/login', async ({ page }) => {
    await page.goto('/en/login');
    await waitForHydration(loginForm(page).submit);
    await loginForm(page).submit.click();
    await expect(page.getByText('This field is required.')).toHaveCount(2);
  });
});

test.describe('before the scripts have run', () => {
  test.use({ javaScriptEnabled: false });

  test('sending the login form never puts the password in the address bar', async ({ page }) => {
    await page.goto('/login');
    const form = loginForm(page);
    await form.username.fill('teacher2');
    await form.password.fill(DEMO_PASSWORD);
    await form.submit.click();
    await expect(pageTitle(page)).toHaveText('Đăng nhập');
    await expect(page).toHaveURL((u) => u.pathname === '/login' && !u.search.includes('password'));
    expect(page.url()).not.toContain(DEMO_PASSWORD);
  });
});

test('sign out returns to /login and protected pages ask to sign in again', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'teacher2');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL((u) => u.pathname === '/login');
  await expect(pageTitle(page)).toHaveText('Đăng nhập');

  await page.goto('/management/attendance');
  await expect(page).toHaveURL(
    (u) => u.pathname === '/login' && u.searchParams.get('callbackUrl') === '/management/attendance',
  );
  await expect(loginForm(page).username).toBeVisible();
});

test('/login_alt shows the school brand and signs in', async ({ page, baseURL }) => {
  await page.goto('/login_alt');
  await expect(pageTitle(page)).toHaveText('Đăng nhập');
  await expect(page.getByText('Mầm non Hoa Sen', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chào mừng trở lại' })).toBeVisible();

  await submitLogin(page, 'teacher2', DEMO_PASSWORD);
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByTestId('brand-name')).toHaveText('Mầm non Hoa Sen');
  await expect(page.getByTestId('home-school')).toHaveText('Trường Mầm non Hoa Sen');
});
