import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './core';
import { classes } from './school';
import { students } from './student';

/** A class's school day in the contact book (migration 0044): its activity line, and when it was sent to parents. */
export const contactBookDays = pgTable(
  'contact_book_days',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    classId: uuid('class_id').notNull(),
    day: date('day').notNull(),
    activities: text('activities'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: uuid('sent_by'),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'contact_book_days_pk', columns: [t.tenantId, t.classId, t.day] }),
    foreignKey({ name: 'contact_book_days_class_fk', columns: [t.tenantId, t.classId], foreignColumns: [classes.tenantId, classes.id] }).onDelete('cascade'),
  ],
);

/**
 * One child's book on one day: the keys changed from the school's usual values (`meals` meal → portion, `fields`
 * nap/toilet/mood/activities/comment), merged key by key; `stamps` the version that last changed each key.
 */
export const contactBookEntries = pgTable(
  'contact_book_entries',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().defaultRandom(),
    studentId: uuid('student_id').notNull(),
    day: date('day').notNull(),
    classId: uuid('class_id').notNull(),
    meals: jsonb('meals').$type<Record<string, string>>().notNull().default({}),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
    stamps: jsonb('stamps').$type<Record<string, number>>().notNull().default({}),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    replyMessageId: uuid('reply_message_id'),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'contact_book_entries_pk', columns: [t.tenantId, t.id] }),
    uniqueIndex('contact_book_entries_student_day_key').on(t.tenantId, t.studentId, t.day),
    index('contact_book_entries_class_day_idx').on(t.tenantId, t.classId, t.day),
    foreignKey({ name: 'contact_book_entries_student_fk', columns: [t.tenantId, t.studentId], foreignColumns: [students.tenantId, students.id] }).onDelete('cascade'),
    foreignKey({ name: 'contact_book_entries_class_fk', columns: [t.tenantId, t.classId], foreignColumns: [classes.tenantId, classes.id] }).onDelete('cascade'),
    check('contact_book_entries_version_check', sql`${t.version} >= 1`),
  ],
);
