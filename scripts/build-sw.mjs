#!/usr/bin/env node
// `npm run sw`: bundles the service workers with esbuild — the parents' app's (lib/sw/parent-sw.ts, on Serwist, the
// offline page's revision, a hash of public/parent-offline.html, put in) into public/parent-sw.js, and the staff's
// (lib/sw/staff-sw.ts: Web Push only) into public/staff-sw.js. The output is committed, like the icon subset
// (`npm run icons`): it does not depend on the build (the parents' routes match /_next/static by path, not by a list
// of the build's files), so it works the same under `next dev` and `next start` whatever bundler Next uses. Run it
// after changing a worker or the offline page; `node scripts/build-sw.mjs --check` fails when a committed file is stale.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const offline = fs.readFileSync(path.join(root, 'public', 'parent-offline.html'));
const revision = crypto.createHash('sha256').update(offline).digest('hex').slice(0, 16);

const WORKERS = [
  { name: 'parent-sw', note: 'Serwist', define: { OFFLINE_REVISION: JSON.stringify(revision) } },
  { name: 'staff-sw', note: 'Web Push only', define: {} },
];

let stale = false;
for (const worker of WORKERS) {
  const out = path.join(root, 'public', `${worker.name}.js`);
  const result = await build({
    entryPoints: [path.join(root, 'lib', 'sw', `${worker.name}.ts`)],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    alias: { '@': root },
    define: { ...worker.define, 'process.env.NODE_ENV': '"production"' },
  });
  const code = `// Built by scripts/build-sw.mjs from lib/sw/${worker.name}.ts (${worker.note}): do not edit.\n${result.outputFiles[0].text}`;
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '';
    if (current !== code) {
      console.error(`public/${worker.name}.js is stale: run \`npm run sw\`.`);
      stale = true;
    } else console.log(`public/${worker.name}.js is up to date.`);
  } else {
    fs.writeFileSync(out, code);
    console.log(`public/${worker.name}.js: ${(code.length / 1024).toFixed(1)} kB${worker.name === 'parent-sw' ? ` (offline page ${revision})` : ''}`);
  }
}
if (stale) process.exit(1);
