import { z } from 'zod';
import { NOTIFICATION_KINDS } from '@/lib/notification-kinds';

export { NOTIFICATION_KINDS, type NotificationKind, type NotificationSettings } from '@/lib/notification-kinds';

const switches = {
  requests: z.boolean({ error: 'errors.validation' }),
  doses: z.boolean({ error: 'errors.validation' }),
  messages: z.boolean({ error: 'errors.validation' }),
  news: z.boolean({ error: 'errors.validation' }),
  invoices: z.boolean({ error: 'errors.validation' }),
  surveys: z.boolean({ error: 'errors.validation' }),
  events: z.boolean({ error: 'errors.validation' }),
  attendance: z.boolean({ error: 'errors.validation' }),
  contact_book: z.boolean({ error: 'errors.validation' }),
} satisfies Record<(typeof NOTIFICATION_KINDS)[number], z.ZodBoolean>;

/** GET /api/app/notification-settings: one switch per kind (its default — on, attendance off — unless the parent changed it). */
export const notificationSettings = z.object(switches);

/** PUT /api/app/notification-settings: the switches to change (any of them, at least one); others stay. */
export const notificationSettingsBody = z
  .strictObject(
    {
      requests: switches.requests.optional(),
      doses: switches.doses.optional(),
      messages: switches.messages.optional(),
      news: switches.news.optional(),
      invoices: switches.invoices.optional(),
      surveys: switches.surveys.optional(),
      events: switches.events.optional(),
      attendance: switches.attendance.optional(),
      contact_book: switches.contact_book.optional(),
    },
    { error: 'errors.validation' },
  )
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'errors.required' });
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBody>;
