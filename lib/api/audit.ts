'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData, getList } from './client';
import { auditKeys, type AuditListParams } from './audit-keys';
import { downloadFile } from './download';
import { compact } from './compact';
import type { AuditDetail, AuditFilterInput, AuditRow } from '@/lib/schemas/audit';

export type { AuditDetail, AuditRow };

export type { AuditListParams };

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
export const downloadAuditExport = (filter: AuditFilterInput) => downloadFile('/webadmin/Audit/export', compact(filter), 'audit.xlsx');
