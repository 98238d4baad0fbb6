/**
 * The switches a parent can turn on or off (More → notifications): decisions on their requests (leave, medicine,
 * vaccine declarations), medicine doses given or missed, replies to their messages, news, invoices and payments,
 * surveys, events, the child's check-in and check-out, and the day's contact book. A switch without a stored row takes its default:
 * every switch is on except `attendance`, which a parent turns on. The switches govern pushes; the inbox gets
 * everything. Zod-free: the More screen lists them on first load.
 */
export const NOTIFICATION_KINDS = ['requests', 'doses', 'messages', 'news', 'invoices', 'surveys', 'events', 'attendance', 'contact_book'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type NotificationSettings = Record<NotificationKind, boolean>;

/** Off until the parent turns it on. */
export const NOTIFICATION_KINDS_OFF_BY_DEFAULT: readonly NotificationKind[] = ['attendance'];

/** A staff user's switches (header → notifications), all on by default. */
export const STAFF_NOTIFICATION_KINDS = ['requests', 'messages', 'doses', 'surveys'] as const;
export type StaffNotificationKind = (typeof STAFF_NOTIFICATION_KINDS)[number];
