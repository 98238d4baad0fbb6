import 'server-only';
import { cookies } from 'next/headers';
import { decode, getToken, type JWT, type JWTDecodeParams } from 'next-auth/jwt';
import { secrets } from '../crypto/secrets';

/** How long a decoded cookie is kept: its content cannot change, only its expiry ends it. */
const KEEP_MS = 60_000;
/** At most this many cookies kept (about 1 kB each); the oldest goes first. */
const MAX_KEPT = 10_000;
const decoded = new Map<string, { payload: JWT; until: number }>();

/**
 * next-auth's own decoding of its cookie, kept per cookie value. Decoding derives the key from the secret (HKDF) and
 * decrypts the cookie on every call: 3.7% of the server CPU of a move between pages, measured. The cookie
 * is sealed (AES-GCM with that key), so a value that decoded once decodes the same until it expires; a value that
 * does not decode is not kept. What the cookie holds, the API's bearer token, is still checked on every request
 * (resolve-session.ts): signing out, revoking or locking takes effect at once.
 */
async function decodeKept({ token, secret }: JWTDecodeParams): Promise<JWT | null> {
  if (!token) return null;
  const now = Date.now();
  const kept = decoded.get(token);
  if (kept && kept.until > now) return kept.payload;
  const payload = await decode({ token, secret });
  if (!payload) return null;
  decoded.delete(token);
  if (decoded.size >= MAX_KEPT) decoded.delete(decoded.keys().next().value!);
  decoded.set(token, {
    payload,
    until: Math.min(now + KEEP_MS, typeof payload.exp === 'number' ? payload.exp * 1000 : now),
  });
  return payload;
}

/**
 * The API bearer token in the page request's next-auth cookie (read as next-auth reads it: its name by NEXTAUTH_URL's
 * scheme, split cookies joined), or null when there is none or it does not decode. Pages need nothing else of the
 * cookie; next-auth's `getServerSession` would also build a session object and seal a new cookie that a page render
 * cannot send.
 */
export async function webSessionToken(): Promise<string | null> {
  const jar = await cookies();
  const req = { cookies: Object.fromEntries(jar.getAll().map((c) => [c.name, c.value])), headers: {} };
  const jwt = await getToken({ req: req as never, secret: secrets().nextAuthSecret, decode: decodeKept });
  return typeof jwt?.accessToken === 'string' ? jwt.accessToken : null;
}
