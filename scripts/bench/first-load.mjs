// Measures the JavaScript a browser downloads on the first load of a page (compressed bytes on the wire),
// signed out for the login page and signed in for the others (the parents' app's pages, /parent…, as the demo
// family, through its own sign-in). Used by `npm run bench`; callable alone:
//   node scripts/bench/first-load.mjs [--files] http://localhost:3000 principal <password> / /login /management/student
//   node scripts/bench/first-load.mjs http://localhost:3000 principal <password> /parent/login /parent /parent/news
import { chromium } from 'playwright-core';

export async function firstLoadJs(base, username, password, paths) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const results = {};
  try {
    // No service worker (the parents' app registers one): a script it answers from its cache shows no bytes on the
    // wire, and a first load is measured as a new phone makes it.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const measure = async (path) => {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const js = new Map();
      const bytes = new Map();
      const types = new Map();
      cdp.on('Network.responseReceived', (e) => {
        types.set(e.requestId, e.type);
        if (e.type === 'Script' || /\.js(\?|$)/.test(e.response.url)) js.set(e.requestId, e.response.url);
      });
      cdp.on('Network.loadingFinished', (e) => bytes.set(e.requestId, e.encodedDataLength));
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await cdp.detach();
      let total = 0;
      for (const id of js.keys()) total += bytes.get(id) ?? 0;
      // Everything on the wire (document, styles, fonts, images, data calls too), by resource type.
      const wire = {};
      for (const [id, type] of types) wire[type] = (wire[type] ?? 0) + (bytes.get(id) ?? 0);
      const wireKB = Object.fromEntries(Object.entries(wire).map(([t, b]) => [t, Math.round(b / 102.4) / 10]));
      const list = [...js].map(([id, url]) => ({ url: new URL(url).pathname, kB: Math.round((bytes.get(id) ?? 0) / 102.4) / 10 }));
      const wireTotal = Math.round(Object.values(wire).reduce((a, b) => a + b, 0) / 102.4) / 10;
      return { kB: Math.round(total / 102.4) / 10, files: js.size, list, wire: { total: wireTotal, ...wireKB } };
    };
    const signedOut = paths.filter((p) => /\/login/.test(p));
    for (const path of signedOut) results[path] = await measure(path);
    const parents = paths.filter((p) => !signedOut.includes(p) && isParentPath(p));
    const staff = paths.filter((p) => !signedOut.includes(p) && !parents.includes(p));
    if (staff.length) {
      await page.goto(base + '/login');
      await page.getByLabel(/^(Tên đăng nhập|Username)/).fill(username);
      await page.getByLabel(/^(Mật khẩu|Password)/).fill(password);
      await page.getByRole('button', { name: /^(Đăng nhập|Sign in)$/ }).click();
      await page.waitForURL((url) => !url.pathname.includes('/login'));
    }
    for (const path of staff) results[path] = await measure(path);
    // The parents' app's pages (/parent…), signed in as the demo family through the parents' sign-in form.
    if (parents.length) await signInParent(page, base, password);
    for (const path of parents) results[path] = await measure(path);
  } finally {
    await browser.close();
  }
  return results;
}

/** A page of the parents' app (`/parent…`, `/en/parent…`). */
export const isParentPath = (p) => /^(\/[a-z]{2})?\/parent(\/|$)/.test(p);

/**
 * Signs the demo family in through the parents' sign-in form (lib/demo-family.ts: school HOASEN, phone 0912345678;
 * BENCH_PARENT_SCHOOL and BENCH_PARENT_PHONE for another family), with the demo accounts' password.
 */
export async function signInParent(page, base, password) {
  await page.goto(`${base}/parent/login`);
  await page.locator('input[name="school_code"]').fill(process.env.BENCH_PARENT_SCHOOL ?? 'HOASEN');
  await page.locator('input[name="username"]').fill(process.env.BENCH_PARENT_PHONE ?? '0912345678');
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form[data-testid="parent-login-form"] button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // --files: each page's scripts too, largest first (what to look at when a page is over its budget).
  const args = process.argv.slice(2);
  const files = args.includes('--files');
  const [base, username, password, ...paths] = args.filter((a) => a !== '--files');
  const results = await firstLoadJs(base, username, password, paths);
  for (const [path, r] of Object.entries(results)) {
    console.log(`${path.padEnd(28)} ${String(r.kB).padStart(7)} kB JS (gzip, ${r.files} files)`);
    if (files) console.log(`    wire: ${JSON.stringify(r.wire)}`);
    if (files) for (const f of r.list.sort((a, b) => b.kB - a.kB)) console.log(`    ${String(f.kB).padStart(6)} kB  ${f.url}`);
  }
}
