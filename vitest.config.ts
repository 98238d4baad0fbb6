import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^server-only$/, replacement: path.join(root, 'tests/helpers/empty.ts') },
      { find: /^@\//, replacement: `${root}/` },
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // *.pg.test.ts need a PostgreSQL server of their own to act on (CI's PostgreSQL run); never skipped, absent.
          // *.citus.test.ts need a Citus cluster (CI's third run sets TEST_CITUS).
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.TEST_DATABASE_URL ? [] : ['tests/api/**/*.pg.test.ts']),
            ...(process.env.TEST_CITUS ? [] : ['tests/api/**/*.citus.test.ts']),
          ],
          environment: 'node',
          pool: 'forks',
          globalSetup: ['tests/helpers/global-setup.ts', 'tests/helpers/push-ca-setup.ts'],
          setupFiles: ['tests/helpers/setup-db.ts'],
          // argon2 hashing and a database per file: a little slower than pure logic.
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // Operations: backups of the embedded database, each file with its own DATA_DIR and child processes.
          name: 'ops',
          include: ['tests/ops/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
