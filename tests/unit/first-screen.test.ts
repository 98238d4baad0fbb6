import { describe, expect, it } from 'vitest';
import { hydrate, QueryClient } from '@tanstack/react-query';
import { firstScreen } from '@/lib/server/http/dehydrated-json';
import { JsonText } from '@/lib/server/http/json-text';
import { fromJsonText } from '@/lib/json-text';

/** What the browser's cache holds after JsonHydration reads a first screen. */
function inBrowser(text: ReturnType<typeof firstScreen>) {
  const cache = new QueryClient();
  hydrate(cache, fromJsonText(text));
  return cache;
}

describe('a first screen handed to the browser', () => {
  it('carries JSON text the database wrote as the value it holds, beside values given as objects', () => {
    const day = { class_id: 'c1', rows: [{ full_name: 'Đỗ Ánh "Bống"', note: 'a\\b\n' }], totals: { present: 1 } };
    const text = firstScreen([
      [['classes'], { data: [{ id: 'c1', name: 'Lá 1' }], total: 1 }],
      null,
      [['day', 'c1'], new JsonText(JSON.stringify(day))],
      [['years'], { data: [], total: 0 }],
    ]);
    const cache = inBrowser(text);
    expect(cache.getQueryData(['day', 'c1'])).toEqual(day);
    expect(cache.getQueryData(['classes'])).toEqual({ data: [{ id: 'c1', name: 'Lá 1' }], total: 1 });
    expect(cache.getQueryData(['years'])).toEqual({ data: [], total: 0 });
  });

  it('keeps a value that looks like the placeholder as the text it is', () => {
    const text = firstScreen([
      [['note'], '\u0000json:0'],
      [['day'], new JsonText('{"a":1}')],
    ]);
    const cache = inBrowser(text);
    expect(cache.getQueryData(['note'])).toBe('\u0000json:0');
    expect(cache.getQueryData(['day'])).toEqual({ a: 1 });
  });
});
