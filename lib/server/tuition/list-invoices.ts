import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { INVOICE_COLUMNS, INVOICE_FROM, invoiceScope, toInvoiceRow, whereAll } from './invoice-sql';
import { pageOf, sortOf } from '@/lib/schemas/list';
import { INVOICE_SORTS, type InvoiceListQuery, type InvoiceRow } from '@/lib/schemas/tuition';
import { likePattern } from '@/lib/text';

const SORTS: Record<(typeof INVOICE_SORTS)[number], SQL> = {
  student_name: sql`s.name_key collate "C"`,
  invoice_no: sql`i.invoice_no`,
  total: sql`i.total`,
  balance: sql`(i.total - i.paid)`,
  status: sql`i.status`,
};

export function invoiceWhere(ctx: RequestContext, q: Partial<InvoiceListQuery>): SQL {
  const parts: SQL[] = [sql`i.tenant_id = ${ctx.tenantId}`, invoiceScope(ctx)];
  if (q.month) parts.push(sql`i.month = ${`${q.month}-01`}`);
  if (q.class_id) parts.push(sql`i.class_id = ${q.class_id}`);
  if (q.status) parts.push(sql`i.status = ${q.status}`);
  if (q.search) {
    const pattern = likePattern(q.search);
    parts.push(sql`(vn_fold(s.full_name) like ${pattern} or lower(i.invoice_no) like ${pattern} or vn_fold(s.code) like ${pattern})`);
  }
  return whereAll(parts);
}

/** GET /Tuition/get-invoices: a month's invoices (a teacher's classes only), by child's name unless asked otherwise. */
export function listInvoices(ctx: RequestContext, q: InvoiceListQuery): Promise<{ data: InvoiceRow[]; total: number }> {
  return schoolTransaction(ctx, async (tx) => {
    const where = invoiceWhere(ctx, q);
    const sort = sortOf(q.order_by, INVOICE_SORTS, 'student_name');
    const { limit, offset } = pageOf(q);
    const rows = await rowsOf<Parameters<typeof toInvoiceRow>[0]>(
      tx,
      sql`select ${INVOICE_COLUMNS} from ${INVOICE_FROM} where ${where}
          order by ${SORTS[sort.field]} ${sort.desc ? sql`desc` : sql`asc`}, i.invoice_no limit ${limit} offset ${offset}`,
    );
    const [{ total }] = await rowsOf<{ total: string | number }>(
      tx,
      sql`select count(*) as total from ${INVOICE_FROM} where ${where}`,
    );
    return { data: rows.map(toInvoiceRow), total: Number(total) };
  });
}
