import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import vi from '@/messages/vi.json';
import en from '@/messages/en.json';
import { translate } from '@/lib/i18n/translate';

function keys(node: unknown, prefix = ''): string[] {
  if (!node || typeof node !== 'object') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('messages', () => {
  it('vi.json and en.json have exactly the same keys', () => {
    const viKeys = keys(vi).sort();
    const enKeys = keys(en).sort();
    expect(
      viKeys.filter((k) => !enKeys.includes(k)),
      'only in vi.json',
    ).toEqual([]);
    expect(
      enKeys.filter((k) => !viKeys.includes(k)),
      'only in en.json',
    ).toEqual([]);
  });

  it('has no empty message', () => {
    for (const [name, catalogue] of [
      ['vi', vi],
      ['en', en],
    ] as const) {
      for (const key of keys(catalogue)) expect(translate(name, key).trim(), `${name}: ${key}`).not.toBe('');
    }
  });

  it('translates every message key the server can answer, in both languages', () => {
    const root = process.cwd();
    const sources = [
      ...filesUnder(path.join(root, 'lib/server')),
      ...filesUnder(path.join(root, 'lib/schemas')),
      ...filesUnder(path.join(root, 'app/api')),
    ];
    const used = new Set<string>();
    for (const file of sources) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/['"`]((?:errors|common|sessions)\.[a-z_]+)['"`]/g))
        used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(10);
    const missing = [...used].filter((key) => translate('vi', key) === key || translate('en', key) === key);
    expect(missing).toEqual([]);
  });
});
