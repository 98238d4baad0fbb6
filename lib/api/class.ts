'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, getList, mutate } from './client';
import { compact } from './compact';
import { classKeys, SCHOOL_YEARS_QUERY } from './class-keys';
import type {
  AgeGroup,
  ClassInput,
  ClassRow,
  CopyClassesInput,
  SchoolYearInput,
  SchoolYearRow,
  TeacherOption,
  ClassListQuery,
} from '@/lib/schemas/class';

export type { AgeGroup, ClassRow, SchoolYearRow, TeacherOption };

/** The list's query as the endpoint parses it (lib/schemas/class). */
export type ClassListParams = ClassListQuery;

export { classKeys };

/** Every year of the school (a school has a handful), newest first. */
export const useSchoolYears = () =>
  useQuery({
    queryKey: classKeys.years(),
    queryFn: () => getList<SchoolYearRow>('/webadmin/SchoolYear/get-list', SCHOOL_YEARS_QUERY),
  });

export const useClasses = (params: ClassListParams, enabled = true) =>
  useQuery({
    queryKey: classKeys.list(params),
    queryFn: () => getList<ClassRow>('/webadmin/Class/get-list', compact(params)),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useTeacherOptions = (enabled: boolean) =>
  useQuery({
    queryKey: classKeys.teachers(),
    queryFn: () => getData<TeacherOption[]>('/webadmin/Class/get-teacher-droplist'),
    enabled,
  });

function useClassMutation<V>(fn: (values: V) => ReturnType<typeof mutate>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: classKeys.all() }),
  });
}

export const useSaveSchoolYear = () =>
  useClassMutation(({ id, values }: { id: string | null; values: SchoolYearInput }) =>
    id
      ? mutate('put', `/webadmin/SchoolYear/update/${id}`, values)
      : mutate('post', '/webadmin/SchoolYear/create', values),
  );
export const useSetCurrentYear = () =>
  useClassMutation((id: string) => mutate('put', `/webadmin/SchoolYear/set-current/${id}`));
export const useDeleteSchoolYears = () =>
  useClassMutation((ids: string[]) => mutate('delete', '/webadmin/SchoolYear/delete', { ids }));

export const useSaveClass = () =>
  useClassMutation(({ id, values }: { id: string | null; values: ClassInput }) =>
    id ? mutate('put', `/webadmin/Class/update/${id}`, values) : mutate('post', '/webadmin/Class/create', values),
  );
export const useDeleteClasses = () =>
  useClassMutation((ids: string[]) => mutate('delete', '/webadmin/Class/delete', { ids }));
export const useCopyClasses = () =>
  useClassMutation((input: CopyClassesInput) => mutate('post', '/webadmin/Class/copy', input));
