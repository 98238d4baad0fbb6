import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './core';

export const APP_ACCOUNT_STATUSES = ['active', 'locked'] as const;
export type AppAccountStatus = (typeof APP_ACCOUNT_STATUSES)[number];

/** A parent's login for the parents' app: one per family (a guardian), linked to their children. */
export const appAccounts = pgTable(
  'app_accounts',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().defaultRandom(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    guardianId: uuid('guardian_id').notNull(),
    status: text('status').$type<AppAccountStatus>().notNull().default('active'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('app_accounts_tenant_username_key').on(t.tenantId, sql`lower(${t.username})`),
    uniqueIndex('app_accounts_tenant_guardian_key').on(t.tenantId, t.guardianId),
  ],
);

/** The children an app account may see. */
export const appAccountStudents = pgTable(
  'app_account_students',
  {
    tenantId: uuid('tenant_id').notNull(),
    accountId: uuid('account_id').notNull(),
    studentId: uuid('student_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.accountId, t.studentId] }),
    index('app_account_students_student_idx').on(t.tenantId, t.studentId),
  ],
);

/** Parents' app sessions: like staff sessions, only the token's SHA-256 is kept. */
export const appSessions = pgTable(
  'app_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    accountId: uuid('account_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('app_sessions_token_hash_key').on(t.tokenHash),
    index('app_sessions_tenant_account_idx').on(t.tenantId, t.accountId, t.active),
  ],
);

/**
 * A parent's switches for the kinds of notification (lib/notification-kinds.ts): a kind without a row is on.
 * Read by the notifications' fan-out (to come) to leave out a kind the parent turned off.
 */
export const appNotificationSettings = pgTable(
  'app_notification_settings',
  {
    tenantId: uuid('tenant_id').notNull(),
    accountId: uuid('account_id').notNull(),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.accountId, t.kind] })],
);
