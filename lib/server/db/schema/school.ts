import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants, users } from './core';

export const AGE_GROUPS = ['nha_tre', 'mau_giao_be', 'mau_giao_nho', 'mau_giao_lon'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

/** A school year, e.g. 2025–2026. One per school is current. */
export const schoolYears = pgTable(
  'school_years',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('school_years_tenant_name_key').on(t.tenantId, sql`lower(${t.name})`),
    uniqueIndex('school_years_one_current').on(t.tenantId).where(sql`${t.isCurrent}`),
  ],
);

/** A class in a school year, with its age group, capacity and teachers (class_teachers). */
export const classes = pgTable(
  'classes',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().defaultRandom(),
    schoolYearId: uuid('school_year_id').notNull(),
    name: text('name').notNull(),
    ageGroup: text('age_group').$type<AgeGroup>().notNull(),
    capacity: integer('capacity').notNull().default(30),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('classes_tenant_year_name_key').on(t.tenantId, t.schoolYearId, sql`lower(${t.name})`),
  ],
);

export const classTeachers = pgTable(
  'class_teachers',
  {
    tenantId: uuid('tenant_id').notNull(),
    classId: uuid('class_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.classId, t.userId] }), index('class_teachers_user_idx').on(t.tenantId, t.userId)],
);

/**
 * Every create, update, delete, approve and sign-in: who, when, which school, which record, old and new values.
 * Written by the audit_row() trigger in the same transaction as the change (and by sign-in explicitly).
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: uuid('tenant_id'),
    userId: uuid('user_id'),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id'),
    oldValues: jsonb('old_values'),
    newValues: jsonb('new_values'),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_logs_tenant_at_idx').on(t.tenantId, t.at), index('audit_logs_user_at_idx').on(t.userId, t.at)],
);
