import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/server/db/schema/index.ts',
  out: './lib/server/db/migrations',
});
