import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing, defaultLocale, isLocale } from './lib/i18n/routing';
import { safeRedirectPath } from './lib/redirect';
import { PARENT_SESSION_COOKIE } from './lib/parent-session';

const intl = createIntlMiddleware(routing);
const GUEST_ONLY = ['/login', '/login_alt'];
const SESSION_COOKIES = ['next-auth.session-token', '__Secure-next-auth.session-token'];

/**
 * Locale prefixing (next-intl) and the auth redirects of spec §4. Only the presence of the session cookie is
 * checked here; the authenticated layout checks the session itself against the database on every render.
 */
/**
 * The pages' Content-Security-Policy: scripts only with this answer's nonce (Next.js reads it from the request's
 * own CSP header and puts it on its scripts; the root layout puts it on its inline script), no 'unsafe-inline'.
 * Style elements and stylesheets (style-src-elem): our own files, and inline <style> only with the same nonce (Next.js
 * puts the script-src nonce on the style and stylesheet elements it writes). Style attributes (style-src-attr) stay
 * 'unsafe-inline': React's style={{…}} props (bars, progress widths, colours) and the libraries' own (react-bootstrap,
 * Next's route announcer) are attributes, which CSP lets no nonce or hash cover.
 * In development the dev server (Turbopack's hot reload, Next's error overlay) inserts <style> elements from script
 * without the nonce, so there style elements keep 'unsafe-inline' (a nonce in the list would switch it off).
 */
function contentSecurityPolicy(nonce: string) {
  const dev = process.env.NODE_ENV !== 'production';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    // Only for browsers without the two below (Safari before 15.4, old iPhones among the parents): as before.
    "style-src 'self' 'unsafe-inline'",
    `style-src-elem 'self' ${dev ? "'unsafe-inline'" : `'nonce-${nonce}'`}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The parents' app: its service worker (/parent-sw.js) and its web app manifest, from this origin only.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export default function proxy(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID());
  const csp = contentSecurityPolicy(nonce);
  request.headers.set('x-nonce', nonce);
  request.headers.set('content-security-policy', csp);
  const response = route(request);
  response.headers.set('content-security-policy', csp);
  // Signed-in pages hold personal data: no HTTP cache keeps them (the parents' app's service worker keeps the
  // screens a parent has seen in its own cache, for reading offline).
  if ([...SESSION_COOKIES, PARENT_SESSION_COOKIE].some((name) => request.cookies.has(name)))
    response.headers.set('cache-control', 'no-store');
  return response;
}

function route(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const first = pathname.split('/')[1];
  const locale = isLocale(first) ? first : defaultLocale;
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  const path = (isLocale(first) ? pathname.slice(first.length + 1) : pathname) || '/';
  // The parents' app (/parent…) has its own session (an HttpOnly cookie) and its own sign-in page.
  if (path === '/parent' || path.startsWith('/parent/')) {
    if (path !== '/parent/login' && !request.cookies.has(PARENT_SESSION_COOKIE)) {
      return NextResponse.redirect(new URL(`${prefix}/parent/login`, request.url));
    }
    return intl(request);
  }
  const signedIn = SESSION_COOKIES.some((name) => request.cookies.has(name));
  const guestOnly = GUEST_ONLY.includes(path);

  if (guestOnly && signedIn && !request.nextUrl.searchParams.has('ended')) {
    const target = safeRedirectPath(request.nextUrl.searchParams.get('callbackUrl')) ?? `${prefix}/`;
    return NextResponse.redirect(new URL(target, request.url));
  }
  if (!guestOnly && !signedIn) {
    const url = new URL(`${prefix}/login`, request.url);
    if (path !== '/' || prefix) url.searchParams.set('callbackUrl', `${pathname}${search}`);
    return NextResponse.redirect(url);
  }
  return intl(request);
}

export const config = {
  // Everything but the API, Next's own files and static files.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
