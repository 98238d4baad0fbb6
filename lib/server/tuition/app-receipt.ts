import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransactionById } from '../db/school-transaction';
import type { ParentContext } from '../http/context';
import type { FileReply } from '../files/file-endpoint';
import { notFound } from '../http/errors';
import { familyOf } from '../requests/workflow';
import { vnd } from './invoice-sql';
import { drawReceipt, receiptPayment, receiptSchool } from './receipt-pdf';

/**
 * GET /api/app/invoices/receipt?payment_id=: the receipt of a payment on one of the family's issued invoices, the
 * same A5 PDF the school prints, in the request's language. Another family's payment is "not found".
 */
export async function appReceiptPdf(ctx: ParentContext, paymentId: string): Promise<FileReply> {
  const data = await schoolTransactionById(ctx.tenantId, async (tx) => {
    const payment = await receiptPayment(
      tx,
      ctx.tenantId,
      sql`p.id = ${paymentId} and exists (
            select 1 from invoices a where a.tenant_id = ${ctx.tenantId} and a.id = p.invoice_id
              and ${familyOf(ctx)} and a.status in ('issued', 'partly_paid', 'paid'))`,
    );
    const [invoice] = await rowsOf<{ student_name: string; class_name: string | null; invoice_no: string; month: string; balance: string }>(
      tx,
      sql`select s.full_name as student_name, c.name as class_name, a.invoice_no, to_char(a.month, 'YYYY-MM') as month,
            (a.total - a.paid)::text as balance
          from invoices a
          join students s on s.tenant_id = a.tenant_id and s.id = a.student_id
          left join classes c on c.tenant_id = a.tenant_id and c.id = a.class_id
          where a.tenant_id = ${ctx.tenantId} and a.id = ${payment.invoice_id}`,
    );
    if (!invoice) throw notFound();
    return { payment, invoice: { ...invoice, balance: vnd(invoice.balance) }, school: await receiptSchool(tx, ctx.tenantId) };
  });
  return drawReceipt(ctx.locale, data);
}
