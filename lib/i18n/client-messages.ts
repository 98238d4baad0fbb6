import 'server-only';
import type { AbstractIntlMessages } from 'next-intl';

/**
 * The words every page's client components may need, wherever they are: the shell (header, menu, footer, settings,
 * the account dialogs), the sign-in pages, lists' common parts and the error texts. The root layout hands these to
 * the browser; a page adds its own area's namespaces with `PageMessages`. `tests/unit/page-messages.test.ts` follows
 * each page's imports and fails when a namespace its components read is in neither.
 */
export const SHELL_NAMESPACES = [
  'app',
  'common',
  'errors',
  'footer',
  'header',
  'languages',
  'login',
  'messenger',
  'password',
  'sessions',
  'settings',
  'sidebar',
  'table',
] as const;

/** The named namespaces of a catalogue (the rest stays on the server). */
export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((n) => n in messages).map((n) => [n, messages[n]]));
}
