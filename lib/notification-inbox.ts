/**
 * The inbox's constants and row (issue 36), zod-free: the staff bell and the parents' inbox read them on first load.
 * The zod schemas of the calls are in `lib/schemas/notification.ts`.
 */
export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_MAX_PAGE_SIZE = 50;
/** The most ids one mark-read call names. */
export const NOTIFICATION_MAX_MARK = 100;

/** One inbox row as both sides' lists answer it: the words already in the caller's language. */
export type InboxItem = {
  id: string;
  kind: string;
  title: string;
  body: string;
  /** A path without the locale (`/parent/news/<id>`, `/management/absence`). */
  url: string;
  student_id: string | null;
  created_at: string;
  read_at: string | null;
};

/** A page of the inbox: the rows, how many there are, and how many are unread. */
export type InboxPage = { data: InboxItem[]; total: number; unread: number };
