'use client';
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';

/**
 * `useTranslations` for words drawn many times on a page (a roll call's 35 rows): a message whose only placeholders
 * are plain `{name}` arguments, given text or numbers, is filled in directly (a plain argument is written as
 * `String(value)` by intl-messageformat too; only `{n, number}` formats). next-intl compiles and formats every message that
 * has values through intl-messageformat, and keys its cache of compiled messages with `JSON.stringify` of the
 * language's formats: about 20 µs a call on the server, a few milliseconds of every roll-call page (issue 41).
 * Anything else — plurals, selects, typed arguments (`number`, `date`), rich text, ICU quotes — goes to
 * next-intl as before, so the words read the same.
 */
export function useQuickTranslations<N extends Parameters<typeof useTranslations>[0]>(namespace: N) {
  const t = useTranslations(namespace);
  return useMemo(() => quickTranslator(t), [t]);
}

/** Plain text and `{name}` arguments only: no `'` (ICU quoting), `#`, `<` (rich text) or argument with a type. */
const SIMPLE = /^[^{}'#<]*(?:\{\w+\}[^{}'#<]*)*$/;
/** A message's text split around its arguments (even places: text, odd places: argument names); null when not simple. */
const split = new Map<string, string[] | null>();

function partsOf(message: string): string[] | null {
  let parts = split.get(message);
  if (parts === undefined) {
    parts = SIMPLE.test(message) ? message.split(/\{(\w+)\}/) : null;
    split.set(message, parts);
  }
  return parts;
}

const plain = (v: unknown) => typeof v === 'string' || typeof v === 'number';

/** `t` with the direct path in front (exported for its test). */
export function quickTranslator<T extends ReturnType<typeof useTranslations>>(t: T): T {
  const fill = ((key: string, values?: Record<string, unknown>, ...rest: unknown[]) => {
    if (values && rest.length === 0 && Object.values(values).every(plain)) {
      const raw: unknown = t.has(key as never) ? t.raw(key as never) : undefined;
      const parts = typeof raw === 'string' ? partsOf(raw) : null;
      if (parts && parts.every((p, i) => i % 2 === 0 || p in values)) {
        let out = parts[0];
        for (let i = 1; i < parts.length; i += 2) out += String(values[parts[i]]) + parts[i + 1];
        return out;
      }
    }
    return (t as unknown as (...a: unknown[]) => string)(key, values, ...rest);
  }) as unknown as T;
  return Object.assign(fill, { rich: t.rich, markup: t.markup, raw: t.raw, has: t.has });
}
