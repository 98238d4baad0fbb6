import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['app', 'components', 'lib', 'messages', 'styles', 'public', 'types'];
const FILES = ['proxy.ts', 'instrumentation.ts', 'next.config.js', 'package-lock.json', 'tsconfig.json'];

/** A fingerprint of everything the production bundle is built from (paths, sizes, modification times). */
export function sourceStamp(root) {
  const hash = crypto.createHash('sha256');
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else add(full);
    }
  };
  const add = (file) => {
    if (!fs.existsSync(file)) return;
    const s = fs.statSync(file);
    hash.update(`${path.relative(root, file)}:${s.size}:${Math.floor(s.mtimeMs)}\n`);
  };
  for (const dir of SOURCES) walk(path.join(root, dir));
  for (const file of FILES) add(path.join(root, file));
  return hash.digest('hex');
}
