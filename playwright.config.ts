import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
const DATA_DIR = process.env.E2E_DATA_DIR ?? 'data/e2e';
export const DEMO_PASSWORD = 'demo-password-e2e';

// Browser tests drive Debian's Chromium against the production build, on a fresh embedded database.
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `rm -rf ${DATA_DIR} && node scripts/start.mjs`,
    url: `${baseURL}/login`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      DEMO_PASSWORD,
      NEXTAUTH_URL: baseURL,
      // Web Push: the browser tests' subscriptions point at 127.0.0.1 (tests/e2e/push-subscribe.spec.ts).
      PUSH_ALLOW_LOOPBACK: '1',
    },
  },
});
