// Keys of the tuition area. Not a client module: the page builds the same keys on the server to hand its first screen
// to react-query.
import type { InvoiceListQuery } from '@/lib/schemas/tuition';
import type { ListSpec } from '@/lib/list-query';

/** The invoice list's query as the endpoint parses it; the screen always names the month. */
export type InvoiceListParams = InvoiceListQuery & { month: string };

export const tuitionKeys = {
  all: () => ['tuition'] as const,
  invoices: (p: InvoiceListParams) => ['tuition', 'invoices', p] as const,
  invoice: (id: string) => ['tuition', 'invoice', id] as const,
  feeItems: () => ['tuition', 'fee-items'] as const,
  debt: (month: string) => ['tuition', 'debt', month] as const,
  payments: (from: string, to: string) => ['tuition', 'payments', from, to] as const,
  settings: () => ['tuition', 'settings'] as const,
};

/** A class's month: all its invoices on one page. */
export const INVOICE_PAGE_SIZE = 100;

/** The invoice list in the URL: its filters (no month: this one) and page size. */
export const INVOICE_FILTERS = ['month', 'class_id', 'status'] as const;
export const INVOICE_LIST: ListSpec<(typeof INVOICE_FILTERS)[number]> = {
  filters: INVOICE_FILTERS,
  pageSize: INVOICE_PAGE_SIZE,
};
