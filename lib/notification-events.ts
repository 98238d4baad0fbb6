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
  invoice_issued: 'invoices',
  payment_recorded: 'invoices',
  survey_opened: 'surveys',
  survey_closing: 'surveys',
  event_created: 'events',
  event_tomorrow: 'events',
  checked_in: 'attendance',
  checked_out: 'attendance',
} as const;

export const STAFF_EVENT_KINDS = {
  absence_requested: 'requests',
  medicine_requested: 'requests',
  vaccine_declared: 'requests',
  message_received: 'messages',
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
