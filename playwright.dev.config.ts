import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// Browser tests against a development server, for working on one area while others work on theirs:
//   E2E_PORT=3301 E2E_DATA_DIR=data/e2e-news NEXT_DIST_DIR=.next-news npx playwright test -c playwright.dev.config.ts tests/e2e/news.spec.ts
// CI and `npm test` use playwright.config.ts (the production build).
const PORT = Number(process.env.E2E_PORT ?? 3300);
const DATA_DIR = process.env.E2E_DATA_DIR ?? 'data/e2e-dev';

export default defineConfig({
  ...base,
  // Each server's runs keep their own output folder: a run empties its folder when it starts.
  outputDir: `test-results/dev-${PORT}`,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 30_000 },
  use: { ...base.use, baseURL: `http://localhost:${PORT}` },
  webServer: {
    command: `rm -rf ${DATA_DIR} && node node_modules/next/dist/bin/next dev -p ${PORT}`,
    url: `http://localhost:${PORT}/login`,
    timeout: 600_000,
    reuseExistingServer: true,
    stdout: 'pipe',
    env: { ...(base.webServer as { env: Record<string, string> }).env, PORT: String(PORT), DATA_DIR, NEXTAUTH_URL: `http://localhost:${PORT}` },
  },
});
