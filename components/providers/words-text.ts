import type { AbstractIntlMessages } from 'next-intl';
import { fromJsonText, type JsonText } from '@/lib/json-text';

/**
 * The words read from their JSON text once per text (a language's shell words, a page's namespaces: a few dozen texts
 * in all) instead of on every render: on the server every page parsed the same 15–20 kB again (issue 41). Nothing
 * changes a catalogue once read, so the objects are shared.
 */
const parsed = new Map<string, AbstractIntlMessages>();
const mergedWith = new WeakMap<AbstractIntlMessages, Map<string, AbstractIntlMessages>>();

export function wordsOf(text: JsonText<AbstractIntlMessages>): AbstractIntlMessages {
  let words = parsed.get(text);
  if (!words) parsed.set(text, (words = fromJsonText(text)));
  return words;
}

/** The shell's words with a page's own namespaces added, made once per pair. */
export function withPageWords(shell: AbstractIntlMessages, text: JsonText<AbstractIntlMessages>): AbstractIntlMessages {
  let made = mergedWith.get(shell);
  if (!made) mergedWith.set(shell, (made = new Map()));
  let merged = made.get(text);
  if (!merged) made.set(text, (merged = { ...shell, ...wordsOf(text) }));
  return merged;
}
