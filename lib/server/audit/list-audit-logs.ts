import 'server-only';
import { asc, count, desc } from 'drizzle-orm';
import { db } from '../db/client';
import { auditLogs, tenants, users } from '../db/schema';
import type { UserContext } from '../http/context';
import { assertSystemAdmin } from '../school/assert-system-admin';
import { auditColumns, auditWhere, tenantJoin, userJoin } from './audit-query';
import { formatDateTime } from '@/lib/format';
import { pageOf } from '@/lib/schemas/list';
import type { AuditListQuery, AuditRow } from '@/lib/schemas/audit';

/** GET /Audit/get-list: the audit log of every school, newest first (order_by=at for oldest first). */
export async function listAuditLogs(ctx: UserContext, q: AuditListQuery) {
  assertSystemAdmin(ctx);
  const database = await db();
  const where = auditWhere(q);
  const oldestFirst = q.order_by === 'at';
  const { limit, offset } = pageOf(q);
  const [rows, [{ total }]] = await Promise.all([
    database
      .select(auditColumns)
      .from(auditLogs)
      .leftJoin(users, userJoin)
      .leftJoin(tenants, tenantJoin)
      .where(where)
      .orderBy(...(oldestFirst ? [asc(auditLogs.at), asc(auditLogs.id)] : [desc(auditLogs.at), desc(auditLogs.id)]))
      .limit(limit)
      .offset(offset),
    database.select({ total: count() }).from(auditLogs).leftJoin(users, userJoin).where(where),
  ]);
  return { data: rows.map(toAuditRow), total: Number(total) };
}

export function toAuditRow(r: {
  id: number;
  at: Date;
  userId: string | null;
  userName: string | null;
  username: string | null;
  tenantId: string | null;
  tenantName: string | null;
  action: string;
  recordType: string;
  recordId: string | null;
  ip: string | null;
}): AuditRow {
  return {
    id: Number(r.id),
    at: r.at.toISOString(),
    at_text: formatDateTime(r.at),
    user_id: r.userId,
    user_name: r.userName,
    username: r.username,
    tenant_id: r.tenantId,
    tenant_name: r.tenantName,
    action: r.action,
    record_type: r.recordType,
    record_id: r.recordId,
    ip: r.ip,
  };
}
