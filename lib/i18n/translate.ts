import { IntlMessageFormat } from 'intl-messageformat';
import vi from '@/messages/vi.json';
import en from '@/messages/en.json';
import { defaultLocale, isLocale, type Locale } from './routing';

const catalogues = { vi, en } as const;

/** Looks a dotted key up in a catalogue; the key itself when missing. For server code and plain functions. */
export function translate(locale: string | undefined, key: string, params?: Record<string, string | number>): string {
  const lang: Locale = isLocale(locale) ? locale : defaultLocale;
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogues[lang]);
  if (typeof found !== 'string') return key;
  if (!params) return found;
  // ICU plurals, selects and numbers ("{count, plural, one {…} other {…}}", "{amount, number}") as the browser's next-intl formats them.
  if (/\{\w+,\s*(plural|select|selectordinal|number)\s*[,}]/.test(found)) {
    return String(new IntlMessageFormat(found, lang).format(params));
  }
  return found.replace(/\{(\w+)\}/g, (_, name) => String(params[name] ?? `{${name}}`));
}

export function hasMessage(key: string) {
  return translate('vi', key) !== key;
}
