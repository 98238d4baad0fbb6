import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '../db/client';
import { auditLogs, tenants, users } from '../db/schema';
import type { UserContext } from '../http/context';
import { notFound } from '../http/errors';
import { assertSystemAdmin } from '../school/assert-system-admin';
import { auditColumns, tenantJoin, userJoin } from './audit-query';
import { toAuditRow } from './list-audit-logs';
import type { AuditDetail } from '@/lib/schemas/audit';

/** GET /Audit/get-detail?id=: one entry with the old and new values of the record. */
export async function getAuditLog(ctx: UserContext, id: number): Promise<AuditDetail> {
  assertSystemAdmin(ctx);
  const database = await db();
  const [row] = await database
    .select({ ...auditColumns, oldValues: auditLogs.oldValues, newValues: auditLogs.newValues })
    .from(auditLogs)
    .leftJoin(users, userJoin)
    .leftJoin(tenants, tenantJoin)
    .where(eq(auditLogs.id, id));
  if (!row) throw notFound();
  return {
    ...toAuditRow(row),
    old_values: (row.oldValues as Record<string, unknown> | null) ?? null,
    new_values: (row.newValues as Record<string, unknown> | null) ?? null,
  };
}
