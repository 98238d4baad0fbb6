import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without types
import { glyphs, usedIcons } from '@/scripts/subset-icons.mjs';

describe('the icon subset', () => {
  it('holds every Bootstrap icon the code names (run `npm run icons` after using a new one)', () => {
    const css = fs.readFileSync('styles/icons.css', 'utf8');
    const all: Map<string, string> = glyphs();
    const used = [...(usedIcons() as Set<string>)].filter((name) => all.has(name));
    expect(used.length).toBeGreaterThan(20);
    const missing = used.filter((name) => !css.includes(`.bi-${name}::before`));
    expect(missing).toEqual([]);
    expect(fs.statSync('public/fonts/icons.woff2').size).toBeGreaterThan(1000);
  });
});
