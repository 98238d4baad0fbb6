import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { kindOf, type RequestKind } from './review-kinds';

/** What a request's notices say of it: the child's full name, the request's class (id and name), its state and refusal reason. */
export type RequestNotice = {
  student_id: string;
  child: string;
  class_id: string | null;
  class_name: string;
  status: string;
  reason: string;
};

/**
 * One request's child, class, state and refusal reason (`reason` '' when none) for its notice, read in the change's
 * transaction after the change; `extra` adds columns (`, a.x as x`) over the request `a` and its child `s`. The class
 * is the one the kind lists it under (`classOf`), the child's own when the request has none.
 */
export async function requestNotice<T extends object = object>(
  tx: Tx,
  tenantId: string,
  kind: RequestKind,
  id: string,
  extra: SQL = sql``,
): Promise<RequestNotice & T> {
  const k = kindOf(kind);
  const classOf = sql`coalesce(${k.classOf}, s.class_id)`;
  const [row] = await rowsOf<RequestNotice & T>(
    tx,
    sql`select s.id as student_id, s.full_name as child, ${classOf} as class_id, coalesce(c.name, '') as class_name,
        a.status, ${kind === 'message' ? sql`''` : sql`coalesce(a.reject_reason, '')`} as reason ${extra}
      from ${sql.raw(k.table)} a join students s on s.tenant_id = a.tenant_id and s.id = a.student_id
        left join classes c on c.tenant_id = a.tenant_id and c.id = ${classOf}
      where a.tenant_id = ${tenantId} and a.id = ${id}`,
  );
  return row;
}
