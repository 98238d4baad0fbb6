/**
 * What is notified, to whom (issue 36). Zod-free: the server's producers, the fan-out and the inbox screens share
 * these names. Each event kind has its words under `notifications.kinds.<kind>.title|body` in both message files
 * (its `params` fill them) and belongs to one switch of `lib/notification-kinds.ts` (parents) or
 * `STAFF_NOTIFICATION_KINDS` (staff), which the person may turn off for pushes; the inbox gets everything.
 */
export const PARENT_EVENT_KINDS = {
  news_published: 'news',
  absence_decided: 'requests',
  medicine_decided: 'requests',
  vaccine_declaration_decided: 'requests',
  dose_given: 'doses',
  dose_not_given: 'doses',
  message_answered: 'messages',
  message_started: 'messages',
  invoice_issued: 'invoices',
  payment_recorded: 'invoices',
  survey_opened: 'surveys',
  survey_closing: 'surveys',
  event_created: 'events',
  event_tomorrow: 'events',
  checked_in: 'attendance',
  checked_out: 'attendance',
  menu_published: 'news',
  contact_book_sent: 'contact_book',
  contact_book_edited: 'contact_book',
} as const;

export const STAFF_EVENT_KINDS = {
  absence_requested: 'requests',
  medicine_requested: 'requests',
  vaccine_declared: 'requests',
  message_received: 'messages',
  message_no_teacher: 'messages',
  dose_due: 'doses',
  survey_closed: 'surveys',
} as const;

export type ParentEventKind = keyof typeof PARENT_EVENT_KINDS;
export type StaffEventKind = keyof typeof STAFF_EVENT_KINDS;
export type NotificationEventKind = ParentEventKind | StaffEventKind;

/** Pushes that quiet hours (21:00–06:30 school time) do not hold back. */
export const URGENT_EVENT_KINDS: readonly NotificationEventKind[] = ['dose_due', 'dose_given', 'dose_not_given'];

/**
 * Who hears of an event, resolved by the fan-out when it runs (so a post to a whole school costs the call one row):
 * - `students`: every active parents' app account linked to one of these children;
 * - `classes`: the accounts of the children now in these classes;
 * - `school`: every active account of the school;
 * - `staff`: the school's users whose role grants `action` on `menu` and, for a teacher (scope `class`), only
 *   when `classId` is one of their classes (null: school-scope staff only).
 */
export type NotificationAudience =
  | { type: 'students'; studentIds: string[] }
  | { type: 'classes'; classIds: string[] }
  | { type: 'school' }
  | { type: 'staff'; menu: string; action: string; classId: string | null };

type Decision = 'approved' | 'rejected';

/**
 * What each kind's words are filled with (`notificationKinds.<kind>.title|body`), and where it leads. Names are the
 * child's full name; dates `dd/MM/yyyy` and times `HH:mm`, school time; amounts VND integers; `reason` may be ''.
 * The `url` is a path without the locale; the `tag` names the thing, so a later notice of it replaces the earlier.
 */
export type NotificationParams = {
  /** url `/parent/news/<id>`, tag `news:<id>` */
  news_published: { title: string };
  /** url `/parent/absences`, tag `absence:<id>` */
  absence_decided: { child: string; from: string; to: string; status: Decision; reason: string };
  /** url `/parent/medicine`, tag `medicine:<id>` */
  medicine_decided: { child: string; date: string; status: Decision; reason: string };
  /** url `/parent/vaccines`, tag `vaccine-declaration:<id>` */
  vaccine_declaration_decided: { child: string; vaccine: string; status: Decision; reason: string };
  /** url `/parent/medicine`, tag `dose:<dose id>` */
  dose_given: { child: string; medicine: string; time: string };
  /** url `/parent/medicine`, tag `dose:<dose id>` */
  dose_not_given: { child: string; medicine: string; time: string; reason: string };
  /** url `/parent/messages?id=<id>`, tag `message:<id>` */
  message_answered: { child: string; staff: string };
  /** url `/parent/messages?id=<id>`, tag `message:<id>`: a message staff started to the family */
  message_started: { child: string; staff: string };
  /** url `/parent/payments/<invoice id>`, tag `invoice:<id>` */
  invoice_issued: { child: string; title: string; amount: number };
  /** url `/parent/payments/<invoice id>`, tag `invoice:<id>` */
  payment_recorded: { child: string; amount: number; date: string };
  /** url `/parent/surveys`, tag `survey:<id>` */
  survey_opened: { title: string; closes: string };
  /** url `/parent/surveys`, tag `survey:<id>` */
  survey_closing: { title: string; closes: string };
  /** url `/parent/events`, tag `event:<id>` */
  event_created: { title: string; date: string };
  /** url `/parent/events`, tag `event:<id>` */
  event_tomorrow: { title: string; date: string };
  /** url `/parent`, tag `attendance:<student id>:<yyyy-MM-dd>` */
  checked_in: { child: string; time: string };
  /** url `/parent`, tag `attendance:<student id>:<yyyy-MM-dd>`; `by` the person who picked up, or 'none' */
  checked_out: { child: string; time: string; by: string };
  /** url `/parent/menus?week=<yyyy-Www>`, tag `menu:<age group>:<yyyy-Www>`; `from`/`to` Monday and Friday */
  menu_published: { from: string; to: string };
  /** url `/parent/contact-book?date=<yyyy-MM-dd>`, tag `contact-book:<class id>:<yyyy-MM-dd>` */
  contact_book_sent: { class: string; date: string };
  /** The first correction of a child's sent book; url as contact_book_sent, tag `contact-book-edited:<student id>:<yyyy-MM-dd>` */
  contact_book_edited: { child: string; date: string };
  /** url `/management/absence`, tag `absence:<id>` */
  absence_requested: { child: string; class: string; from: string; to: string };
  /** url `/management/medicine-request`, tag `medicine:<id>` */
  medicine_requested: { child: string; class: string; date: string };
  /** url `/management/vaccine-declaration`, tag `vaccine-declaration:<id>` */
  vaccine_declared: { child: string; class: string; vaccine: string };
  /** url `/management/message-request`, tag `message:<id>` */
  message_received: { child: string; class: string };
  /** A message to the teacher of a class that has none, sent to the school instead; url and tag as message_received. */
  message_no_teacher: { child: string; class: string };
  /** url `/management/medicine-request/mobile`, tag `dose:<dose id>` */
  dose_due: { child: string; class: string; medicine: string; time: string };
  /** url `/management/survey`, tag `survey:<id>` */
  survey_closed: { title: string; answers: number };
};
