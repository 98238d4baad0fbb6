'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getData, getList, mutate, upload } from '@/lib/api/client';
import { downloadFile } from '@/lib/api/download';
import { queryKeys } from '@/lib/api/query-keys';
import { absenceKeys } from '@/lib/api/absence-keys';
import { compact } from '@/lib/api/school';
import type { AbsenceCreateInput, AbsenceRow, AbsenceListQuery } from '@/lib/schemas/absence';

export type { AbsenceRow };

// Browser data of /management/absence (menu `absence`). Only types come from the zod module, so the list page
// does not bring zod with it; the create dialog loads the schema itself.

/** The list's query as the endpoint parses it (lib/schemas/absence). */
export type AbsenceListParams = AbsenceListQuery;

export const useAbsences = (params: AbsenceListParams) =>
  useQuery({
    queryKey: absenceKeys.list(params),
    queryFn: () => getList<AbsenceRow>('/webadmin/Absence/get-list', compact(params)),
    placeholderData: keepPreviousData,
  });

export const useAbsence = (id: string | null) =>
  useQuery({
    queryKey: absenceKeys.detail(id ?? ''),
    queryFn: () => getData<AbsenceRow>('/webadmin/Absence/get-detail', { id }),
    enabled: !!id,
  });

/** The attachment as a Blob (the API needs the bearer header, so a plain link cannot fetch it). */
export const useAbsenceAttachment = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: absenceKeys.attachment(id),
    queryFn: async () => (await api.get<Blob>('/webadmin/Absence/attachment', { params: { id }, responseType: 'blob' })).data,
    enabled,
    staleTime: 60_000,
  });

/** Every change of a request moves the list, the detail and the menu badge (pending count). */
function useAbsenceMutation<V>(fn: (values: V) => ReturnType<typeof mutate>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: absenceKeys.all() });
      void client.invalidateQueries({ queryKey: queryKeys.menu() });
    },
  });
}

export const useCreateAbsence = () =>
  useAbsenceMutation((values: AbsenceCreateInput) => mutate('post', '/webadmin/Absence/create', values));
export const useApproveAbsence = () => useAbsenceMutation((id: string) => mutate('put', '/webadmin/Absence/approve', { id }));
export const useRejectAbsence = () =>
  useAbsenceMutation((values: { id: string; reason: string }) => mutate('put', '/webadmin/Absence/reject', values));
export const useUploadAbsenceAttachment = () =>
  useAbsenceMutation(({ id, file }: { id: string; file: File }) => {
    const form = new FormData();
    form.append('file', file);
    return upload('post', `/webadmin/Absence/upload-attachment/${id}`, form);
  });

/** Downloads the filtered list (the list's filters, search and sort) as .xlsx. */
export const downloadAbsenceExport = (params: Omit<AbsenceListParams, 'page' | 'page_size'>) =>
  downloadFile('/webadmin/Absence/export', compact(params), 'absences.xlsx');

export const downloadAbsenceAttachment = (id: string, name: string | null) =>
  downloadFile('/webadmin/Absence/attachment', { id }, name ?? 'attachment');

/** Studying children matching a search, for the "on a parent's behalf" form. */
export type ChildOption = { id: string; code: string; full_name: string; class_name: string | null };
export const useChildOptions = (search: string) =>
  useQuery({
    queryKey: ['students', 'list', { search, status: 'studying', page: 1, page_size: 10, purpose: 'absence' }],
    queryFn: () =>
      getList<ChildOption>('/webadmin/Student/get-list', { search, status: 'studying', page: 1, page_size: 10, order_by: 'full_name' }),
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
