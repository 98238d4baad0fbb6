'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, mutate, upload } from './client';
import { downloadFile } from './download';
import { compact } from './compact';
import { studentKeys } from './student-keys';
import type { StudentListParams } from './student';
import type { ChangeStatusInput, MoveClassInput, StudentInput } from '@/lib/schemas/student';

// Changes and files of the student area: used by the form and the dialogs, which load when first opened.

function useStudentMutation<V>(fn: (values: V) => ReturnType<typeof mutate>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: studentKeys.all() }),
  });
}

/** What the form wants done with the photo when it saves: keep it, send a new one, or remove it. */
export type PhotoChange = { kind: 'keep' } | { kind: 'upload'; file: File } | { kind: 'remove' };

/**
 * Saves a child (create or update) and then the photo change. Answers the child's id; a photo refused after a
 * successful save is thrown with that id (`savedId`), so that the form can go on as an edit.
 */
export function useSaveStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      values,
      photo = { kind: 'keep' },
    }: {
      id: string | null;
      values: StudentInput;
      photo?: PhotoChange;
    }) => {
      const saved = id
        ? await mutate('put', `/webadmin/Student/update/${id}`, values)
        : await mutate('post', '/webadmin/Student/create', values);
      const studentId = (saved.id ?? id)!;
      try {
        if (photo.kind === 'upload') {
          const form = new FormData();
          form.append('file', photo.file);
          await upload('post', `/webadmin/Student/upload-photo/${studentId}`, form);
        } else if (photo.kind === 'remove') {
          await mutate('delete', `/webadmin/Student/delete-photo/${studentId}`);
        }
      } catch (error) {
        throw Object.assign(error as Error, { savedId: studentId });
      }
      return studentId;
    },
    onSettled: () => client.invalidateQueries({ queryKey: studentKeys.all() }),
  });
}

export const useMoveStudents = () =>
  useStudentMutation((input: MoveClassInput) => mutate('post', '/webadmin/Student/move-class', input));
export const useChangeStudentStatus = () =>
  useStudentMutation(({ id, values }: { id: string; values: ChangeStatusInput }) =>
    mutate('put', `/webadmin/Student/change-status/${id}`, values),
  );

/** Downloads the filtered list (the list's filters, search and sort) as .xlsx. */
export const downloadStudentExport = (params: Omit<StudentListParams, 'page' | 'page_size'>) =>
  downloadFile('/webadmin/Student/export', compact(params), 'students.xlsx');
export const downloadStudentTemplate = () =>
  downloadFile('/webadmin/Student/import-template', undefined, 'student-import-template.xlsx');

/** POST /Student/import: all rows or none; a 400 carries the per-row report in ApiError.rows. */
export function useImportStudents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      const { data } = await api.post<{ data: { count: number } }>('/webadmin/Student/import', form, {
        timeout: 120_000,
      });
      return data.data.count;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: studentKeys.all() }),
  });
}
