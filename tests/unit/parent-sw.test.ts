import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isParentPath, parentScope } from '@/lib/parent-sw';

// The parents' app's service worker (lib/sw/parent-sw.ts) is committed bundled (public/parent-sw.js, `npm run sw`).
describe('parents’ service worker', () => {
  it('is committed as built from its source and the offline page (run `npm run sw` after changing either)', () => {
    const root = path.resolve(__dirname, '../..');
    expect(() => execFileSync(process.execPath, ['scripts/build-sw.mjs', '--check'], { cwd: root, stdio: 'pipe' })).not.toThrow();
  });

  it('keeps to the parents’ pages: its scopes and the pages it caches are never staff pages', () => {
    expect(parentScope('vi')).toBe('/parent');
    expect(parentScope('en')).toBe('/en/parent');
    for (const p of ['/parent', '/parent/news', '/en/parent', '/en/parent/more']) expect(isParentPath(p), p).toBe(true);
    for (const p of ['/', '/login', '/management/student', '/en/management/parent', '/parental', '/api/app/news', '/parent-sw.js'])
      expect(isParentPath(p), p).toBe(false);
  });
});
