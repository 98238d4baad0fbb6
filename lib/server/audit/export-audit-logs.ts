import 'server-only';
import { desc } from 'drizzle-orm';
import { db } from '../db/client';
import { auditLogs, tenants, users } from '../db/schema';
import type { UserContext } from '../http/context';
import { assertSystemAdmin } from '../school/assert-system-admin';
import type { FileReply } from '../files/file-endpoint';
import { DATE_TIME_FORMAT, dateTimeCell } from '../files/sheet-cells';
import { auditColumns, auditWhere, tenantJoin, userJoin } from './audit-query';
import { translate } from '@/lib/i18n/translate';
import { schoolToday } from '@/lib/school-time';
import { AUDIT_EXPORT_MAX_ROWS, type AuditFilter } from '@/lib/schemas/audit';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
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

  const { Workbook } = await import('exceljs');
  const t = (key: string) => translate(ctx.locale, `audit.${key}`);
  const book = new Workbook();
  book.creator = ctx.user.fullName;
  book.created = new Date();
  const sheet = book.addWorksheet(t('title'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: t('columns.at'), key: 'at', width: 18, style: { numFmt: DATE_TIME_FORMAT } },
    { header: t('columns.user'), key: 'user', width: 26 },
    { header: t('columns.username'), key: 'username', width: 18 },
    { header: t('columns.school'), key: 'school', width: 30 },
    { header: t('columns.action'), key: 'action', width: 14 },
    { header: t('columns.recordType'), key: 'recordType', width: 20 },
    { header: t('columns.recordId'), key: 'recordId', width: 38 },
    { header: t('columns.ip'), key: 'ip', width: 16 },
    { header: t('columns.oldValues'), key: 'oldValues', width: 50 },
    { header: t('columns.newValues'), key: 'newValues', width: 50 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow({
      // Excel dates carry no time zone: the cell shows the time in Vietnam.
      at: dateTimeCell(r.at),
      user: r.userName ?? '',
      username: r.username ?? '',
      school: r.tenantName ?? '',
      action: label(ctx.locale, 'actions', r.action),
      recordType: label(ctx.locale, 'recordTypes', r.recordType),
      recordId: r.recordId ?? '',
      ip: r.ip ?? '',
      oldValues: json(r.oldValues),
      newValues: json(r.newValues),
    });
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
  const buffer = await book.xlsx.writeBuffer();
  const stamp = schoolToday().replace(/-/g, '');
  return {
    body: new Uint8Array(buffer as ArrayBuffer),
    contentType: XLSX_TYPE,
    fileName: `${t('exportFileName')}-${stamp}.xlsx`,
  };
}
