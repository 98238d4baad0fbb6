import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { classScopeSql } from '../class/scope';
import { booksOf } from './books-of';
import type { BookDay, StudentMonthQuery } from '@/lib/schemas/contact-book';
import { daysOfMonth } from '@/lib/school-time';

export type StudentMonth = { student_name: string; student_code: string; school: string; month: string; days: BookDay[] };

/**
 * A child's sent books of a month, for staff: another school's child is 404, and so, for a teacher, is a child who
 * is not in one of their classes (now, or in a book of that month).
 */
export function studentMonth(ctx: RequestContext, q: StudentMonthQuery): Promise<StudentMonth> {
  const days = daysOfMonth(q.month);
  const from = days[0];
  const to = days[days.length - 1];
  return schoolTransaction(ctx, async (tx) => {
    const t = ctx.tenantId;
    const [child] = await rowsOf<{ full_name: string; code: string; school: string }>(
      tx,
      sql`select s.full_name, s.code, t.name as school from students s join tenants t on t.id = s.tenant_id
        where s.tenant_id = ${t} and s.id = ${q.student_id}
          and (${classScopeSql(ctx, sql`s.class_id`)} or exists (
            select 1 from contact_book_entries e where e.tenant_id = ${t} and e.student_id = s.id
              and e.day between ${from} and ${to} and ${classScopeSql(ctx, sql`e.class_id`)}))`,
    );
    if (!child) throw notFound();
    const books = await booksOf(tx, t, q.student_id, from, to, ctx.locale);
    return { student_name: child.full_name, student_code: child.code, school: child.school, month: q.month, days: books };
  });
}
