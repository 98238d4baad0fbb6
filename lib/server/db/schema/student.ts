import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  json,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from './core';

export const STUDENT_STATUSES = ['studying', 'reserved', 'left', 'graduated'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const GUARDIAN_RELATIONSHIPS = ['father', 'mother', 'grandparent', 'other'] as const;
export type GuardianRelationship = (typeof GUARDIAN_RELATIONSHIPS)[number];

/** A child of the school: identity, class, status and health basics. Never deleted: a child leaves (status). */
export const students = pgTable(
  'students',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().defaultRandom(),
    code: text('code').notNull(),
    fullName: text('full_name').notNull(),
    nickname: text('nickname'),
    gender: text('gender').$type<Gender>().notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    classId: uuid('class_id'),
    enrolmentDate: date('enrolment_date'),
    status: text('status').$type<StudentStatus>().notNull().default('studying'),
    statusDate: date('status_date'),
    statusReason: text('status_reason'),
    address: text('address'),
    provinceId: text('province_id'),
    ethnicity: text('ethnicity'),
    notes: text('notes'),
    bloodGroup: text('blood_group'),
    allergies: text('allergies'),
    specialDiet: text('special_diet'),
    /** The photo's file name under DATA_DIR/uploads/student-photos (<student id>-<random>.<ext>), or none. */
    photo: text('photo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('students_tenant_code_key').on(t.tenantId, sql`lower(${t.code})`),
    index('students_tenant_class_idx').on(t.tenantId, t.classId),
    index('students_tenant_status_idx').on(t.tenantId, t.status),
    // The list's default order (accent-free name, then code): a page is read in order, not folded and sorted whole.
    index('students_tenant_name_fold_idx').on(t.tenantId, sql`vn_fold(${t.fullName})`, sql`lower(${t.code})`, t.id),
  ],
);

/** The adults responsible for a child; exactly one is primary. */
export const guardians = pgTable(
  'guardians',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    studentId: uuid('student_id').notNull(),
    fullName: text('full_name').notNull(),
    relationship: text('relationship').$type<GuardianRelationship>().notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    address: text('address'),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('guardians_tenant_student_idx').on(t.tenantId, t.studentId),
    uniqueIndex('guardians_one_primary')
      .on(t.tenantId, t.studentId)
      .where(sql`${t.isPrimary}`),
  ],
);

/** People allowed to pick a child up. */
export const pickupPeople = pgTable(
  'pickup_people',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    studentId: uuid('student_id').notNull(),
    fullName: text('full_name').notNull(),
    relationship: text('relationship').notNull(),
    phone: text('phone'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('pickup_people_tenant_student_idx').on(t.tenantId, t.studentId),
  ],
);

/**
 * Who may pick a child up, as the roll call shows them in one language: guardians first, their relationship named in
 * that language. A copy kept by `refreshPickupLists` (lib/server/student/pickup-lists.ts) whenever the child's
 * guardians or pick-up people change, so that a roll call reads one row per child instead of gathering, sorting and
 * writing the people as JSON for each, a third of its statement. `labels` names the relationship labels the copy
 * was written with: a copy written with other labels (an earlier release's) is not read.
 */
export const pickupLists = pgTable(
  'pickup_lists',
  {
    tenantId: uuid('tenant_id').notNull(),
    studentId: uuid('student_id').notNull(),
    locale: text('locale').notNull(),
    labels: text('labels').notNull(),
    people: json('people').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.studentId, t.locale] }),
    foreignKey({ columns: [t.tenantId, t.studentId], foreignColumns: [students.tenantId, students.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** Every move of a child between classes. */
export const studentClassHistory = pgTable(
  'student_class_history',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    studentId: uuid('student_id').notNull(),
    fromClassId: uuid('from_class_id'),
    toClassId: uuid('to_class_id').notNull(),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
    movedBy: uuid('moved_by'),
    reason: text('reason'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('student_class_history_student_idx').on(t.tenantId, t.studentId, t.movedAt),
  ],
);
