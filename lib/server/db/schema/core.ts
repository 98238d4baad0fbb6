import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ContactBookSettings } from '../../../contact-book-values';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export type TenantConfig = {
  logo?: string | null;
  brandName?: string | null;
  btnColor?: string | null;
  textColor?: string | null;
  themePrimary?: string | null;
  themeMHPrimary?: string | null;
  themeMHHeader?: string | null;
  themeMHPrimaryLighter?: string | null;
  /** When children are expected (HH:mm, school time) and which weekdays the school opens (1 = Monday … 7 = Sunday). */
  attendance?: AttendanceSettings;
  /** The contact book's meals (named in both languages) and usual values (issue 38). */
  contactBook?: Partial<ContactBookSettings>;
};

export type AttendanceSettings = {
  checkInFrom: string;
  checkInUntil: string;
  checkOutFrom: string;
  checkOutUntil: string;
  workDays: number[];
};

/** A school. Everything a school owns carries its id as `tenant_id`, first in keys and indexes. */
export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  address: text('address'),
  provinceId: text('province_id'),
  phone: text('phone'),
  email: text('email'),
  config: jsonb('config').$type<TenantConfig>().notNull().default({}),
  status: text('status').notNull().default('active'),
  createdAt: created(),
  updatedAt: updated(),
});

/** Staff accounts. A user is global; which schools they may enter is in user_schools. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email'),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    languageCode: text('language_code').notNull().default('vi'),
    status: text('status').notNull().default('active'),
    isSystemAdmin: boolean('is_system_admin').notNull().default(false),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
  ],
);

export type Scope = 'system' | 'school' | 'class';

/** Which schools a user may enter, with their data scope there. */
export const userSchools = pgTable(
  'user_schools',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    scope: text('scope').$type<Scope>().notNull().default('school'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] }), index('user_schools_user_idx').on(t.userId)],
);

export type Rights = Record<string, string[]>;

/** A school's roles: a name and a matrix of menus × actions. */
export const roles = pgTable(
  'roles',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().defaultRandom(),
    key: text('key').notNull(),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    isSystem: boolean('is_system').notNull().default(false),
    rights: jsonb('rights').$type<Rights>().notNull().default({}),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('roles_tenant_key').on(t.tenantId, t.key)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    roleId: uuid('role_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.roleId] }),
    index('user_roles_tenant_role_idx').on(t.tenantId, t.roleId),
  ],
);

/** Staff sign-in sessions. Only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip'),
    active: boolean('active').notNull().default(true),
    createdAt: created(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    inactivatedAt: timestamp('inactivated_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId, t.active)],
);

/** Counters for sign-in throttling, kept in the database so that every copy of the app sees them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
