import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { listDueDoses } from '../medicine/list-due-doses';
import { countUnreadMessages } from '../message/message-counter';
import { MESSAGE_FROM, messageScope } from '../message/message-rows';
import { countPending, waitingOf } from '../requests/workflow';
import { debtReport } from '../tuition/tuition-reports';
import { DUE_WINDOW_MINUTES } from '@/lib/request-values';
import { schoolTimeOf, schoolToday } from '@/lib/school-time';
import type { DayAtAGlance } from '@/lib/day-at-a-glance';

/**
 * Home: what waits for the user today in the chosen school and their scope (a teacher: their classes). Each block
 * only when the user has the right to read its area.
 */
export async function getDayAtAGlance(ctx: RequestContext, now = new Date()): Promise<DayAtAGlance> {
  const out: DayAtAGlance = { pending: {} };
  const canMedicine = ctx.can('medicine-request', 'read');
  const canMessages = ctx.can('message-request', 'read');
  await schoolTransaction(ctx, async (tx) => {
    if (ctx.can('absence', 'read')) {
      out.pending.absence = await countPending(tx, ctx, 'absence');
    }
    if (canMedicine) out.pending.medicine = await countPending(tx, ctx, 'medicine');
    if (ctx.can('vaccine-declaration', 'read')) out.pending.declaration = await countPending(tx, ctx, 'declaration');
    if (canMessages) {
      const newest = await rowsOf<{
        id: string;
        student_name: string;
        category: string;
        content: string;
        created_at: Date | string;
      }>(
        tx,
        sql`select a.id, s.full_name as student_name, a.category, left(a.content, 140) as content, a.created_at from ${MESSAGE_FROM}
          where a.tenant_id = ${ctx.tenantId} and ${waitingOf('message', ctx.tenantId)} and ${messageScope(ctx)}
          order by a.created_at desc, a.id limit 5`,
      );
      out.messages = {
        unread: await countUnreadMessages(tx, ctx),
        newest: newest.map((m) => ({ ...m, created_at: new Date(m.created_at).toISOString() })),
      };
    }
  });
  if (canMedicine) {
    const slots = await listDueDoses(ctx, schoolToday(now));
    const until = schoolTimeOf(new Date(now.getTime() + DUE_WINDOW_MINUTES * 60_000));
    const late = schoolTimeOf(now) > until; // the window runs past midnight
    const open = slots.filter((s) => s.status === 'due');
    out.doses = { soon: open.filter((s) => late || s.time <= until), open: open.length, total: slots.length };
  }
  if (ctx.can('tuition', 'read')) {
    const month = schoolToday(now).slice(0, 7);
    const report = await debtReport(ctx, month);
    out.tuition = { balance: report.total.balance, month };
  }
  return out;
}
