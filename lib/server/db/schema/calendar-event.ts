import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './core';
import { classes } from './school';
import { students } from './student';
import { appAccounts } from './app-account';
import type { EventAnswer, EventStatus } from '../../../calendar-event-values';

/** A school event (migration 0024) for chosen classes (none = the whole school), which may ask parents to reply. */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().defaultRandom(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    place: text('place').notNull().default(''),
    description: text('description').notNull().default(''),
    needsReply: boolean('needs_reply').notNull().default(true),
    status: text('status').$type<EventStatus>().notNull().default('published'),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    updatedBy: uuid('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('calendar_events_starts_idx').on(t.tenantId, t.startsAt),
    index('calendar_events_ends_idx').on(t.tenantId, t.endsAt),
    check('calendar_events_times_check', sql`${t.endsAt} >= ${t.startsAt}`),
    check('calendar_events_status_check', sql`${t.status} in ('draft', 'published', 'cancelled')`),
  ],
);

/** The classes an event is for; an event with none is for the whole school. */
export const calendarEventClasses = pgTable(
  'calendar_event_classes',
  {
    tenantId: uuid('tenant_id').notNull(),
    eventId: uuid('event_id').notNull(),
    classId: uuid('class_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.eventId, t.classId] }),
    index('calendar_event_classes_class_idx').on(t.tenantId, t.classId),
    foreignKey({ columns: [t.tenantId, t.eventId], foreignColumns: [calendarEvents.tenantId, calendarEvents.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.classId], foreignColumns: [classes.tenantId, classes.id] }),
  ],
);

/** One reply per event and child: from a parent (app account) or recorded by staff (given by phone). */
export const calendarEventReplies = pgTable(
  'calendar_event_replies',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    eventId: uuid('event_id').notNull(),
    studentId: uuid('student_id').notNull(),
    answer: text('answer').$type<EventAnswer>().notNull(),
    note: text('note').notNull().default(''),
    source: text('source').$type<'parent' | 'staff'>().notNull(),
    byAccount: uuid('by_account'),
    byUser: uuid('by_user'),
    repliedAt: timestamp('replied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.eventId, t.studentId] }),
    index('calendar_event_replies_student_idx').on(t.tenantId, t.studentId),
    foreignKey({ columns: [t.tenantId, t.eventId], foreignColumns: [calendarEvents.tenantId, calendarEvents.id] }),
    foreignKey({ columns: [t.tenantId, t.studentId], foreignColumns: [students.tenantId, students.id] }),
    foreignKey({ columns: [t.tenantId, t.byAccount], foreignColumns: [appAccounts.tenantId, appAccounts.id] }),
    check('calendar_event_replies_answer_check', sql`${t.answer} in ('yes', 'no')`),
  ],
);
