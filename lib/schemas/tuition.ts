import { z } from 'zod';
import { dayOutOfBounds, PAST_FACT, PLANNED, type DayBounds } from '@/lib/day-bounds';
import { FEE_KINDS, INVOICE_STATUSES, MAX_AMOUNT, PAYMENT_METHODS } from '@/lib/tuition-values';
import { dayField } from './class';
import { listQuery } from './list';
import { AGE_GROUPS } from '@/lib/class-values';

// Tuition (menu `tuition`): fee items, monthly invoices, payments, the debt report. Amounts are whole VND.

/**
 * Money: a JSON integer of đồng and nothing else. A string ("0x10", "1e3"), a boolean or an array is refused, never
 * converted (`Number(true)` is 1, `Number([1000])` 1000); so are fractions and amounts past MAX_AMOUNT. The forms
 * send the typed digits as a number.
 */
const moneyNumber = () =>
  z
    .number({ error: (issue) => (issue.input === undefined ? 'errors.required' : 'errors.amount_whole') })
    .refine((v) => Number.isInteger(v), 'errors.amount_whole');

/** A whole, non-negative number of đồng (at least `min`), at most MAX_AMOUNT. */
export const vndField = (min = 0) =>
  moneyNumber()
    .refine((v) => v >= min, min > 0 ? 'errors.amount_positive' : 'errors.amount_negative')
    .refine((v) => v <= MAX_AMOUNT, 'errors.amount_too_large');

/** A whole number of đồng either way (a debit or a credit), never zero, at most MAX_AMOUNT each way. */
export const signedVndField = () =>
  moneyNumber()
    .refine((v) => v !== 0, 'errors.amount_positive')
    .refine((v) => Math.abs(v) <= MAX_AMOUNT, 'errors.amount_too_large');

/** yyyy-MM (or MM/yyyy as typed); with `bounds`, the month's first day within them (lib/day-bounds.ts). */
export const monthField = (bounds?: DayBounds) =>
  z
    .string({ error: 'errors.required' })
    .trim()
    .transform((v, ctx) => {
      const m = /^(\d{4})-(\d{2})$/.exec(v) ?? /^(\d{2})\/(\d{4})$/.exec(v);
      const [y, mo] = m ? (m[1].length === 4 ? [m[1], m[2]] : [m[2], m[1]]) : [];
      if (!y || Number(mo) < 1 || Number(mo) > 12) {
        ctx.addIssue({ code: 'custom', message: 'errors.invalid_month' });
        return z.NEVER;
      }
      const outside = bounds ? dayOutOfBounds(`${y}-${mo}-01`, bounds) : null;
      if (outside) {
        ctx.addIssue({ code: 'custom', message: outside });
        return z.NEVER;
      }
      return `${y}-${mo}`;
    });

const name = () => z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(200, 'errors.validation');
const reason = () => z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(500, 'errors.validation');

export const feeItemSchema = z.object({
  name: name(),
  kind: z.enum(FEE_KINDS, 'errors.validation'),
  amount: vndField(),
  class_ids: z.array(z.uuid('errors.not_found')).max(200).default([]),
  age_groups: z.array(z.enum(AGE_GROUPS, 'errors.validation')).max(20).default([]),
  credit_excused: z.boolean().default(false),
  /** The price of one day (a meal): the credit of an excused day; none: the item over the month's school days. */
  daily_amount: vndField(1).nullable().optional(),
  valid_from: monthField(PLANNED),
  active: z.boolean().default(true),
});
export type FeeItemInput = z.output<typeof feeItemSchema>;

/** Without `class_id`, the whole school in one transaction. */
export const generateSchema = z.object({ month: monthField(PLANNED), class_id: z.uuid('errors.not_found').optional() });
export type GenerateInput = z.output<typeof generateSchema>;

export const INVOICE_SORTS = ['student_name', 'invoice_no', 'total', 'balance', 'status'] as const;
export const invoiceListQuery = listQuery.extend({
  month: monthField().optional(),
  class_id: z.uuid('errors.not_found').optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
  page_size: z.coerce.number().int().min(1).max(100).default(100),
});
export type InvoiceListQuery = z.output<typeof invoiceListQuery>;

/** The drafts named, or (`all`) every draft the list's filter selects: month, class, search. */
export const issueSchema = z
  .object({
    ids: z.array(z.uuid('errors.not_found')).max(500).default([]),
    all: z.boolean().default(false),
    month: monthField().optional(),
    class_id: z.uuid('errors.not_found').optional(),
    search: z.string().trim().max(200).optional(),
  })
  .refine((v) => v.all || v.ids.length > 0, { path: ['ids'], message: 'errors.required' });
export type IssueInput = z.output<typeof issueSchema>;
export const issueResult = z.object({ issued: z.number() });
export const dueDateSchema = z.object({ id: z.uuid('errors.not_found'), due_date: dayField(PLANNED) });
export const cancelSchema = z.object({ id: z.uuid('errors.not_found'), reason: reason() });
export const invoiceIdBody = z.object({ id: z.uuid('errors.not_found') });

/** A correction line: a debit (positive) or a credit (negative), never zero, with its reason. */
export const addLineSchema = z.object({
  invoice_id: z.uuid('errors.not_found'),
  name: name(),
  amount: signedVndField(),
  reason: reason(),
});
export type AddLineInput = z.output<typeof addLineSchema>;

/** A discount on a draft: an amount or a percentage (exactly one), with a reason. */
export const discountSchema = z
  .object({
    invoice_id: z.uuid('errors.not_found'),
    amount: vndField(1).optional(),
    percent: z.coerce.number().positive('errors.amount_positive').max(100, 'errors.discount_too_large').optional(),
    reason: reason(),
  })
  .refine((v) => (v.amount === undefined) !== (v.percent === undefined), { path: ['amount'], message: 'errors.required' });
export type DiscountInput = z.output<typeof discountSchema>;

export const paymentSchema = z.object({
  invoice_id: z.uuid('errors.not_found'),
  amount: vndField(1),
  method: z.enum(PAYMENT_METHODS, 'errors.validation'),
  paid_on: dayField(PAST_FACT),
});
export type PaymentInput = z.output<typeof paymentSchema>;

export const monthQuery = z.object({ month: monthField() });
export const paymentsReportQuery = z.object({ from: dayField(), to: dayField() });
export const receiptParams = z.object({ payment_id: z.uuid('errors.not_found') });

export const ROUNDINGS = [1, 100, 500, 1000] as const;
export const settingsSchema = z.object({
  bank_bin: z.string().trim().regex(/^(\d{6})?$/, 'errors.bank_bin'),
  account_no: z.string().trim().regex(/^[0-9A-Za-z]{0,19}$/, 'errors.account_no'),
  account_name: z.string().trim().max(100, 'errors.validation'),
  /** The day of the month invoices fall due (1–28). */
  due_day: z.coerce.number().int('errors.validation').min(1, 'errors.due_day').max(28, 'errors.due_day').default(10),
  /** Computed lines (a day's credit, a percentage) rounded to this many đồng. */
  rounding: z.coerce.number().refine((v) => (ROUNDINGS as readonly number[]).includes(v), 'errors.validation').default(1000),
});
export type TuitionSettings = z.output<typeof settingsSchema>;

export const appInvoiceQuery = z.object({ student_id: z.uuid('errors.not_found').optional() });
/** GET /api/app/invoices/list: the same invoices a page at a time (at most 50 a page). */
export const appInvoicePageQuery = appInvoiceQuery.extend({
  page: z.coerce.number().int().min(1, 'errors.validation').default(1),
  page_size: z.coerce.number().int().min(1, 'errors.validation').max(50, 'errors.validation').default(10),
});
export const appInvoiceIdQuery = z.object({ id: z.uuid('errors.not_found') });
export const appReceiptQuery = z.object({ payment_id: z.uuid('errors.not_found') });

// Answers
export const invoiceRow = z.object({
  id: z.string(),
  invoice_no: z.string(),
  student_id: z.string(),
  student_name: z.string(),
  class_id: z.string().nullable(),
  class_name: z.string().nullable(),
  month: z.string(),
  due_date: z.string().nullable(),
  total: z.number(),
  paid: z.number(),
  balance: z.number(),
  status: z.enum(INVOICE_STATUSES),
});
export type InvoiceRow = z.infer<typeof invoiceRow>;
export const invoiceLine = z.object({
  id: z.string(),
  kind: z.string(),
  name: z.string(),
  quantity: z.number(),
  unit_amount: z.number(),
  amount: z.number(),
  reason: z.string().nullable(),
});
export const paymentRow = z.object({
  id: z.string(),
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  paid_on: z.string(),
  receipt_no: z.string(),
});
export const invoiceDetail = invoiceRow.extend({
  previous_balance: z.number(),
  cancel_reason: z.string().nullable(),
  issued_at: z.string().nullable(),
  lines: z.array(invoiceLine),
  payments: z.array(paymentRow),
  vietqr_payload: z.string().nullable(),
  transfer: z
    .object({ bank_bin: z.string(), bank_name: z.string().nullable(), account_no: z.string(), account_name: z.string(), amount: z.number(), note: z.string() })
    .nullable(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;
export const feeItemRow = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(FEE_KINDS),
  amount: z.number(),
  class_ids: z.array(z.string()),
  age_groups: z.array(z.string()),
  credit_excused: z.boolean(),
  daily_amount: z.number().nullable(),
  valid_from: z.string(),
  active: z.boolean(),
});
export type FeeItemRow = z.infer<typeof feeItemRow>;
export const debtReport = z.object({
  rows: z.array(z.object({ class_id: z.string().nullable(), class_name: z.string().nullable(), invoiced: z.number(), paid: z.number(), balance: z.number(), invoices: z.number() })),
  total: z.object({ invoiced: z.number(), paid: z.number(), balance: z.number() }),
});
export type DebtReport = z.infer<typeof debtReport>;
export const paymentsReport = z.array(z.object({ paid_on: z.string(), method: z.enum(PAYMENT_METHODS), count: z.number(), amount: z.number() }));
export type PaymentsReportRow = z.infer<typeof paymentsReport>[number];
/** POST /Tuition/record-payment: the receipt and the invoice after the payment. */
export const paymentRecorded = z.object({ receipt_no: z.string(), status: z.enum(INVOICE_STATUSES), balance: z.number() });
/** GET /api/app/invoices: a family's issued invoices with their lines and payments. */
export const appInvoice = z.object({
  id: z.string(),
  invoice_no: z.string(),
  student_id: z.string(),
  month: z.string(),
  status: z.enum(INVOICE_STATUSES),
  total: z.number(),
  paid: z.number(),
  balance: z.number(),
  lines: z.array(z.object({ name: z.string(), quantity: z.number(), unit_amount: z.number(), amount: z.number() })),
  payments: z.array(paymentRow.omit({ id: true })),
  vietqr_payload: z.string().nullable(),
});
/**
 * The parents' app's invoice: the family's invoice with the child's name and class, each payment's id (for its
 * receipt, GET /api/app/invoices/receipt) and the bank transfer the VietQR code carries, spelt out for typing by hand.
 */
export const appInvoiceFull = appInvoice.extend({
  student_name: z.string(),
  class_name: z.string().nullable(),
  payments: z.array(paymentRow),
  transfer: z
    .object({
      bank_bin: z.string(),
      bank_name: z.string().nullable(),
      account_no: z.string(),
      account_name: z.string(),
      amount: z.number(),
      note: z.string(),
    })
    .nullable(),
});
export type AppInvoice = z.infer<typeof appInvoiceFull>;
/** GET /api/app/invoices/balance: what the family (or one child) still owes on its issued invoices. */
export const appBalance = z.object({ balance: z.number(), unpaid_invoices: z.number() });
export type AppBalance = z.infer<typeof appBalance>;
export const generateResult = z.object({ created: z.number(), skipped: z.array(z.object({ student_id: z.string(), student_name: z.string(), invoice_no: z.string() })) });

/** GET /Tuition/get-debt-by-child: what each child owes on issued invoices, and for how long. */
export const debtByChildQuery = z.object({
  class_id: z.uuid('errors.not_found').optional(),
  month: monthField().optional(),
  overdue: z.enum(['true', 'false']).optional(),
});
export type DebtByChildQuery = z.output<typeof debtByChildQuery>;
export const debtByChild = z.object({
  rows: z.array(
    z.object({
      student_id: z.string(),
      student_name: z.string(),
      class_name: z.string().nullable(),
      invoices: z.number(),
      invoiced: z.number(),
      paid: z.number(),
      balance: z.number(),
      due_date: z.string().nullable(),
      days_overdue: z.number(),
    }),
  ),
  total: z.object({ invoiced: z.number(), paid: z.number(), balance: z.number() }),
});
export type DebtByChild = z.infer<typeof debtByChild>;

// Bank statements (Tuition/upload-statement, Tuition/confirm-statement)
export const STATEMENT_FIELDS = ['date', 'amount', 'description', 'reference'] as const;
export type StatementField = (typeof STATEMENT_FIELDS)[number];
export type StatementColumns = Record<StatementField, string>;
export const STATEMENT_MATCHES = ['matched', 'partial', 'unmatched', 'recorded'] as const;
export const statementLine = z.object({
  line: z.number(),
  date: z.string().nullable(),
  amount: z.number().nullable(),
  description: z.string(),
  reference: z.string(),
  invoice_id: z.string().nullable(),
  invoice_no: z.string().nullable(),
  match: z.enum(STATEMENT_MATCHES),
  /** Why a line cannot be recorded: other_currency, invalid_amount, invalid_date, no_reference, duplicate, not_payable, above_balance. */
  note: z.string().nullable(),
  student_name: z.string().nullable(),
  balance: z.number().nullable(),
});
export type StatementLineRow = z.infer<typeof statementLine>;
export const statementAnswer = z.object({ statement_id: z.string(), columns: z.record(z.string(), z.string()), lines: z.array(statementLine) });
export type StatementAnswer = z.infer<typeof statementAnswer>;
export const confirmStatementSchema = z.object({
  statement_id: z.uuid('errors.not_found'),
  lines: z
    .array(
      z.object({
        line: z.coerce.number().int().min(1),
        invoice_id: z.uuid('errors.not_found'),
        /** A transfer above what the invoice still owes is recorded up to the balance only when this is set. */
        up_to_balance: z.boolean().default(false),
      }),
    )
    .min(1, 'errors.required')
    .max(10_000),
});
export type ConfirmStatementInput = z.output<typeof confirmStatementSchema>;
export const statementRecorded = z.object({ recorded: z.number(), amount: z.number(), left: z.array(z.object({ line: z.number(), note: z.string() })) });
