'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getData, getList, mutate, upload } from '@/lib/api/client';
import { downloadFile } from '@/lib/api/download';
import { queryKeys } from '@/lib/api/query-keys';
import { compact } from '@/lib/api/compact';
import { vaccineKeys } from '@/lib/api/vaccine-keys';
import type {
  MissingDoseRow,
  VaccineDeclarationCreateInput,
  VaccineDeclarationRow,
  VaccineRow,
  VaccineDeclarationListQuery,
} from '@/lib/schemas/vaccine';

export type { MissingDoseRow, VaccineDeclarationRow, VaccineRow };

// Browser data of /management/vaccine-declaration. Only types come from the zod module, so the list page does not
// bring zod with it; the forms load the schemas themselves.

/** The list's query as the endpoint parses it (lib/schemas/vaccine). */
export type VaccineListParams = VaccineDeclarationListQuery;

export const useVaccineDeclarations = (params: VaccineListParams) =>
  useQuery({
    queryKey: vaccineKeys.list(params),
    queryFn: () => getList<VaccineDeclarationRow>('/webadmin/VaccineDeclaration/get-list', compact(params)),
    placeholderData: keepPreviousData,
  });

export const useVaccineDeclaration = (id: string | null) =>
  useQuery({
    queryKey: vaccineKeys.detail(id ?? ''),
    queryFn: () => getData<VaccineDeclarationRow>('/webadmin/VaccineDeclaration/get-detail', { id }),
    enabled: !!id,
  });

/** The book's photo as a Blob (the API needs the bearer header, so a plain <img src> cannot fetch it). */
export const useVaccinePhoto = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: vaccineKeys.photo(id),
    queryFn: async () =>
      (await api.get<Blob>('/webadmin/VaccineDeclaration/photo', { params: { id }, responseType: 'blob' })).data,
    enabled,
    staleTime: 60_000,
  });

export const useMissingDoses = (classId: string) =>
  useQuery({
    queryKey: vaccineKeys.missing(classId),
    queryFn: () => getData<MissingDoseRow[]>('/webadmin/VaccineDeclaration/get-missing', { class_id: classId }),
    enabled: !!classId,
  });

export const useVaccineSchedule = () =>
  useQuery({
    queryKey: vaccineKeys.schedule(),
    queryFn: () => getData<VaccineRow[]>('/webadmin/Vaccine/get-schedule'),
    staleTime: 5 * 60_000,
  });

/** A change of a declaration moves the list, the detail, the missing doses and the menu. */
function useDeclarationMutation<V>(fn: (values: V) => ReturnType<typeof mutate>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: vaccineKeys.all() });
      void client.invalidateQueries({ queryKey: queryKeys.menu() });
    },
  });
}

export const useCreateDeclaration = () =>
  useDeclarationMutation((values: VaccineDeclarationCreateInput) => mutate('post', '/webadmin/VaccineDeclaration/create', values));
export const useVerifyDeclaration = () =>
  useDeclarationMutation((id: string) => mutate('put', '/webadmin/VaccineDeclaration/verify', { id }));
export const useRejectDeclaration = () =>
  useDeclarationMutation((values: { id: string; reason: string }) => mutate('put', '/webadmin/VaccineDeclaration/reject', values));
export const useUploadDeclarationPhoto = () =>
  useDeclarationMutation(({ id, file }: { id: string; file: File }) => {
    const form = new FormData();
    form.append('file', file);
    return upload('post', `/webadmin/VaccineDeclaration/upload-photo/${id}`, form);
  });

export type VaccineSaveValues = {
  id?: string;
  code?: string;
  national?: boolean;
  name_vi: string;
  name_en: string;
  active: boolean;
  doses: { age_months: number; age_days: number }[];
};

export function useSaveVaccine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...values }: VaccineSaveValues) =>
      id
        ? mutate('put', `/webadmin/Vaccine/update/${id}`, {
            name_vi: values.name_vi,
            name_en: values.name_en,
            active: values.active,
            doses: values.doses,
          })
        : mutate('post', '/webadmin/Vaccine/create', values),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: vaccineKeys.schedule() });
      void client.invalidateQueries({ queryKey: vaccineKeys.all() });
    },
  });
}

/** Downloads the class's missing doses as .xlsx. */
export const downloadMissingDoses = (classId: string) =>
  downloadFile('/webadmin/VaccineDeclaration/export-missing', { class_id: classId }, 'missing-doses.xlsx');
