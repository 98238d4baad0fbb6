import { z } from 'zod';
import { STAFF_NOTIFICATION_KINDS } from '@/lib/notification-kinds';
import { NOTIFICATION_MAX_MARK, NOTIFICATION_MAX_PAGE_SIZE, NOTIFICATION_PAGE_SIZE } from '@/lib/notification-inbox';

export { NOTIFICATION_PAGE_SIZE, type InboxItem, type InboxPage } from '@/lib/notification-inbox';

/** GET /api/app/notifications, Notification/get-list: page from 1, page_size 1–50 (20 by default). */
export const inboxQuery = z.object({
  page: z.coerce.number('errors.validation').int('errors.validation').min(1, 'errors.validation').default(1),
  page_size: z.coerce
    .number('errors.validation')
    .int('errors.validation')
    .min(1, 'errors.validation')
    .max(NOTIFICATION_MAX_PAGE_SIZE, 'errors.validation')
    .default(NOTIFICATION_PAGE_SIZE),
});
export type InboxQuery = z.output<typeof inboxQuery>;

/** One inbox row: title and body in the caller's language, the link a path without the locale. */
export const inboxItem = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  student_id: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});

/** POST /api/app/notifications/read, Notification/mark-read: `{ids}` (the caller's; others' change nothing) or `{all: true}`. */
export const markReadBody = z
  .strictObject(
    {
      ids: z.array(z.uuid('errors.not_found')).min(1, 'errors.required').max(NOTIFICATION_MAX_MARK, 'errors.validation').optional(),
      all: z.literal(true, { error: 'errors.validation' }).optional(),
    },
    { error: 'errors.validation' },
  )
  .refine((v) => v.ids !== undefined || v.all === true, { message: 'errors.required', path: ['ids'] });
export type MarkReadBody = z.infer<typeof markReadBody>;

/** What marking answers: the caller's unread count afterwards. */
export const unreadCount = z.object({ unread: z.number().int() });

const staffSwitch = z.boolean({ error: 'errors.validation' });
const staffSwitches = {
  requests: staffSwitch,
  messages: staffSwitch,
  doses: staffSwitch,
  surveys: staffSwitch,
} satisfies Record<(typeof STAFF_NOTIFICATION_KINDS)[number], z.ZodBoolean>;

/** Notification/get-settings: a staff user's switches (pushes; the inbox gets everything), all on by default. */
export const staffNotificationSettings = z.object(staffSwitches);

/** Notification/update-settings: the switches to change (any of them, at least one); others stay. */
export const staffNotificationSettingsBody = z
  .strictObject(
    {
      requests: staffSwitch.optional(),
      messages: staffSwitch.optional(),
      doses: staffSwitch.optional(),
      surveys: staffSwitch.optional(),
    },
    { error: 'errors.validation' },
  )
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'errors.required' });
export type StaffNotificationSettingsBody = z.infer<typeof staffNotificationSettingsBody>;
