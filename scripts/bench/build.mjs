// Builds the production bundle when the sources changed since the last build (the same stamp as `npm start`), in
// NEXT_DIST_DIR when set (next.config.js reads it too), so a bench beside other builds keeps its own folder.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sourceStamp } from '../source-stamp.mjs';

export function ensureBuild(root) {
  const dist = path.join(root, process.env.NEXT_DIST_DIR || '.next');
  const stampFile = path.join(dist, 'source-stamp');
  const stamp = sourceStamp(root);
  let built = '';
  try {
    built = fs.readFileSync(stampFile, 'utf8');
  } catch {
    /* no build yet */
  }
  if (built === stamp && fs.existsSync(path.join(dist, 'BUILD_ID'))) return;
  const t = Date.now();
  const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const build = spawnSync(process.execPath, [next, 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) process.exit(1);
  fs.writeFileSync(stampFile, stamp);
  console.log(`build: ${((Date.now() - t) / 1000).toFixed(1)} s`);
}
