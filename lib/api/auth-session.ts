// The browser's next-auth cookie session through next-auth's own REST endpoints (/api/auth/csrf, /callback, /signout),
// as its client would call them, without loading that client (and its session provider) on every page. The calls
// go through the API client's axios instance, handed in: that instance itself ends the session on a 401.
import type { AxiosInstance } from 'axios';
import { ApiError } from './api-error';

type AuthAnswer = { url?: string };

async function postAuth(
  http: AxiosInstance,
  action: 'callback/credentials' | 'signout',
  fields: Record<string, string> = {},
) {
  const { csrfToken } = (await http.get<{ csrfToken: string }>('/auth/csrf')).data;
  const form = new URLSearchParams({ ...fields, csrfToken, callbackUrl: window.location.href, json: 'true' });
  try {
    const response = await http.post<AuthAnswer | undefined>(`/auth/${action}`, form, { validateStatus: () => true });
    return { ok: response.status >= 200 && response.status < 300, answer: response.data ?? {} };
  } catch (e) {
    // next-auth refuses credentials with a 401, which the client answers as an ApiError.
    if (e instanceof ApiError && e.status === 401) return { ok: false, answer: {} };
    throw e;
  }
}

/** Sets the session cookie for an access token the API issued; false when next-auth refused it. */
export async function startCookieSession(http: AxiosInstance, accessToken: string): Promise<boolean> {
  const { ok, answer } = await postAuth(http, 'callback/credentials', { accessToken });
  return (
    ok &&
    !(typeof answer === 'object' && answer.url && new URL(answer.url, window.location.href).searchParams.get('error'))
  );
}

/** Clears the session cookie. */
export async function endCookieSession(http: AxiosInstance): Promise<void> {
  await postAuth(http, 'signout');
}
