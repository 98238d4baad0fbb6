import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationAudience } from '@/lib/notification-events';

/**
 * The outbox (migration 0038): one row per change that notifies, written in the change's own transaction by
 * `emitNotification` (lib/server/notification/emit.ts). The fan-out worker turns a due row into inbox rows, one per
 * recipient, after the call has answered.
 */
export const notificationEvents = pgTable(
  'notification_events',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    kind: text('kind').notNull(),
    audience: jsonb('audience').$type<NotificationAudience>().notNull(),
    studentId: uuid('student_id'),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    url: text('url').notNull(),
    tag: text('tag').notNull(),
    dedupeKey: text('dedupe_key'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    fannedOutAt: timestamp('fanned_out_at', { withTimezone: true }),
    recipients: integer('recipients'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/** The inbox: one row per recipient — a parents' app account (`accountId`) or a staff user (`userId`). */
export const notifications = pgTable(
  'notifications',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    eventId: uuid('event_id').notNull(),
    accountId: uuid('account_id'),
    userId: uuid('user_id'),
    kind: text('kind').notNull(),
    studentId: uuid('student_id'),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    url: text('url').notNull(),
    tag: text('tag').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/** A staff user's switches per kind of notification (a kind without a row takes its default). */
export const userNotificationSettings = pgTable(
  'user_notification_settings',
  {
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
