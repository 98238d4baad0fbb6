import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './core';
import { classes } from './school';
import { students } from './student';
import type { AbsenceStatus, AttendanceStatus } from '../../../attendance-values';

export type { AbsenceStatus, AttendanceStatus };

/**
 * A child's day: one row per child and day (no row = not marked yet). `version` grows with every write so that
 * two teachers marking the same child at once cannot silently undo each other (the later write is refused).
 */
export const attendanceRecords = pgTable(
  'attendance_records',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().defaultRandom(),
    studentId: uuid('student_id').notNull(),
    classId: uuid('class_id').notNull(),
    day: date('day').notNull(),
    status: text('status').$type<AttendanceStatus>().notNull(),
    checkInAt: timestamp('check_in_at', { withTimezone: true }),
    broughtBy: text('brought_by'),
    checkInBy: uuid('check_in_by'),
    checkOutAt: timestamp('check_out_at', { withTimezone: true }),
    pickedUpById: uuid('picked_up_by_id'),
    pickedUpByName: text('picked_up_by_name'),
    checkOutBy: uuid('check_out_by'),
    note: text('note'),
    /** The approved absence that made this day excused. */
    absenceId: uuid('absence_id'),
    version: integer('version').notNull().default(1),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('attendance_records_student_day_key').on(t.tenantId, t.studentId, t.day),
    index('attendance_records_class_day_idx').on(t.tenantId, t.classId, t.day),
    // The database itself keeps a record to its own school's child and class, and to the rules of the roll call.
    foreignKey({ columns: [t.tenantId, t.studentId], foreignColumns: [students.tenantId, students.id] }),
    foreignKey({ columns: [t.tenantId, t.classId], foreignColumns: [classes.tenantId, classes.id] }),
    check('attendance_records_status_check', sql`${t.status} in ('present', 'excused', 'unexcused')`),
    check(
      'attendance_records_times_check',
      sql`(${t.status} = 'present' or (${t.checkInAt} is null and ${t.checkOutAt} is null))
        and (${t.checkInAt} is null or ${t.checkOutAt} is null or ${t.checkOutAt} >= ${t.checkInAt})`,
    ),
    check('attendance_records_version_check', sql`${t.version} >= 1`),
  ],
);

/** A leave request for a child, from a parent (app account) or entered by staff on the parent's behalf. */
export const absences = pgTable(
  'absences',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().defaultRandom(),
    studentId: uuid('student_id').notNull(),
    /** The child's class when the request was made (lists and scope filter on it). */
    classId: uuid('class_id'),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    reason: text('reason').notNull(),
    attachmentPath: text('attachment_path'),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    status: text('status').$type<AbsenceStatus>().notNull().default('pending'),
    createdByUser: uuid('created_by_user'),
    createdByAccount: uuid('created_by_account'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('absences_student_idx').on(t.tenantId, t.studentId, t.fromDate),
    index('absences_status_idx').on(t.tenantId, t.status, t.fromDate),
    index('absences_class_idx').on(t.tenantId, t.classId, t.fromDate),
    foreignKey({ columns: [t.tenantId, t.studentId], foreignColumns: [students.tenantId, students.id] }),
    check('absences_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'cancelled')`),
    check('absences_dates_check', sql`${t.toDate} >= ${t.fromDate}`),
    check('absences_reject_reason_check', sql`${t.status} <> 'rejected' or ${t.rejectReason} is not null`),
  ],
);
