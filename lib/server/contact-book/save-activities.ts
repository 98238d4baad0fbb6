import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { assertClassInScope } from '../class/scope';
import type { SaveActivitiesInput } from '@/lib/schemas/contact-book';

/** POST /ContactBook/save-activities: the class's activity line of the day (written once for every child). */
export async function saveActivities(ctx: RequestContext, input: SaveActivitiesInput) {
  assertClassInScope(ctx, input.class_id);
  await schoolTransaction(ctx, async (tx) => {
    const [cls] = await rowsOf<{ id: string }>(tx, sql`select id from classes where tenant_id = ${ctx.tenantId} and id = ${input.class_id}`);
    if (!cls) throw notFound();
    await tx.execute(
      sql`insert into contact_book_days (tenant_id, class_id, day, activities, updated_by, updated_at)
        values (${ctx.tenantId}, ${input.class_id}, ${input.date}, ${input.activities}, ${ctx.userId}, ${new Date()})
        on conflict (tenant_id, class_id, day) do update set activities = excluded.activities,
          updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
    );
  });
  return { id: input.class_id, message: 'contactBook.saved', data: { activities: input.activities } };
}
