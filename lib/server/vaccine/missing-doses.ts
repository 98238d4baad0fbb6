import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { assertClassReachable } from '../student/scope';
import { loadSchedule } from './schedule';
import { dueDoses } from '@/lib/vaccine-due';
import type { MissingDoseRow } from '@/lib/schemas/vaccine';
import { schoolToday } from '@/lib/school-time';

type Kid = { id: string; full_name: string; code: string; date_of_birth: string; has: string[] | null };

/**
 * The doses each child has (declared or verified: a rejected declaration does not count), as vaccine code and
 * dose number, for the given children's `where` over `students s`.
 */
export async function childrenWithDoses(tx: Tx, tenantId: string, where: SQL): Promise<Kid[]> {
  return rowsOf<Kid>(
    tx,
    sql`
    select s.id, s.full_name, s.code, s.date_of_birth::text as date_of_birth,
      (select array_agg(coalesce(v.code, sv.code) || '#' || vd.dose_number)
       from vaccine_declarations vd
       left join vaccines v on v.id = vd.vaccine_id
       left join school_vaccines sv on sv.tenant_id = ${tenantId} and sv.id = vd.school_vaccine_id
       where vd.tenant_id = ${tenantId} and vd.student_id = s.id and vd.status <> 'rejected') as has
    from students s
    where s.tenant_id = ${tenantId} and ${where}
    order by s.name_key collate "C", s.id`,
  );
}

/** The missing doses of a class, child by child in name order (shared by get-missing and its export). */
export async function classMissing(tx: Tx, ctx: RequestContext, classId: string): Promise<MissingDoseRow[]> {
  await assertClassReachable(tx, ctx, classId);
  const schedule = await loadSchedule(tx, ctx.tenantId, ctx.locale, true);
  const kids = await childrenWithDoses(tx, ctx.tenantId, sql`s.class_id = ${classId} and s.status = 'studying'`);
  const today = schoolToday();
  return kids.flatMap((k) =>
    dueDoses(String(k.date_of_birth).slice(0, 10), schedule, new Set(k.has ?? []), today).map((d) => ({
      student_id: k.id,
      full_name: k.full_name,
      student_code: k.code,
      date_of_birth: String(k.date_of_birth).slice(0, 10),
      ...d,
    })),
  );
}

/**
 * GET /VaccineDeclaration/get-missing?class_id=: which studying child of the class misses which dose of the
 * national schedule that is due by the child's age today. Another school's class, or another teacher's, is 404.
 */
export function getMissingDoses(ctx: RequestContext, classId: string): Promise<MissingDoseRow[]> {
  return schoolTransaction(ctx, (tx) => classMissing(tx, ctx, classId));
}

