'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getData, getList, mutate } from '@/lib/api/client';
import { downloadFile } from '@/lib/api/download';
import { compact } from '@/lib/api/compact';
import { tuitionKeys, type InvoiceListParams } from './tuition-keys';
import type {
  DebtByChild,
  StatementAnswer,
  StatementLineRow,
  DebtReport,
  FeeItemRow,
  InvoiceDetail,
  InvoiceRow,
  PaymentsReportRow,
  TuitionSettings,
} from '@/lib/schemas/tuition';

export type { DebtByChild, StatementAnswer, StatementLineRow, DebtReport, FeeItemRow, InvoiceDetail, InvoiceRow, PaymentsReportRow, TuitionSettings };

// Browser data of /management/tuition (menu `tuition`). Only types come from the zod module.

export type { InvoiceListParams };

export const useInvoices = (p: InvoiceListParams) =>
  useQuery({
    queryKey: tuitionKeys.invoices(p),
    queryFn: () => getList<InvoiceRow>('/webadmin/Tuition/get-invoices', compact(p)),
    placeholderData: keepPreviousData,
  });
export const useInvoice = (id: string | null) =>
  useQuery({ queryKey: tuitionKeys.invoice(id ?? ''), queryFn: () => getData<InvoiceDetail>('/webadmin/Tuition/get-invoice', { id }), enabled: !!id });
export const useFeeItems = () =>
  useQuery({ queryKey: tuitionKeys.feeItems(), queryFn: () => getList<FeeItemRow>('/webadmin/FeeItem/get-list') });
export const useDebtReport = (month: string) =>
  useQuery({ queryKey: tuitionKeys.debt(month), queryFn: () => getData<DebtReport>('/webadmin/Tuition/get-debt-report', { month }), enabled: !!month });
export const usePaymentsReport = (from: string, to: string) =>
  useQuery({
    queryKey: tuitionKeys.payments(from, to),
    queryFn: () => getData<PaymentsReportRow[]>('/webadmin/Tuition/get-payments-report', { from, to }),
    enabled: !!from && !!to && from <= to,
  });
export const useTuitionSettings = () =>
  useQuery({ queryKey: tuitionKeys.settings(), queryFn: () => getData<TuitionSettings>('/webadmin/Tuition/get-settings') });

/** Every tuition change may move lists, the open invoice and the reports: they are refetched together. */
export function useTuitionMutation<V>(method: 'post' | 'put' | 'delete', url: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: V) => mutate(method, url, values),
    onSuccess: () => client.invalidateQueries({ queryKey: tuitionKeys.all() }),
  });
}

export const downloadReceipt = (paymentId: string, receiptNo: string) =>
  downloadFile(`/webadmin/Tuition/receipt/${paymentId}`, undefined, `${receiptNo}.pdf`);
export const downloadDebtReport = (month: string) =>
  downloadFile('/webadmin/Tuition/export-debt-report', { month }, `debt-${month}.xlsx`);

export type DebtByChildParams = { class_id?: string; month?: string; overdue?: 'true' };
export const useDebtByChild = (p: DebtByChildParams) =>
  useQuery({
    queryKey: [...tuitionKeys.all(), 'debt-by-child', p] as const,
    queryFn: () => getData<DebtByChild>('/webadmin/Tuition/get-debt-by-child', compact(p)),
    placeholderData: keepPreviousData,
  });

/** Uploads a bank statement (with the columns when the accountant picked them): its lines matched to invoices. */
export async function uploadStatement(file: File, columns?: Record<string, string>): Promise<StatementAnswer> {
  const form = new FormData();
  form.append('file', file);
  if (columns) form.append('columns', JSON.stringify(columns));
  const { data } = await api.post<{ data: StatementAnswer }>('/webadmin/Tuition/upload-statement', form);
  return data.data;
}
