import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import type { FileReply } from '../files/file-endpoint';
import { invoiceOf, vnd } from './invoice-sql';
import { formatMoney } from '@/lib/format';
import { amountInWords } from '@/lib/money-words';
import { translate } from '@/lib/i18n/translate';
import { dayText } from '@/lib/school-time';

const FONT_DIR = path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf');
let fonts: Promise<[Buffer, Buffer]> | null = null;
/** DejaVu Sans: every Vietnamese letter with its tone marks (the PDF's standard fonts have none). */
const loadFonts = () =>
  (fonts ??= Promise.all([fs.readFile(path.join(FONT_DIR, 'DejaVuSans.ttf')), fs.readFile(path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'))]));

/** What a receipt prints: the payment, its invoice, the school. */
export type ReceiptData = {
  payment: { amount: string; method: string; paid_on: string; receipt_no: string; by_name: string | null; payer_name?: string | null };
  invoice: { student_name: string; class_name: string | null; invoice_no: string; month: string; balance: number };
  school: string;
};

/** The payment of the school `tenantId` (with who recorded it) under `where` (`p`: payments); none is "not found". */
export async function receiptPayment(tx: Tx, tenantId: string, where: SQL) {
  const [payment] = await rowsOf<ReceiptData['payment'] & { invoice_id: string }>(
    tx,
    sql`select p.invoice_id, p.amount::text as amount, p.method, to_char(p.paid_on, 'YYYY-MM-DD') as paid_on, p.receipt_no, u.full_name as by_name,
          (select g.full_name from invoices i join guardians g on g.tenant_id = ${tenantId} and g.student_id = i.student_id
            where i.tenant_id = ${tenantId} and i.id = p.invoice_id order by g.is_primary desc, g.full_name limit 1) as payer_name
        from payments p left join users u on u.id = p.created_by
        where p.tenant_id = ${tenantId} and ${where}`,
  );
  if (!payment) throw notFound();
  return payment;
}

/** The school's name as its receipts print it. */
export async function receiptSchool(tx: Tx, tenantId: string) {
  const [school] = await rowsOf<{ name: string }>(tx, sql`select name from tenants where id = ${tenantId}`);
  return school?.name ?? '';
}

/** GET /Tuition/receipt/{payment_id}: the printable receipt of one payment, an A5 PDF in the request's language. */
export async function receiptPdf(ctx: RequestContext, paymentId: string): Promise<FileReply> {
  const data = await schoolTransaction(ctx, async (tx) => {
    const payment = await receiptPayment(tx, ctx.tenantId, sql`p.id = ${paymentId}`);
    const invoice = await invoiceOf(tx, ctx, payment.invoice_id);
    return { payment, invoice, school: await receiptSchool(tx, ctx.tenantId) };
  });
  return drawReceipt(ctx.locale, data);
}

/** The receipt as an A5 PDF in the language, its Vietnamese set in an embedded DejaVu Sans. */
export async function drawReceipt(locale: string, data: ReceiptData): Promise<FileReply> {
  const { PDFDocument, rgb } = await import('pdf-lib');
  const fontkit = (await import('@pdf-lib/fontkit')).default;
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await loadFonts();
  const regular = await doc.embedFont(regularBytes, { subset: true });
  const bold = await doc.embedFont(boldBytes, { subset: true });
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, `tuition.receipt.${key}`, params);
  doc.setTitle(`${t('title')} ${data.payment.receipt_no}`);
  const page = doc.addPage([420, 595]); // A5
  let y = 550;
  const line = (text: string, size = 11, font = regular, x = 40) => {
    page.drawText(text, { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
    y -= size + 9;
  };
  line(data.school, 12, bold);
  y -= 10;
  line(t('title').toUpperCase(), 18, bold, 130);
  line(`${t('number')}: ${data.payment.receipt_no}`, 10, regular, 150);
  y -= 14;
  const amount = vnd(data.payment.amount);
  const rows: [string, string][] = [
    [t('student'), data.invoice.student_name],
    [t('class'), data.invoice.class_name ?? ''],
    [t('invoice'), `${data.invoice.invoice_no} (${data.invoice.month.slice(5)}/${data.invoice.month.slice(0, 4)})`],
    [t('amount'), formatMoney(amount, locale)],
    [t('inWords'), amountInWords(amount, locale)],
    [t('method'), translate(locale, `tuition.methods.${data.payment.method}`)],
    [t('paidOn'), dayText(data.payment.paid_on)],
    [t('balance'), formatMoney(data.invoice.balance, locale)],
    [t('payerName'), data.payment.payer_name ?? ''],
    [t('receivedBy'), data.payment.by_name ?? ''],
  ];
  for (const [label, value] of rows) {
    page.drawText(`${label}:`, { x: 40, y, size: 11, font: regular });
    // A long value (the amount in words) wraps within the page's right margin.
    const words = value.split(' ');
    let text = '';
    for (const word of words) {
      const next = text ? `${text} ${word}` : word;
      if (bold.widthOfTextAtSize(next, 11) > 220 && text) {
        page.drawText(text, { x: 160, y, size: 11, font: bold });
        y -= 15;
        text = word;
      } else text = next;
    }
    page.drawText(text, { x: 160, y, size: 11, font: bold });
    y -= 22;
  }
  y -= 30;
  page.drawText(t('payer'), { x: 60, y, size: 11, font: bold });
  page.drawText(t('cashier'), { x: 270, y, size: 11, font: bold });
  y -= 60;
  // The names under the signatures: the family's (primary guardian) and who took the money.
  if (data.payment.payer_name) page.drawText(data.payment.payer_name, { x: 60, y, size: 10, font: regular });
  if (data.payment.by_name) page.drawText(data.payment.by_name, { x: 270, y, size: 10, font: regular });
  const bytes = await doc.save({ useObjectStreams: false });
  return { body: bytes, contentType: 'application/pdf', fileName: `${data.payment.receipt_no}.pdf` };
}
