// @ts-check
const createNextIntlPlugin = require('next-intl/plugin');

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

// The pages' Content-Security-Policy (with a fresh script nonce per answer) is written by proxy.ts; API
// answers carry their own (JSON: nothing may run; files: `default-src 'none'; sandbox`), which a site-wide header
// here would overwrite, so none is set here.
/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  experimental: {
    // forbidden(): a page without the right answers 403 with (staff)/(app)/forbidden.tsx (lib/server/auth/require-page.ts).
    authInterrupts: true,
    // NEXT_NO_SERVER_MINIFY=1: the server's functions keep their names, for CPU profiles (scripts/bench/profile.mjs).
    ...(process.env.NEXT_NO_SERVER_MINIFY === '1' ? { serverMinification: false } : {}),
  },
  // Several development servers side by side (one per area under work) each keep their own build folder.
  ...(process.env.NEXT_DIST_DIR ? { distDir: process.env.NEXT_DIST_DIR } : {}),
  // NEXT_SOURCE_MAPS=1: browser source maps, for scripts/bench/chunk-contents.mjs (what each first-load chunk holds).
  ...(process.env.NEXT_SOURCE_MAPS === '1' ? { productionBrowserSourceMaps: true } : {}),
  // `npm test` type-checks and lints on its own; the build need not do it a second time.
  typescript: { ignoreBuildErrors: true },
  // PGlite ships WASM and argon2 a native addon: both are loaded by Node at run time, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'exceljs', 'unzipper'],
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Permissions-Policy', value: 'camera=(self), microphone=(), geolocation=()' },
        ],
      },
    ];
  },
};

module.exports = withNextIntl(nextConfig);
