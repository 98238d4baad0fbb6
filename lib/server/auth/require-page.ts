import 'server-only';
import { forbidden } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { getPageSession } from './page-session';
import type { RequestContext } from '../http/context';
import { MENU_BY_CODE } from '../menu/menu-tree';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import type { Action } from '@/lib/rights';

/** What a page of a menu gets once the guard let it through. */
export type PageAccess = {
  ctx: RequestContext;
  locale: Locale;
  /** The menu's name and its group's, in the page's language. */
  title: string;
  group: string;
  icon: string;
  /** The user's actions on this menu: the one shape in which rights reach a client screen. */
  actions: Action[];
};

/**
 * The one page guard: the signed-in user in the chosen school, allowed `action` on `menu`, with the page's title,
 * group and the user's actions on the menu. Without the right it calls Next.js's `forbidden()`: the answer's status is
 * 403 (as the API would answer) and `(staff)/(app)/forbidden.tsx` renders inside the shell. Null when the session
 * itself is not usable (ended, no school): the signed-in layout shows that instead of the page, so the page renders
 * nothing. Signed-out users never get here: the proxy (proxy.ts) sends them to the sign-in page.
 */
export async function requirePage(menu: string, action: Action = 'read'): Promise<PageAccess | null> {
  const raw = await getLocale();
  const locale: Locale = isLocale(raw) ? raw : 'vi';
  const session = await getPageSession(locale);
  const def = MENU_BY_CODE.get(menu);
  if (session.status !== 'ok') return null;
  if (!session.ctx.can(menu, action)) forbidden();
  if (def?.systemOnly && !session.ctx.user.isSystemAdmin) forbidden();
  const name = (m?: { vi: string; en: string }) => (m ? (locale === 'en' ? m.en : m.vi) : '');
  return {
    ctx: session.ctx,
    locale,
    title: name(def),
    group: name(MENU_BY_CODE.get(def?.parent ?? '')),
    icon: def?.icon ?? '',
    actions: [...((session.ctx.rights[menu] ?? []) as Action[])],
  };
}
