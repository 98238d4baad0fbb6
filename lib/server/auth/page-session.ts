import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { webSessionToken } from './web-session-cookie';
import { plainTenant, resolveSession } from './resolve-session';
import { AppError } from '../http/errors';
import type { RequestContext, UserContext } from '../http/context';
import type { Locale } from '@/lib/i18n/routing';

export const TENANT_COOKIE = 'DEFAULT_TENANT';

export type PageSession =
  | { status: 'signed-out' }
  | { status: 'ended' }
  | { status: 'no-school'; ctx: UserContext; token: string }
  | { status: 'ok'; ctx: RequestContext; token: string };

/**
 * The signed-in staff member of a page request, in the school the browser chose (its DEFAULT_TENANT cookie,
 * mirrored from local storage). Cached for one render.
 */
export const getPageSession = cache(async (locale: Locale): Promise<PageSession> => {
  const token = await webSessionToken();
  if (!token) return { status: 'signed-out' };
  const h = await headers();
  const base = { locale, ip: null, userAgent: h.get('user-agent') ?? '' };
  const requested = plainTenant(decodeURIComponent((await cookies()).get(TENANT_COOKIE)?.value ?? ''));
  try {
    const ctx = await resolveSession(base, token, requested, false);
    if (!ctx.tenantId) return { status: 'no-school', ctx: ctx as UserContext, token };
    return { status: 'ok', ctx: ctx as RequestContext, token };
  } catch (error) {
    // A saved school the user may no longer enter: fall back to their first school (spec §4).
    if (error instanceof AppError && error.status === 403 && requested) {
      const ctx = await resolveSession(base, token, null, false).catch(() => null);
      if (ctx?.tenantId) return { status: 'ok', ctx: ctx as RequestContext, token };
      if (ctx) return { status: 'no-school', ctx: ctx as UserContext, token };
    }
    if (error instanceof AppError && error.status === 401) return { status: 'ended' };
    throw error;
  }
});
