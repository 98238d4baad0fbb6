// Tuition values shared by the server and the browser (no zod: the invoice cards load these without the schemas).
export const FEE_KINDS = ['monthly', 'per_day_present', 'once'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];
export const INVOICE_STATUSES = ['draft', 'issued', 'partly_paid', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const PAYMENT_METHODS = ['cash', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The largest amount of one fee item or line, in VND (a billion: far above any kindergarten fee). */
export const MAX_AMOUNT = 1_000_000_000;

/** This month in Vietnam (yyyy-MM). */
export const currentMonth = (now = new Date()) => new Date(now.getTime() + 7 * 3600_000).toISOString().slice(0, 7);

/** The month after (yyyy-MM): schools bill it before it starts. */
export const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};
