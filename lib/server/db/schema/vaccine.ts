import { boolean, date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './core';

// Vaccine declarations (migration 0021_vaccines.sql holds the constraints, indexes and row-level security).

/** The national schedule (Tiêm chủng mở rộng): common data, written only by system administrators. */
export const vaccines = pgTable('vaccines', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull(),
  nameVi: text('name_vi').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each dose of a national vaccine and the child's age (months + days) from which it is due. */
export const vaccineDoses = pgTable(
  'vaccine_doses',
  {
    vaccineId: uuid('vaccine_id').notNull(),
    doseNumber: integer('dose_number').notNull(),
    ageMonths: integer('age_months').notNull(),
    ageDays: integer('age_days').notNull(),
  },
  (t) => [primaryKey({ columns: [t.vaccineId, t.doseNumber] })],
);

/** A school's own optional vaccines (varicella, influenza, rotavirus…). */
export const schoolVaccines = pgTable(
  'school_vaccines',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().defaultRandom(),
    code: text('code').notNull(),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const schoolVaccineDoses = pgTable(
  'school_vaccine_doses',
  {
    tenantId: uuid('tenant_id').notNull(),
    vaccineId: uuid('vaccine_id').notNull(),
    doseNumber: integer('dose_number').notNull(),
    ageMonths: integer('age_months').notNull(),
    ageDays: integer('age_days').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.vaccineId, t.doseNumber] })],
);

export type VaccineDeclarationStatus = 'declared' | 'verified' | 'rejected';

/** One dose of one vaccine for one child, declared by a parent or entered by staff, then verified or rejected. */
export const vaccineDeclarations = pgTable(
  'vaccine_declarations',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().defaultRandom(),
    studentId: uuid('student_id').notNull(),
    vaccineId: uuid('vaccine_id'),
    schoolVaccineId: uuid('school_vaccine_id'),
    doseNumber: integer('dose_number').notNull(),
    vaccinatedOn: date('vaccinated_on').notNull(),
    place: text('place').notNull().default(''),
    lot: text('lot').notNull().default(''),
    note: text('note').notNull().default(''),
    photoPath: text('photo_path'),
    status: text('status').$type<VaccineDeclarationStatus>().notNull().default('declared'),
    rejectReason: text('reject_reason'),
    createdByUser: uuid('created_by_user'),
    createdByAccount: uuid('created_by_account'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);
