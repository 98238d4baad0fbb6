'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, ApiError, getData, getList, type ApiResult } from './client';
import { compact } from './school';
import type { AuditDetail, AuditFilterInput, AuditRow } from '@/lib/schemas/audit';

export type { AuditDetail, AuditRow };

export type AuditListParams = AuditFilterInput & { page: number; page_size: number };

export const auditKeys = {
  all: () => ['audit'] as const,
  list: (params: AuditListParams) => ['audit', 'list', params] as const,
  detail: (id: number) => ['audit', 'detail', id] as const,
};

export const useAuditLogs = (params: AuditListParams) =>
  useQuery({
    queryKey: auditKeys.list(params),
    queryFn: () => getList<AuditRow>('/webadmin/Audit/get-list', compact(params)),
    placeholderData: keepPreviousData,
  });

export const useAuditDetail = (id: number | null) =>
  useQuery({
    queryKey: auditKeys.detail(id ?? 0),
    queryFn: () => getData<AuditDetail>('/webadmin/Audit/get-detail', { id }),
    enabled: id !== null,
  });

/** Downloads the filtered log as .xlsx; a refusal is read from the JSON the server sent instead of the file. */
export async function downloadAuditExport(filter: AuditFilterInput) {
  // 401 still goes through the client's interceptor (sign-out); other refusals arrive here as a Blob to read.
  const response = await api.get<Blob>('/webadmin/Audit/export', {
    params: compact(filter),
    responseType: 'blob',
    validateStatus: (status) => status !== 401 && status < 500,
  });
  if (response.status !== 200) {
    let first: ApiResult | undefined;
    try {
      first = (JSON.parse(await response.data.text()) as ApiResult[])[0];
    } catch {
      /* not JSON: the generic message */
    }
    throw new ApiError(response.status, first?.message ?? 'errors.internal', first?.text, first?.fields);
  }
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const link = document.createElement('a');
  link.href = URL.createObjectURL(response.data);
  link.download = name ? decodeURIComponent(name) : 'audit.xlsx';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
