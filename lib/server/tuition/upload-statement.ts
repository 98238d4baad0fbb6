import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { badRequest, forbidden } from '../http/errors';
import { readUpload } from '../files/read-upload';
import { invoiceScope, vnd } from './invoice-sql';
import {
  columnsError,
  currencyColumnOf,
  headerOf,
  invoiceNoIn,
  locate,
  parseColumns,
  statementLines,
  statementRows,
  STATEMENT_MAX_BYTES,
  type StatementLine,
} from './statement-file';
import type { StatementAnswer, StatementColumns, StatementLineRow } from '@/lib/schemas/tuition';
import { schoolToday } from '@/lib/school-time';

const CHUNK = 1_000; // lines per INSERT: 8 parameters each, well under PostgreSQL's 65,535

type Invoice = { id: string; invoice_no: string; status: string; total: string; paid: string; student_name: string };
type Recorded = { bank_ref: string; invoice_id: string; invoice_no: string; student_name: string };

/** The invoices (of the caller's reach) whose numbers the lines carry, by number: another school's never. */
async function invoicesByNo(tx: Tx, ctx: RequestContext, numbers: string[]) {
  if (!numbers.length) return new Map<string, Invoice>();
  const rows = await rowsOf<Invoice>(
    tx,
    sql`select i.id, i.invoice_no, i.status, i.total::text as total, i.paid::text as paid, s.full_name as student_name
        from invoices i join students s on s.tenant_id = i.tenant_id and s.id = i.student_id
        where i.tenant_id = ${ctx.tenantId} and i.invoice_no = any(${sqlTextArray(numbers)}) and ${invoiceScope(ctx)}`,
  );
  return new Map(rows.map((r) => [r.invoice_no, r]));
}

/** The payments already recorded from these bank references, by reference. */
export async function recordedRefs(tx: Tx, tenantId: string, refs: string[]) {
  if (!refs.length) return new Map<string, Recorded>();
  const rows = await rowsOf<Recorded>(
    tx,
    sql`select p.bank_ref, p.invoice_id, i.invoice_no, s.full_name as student_name
        from payments p join invoices i on i.tenant_id = p.tenant_id and i.id = p.invoice_id
          join students s on s.tenant_id = i.tenant_id and s.id = i.student_id
        where p.tenant_id = ${tenantId} and p.bank_ref = any(${sqlTextArray(refs)})`,
  );
  return new Map(rows.map((r) => [r.bank_ref, r]));
}

/** A text[] parameter that survives commas and quotes in the values. */
export const sqlTextArray = (values: string[]) => sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/** Each line against the invoices and the payments already recorded. */
export async function matchLines(tx: Tx, ctx: RequestContext, lines: StatementLine[]): Promise<StatementLineRow[]> {
  const numbers = [...new Set(lines.map((l) => invoiceNoIn(l.description)).filter((n): n is string => !!n))];
  const invoices = await invoicesByNo(tx, ctx, numbers);
  const recorded = await recordedRefs(tx, ctx.tenantId, [...new Set(lines.map((l) => l.reference).filter(Boolean))]);
  const seen = new Set<string>();
  const today = schoolToday();
  return lines.map((l) => {
    const base = { line: l.line, date: l.day, amount: l.amount, description: l.description, reference: l.reference };
    const done = l.reference ? recorded.get(l.reference) : undefined;
    if (done) return { ...base, invoice_id: done.invoice_id, invoice_no: done.invoice_no, match: 'recorded', note: null, student_name: done.student_name, balance: null };
    const number = invoiceNoIn(l.description);
    const invoice = number ? invoices.get(number) : undefined;
    let note = l.note;
    if (!note && l.reference && seen.has(l.reference)) note = 'duplicate';
    if (!note && l.day && l.day > today) note = 'invalid_date';
    if (l.reference) seen.add(l.reference);
    const payable = invoice && (invoice.status === 'issued' || invoice.status === 'partly_paid');
    if (!note && invoice && !payable) note = 'not_payable';
    const balance = invoice && payable ? vnd(invoice.total) - vnd(invoice.paid) : null;
    if (note || !invoice || balance === null)
      return { ...base, invoice_id: null, invoice_no: number, match: 'unmatched', note, student_name: invoice?.student_name ?? null, balance };
    return {
      ...base,
      invoice_id: invoice.id,
      invoice_no: invoice.invoice_no,
      match: l.amount === balance ? 'matched' : 'partial',
      note: (l.amount ?? 0) > balance ? 'above_balance' : null,
      student_name: invoice.student_name,
      balance,
    };
  });
}

/**
 * POST /Tuition/upload-statement (multipart `file`, optional `columns`): the bank's statement (.xlsx or .csv) read
 * within bounds, its columns those given, or those the school last picked; none (a first upload), or a file whose
 * header lacks them, answers 422 with the file's headers and a suggestion. The credit lines are kept (for the
 * confirmation) and answered matched to the school's invoices by the number in their content.
 */
export async function uploadStatement(ctx: RequestContext, request: Request): Promise<StatementAnswer> {
  if (ctx.scope === 'class') throw forbidden();
  const { bytes, name, fields } = await readUpload(request, STATEMENT_MAX_BYTES);
  const given = parseColumns(fields.columns ?? null);
  const rows = await statementRows(bytes, request.signal);
  const header = headerOf(rows);
  if (!header) throw badRequest('errors.statement_empty', { file: 'errors.statement_empty' });
  return schoolTransaction(ctx, async (tx) => {
    let columns: StatementColumns | null = given;
    if (!columns) {
      const [saved] = await rowsOf<{ statement_columns: StatementColumns | null }>(
        tx,
        sql`select statement_columns from tuition_settings where tenant_id = ${ctx.tenantId}`,
      );
      columns = saved?.statement_columns ?? null;
      if (!columns) throw columnsError(header.headers);
    }
    const place = locate(rows, columns);
    if (!place) throw columnsError(header.headers, 'errors.statement_layout');
    const lines = statementLines(rows, columns, currencyColumnOf(rows, place.index)) ?? [];
    if (!lines.length) throw badRequest('errors.statement_no_credits', { file: 'errors.statement_no_credits' });
    if (given)
      await tx.execute(sql`insert into tuition_settings (tenant_id, statement_columns) values (${ctx.tenantId}, ${JSON.stringify(given)}::jsonb)
        on conflict (tenant_id) do update set statement_columns = excluded.statement_columns`);
    const [statement] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into bank_statements (tenant_id, file_name, lines, uploaded_by) values (${ctx.tenantId}, ${name}, ${lines.length}, ${ctx.userId}) returning id`,
    );
    for (let i = 0; i < lines.length; i += CHUNK) {
      const values = lines
        .slice(i, i + CHUNK)
        .map((l) => sql`(${ctx.tenantId}, ${statement.id}, ${l.line}, ${l.day}, ${l.amount}, ${l.description}, ${l.reference}, ${l.note})`);
      await tx.execute(sql`insert into bank_statement_lines (tenant_id, statement_id, line, day, amount, description, reference, note) values ${sql.join(values, sql`, `)}`);
    }
    return { statement_id: statement.id, columns, lines: await matchLines(tx, ctx, lines) };
  });
}
