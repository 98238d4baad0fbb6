import { date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './core';

/** A child's measurements on a date, with the BMI, WHO z-scores and classes computed when written (migration 0020). */
export const healthDeclarations = pgTable(
  'health_declarations',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().defaultRandom(),
    studentId: uuid('student_id').notNull(),
    classId: uuid('class_id'),
    measuredOn: date('measured_on').notNull(),
    ageDays: integer('age_days').notNull(),
    heightCm: numeric('height_cm', { precision: 5, scale: 1 }),
    weightKg: numeric('weight_kg', { precision: 5, scale: 2 }),
    temperatureC: numeric('temperature_c', { precision: 3, scale: 1 }),
    symptoms: text('symptoms'),
    note: text('note'),
    measured: text('measured').$type<'lying' | 'standing'>().notNull(),
    bmi: numeric('bmi', { precision: 5, scale: 2 }),
    wfaZ: numeric('wfa_z', { precision: 5, scale: 2 }),
    hfaZ: numeric('hfa_z', { precision: 5, scale: 2 }),
    bfaZ: numeric('bfa_z', { precision: 5, scale: 2 }),
    classes: text('classes').array().notNull().default([]),
    source: text('source').$type<'staff' | 'round' | 'parent'>().notNull(),
    createdByUser: uuid('created_by_user'),
    createdByAccount: uuid('created_by_account'),
    updatedBy: uuid('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('health_declarations_student_day_key').on(t.tenantId, t.studentId, t.measuredOn),
    index('health_declarations_class_day_idx').on(t.tenantId, t.classId, t.measuredOn),
    index('health_declarations_day_idx').on(t.tenantId, t.measuredOn),
  ],
);
