import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A device a person subscribed to Web Push (migration 0039): a parents' app account or a staff user. */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: uuid('tenant_id'),
  accountId: uuid('account_id'),
  userId: uuid('user_id'),
  endpoint: text('endpoint').notNull(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  expirationTime: timestamp('expiration_time', { withTimezone: true }),
  /** The language the device's pushes are written in (the page's, when it subscribed). */
  locale: text('locale').notNull().default('vi'),
  userAgent: text('user_agent').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
});

export const PUSH_DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type PushDeliveryStatus = (typeof PUSH_DELIVERY_STATUSES)[number];

/** One push of one inbox row to one device, sent by the push worker. */
export const pushDeliveries = pgTable('push_deliveries', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: uuid('tenant_id').notNull(),
  notificationId: uuid('notification_id').notNull(),
  subscriptionId: uuid('subscription_id').notNull(),
  status: text('status').$type<PushDeliveryStatus>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  lastStatus: integer('last_status'),
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
