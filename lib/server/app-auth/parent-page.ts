import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { eq } from 'drizzle-orm';
import { tenants } from '../db/schema';
import { schoolTransactionById } from '../db/school-transaction';
import type { ParentContext } from '../http/context';
import { AppError } from '../http/errors';
import { resolveAppSession } from './resolve-app-session';
import { listAppChildren, type AppChild } from './app-family';
import { isLocale, defaultLocale, type Locale } from '@/lib/i18n/routing';
import { PARENT_CHILD_COOKIE, PARENT_SESSION_COOKIE } from '@/lib/parent-session';

export type ParentSchool = { name: string; code: string; colour: string; logo: string | null };

/** What every page of the parents' app gets: the parent, their children, the child on screen and the school. */
export type ParentPage = {
  ctx: ParentContext;
  locale: Locale;
  children: AppChild[];
  /** The child the family is looking at (the `parent_child` cookie, else the eldest); null for an account with none. */
  child: AppChild | null;
  school: ParentSchool;
};

/** `/parent…` in the page's language (Vietnamese has no prefix). */
export function parentPath(locale: Locale, path = '') {
  return `${locale === defaultLocale ? '' : `/${locale}`}/parent${path}`;
}

/**
 * The parents' app's page guard (once per request: the layout and the page share it): the session of the HttpOnly
 * cookie, resolved exactly as the parents' API resolves it, or a redirect to the parents' sign-in.
 */
export const requireParentPage = cache(async (): Promise<ParentPage> => {
  const raw = await getLocale();
  const locale: Locale = isLocale(raw) ? raw : defaultLocale;
  const jar = await cookies();
  const head = await headers();
  let ctx: ParentContext;
  try {
    ctx = await resolveAppSession(
      { locale, ip: null, userAgent: head.get('user-agent') ?? '' },
      jar.get(PARENT_SESSION_COOKIE)?.value ?? null,
    );
  } catch (error) {
    if (error instanceof AppError && error.status === 401) redirect(`${parentPath(locale, '/login')}?ended=1`);
    throw error;
  }
  const [children, school] = await Promise.all([listAppChildren(ctx), parentSchool(ctx.tenantId)]);
  const wanted = jar.get(PARENT_CHILD_COOKIE)?.value;
  const child = children.find((c) => c.id === wanted) ?? children[0] ?? null;
  return { ctx, locale, children, child, school };
});

export async function parentSchool(tenantId: string): Promise<ParentSchool> {
  const [row] = await schoolTransactionById(tenantId, (tx) =>
    tx.select({ name: tenants.name, code: tenants.code, config: tenants.config }).from(tenants).where(eq(tenants.id, tenantId)),
  );
  const config = (row?.config ?? {}) as { themePrimary?: string; logo?: string; brandName?: string };
  return {
    name: config.brandName || row?.name || '',
    code: row?.code ?? '',
    colour: config.themePrimary || '#0d6efd',
    logo: config.logo ?? null,
  };
}
