'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getData, getList, mutate } from './client';
import { downloadFile } from './download';
import { compact } from './school';
import type { AgeGroup } from '@/lib/schemas/class';
import type {
  ChangeStatusInput,
  Gender,
  MoveClassInput,
  StudentDetail,
  StudentInput,
  StudentRow,
  StudentStatus,
} from '@/lib/schemas/student';

export type { StudentDetail, StudentRow };

export type StudentListParams = {
  page: number;
  page_size: number;
  order_by?: string;
  search?: string;
  school_year_id?: string;
  class_id?: string;
  status?: StudentStatus;
  gender?: Gender;
  age_group?: AgeGroup;
};

export const studentKeys = {
  all: () => ['students'] as const,
  list: (params: StudentListParams) => ['students', 'list', params] as const,
  detail: (id: string) => ['students', 'detail', id] as const,
};

export const useStudents = (params: StudentListParams) =>
  useQuery({
    queryKey: studentKeys.list(params),
    queryFn: () => getList<StudentRow>('/webadmin/Student/get-list', compact(params)),
    placeholderData: keepPreviousData,
  });

export const useStudent = (id: string | null) =>
  useQuery({
    queryKey: studentKeys.detail(id ?? ''),
    queryFn: () => getData<StudentDetail>('/webadmin/Student/get-detail', { id }),
    enabled: !!id,
  });

function useStudentMutation<V>(fn: (values: V) => ReturnType<typeof mutate>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: studentKeys.all() }),
  });
}

export const useSaveStudent = () =>
  useStudentMutation(({ id, values }: { id: string | null; values: StudentInput }) =>
    id ? mutate('put', `/webadmin/Student/update/${id}`, values) : mutate('post', '/webadmin/Student/create', values),
  );
export const useMoveStudents = () =>
  useStudentMutation((input: MoveClassInput) => mutate('post', '/webadmin/Student/move-class', input));
export const useChangeStudentStatus = () =>
  useStudentMutation(({ id, values }: { id: string; values: ChangeStatusInput }) =>
    mutate('put', `/webadmin/Student/change-status/${id}`, values),
  );

/** Downloads the filtered list (the list's filters, search and sort) as .xlsx. */
export const downloadStudentExport = (params: Omit<StudentListParams, 'page' | 'page_size'>) =>
  downloadFile('/webadmin/Student/export', compact(params), 'students.xlsx');
export const downloadStudentTemplate = () => downloadFile('/webadmin/Student/import-template', undefined, 'student-import-template.xlsx');

/** POST /Student/import: all rows or none; a 400 carries the per-row report in ApiError.rows. */
export function useImportStudents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      const { data } = await api.post<{ response: { data: { count: number } } }>('/webadmin/Student/import', form, { timeout: 120_000 });
      return data.response.data.count;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: studentKeys.all() }),
  });
}
