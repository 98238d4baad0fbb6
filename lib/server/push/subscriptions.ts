import 'server-only';
import crypto from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { db } from '../db/client';
import { pushSubscriptions } from '../db/schema';
import { AppError } from '../http/errors';
import type { ParentContext, UserContext } from '../http/context';
import { assertPublicEndpoint } from './endpoint-guard';
import { vapid } from './vapid';
import type { PushSubscriptionBody, PushEndpointBody } from '@/lib/schemas/push';

// A person's devices for Web Push (issue 36): a parents' app account (its school with it) or a staff user (no school:
// they hear from every school they work in). One row per endpoint: the same browser subscribing again — or a shared
// tablet signed in as someone else — takes the row over. At most MAX_DEVICES per person, the oldest going.

export const MAX_DEVICES = 10;
const USER_AGENT_MAX = 512;

type Owner = { tenantId: string | null; accountId: string | null; userId: string | null };
type Caller = { locale: string; userAgent: string };

const parentOwner = (ctx: ParentContext): Owner => ({ tenantId: ctx.tenantId, accountId: ctx.accountId, userId: null });
const staffOwner = (ctx: UserContext): Owner => ({ tenantId: null, accountId: null, userId: ctx.userId });

function ownedBy(owner: Owner): SQL {
  return owner.userId
    ? and(eq(pushSubscriptions.userId, owner.userId), isNull(pushSubscriptions.accountId))!
    : and(eq(pushSubscriptions.tenantId, owner.tenantId!), eq(pushSubscriptions.accountId, owner.accountId!))!;
}

const keyError = (field: 'p256dh' | 'auth') =>
  new AppError(400, `push.errors.${field}`, undefined, { [`keys.${field}`]: `push.errors.${field}` });

/** base64url (padding allowed) → its bytes, or null when it is not base64url. */
function base64url(value: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null;
  return Buffer.from(value.replace(/=+$/, ''), 'base64url');
}

/** The browser's key: an uncompressed P-256 point (65 bytes, 0x04 first) that lies on the curve. */
function checkP256dh(value: string): string {
  const bytes = base64url(value);
  if (!bytes || bytes.length !== 65 || bytes[0] !== 0x04) throw keyError('p256dh');
  try {
    // Refuses a point off the curve ("Public key is not valid for specified curve").
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(bytes);
  } catch {
    throw keyError('p256dh');
  }
  return bytes.toString('base64url');
}

function checkAuth(value: string): string {
  const bytes = base64url(value);
  if (!bytes || bytes.length !== 16) throw keyError('auth');
  return bytes.toString('base64url');
}

async function subscribe(owner: Owner, caller: Caller, body: PushSubscriptionBody) {
  const p256dh = checkP256dh(body.keys.p256dh);
  const auth = checkAuth(body.keys.auth);
  await assertPublicEndpoint(body.endpoint);
  const row = {
    ...owner,
    endpoint: body.endpoint,
    p256dh,
    auth,
    expirationTime: body.expirationTime == null ? null : new Date(body.expirationTime),
    locale: caller.locale,
    userAgent: caller.userAgent.slice(0, USER_AGENT_MAX),
  };
  const database = await db();
  const id = await database.transaction(async (tx) => {
    // One person's subscriptions change one at a time, so the cap holds under concurrent calls.
    const lockKey = owner.userId ?? owner.accountId!;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`push:${lockKey}`}))`);
    // The endpoint held by someone else (a shared device): their row goes, with its pending pushes (cascade), so
    // nothing of theirs is ever sent to the new owner.
    const [held] = await tx
      .select({ id: pushSubscriptions.id, accountId: pushSubscriptions.accountId, userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, body.endpoint))
      .for('update');
    if (held && (held.accountId !== owner.accountId || held.userId !== owner.userId)) {
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, held.id));
    }
    const [stored] = await tx
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          p256dh: row.p256dh,
          auth: row.auth,
          expirationTime: row.expirationTime,
          locale: row.locale,
          userAgent: row.userAgent,
          createdAt: new Date(),
        },
      })
      .returning({ id: pushSubscriptions.id });
    // The newest MAX_DEVICES stay.
    const kept = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(ownedBy(owner))
      .orderBy(desc(pushSubscriptions.createdAt), desc(sql`${pushSubscriptions.id} = ${stored.id}`))
      .offset(MAX_DEVICES);
    if (kept.length) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, kept.map((k) => k.id)));
    return stored.id;
  });
  return { id, message: 'push.subscribed', data: { id } };
}

async function unsubscribe(owner: Owner, body: PushEndpointBody) {
  const database = await db();
  const removed = await database
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, body.endpoint), ownedBy(owner)))
    .returning({ id: pushSubscriptions.id });
  return { id: removed[0]?.id ?? null, message: 'push.unsubscribed', data: { removed: removed.length > 0 } };
}

async function status(owner: Owner, body: PushEndpointBody) {
  const database = await db();
  const [row] = await database
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, body.endpoint), ownedBy(owner)));
  return { subscribed: Boolean(row) };
}

/** GET /api/app/push/status: is this browser's subscription the account's (the switch shows on only then)? */
export function parentPushStatus(ctx: ParentContext, body: PushEndpointBody) {
  return status(parentOwner(ctx), body);
}

/** GET /api/webadmin/Notification/push-status: is this browser's subscription the signed-in user's? */
export function staffPushStatus(ctx: UserContext, body: PushEndpointBody) {
  return status(staffOwner(ctx), body);
}

/** POST /api/app/push/subscribe: this phone's subscription for the parents' app account (in the page's language). */
export function subscribeParentPush(ctx: ParentContext, body: PushSubscriptionBody) {
  return subscribe(parentOwner(ctx), ctx, body);
}

/** POST /api/webadmin/Notification/subscribe: this device's subscription for the signed-in staff user. */
export function subscribeStaffPush(ctx: UserContext, body: PushSubscriptionBody) {
  return subscribe(staffOwner(ctx), ctx, body);
}

/** POST /api/app/push/unsubscribe: forgets the account's own subscription with this endpoint (nobody else's). */
export function unsubscribeParentPush(ctx: ParentContext, body: PushEndpointBody) {
  return unsubscribe(parentOwner(ctx), body);
}

/** POST /api/webadmin/Notification/unsubscribe: forgets the user's own subscription with this endpoint. */
export function unsubscribeStaffPush(ctx: UserContext, body: PushEndpointBody) {
  return unsubscribe(staffOwner(ctx), body);
}

/** The VAPID public key browsers subscribe with (their `applicationServerKey`). */
export async function getPushPublicKey() {
  return { public_key: vapid().publicKey };
}
