import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { XLSX_TYPE, type FileReply } from '../files/file-endpoint';
import { invoiceScope, vnd, whereAll } from './invoice-sql';
import { receiptSchool } from './receipt-pdf';
import { translate } from '@/lib/i18n/translate';
import type { DebtByChild, DebtByChildQuery } from '@/lib/schemas/tuition';
import { schoolToday } from '@/lib/school-time';

type Raw = { student_id: string; student_name: string; class_name: string | null; invoices: string; invoiced: string; paid: string; due_date: string | null };

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * GET /Tuition/get-debt-by-child: per child (in the child's class now), the issued invoices' total, what is paid and
 * what is due, the earliest due date still unpaid and how many days it is past; a class, a month, only the overdue.
 */
export function debtByChildReport(ctx: RequestContext, q: DebtByChildQuery): Promise<DebtByChild> {
  return schoolTransaction(ctx, async (tx) => {
    const parts: SQL[] = [sql`i.tenant_id = ${ctx.tenantId}`, sql`i.status in ('issued', 'partly_paid', 'paid')`, invoiceScope(ctx)];
    if (q.month) parts.push(sql`i.month = ${`${q.month}-01`}`);
    if (q.class_id) parts.push(sql`s.class_id = ${q.class_id}`);
    const today = schoolToday();
    const rows = await rowsOf<Raw>(
      tx,
      sql`select s.id as student_id, s.full_name as student_name, c.name as class_name, count(*)::text as invoices,
            sum(i.total)::text as invoiced, sum(i.paid)::text as paid,
            to_char(min(i.due_date) filter (where i.status in ('issued', 'partly_paid')), 'YYYY-MM-DD') as due_date
          from invoices i join students s on s.tenant_id = i.tenant_id and s.id = i.student_id
            left join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id
          where ${whereAll(parts)}
          group by s.id, s.full_name, s.name_key, c.name
          ${q.overdue === 'true' ? sql`having min(i.due_date) filter (where i.status in ('issued', 'partly_paid')) < ${today}` : sql``}
          order by c.name nulls last, s.name_key collate "C", s.id`,
    );
    const out = rows.map((r) => {
      const balance = vnd(r.invoiced) - vnd(r.paid);
      return {
        student_id: r.student_id,
        student_name: r.student_name,
        class_name: r.class_name,
        invoices: Number(r.invoices),
        invoiced: vnd(r.invoiced),
        paid: vnd(r.paid),
        balance,
        due_date: r.due_date,
        days_overdue: r.due_date && balance > 0 && r.due_date < today ? daysBetween(r.due_date, today) : 0,
      };
    });
    const sum = (k: 'invoiced' | 'paid' | 'balance') => out.reduce((s, r) => s + r[k], 0);
    return { rows: out, total: { invoiced: sum('invoiced'), paid: sum('paid'), balance: sum('balance') } };
  });
}

/** The title a debt spreadsheet carries: what it is, the school and the month (or every month). */
export function debtTitle(locale: string, school: string, month?: string) {
  const period = month ? `${month.slice(5)}/${month.slice(0, 4)}` : translate(locale, 'tuition.debt.allMonths');
  return translate(locale, 'tuition.debt.sheetTitle', { school, period });
}

/** GET /Tuition/export-debt-by-child: the same rows as .xlsx under a title naming the school and the month. */
export async function exportDebtByChild(ctx: RequestContext, q: DebtByChildQuery): Promise<FileReply> {
  const report = await debtByChildReport(ctx, q);
  const school = await schoolTransaction(ctx, (tx) => receiptSchool(tx, ctx.tenantId));
  const { Workbook } = await import('exceljs');
  const t = (key: string) => translate(ctx.locale, `tuition.debt.${key}`);
  const book = new Workbook();
  const sheet = book.addWorksheet(t('byChild'), { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.columns = [
    { key: 'student', width: 28 },
    { key: 'class', width: 18 },
    { key: 'invoices', width: 10 },
    { key: 'invoiced', width: 16, style: { numFmt: '#,##0' } },
    { key: 'paid', width: 16, style: { numFmt: '#,##0' } },
    { key: 'balance', width: 16, style: { numFmt: '#,##0' } },
    { key: 'due', width: 14, style: { numFmt: 'dd/mm/yyyy' } },
    { key: 'overdue', width: 12 },
  ];
  sheet.addRow([debtTitle(ctx.locale, school, q.month)]).font = { bold: true, size: 13 };
  sheet.addRow([t('student'), t('class'), t('invoices'), t('invoiced'), t('paid'), t('balance'), t('dueDate'), t('daysOverdue')]).font = { bold: true };
  for (const r of report.rows)
    sheet.addRow({
      student: r.student_name,
      class: r.class_name ?? '—',
      invoices: r.invoices,
      invoiced: r.invoiced,
      paid: r.paid,
      balance: r.balance,
      due: r.due_date ? new Date(`${r.due_date}T00:00:00Z`) : null,
      overdue: r.days_overdue || null,
    });
  sheet.addRow({ student: t('total'), ...report.total }).font = { bold: true };
  const buffer = await book.xlsx.writeBuffer();
  return { body: new Uint8Array(buffer as ArrayBuffer), contentType: XLSX_TYPE, fileName: `${t('fileNameByChild')}${q.month ? `-${q.month}` : ''}.xlsx` };
}
