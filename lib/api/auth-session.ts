// The browser's next-auth cookie session through next-auth's own REST endpoints (/api/auth/csrf, /callback, /signout),
// as its client would call them, without loading that client (and its session provider) on every page.

type AuthAnswer = { url?: string };

async function postAuth(action: 'callback/credentials' | 'signout', fields: Record<string, string> = {}) {
  const { csrfToken } = (await (await fetch('/api/auth/csrf')).json()) as { csrfToken: string };
  const response = await fetch(`/api/auth/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, csrfToken, callbackUrl: window.location.href, json: 'true' }),
  });
  const answer = (await response.json().catch(() => ({}))) as AuthAnswer;
  return { ok: response.ok, answer };
}

/** Sets the session cookie for an access token the API issued; false when next-auth refused it. */
export async function startCookieSession(accessToken: string): Promise<boolean> {
  const { ok, answer } = await postAuth('callback/credentials', { accessToken });
  return ok && !(answer.url && new URL(answer.url, window.location.href).searchParams.get('error'));
}

/** Clears the session cookie. */
export async function endCookieSession(): Promise<void> {
  await postAuth('signout');
}
