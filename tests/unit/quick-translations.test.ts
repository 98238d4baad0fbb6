import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import vi from '@/messages/vi.json';
import en from '@/messages/en.json';
import { quickTranslator } from '@/lib/i18n/quick-translations';
import { TIME_ZONE } from '@/lib/i18n/time-zone';

type Messages = Record<string, unknown>;

/** Every message of a catalogue with its dotted key. */
function leaves(node: Messages, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([k, v]) =>
    typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v as Messages, `${prefix}${k}.`),
  );
}

/** The argument names a message spells, whatever their type (`{name}`, `{count, plural, …}`). */
const argumentsOf = (message: string) => [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))];

// The direct path must write exactly what next-intl writes, for every message with arguments, in both languages, with
// names (accents, apostrophes, braces in the value) and numbers (which a typed `{n, number}` groups, a plain `{n}` not).
describe('quick translations read as next-intl writes them', () => {
  const values = ['Nguyễn Thị Ánh', "O'Neil {x}", 0, 7, 1000, 12345.5, -3];
  for (const [locale, messages] of [
    ['vi', vi],
    ['en', en],
  ] as const) {
    it(`every message with arguments (${locale})`, () => {
      const t = createTranslator({ locale, messages, timeZone: TIME_ZONE, onError: () => {} });
      const quick = quickTranslator(t);
      let compared = 0;
      for (const [key, message] of leaves(messages as Messages)) {
        const names = argumentsOf(message);
        if (!names.length) continue;
        for (const value of values) {
          const given = Object.fromEntries(names.map((n) => [n, value]));
          let expected: string;
          try {
            expected = t(key as never, given as never);
          } catch {
            continue; // A message that needs a date or a tag: not a text's or number's to fill.
          }
          expect([key, value, quick(key as never, given as never)]).toEqual([key, value, expected]);
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(500);
    });
  }

  it('passes a missing key and rich text to next-intl', () => {
    const t = createTranslator({ locale: 'vi', messages: vi, timeZone: TIME_ZONE, onError: () => {} });
    const quick = quickTranslator(t);
    expect(quick('attendance.noSuchKey' as never, { name: 'A' } as never)).toBe(t('attendance.noSuchKey' as never));
    expect(quick.has('attendance.checkIn' as never)).toBe(true);
  });
});
