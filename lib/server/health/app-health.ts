import 'server-only';
import { sql } from 'drizzle-orm';
import { schoolTransactionById } from '../db/school-transaction';
import type { ParentContext } from '../http/context';
import { familyChild } from '../absence/family';
import { insertDeclaration } from './write-declaration';
import { rowsOf } from '../db/rows';
import { HEALTH_FROM, selectHealthRows } from './health-rows';
import type { AppHealthListQuery, HealthCreateInput, HealthRow } from '@/lib/schemas/health';
import { pageOf } from '@/lib/schemas/list';

/**
 * POST /api/app/health-declarations/create: a parent declares a measurement of one of their own children (another
 * family's child is 404); the same checks and computation as staff entries, shown on the child's growth chart.
 */
export async function createAppDeclaration(ctx: ParentContext, input: HealthCreateInput) {
  const id = await schoolTransactionById(ctx.tenantId, async (tx) => {
    const child = await familyChild(tx, ctx, input.student_id, true);
    return insertDeclaration(tx, ctx.tenantId, child, input, { accountId: ctx.accountId, source: 'parent' });
  });
  return { id, message: 'health.created' };
}

/**
 * GET /api/app/health-declarations?student_id=: one of the family's own children's declarations (another family's
 * child is 404), whoever entered them (a parent, staff, a class round), newest first, paged.
 */
export function listAppDeclarations(ctx: ParentContext, q: AppHealthListQuery): Promise<{ data: HealthRow[]; total: number }> {
  return schoolTransactionById(ctx.tenantId, async (tx) => {
    const child = await familyChild(tx, ctx, q.student_id);
    const where = sql`d.student_id = ${child.id}`;
    const data = await selectHealthRows(tx, ctx.tenantId, where, sql`d.measured_on desc, d.created_at desc, d.id`, pageOf(q));
    const [{ total }] = await rowsOf<{ total: number | string }>(
      tx,
      sql`select count(*) as total from ${HEALTH_FROM} where d.tenant_id = ${ctx.tenantId} and ${where}`,
    );
    return { data, total: Number(total) };
  });
}
