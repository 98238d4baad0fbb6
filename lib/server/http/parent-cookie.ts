import 'server-only';
import { AppError } from './errors';
import { PARENT_SESSION_COOKIE } from '@/lib/parent-session';

/**
 * The parents' web app keeps its app token in an HttpOnly, SameSite=Lax cookie: page JavaScript never reads it and
 * nothing keeps it in storage. The native app sends the same token as `Authorization: Bearer`.
 */
export function parentCookie(request: Request, token: string, expiresAt: Date) {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return `${PARENT_SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure(request)}`;
}

export function clearedParentCookie(request: Request) {
  return `${PARENT_SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure(request)}`;
}

function secure(request: Request) {
  const proto = request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '');
  return proto === 'https' ? '; Secure' : '';
}

/** The app token of the parents' web app's cookie, if the request carries one. */
export function parentCookieToken(request: Request): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === PARENT_SESSION_COOKIE) return rest.join('=') || null;
  }
  return null;
}

/**
 * CSRF: a call that changes something on the strength of the cookie must come from this origin. Browsers send
 * `Origin` on every cross-site POST (a forged form or fetch names the other site) and `Sec-Fetch-Site` on every
 * request; a request with neither is not a browser of ours and is refused too. Bearer calls are not affected.
 */
export function assertSameOrigin(request: Request) {
  const origin = request.headers.get('origin');
  const site = request.headers.get('sec-fetch-site');
  if (origin) {
    const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
    let from: string | null = null;
    try {
      from = new URL(origin).host;
    } catch {
      from = null;
    }
    if (from === host && (site === null || site === 'same-origin')) return;
  } else if (site === 'same-origin') {
    return;
  }
  throw new AppError(403, 'errors.cross_site');
}
