#!/usr/bin/env node
// `npm run sw`: bundles the parents' app's service worker (lib/sw/parent-sw.ts, on Serwist) into public/parent-sw.js
// with esbuild, the offline page's revision (a hash of public/parent-offline.html) put in. The output is committed,
// like the icon subset (`npm run icons`): it does not depend on the build (its routes match /_next/static by path,
// not by a list of the build's files), so it works the same under `next dev` and `next start` whatever bundler
// Next uses. Run it after changing the worker or the offline page; `node scripts/build-sw.mjs --check` fails when the
// committed file is stale.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, 'public', 'parent-sw.js');
const offline = fs.readFileSync(path.join(root, 'public', 'parent-offline.html'));
const revision = crypto.createHash('sha256').update(offline).digest('hex').slice(0, 16);

const result = await build({
  entryPoints: [path.join(root, 'lib', 'sw', 'parent-sw.ts')],
  bundle: true,
  write: false,
  format: 'iife',
  target: 'es2020',
  minify: true,
  legalComments: 'none',
  alias: { '@': root },
  define: { OFFLINE_REVISION: JSON.stringify(revision), 'process.env.NODE_ENV': '"production"' },
});
const code = `// Built by scripts/build-sw.mjs from lib/sw/parent-sw.ts (Serwist): do not edit.\n${result.outputFiles[0].text}`;

if (process.argv.includes('--check')) {
  const current = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '';
  if (current !== code) {
    console.error('public/parent-sw.js is stale: run `npm run sw`.');
    process.exit(1);
  }
  console.log('public/parent-sw.js is up to date.');
} else {
  fs.writeFileSync(out, code);
  console.log(`public/parent-sw.js: ${(code.length / 1024).toFixed(1)} kB (offline page ${revision})`);
}
