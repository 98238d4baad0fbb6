import 'server-only';
import type { PublicContext } from '../http/context';
import { addResponseHeader } from '../http/response-headers';
import { appLogin } from './app-login';
import { assertSameOrigin, parentCookie } from '../http/parent-cookie';
import type { AppLoginInput } from '@/lib/schemas/app-account';

/**
 * POST /api/app/session: the parents' web app's sign-in. The same sign-in as POST /api/app/login (throttling, one
 * answer for a wrong school, name or password), but the token goes into an HttpOnly cookie and is not answered.
 * Only from this origin: a page elsewhere cannot sign a browser in to an account of its choosing.
 */
export async function appWebSignIn(ctx: PublicContext, input: AppLoginInput, request: Request) {
  assertSameOrigin(request);
  const data = await appLogin(ctx, input, request);
  addResponseHeader(request, 'set-cookie', parentCookie(request, data.accessToken, new Date(data.expires_at)));
  return { expires_at: data.expires_at };
}
