import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './core';
import { students } from './student';
import type { MedicineItem } from '../../../schemas/medicine';
import type { MedicineStatus, MessageRecipient, MessageStatus } from '../../../request-values';

// Parents' medicine and message requests (migration 0019_requests.sql). The services query them in SQL; these
// declarations keep the schema in one typed place.

/** A parent asks the school to give their child medicines from one day to another; staff accept or reject it. */
export const medicineRequests = pgTable(
  'medicine_requests',
  {
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    id: uuid('id').notNull().defaultRandom(),
    studentId: uuid('student_id').notNull(),
    /** The child's class when the request was made. */
    classId: uuid('class_id'),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    medicines: jsonb('medicines').$type<MedicineItem[]>().notNull(),
    note: text('note'),
    photoPath: text('photo_path'),
    status: text('status').$type<MedicineStatus>().notNull().default('pending'),
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
    index('medicine_requests_student_idx').on(t.tenantId, t.studentId, t.fromDate),
    index('medicine_requests_status_idx').on(t.tenantId, t.status, t.fromDate),
    index('medicine_requests_class_idx').on(t.tenantId, t.classId, t.fromDate),
    foreignKey({ name: 'medicine_requests_student_fk', columns: [t.tenantId, t.studentId], foreignColumns: [students.tenantId, students.id] }),
    check('medicine_requests_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'cancelled')`),
    check('medicine_requests_dates_check', sql`${t.toDate} >= ${t.fromDate}`),
    check('medicine_requests_reject_reason_check', sql`${t.status} <> 'rejected' or ${t.rejectReason} is not null`),
    check('medicine_requests_medicines_check', sql`jsonb_typeof(${t.medicines}) = 'array' and jsonb_array_length(${t.medicines}) >= 1`),
  ],
);

/** One dose slot (request, day, time of day) logged: given, or not given with a reason. Never twice. */
export const medicineDoses = pgTable(
  'medicine_doses',
  {
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    id: uuid('id').notNull().defaultRandom(),
    requestId: uuid('request_id').notNull(),
    day: date('day').notNull(),
    time: text('time').notNull(),
    status: text('status').$type<'given' | 'not_given'>().notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }),
    /** Who logged it (given or not). */
    givenBy: uuid('given_by'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('medicine_doses_slot_key').on(t.tenantId, t.requestId, t.day, t.time),
    foreignKey({ name: 'medicine_doses_request_fk', columns: [t.tenantId, t.requestId], foreignColumns: [medicineRequests.tenantId, medicineRequests.id] }),
    check('medicine_doses_status_check', sql`${t.status} in ('given', 'not_given')`),
    check('medicine_doses_time_check', sql`${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('medicine_doses_reason_check', sql`${t.status} = 'given' or (${t.reason} is not null and length(trim(${t.reason})) > 0)`),
  ],
);

/** A parent's message to the class teacher or the school; staff read it and reply. */
export const messageRequests = pgTable(
  'message_requests',
  {
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    id: uuid('id').notNull().defaultRandom(),
    studentId: uuid('student_id').notNull(),
    classId: uuid('class_id'),
    recipient: text('recipient').$type<MessageRecipient>().notNull(),
    category: text('category').notNull(),
    content: text('content').notNull(),
    imagePath: text('image_path'),
    status: text('status').$type<MessageStatus>().notNull().default('unread'),
    createdByAccount: uuid('created_by_account'),
    createdByUser: uuid('created_by_user'),
    readBy: uuid('read_by'),
    readAt: timestamp('read_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('message_requests_student_idx').on(t.tenantId, t.studentId, t.createdAt),
    index('message_requests_status_idx').on(t.tenantId, t.status, t.createdAt),
    index('message_requests_class_idx').on(t.tenantId, t.classId, t.createdAt),
    foreignKey({ name: 'message_requests_student_fk', columns: [t.tenantId, t.studentId], foreignColumns: [students.tenantId, students.id] }),
    check('message_requests_recipient_check', sql`${t.recipient} in ('teacher', 'school')`),
    check('message_requests_status_check', sql`${t.status} in ('unread', 'read', 'cancelled')`),
    check('message_requests_read_check', sql`${t.status} <> 'read' or ${t.readAt} is not null`),
  ],
);

/** An answer in a message's thread: a staff member's (`author_user`) or the family's (`author_account`, migration 0036). */
export const messageReplies = pgTable(
  'message_replies',
  {
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    id: uuid('id').notNull().defaultRandom(),
    messageId: uuid('message_id').notNull(),
    authorUser: uuid('author_user'),
    authorAccount: uuid('author_account'),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('message_replies_message_idx').on(t.tenantId, t.messageId, t.createdAt),
    foreignKey({ name: 'message_replies_message_fk', columns: [t.tenantId, t.messageId], foreignColumns: [messageRequests.tenantId, messageRequests.id] }),
    check('message_replies_content_check', sql`length(trim(${t.content})) > 0`),
    check('message_replies_author_check', sql`(${t.authorUser} is null) <> (${t.authorAccount} is null)`),
  ],
);
