'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, getList, mutate } from './client';
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
