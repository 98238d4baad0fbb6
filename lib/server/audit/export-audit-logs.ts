import 'server-only';
import { desc } from 'drizzle-orm';
import { db } from '../db/client';
import { auditLogs, tenants, users } from '../db/schema';
import type { UserContext } from '../http/context';
import { assertSystemAdmin } from '../school/assert-system-admin';
import type { FileReply } from '../files/file-endpoint';
import { listSheetFile } from '../files/list-export';
import { fileStamp } from '../files/sheet-cells';
import { auditColumns, auditWhere, tenantJoin, userJoin } from './audit-query';
import { translate } from '@/lib/i18n/translate';
import { AUDIT_EXPORT_MAX_ROWS, type AuditFilter } from '@/lib/schemas/audit';

const CELL_MAX = 32_000; // Excel holds at most 32,767 characters in a cell.

/** The label of a stored value (action, record type), or the value itself when there is none. */
function label(locale: string, group: string, value: string) {
  const key = `audit.${group}.${value}`;
  const text = translate(locale, key);
  return text === key ? value : text;
}

const json = (value: unknown) => (value == null ? '' : JSON.stringify(value).slice(0, CELL_MAX));

/** GET /Audit/export: the filtered log as .xlsx, newest first, headers in the caller's language. */
export async function exportAuditLogs(ctx: UserContext, filter: AuditFilter): Promise<FileReply> {
  assertSystemAdmin(ctx);
  const database = await db();
  const rows = await database
    .select({ ...auditColumns, oldValues: auditLogs.oldValues, newValues: auditLogs.newValues })
    .from(auditLogs)
    .leftJoin(users, userJoin)
    .leftJoin(tenants, tenantJoin)
    .where(auditWhere(filter))
    .orderBy(desc(auditLogs.at), desc(auditLogs.id))
    .limit(AUDIT_EXPORT_MAX_ROWS);

  const t = (key: string) => translate(ctx.locale, `audit.${key}`);
  type Row = (typeof rows)[number];
  const column = (key: string, width: number, value: (r: Row) => string | Date | null, kind?: 'moment') => ({
    header: t(`columns.${key}`),
    key,
    width,
    kind,
    value,
  });
  return listSheetFile({
    title: t('title'),
    fileName: `${t('exportFileName')}-${fileStamp()}.xlsx`,
    creator: ctx.user.fullName,
    rows,
    columns: [
      // Excel dates carry no time zone: the cell shows the time in Vietnam.
      column('at', 18, (r) => r.at, 'moment'),
      column('user', 26, (r) => r.userName),
      column('username', 18, (r) => r.username),
      column('school', 30, (r) => r.tenantName),
      column('action', 14, (r) => label(ctx.locale, 'actions', r.action)),
      column('recordType', 20, (r) => label(ctx.locale, 'recordTypes', r.recordType)),
      column('recordId', 38, (r) => r.recordId),
      column('ip', 16, (r) => r.ip),
      column('oldValues', 50, (r) => json(r.oldValues)),
      column('newValues', 50, (r) => json(r.newValues)),
    ],
  });
}
