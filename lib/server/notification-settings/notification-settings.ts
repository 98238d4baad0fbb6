import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { appNotificationSettings } from '../db/schema';
import { schoolTransactionById } from '../db/school-transaction';
import type { Tx } from '../db/db-types';
import type { ParentContext } from '../http/context';
import { NOTIFICATION_KINDS, NOTIFICATION_KINDS_OFF_BY_DEFAULT, type NotificationKind, type NotificationSettings } from '@/lib/notification-kinds';
import type { NotificationSettingsBody } from '@/lib/schemas/notification-settings';

async function read(tx: Tx, ctx: ParentContext): Promise<NotificationSettings> {
  const rows = await tx
    .select({ kind: appNotificationSettings.kind, enabled: appNotificationSettings.enabled })
    .from(appNotificationSettings)
    .where(and(eq(appNotificationSettings.tenantId, ctx.tenantId), eq(appNotificationSettings.accountId, ctx.accountId)));
  const stored = new Map(rows.map((r) => [r.kind, r.enabled]));
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, stored.get(kind) ?? !NOTIFICATION_KINDS_OFF_BY_DEFAULT.includes(kind)]),
  ) as NotificationSettings;
}

/** GET /api/app/notification-settings: the parent's account's switches (a kind never changed takes its default: on, but attendance off). */
export function getNotificationSettings(ctx: ParentContext): Promise<NotificationSettings> {
  return schoolTransactionById(ctx.tenantId, (tx) => read(tx, ctx));
}

/** PUT /api/app/notification-settings: turns the given kinds on or off for this account; answers every switch. */
export async function updateNotificationSettings(ctx: ParentContext, body: NotificationSettingsBody) {
  const changes = NOTIFICATION_KINDS.filter((kind) => body[kind] !== undefined).map((kind: NotificationKind) => ({
    tenantId: ctx.tenantId,
    accountId: ctx.accountId,
    kind,
    enabled: body[kind] as boolean,
  }));
  const data = await schoolTransactionById(ctx.tenantId, async (tx) => {
    await tx
      .insert(appNotificationSettings)
      .values(changes)
      .onConflictDoUpdate({
        target: [appNotificationSettings.tenantId, appNotificationSettings.accountId, appNotificationSettings.kind],
        set: { enabled: sql`excluded.enabled`, updatedAt: new Date() },
      });
    return read(tx, ctx);
  });
  return { id: ctx.accountId, message: 'common.success', data };
}
