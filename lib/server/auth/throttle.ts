import 'server-only';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows';
import type { PublicContext } from '../http/context';
import { AppError } from '../http/errors';
import { addResponseHeader } from '../http/response-headers';
import { addressGroup } from '../http/client-ip';
import { secrets } from '../crypto/secrets';

/**
 * Sign-in throttling, shared by the staff sign-in and the parents' app sign-in (OWASP ASVS 5.0 §6.3).
 *
 * - Nothing is ever locked: failures slow the next attempts down with a growing delay, counted per (name typed,
 *   client address) and per address, so a guesser elsewhere cannot lock anyone out.
 * - A browser that signed in to this account before carries a device cookie (HMAC-signed, bound to the name): its
 *   attempts are counted only against that device, so failures from anywhere else never block it.
 * - Keyed by the name as typed, never by whether an account exists: an unknown name is slowed down exactly like a
 *   known one, so no answer tells which accounts exist.
 * - Each attempt is claimed in one statement before the password is checked, so attempts arriving together all
 *   count.
 * - An address's budget is spent by failures and restored by time only: a success gives back its own attempt and
 *   clears the name's counter, never the address's (29 failures over sprayed names, then one right password for the
 *   guesser's own account, then more failures still meet the budget at the 31st failure).
 * - An IPv6 address is counted by its /64 (one household's or one server's block), and a staff member's username and
 *   e-mail are one name (the caller passes the account's id once the name finds one).
 */

/** Failures allowed without any delay (typing mistakes, a forgotten caps lock). */
export const FREE_FAILURES = 10;
/** Failures from one address, whatever names they tried, before that address is slowed down too. */
export const FREE_ADDRESS_FAILURES = 30;
/** The longest wait between two attempts once slowed down. */
export const MAX_DELAY_SECONDS = 15 * 60;
/** A counter is forgotten this long after its last failure. */
const WINDOW = sql.raw(`interval '24 hours'`);
export const DEVICE_COOKIE = 'mn_device';
const DEVICE_COOKIES_KEPT = 5;

export type SignInSubject = { kind: 'staff' | 'parent'; name: string };
export type SignInGate = { keys: string[]; subject: SignInSubject };

/** Seconds to wait after `count` failures before the next attempt: 0, then 2, 4, 8 … up to 15 minutes. */
export function delaySeconds(count: number, free = FREE_FAILURES): number {
  if (count < free) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (count - free + 1));
}

const hash = (value: string) => crypto.createHash('sha256').update(value).digest('base64url').slice(0, 32);
const subjectKey = (s: SignInSubject) => `${s.kind}:${hash(s.name)}`;

/**
 * Opens a sign-in attempt: refuses with 429 (and Retry-After) while the delay earned by earlier failures runs,
 * otherwise counts the attempt as a failure until `signInSucceeded` clears it.
 */
export async function beginSignIn(
  database: Executor,
  request: Request,
  ctx: PublicContext,
  subject: SignInSubject,
): Promise<SignInGate> {
  const device = knownDevice(request, subject);
  const address = addressGroup(ctx.ip);
  const keys = device
    ? [`signin:device:${subjectKey(subject)}:${device}`]
    : [`signin:account:${subjectKey(subject)}:${address}`, `signin:address:${address}`];
  for (const key of keys) await claim(database, key, key.startsWith('signin:address:') ? FREE_ADDRESS_FAILURES : FREE_FAILURES);
  return { keys, subject };
}

/**
 * A right password: the name's counter (on this address or this device) is cleared, the address's gets back only the
 * attempt this success had claimed, and the browser gets (or keeps) its device cookie.
 */
export async function signInSucceeded(database: Executor, request: Request, gate: SignInGate) {
  for (const key of gate.keys) {
    if (key.startsWith('signin:address:'))
      await database.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
    else await database.execute(sql`delete from rate_limits where key = ${key}`);
  }
  rememberDevice(request, gate.subject);
}

async function claim(database: Executor, key: string, free: number) {
  const earliest = sql`rate_limits.reset_at - ${WINDOW} + make_interval(secs => least(${MAX_DELAY_SECONDS}, power(2, rate_limits.count - ${free} + 1)))`;
  const claimed = await rowsOf<{ count: number }>(
    database,
    sql`
    insert into rate_limits (key, count, reset_at) values (${key}, 1, now() + ${WINDOW})
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = now() + ${WINDOW}
    where rate_limits.reset_at <= now() or rate_limits.count < ${free} or now() >= ${earliest}
    returning count`,
  );
  if (claimed.length) return;
  const [waited] = await rowsOf<{ seconds: number }>(
    database,
    sql`select ceil(extract(epoch from (${earliest} - now())))::int as seconds from rate_limits where key = ${key}`,
  );
  const seconds = Math.max(1, Number(waited?.seconds ?? 1));
  throw tooManyAttempts(seconds);
}

/** 429: in seconds below a minute, in minutes above. */
export function tooManyAttempts(seconds: number) {
  return seconds < 60
    ? new AppError(429, 'errors.signin_wait_seconds', { seconds })
    : new AppError(429, 'errors.too_many_attempts', { minutes: Math.ceil(seconds / 60), seconds });
}

// --- the device cookie: id.mac entries, one per name signed in from this browser ---

function mac(subject: SignInSubject, id: string) {
  return crypto
    .createHmac('sha256', secrets().nextAuthSecret)
    .update(`device:${subject.kind}:${subject.name}:${id}`)
    .digest('base64url')
    .slice(0, 27);
}

function cookieEntries(request: Request): string[] {
  const header = request.headers.get('cookie') ?? '';
  const match = header.match(new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([^;]*)`));
  return (match?.[1] ?? '').split('~').filter((e) => /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{27}$/.test(e)).slice(0, DEVICE_COOKIES_KEPT);
}

/** The device id this browser holds for the name, when its signature is right. */
function knownDevice(request: Request, subject: SignInSubject): string | null {
  for (const entry of cookieEntries(request)) {
    const [id, signature] = entry.split('.');
    const expected = mac(subject, id);
    if (crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return id;
  }
  return null;
}

function rememberDevice(request: Request, subject: SignInSubject) {
  const entries = cookieEntries(request);
  const known = knownDevice(request, subject);
  const id = known ?? crypto.randomBytes(16).toString('base64url');
  const mine = `${id}.${mac(subject, id)}`;
  const kept = [mine, ...entries.filter((e) => e !== mine)].slice(0, DEVICE_COOKIES_KEPT);
  const https = new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const secure = https ? '; Secure' : '';
  addResponseHeader(
    request,
    'set-cookie',
    `${DEVICE_COOKIE}=${kept.join('~')}; Path=/api; Max-Age=${180 * 24 * 3600}; HttpOnly; SameSite=Strict${secure}`,
  );
}
