import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import type { ParentContext, RequestContext } from '../http/context';
import { kindOf, type RequestKind } from './review-kinds';
import { familyOf, requestFrom, scopeOf, waitingOf } from './workflow';
import { sortOf } from '@/lib/schemas/list';
import { likePattern } from '@/lib/text';

/**
 * The list query every review kind shares: the request `a` with its child `s`, the class `c` (the kind's), who
 * asked (a staff user `cu`, or the guardian `g` behind the app account `acc`) and who decided (`du`), filtered,
 * ordered and paged. Each kind adds its own columns (`columns`, starting with a comma) and joins.
 */
export type RowQuery = {
  where: SQL;
  order: SQL;
  page?: { limit: number; offset: number };
  columns?: SQL;
  joins?: SQL;
};

/** What every kind's row has, as the API answers it. */
export type RequestRowBase = {
  id: string;
  student_id: string;
  student_code: string;
  student_name: string;
  class_id: string | null;
  class_name: string | null;
  source: 'parent' | 'staff';
  created_by_name: string | null;
  created_at: string;
};

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

/**
 * The rows of a kind in the caller's school, the times (`created_at`, the decision's `<as>_at`, `cancelled_at`) as
 * ISO strings. `R` names the whole row as the caller reads it; the caller converts its own columns.
 */
export async function selectRequestRows<R extends RequestRowBase>(
  tx: Tx,
  tenantId: string,
  kind: RequestKind,
  q: RowQuery,
): Promise<R[]> {
  const { classOf, decided } = kindOf(kind);
  const at = `${decided.as}_at`;
  const raw = await rowsOf<Record<string, unknown>>(
    tx,
    sql`
    select a.id, a.student_id, s.code as student_code, s.full_name as student_name, ${classOf} as class_id,
      c.name as class_name, case when a.created_by_account is not null then 'parent' else 'staff' end as source,
      coalesce(cu.full_name, g.full_name) as created_by_name, a.created_at,
      du.full_name as ${sql.raw(`${decided.as}_by_name`)}, a.${sql.raw(decided.at)} as ${sql.raw(at)} ${q.columns ?? sql``}
    from ${requestFrom(kind)}
    left join classes c on c.tenant_id = a.tenant_id and c.id = ${classOf}
    left join users cu on cu.id = a.created_by_user
    left join app_accounts acc on acc.tenant_id = a.tenant_id and acc.id = a.created_by_account
    left join guardians g on g.tenant_id = ${tenantId} and g.id = acc.guardian_id
    left join users du on du.id = a.${sql.raw(decided.by)}
    ${q.joins ?? sql``}
    where a.tenant_id = ${tenantId} and ${q.where}
    order by ${q.order}
    ${q.page ? sql`limit ${q.page.limit} offset ${q.page.offset}` : sql``}`,
  );
  return raw.map((r) => {
    const row: Record<string, unknown> = { ...r, created_at: iso(r.created_at), [at]: iso(r[at]) };
    if ('cancelled_at' in r) row.cancelled_at = iso(r.cancelled_at);
    return row as R;
  });
}

/**
 * The rows that belong to some requests (a medicine request's doses, a message's replies), by request: `key` names
 * the column that holds the request's id, `convert` turns the rest of a row into what the API answers, in the
 * query's order.
 */
export async function rowsByRequest<K extends string, R extends Record<K, string>, T>(
  tx: Tx,
  key: K,
  query: SQL,
  convert: (row: Omit<R, K>) => T,
): Promise<Map<string, T[]>> {
  const byRequest = new Map<string, T[]>();
  for (const { [key]: id, ...rest } of await rowsOf<R>(tx, query)) {
    const list = byRequest.get(id) ?? [];
    list.push(convert(rest));
    byRequest.set(id, list);
  }
  return byRequest;
}

/** How many rows of a kind the same filter finds (the list's `total`). */
export async function countRequestRows(tx: Tx, tenantId: string, kind: RequestKind, where: SQL, joins = sql``) {
  const [{ total }] = await rowsOf<{ total: number | string }>(
    tx,
    sql`select count(*) as total from ${requestFrom(kind)} ${joins} where a.tenant_id = ${tenantId} and ${where}`,
  );
  return Number(total);
}

/** The filters every request list takes. */
export type RequestFilters = {
  class_id?: string;
  student_id?: string;
  status?: string;
  search?: string;
  from?: string;
  to?: string;
};

/**
 * The caller's reach and the shared filters: class, child, status (its waiting state: all that waits), `from`/`to` (requests overlapping the range, for
 * kinds with days), an accent-free search over the child's name and code (and `searchAlso`), then `more`.
 */
export function requestWhere(
  ctx: RequestContext,
  kind: RequestKind,
  q: RequestFilters,
  { searchAlso = [], more = [] }: { searchAlso?: SQL[]; more?: SQL[] } = {},
): SQL {
  const parts: SQL[] = [scopeOf(ctx, kind)];
  if (q.class_id) parts.push(sql`${kindOf(kind).classOf} = ${q.class_id}`);
  if (q.student_id) parts.push(sql`a.student_id = ${q.student_id}`);
  // The kind's waiting state lists everything that waits for staff (a message a family answered after it was read
  // too), as the menu badge and home count it.
  if (q.status) parts.push(q.status === kindOf(kind).waiting ? waitingOf(kind, ctx.tenantId) : sql`a.status = ${q.status}`);
  if (q.from) parts.push(sql`a.to_date >= ${q.from}`);
  if (q.to) parts.push(sql`a.from_date <= ${q.to}`);
  if (q.search) {
    const pattern = likePattern(q.search);
    const columns = [sql`s.full_name`, sql`s.code`, ...searchAlso];
    parts.push(
      sql`(${sql.join(
        columns.map((c) => sql`vn_fold(${c}) like ${pattern}`),
        sql` or `,
      )})`,
    );
  }
  return sql.join([...parts, ...more], sql` and `);
}

/** The sort keys every request list has; kinds add their own. */
export const REQUEST_SORTS = {
  created_at: sql`a.created_at`,
  student_name: sql`s.name_key collate "C"`,
  status: sql`a.status`,
};

/**
 * `order_by` over the kind's sort keys (newest first by default, or `byDefault`); ties broken newest first, then by
 * id, so that paging never repeats a row.
 */
export function requestOrder<F extends string>(
  orderBy: string | undefined,
  sorts: Record<F | 'created_at', SQL>,
  byDefault?: SQL,
): SQL {
  if (!orderBy && byDefault) return byDefault;
  const fields = Object.keys(sorts) as (F | 'created_at')[];
  const sort = orderBy ? sortOf(orderBy, fields, 'created_at') : { field: 'created_at' as const, desc: true };
  return sql`${sorts[sort.field]} ${sort.desc ? sql`desc` : sql`asc`}, a.created_at desc, a.id`;
}

/** The parents' app lists: newest first, at most 200 (a family makes a handful of requests a year). */
export const FAMILY_LIST = { order: sql`a.created_at desc, a.id`, page: { limit: 200, offset: 0 } };

/** The family's requests, or those of one of its children (`studentId`, which the caller checked is theirs). */
export const familyWhere = (ctx: ParentContext, studentId: string | undefined): SQL =>
  studentId ? sql`${familyOf(ctx)} and a.student_id = ${studentId}` : familyOf(ctx);
