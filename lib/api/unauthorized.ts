import type { AxiosInstance } from 'axios';
import { endCookieSession } from './auth-session';

let handling = false;

/** A deliberate sign-out is under way: its own 401s are expected. */
export function markSigningOut() {
  handling = true;
}

export function loginPath(locale: string) {
  return locale === 'vi' ? '/login' : `/${locale}/login`;
}

/** Removes a modal backdrop that would otherwise stay over the login page (spec §8). */
export function removeModalBackdrop() {
  document.querySelectorAll('.modal-backdrop, .offcanvas-backdrop').forEach((el) => el.remove());
  document.body.classList.remove('modal-open');
  document.body.style.removeProperty('overflow');
  document.body.style.removeProperty('padding-right');
}

/**
 * Any 401: the session is gone. Sign the browser out (through the API client that met the 401) and go to the
 * login page, remembering where we were.
 */
export function handleUnauthorized(http: AxiosInstance) {
  if (handling) return;
  handling = true;
  removeModalBackdrop();
  const locale = document.documentElement.lang || 'vi';
  const back = window.location.pathname + window.location.search;
  void endCookieSession(http).finally(() => {
    // A full load on purpose: nothing of the ended session may stay in memory.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`${loginPath(locale)}?ended=1&callbackUrl=${encodeURIComponent(back)}`);
  });
}
