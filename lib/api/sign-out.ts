import { setYearCookie } from './cookie';
import { apiInstance, currentToken, mutate, sha256Hex } from './client';
import { loginPath, markSigningOut } from './unauthorized';
import { endCookieSession } from './auth-session';
import { forgetPushSubscription } from './push-forget';

/**
 * Spec §4: the current session is deactivated by its token (errors ignored), auth is cleared, the chosen
 * language is kept for the login page, and the user goes to /login.
 */
export async function signOutNow(locale: string, reason?: 'password') {
  markSigningOut();
  const token = currentToken();
  if (token) {
    // Notifications stop on this device (issue 36; the staff worker's scope is `/`).
    await forgetPushSubscription('/', (endpoint) => mutate('post', '/webadmin/Notification/unsubscribe', { endpoint }));
    try {
      await mutate('put', `/webadmin/session/inactivate-by-token/${await sha256Hex(token)}`);
    } catch {
      /* swallowed, spec §8 */
    }
  }
  setYearCookie('NEXT_LOCALE', locale);
  await endCookieSession(await apiInstance());
  window.location.assign(loginPath(locale) + (reason ? `?done=${reason}` : ''));
}
