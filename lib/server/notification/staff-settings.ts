import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { userNotificationSettings } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { Tx } from '../db/db-types';
import type { RequestContext } from '../http/context';
import { STAFF_NOTIFICATION_KINDS, type StaffNotificationKind } from '@/lib/notification-kinds';
import type { StaffNotificationSettingsBody } from '@/lib/schemas/notification';

type StaffCtx = Pick<RequestContext, 'tenantId' | 'userId'>;
export type StaffNotificationSettings = Record<StaffNotificationKind, boolean>;

async function read(tx: Tx, userId: string): Promise<StaffNotificationSettings> {
  const rows = await tx
    .select({ kind: userNotificationSettings.kind, enabled: userNotificationSettings.enabled })
    .from(userNotificationSettings)
    .where(eq(userNotificationSettings.userId, userId));
  const stored = new Map(rows.map((r) => [r.kind, r.enabled]));
  return Object.fromEntries(STAFF_NOTIFICATION_KINDS.map((kind) => [kind, stored.get(kind) ?? true])) as StaffNotificationSettings;
}

/** Notification/get-settings: the signed-in user's switches (pushes only; a kind never changed is on). */
export function getStaffNotificationSettings(ctx: StaffCtx): Promise<StaffNotificationSettings> {
  return schoolTransaction(ctx, (tx) => read(tx, ctx.userId));
}

/** Notification/update-settings: turns the given kinds on or off for the user (in every school); answers every switch. */
export async function updateStaffNotificationSettings(ctx: StaffCtx, body: StaffNotificationSettingsBody) {
  const changes = STAFF_NOTIFICATION_KINDS.filter((kind) => body[kind] !== undefined).map((kind) => ({
    userId: ctx.userId,
    kind,
    enabled: body[kind] as boolean,
  }));
  const data = await schoolTransaction(ctx, async (tx) => {
    await tx
      .insert(userNotificationSettings)
      .values(changes)
      .onConflictDoUpdate({
        target: [userNotificationSettings.userId, userNotificationSettings.kind],
        set: { enabled: sql`excluded.enabled`, updatedAt: new Date() },
      });
    return read(tx, ctx.userId);
  });
  return { id: ctx.userId, message: 'common.success', data };
}
