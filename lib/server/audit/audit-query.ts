import 'server-only';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { auditLogs, tenants, users } from '../db/schema';
import type { AuditFilter } from '@/lib/schemas/audit';
import { likePattern } from '@/lib/text';

// Vietnam keeps +07:00 all year: a day typed in the filter runs from its midnight there to the next.
const startOfDay = (iso: string) => new Date(`${iso}T00:00:00+07:00`);
const dayAfter = (iso: string) => new Date(startOfDay(iso).getTime() + 86_400_000);

/** The where clause of the list and the export: the same filters give the same rows. */
export function auditWhere(f: AuditFilter): SQL | undefined {
  const who = f.user ? likePattern(f.user) : null;
  return and(
    f.user_id ? eq(auditLogs.userId, f.user_id) : undefined,
    who ? or(sql`vn_fold(${users.fullName}) like ${who}`, sql`lower(${users.username}) like ${who}`) : undefined,
    f.record_type ? eq(auditLogs.recordType, f.record_type) : undefined,
    f.action ? eq(auditLogs.action, f.action) : undefined,
    f.tenant_id ? eq(auditLogs.tenantId, f.tenant_id) : undefined,
    f.from ? sql`${auditLogs.at} >= ${startOfDay(f.from).toISOString()}::timestamptz` : undefined,
    f.to ? sql`${auditLogs.at} < ${dayAfter(f.to).toISOString()}::timestamptz` : undefined,
  );
}

/** What a row of the log shows: who (full name), where (school), what and when. */
export const auditColumns = {
  id: auditLogs.id,
  at: auditLogs.at,
  userId: auditLogs.userId,
  userName: users.fullName,
  username: users.username,
  tenantId: auditLogs.tenantId,
  tenantName: tenants.name,
  action: auditLogs.action,
  recordType: auditLogs.recordType,
  recordId: auditLogs.recordId,
  ip: auditLogs.ip,
};
export const userJoin = eq(users.id, auditLogs.userId);
export const tenantJoin = eq(tenants.id, auditLogs.tenantId);
