/**
 * The kinds of notification a parent can turn on or off (More → notifications): decisions on their requests
 * (leave, medicine, vaccine declarations), medicine doses given or missed, replies to their messages, news, invoices.
 * Zod-free: the More screen lists them on first load.
 */
export const NOTIFICATION_KINDS = ['requests', 'doses', 'messages', 'news', 'invoices'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type NotificationSettings = Record<NotificationKind, boolean>;
