'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, getData, getList } from './client';
import { dataUrlOf } from './data-url';
import { compact } from './compact';
import { studentKeys } from './student-keys';
import type { StudentDetail, StudentRow, StudentListQuery } from '@/lib/schemas/student';

// Reads of the student area (what the list needs on its first load); changes and files are in student-actions.ts.

export type { StudentDetail, StudentRow };

/** The list's query as the endpoint parses it (lib/schemas/student). */
export type StudentListParams = StudentListQuery;

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

/**
 * A child's photo as a data: URL (the call needs the API headers, which an <img src> cannot send). Photo
 * addresses never change their content, so a fetched one stays; a refused one (404) leaves the initials.
 */
export const useStudentPhoto = (url: string | null | undefined) =>
  useQuery({
    queryKey: studentKeys.photo(url ?? ''),
    queryFn: async () => {
      const { data } = await api.get<Blob>(url!.replace(/^\/api/, ''), { responseType: 'blob' });
      return dataUrlOf(data);
    },
    enabled: !!url,
    staleTime: Infinity,
    retry: false,
  });
