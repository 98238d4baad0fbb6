'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getData, getList, mutate } from '@/lib/api/client';
import { compact } from '@/lib/api/compact';
import { queryKeys } from '@/lib/api/query-keys';
import { medicineKeys } from '@/lib/api/medicine-keys';
import type { z } from 'zod';
import type { doseLogSchema, DueDose, MedicineListQuery, MedicineRow } from '@/lib/schemas/medicine';

export type { DueDose, MedicineRow };

// Browser data of /management/medicine-request (menu `medicine-request`). Only types come from the zod module.

/** The list's query as the endpoint parses it (lib/schemas/medicine). */
export type MedicineListParams = MedicineListQuery;

export const useMedicineRequests = (params: MedicineListParams) =>
  useQuery({
    queryKey: medicineKeys.list(params),
    queryFn: () => getList<MedicineRow>('/webadmin/MedicineRequest/get-list', compact(params)),
    placeholderData: keepPreviousData,
  });

export const useMedicineRequest = (id: string | null) =>
  useQuery({
    queryKey: medicineKeys.detail(id ?? ''),
    queryFn: () => getData<MedicineRow>('/webadmin/MedicineRequest/get-detail', { id }),
    enabled: !!id,
  });

export const useDueDoses = (day: string) =>
  useQuery({
    queryKey: medicineKeys.due(day),
    queryFn: () => getData<DueDose[]>('/webadmin/MedicineRequest/get-due', { day }),
    refetchInterval: 60_000,
  });

/** The photo as a Blob (the API needs the bearer header, so a plain <img src> cannot fetch it). */
export const useMedicinePhoto = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: medicineKeys.photo(id),
    queryFn: async () => (await api.get<Blob>('/webadmin/MedicineRequest/photo', { params: { id }, responseType: 'blob' })).data,
    enabled,
    staleTime: 60_000,
  });

/** Every change moves the list, the detail, the day's doses and the menu badge. */
function useMedicineMutation<V>(fn: (values: V) => ReturnType<typeof mutate>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: medicineKeys.all() });
      void client.invalidateQueries({ queryKey: queryKeys.menu() });
      void client.invalidateQueries({ queryKey: ['home'] });
    },
  });
}

export const useApproveMedicine = () => useMedicineMutation((id: string) => mutate('put', '/webadmin/MedicineRequest/approve', { id }));
export const useRejectMedicine = () =>
  useMedicineMutation((values: { id: string; reason: string }) => mutate('put', '/webadmin/MedicineRequest/reject', values));

export type DoseLog = z.input<typeof doseLogSchema>;
export const useLogDose = () => useMedicineMutation((values: DoseLog) => mutate('post', '/webadmin/MedicineRequest/log-dose', values));

/** Staff record a medicine request a parent gave on paper; it waits for approval like the parents' own. */
export const useCreateMedicine = () =>
  useMedicineMutation((values: {
    student_id: string;
    from_date: string;
    to_date: string;
    medicines: { name: string; dose: string; unit: string; times: string[]; instructions: string | null }[];
    note: string | null;
  }) => mutate('post', '/webadmin/MedicineRequest/create', values));
