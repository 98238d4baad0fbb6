// What home shows of the day beside the roll call: read on the server (lib/server/home/day-at-a-glance.ts), drawn
// by the home page's cards (app/[locale]/(staff)/(app)/requests-today-card.tsx).
import type { DueDose } from '@/lib/schemas/medicine';

export type DayAtAGlance = {
  /** Pending requests by kind (only the kinds the user may read). */
  pending: { absence?: number; medicine?: number; declaration?: number };
  /** Today's doses not logged yet whose time is past or within the next two hours; and today's totals. */
  doses?: { soon: DueDose[]; open: number; total: number };
  messages?: { unread: number; newest: { id: string; student_name: string; category: string; content: string; created_at: string }[] };
  /** This month's issued invoices still unpaid, in VND. */
  tuition?: { balance: number; month: string };
};
