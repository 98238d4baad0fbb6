'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getList, mutate, upload } from './client';
import { schoolKeys, type SchoolListParams } from './school-keys';
import { compact } from './compact';
import { queryKeys } from './query-keys';
import type { SchoolInput, SchoolRow } from '@/lib/schemas/school';

export type { SchoolRow };

export type { SchoolListParams };

export { compact } from './compact';

export const useSchools = (params: SchoolListParams, enabled = true) =>
  useQuery({
    queryKey: schoolKeys.list(params),
    queryFn: () => getList<SchoolRow>('/webadmin/Tenant/get-list', compact(params)),
    placeholderData: keepPreviousData,
    enabled,
  });

/**
 * Saves a school (create or update) and then, when one was chosen, its logo. Answers the school's id; a failed
 * logo upload after a successful save is thrown with that id, so the form can retry as an edit.
 */
export function useSaveSchool() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values, logo }: { id: string | null; values: SchoolInput; logo: File | null }) => {
      const saved = id
        ? await mutate('put', `/webadmin/Tenant/update/${id}`, values)
        : await mutate('post', '/webadmin/Tenant/create', values);
      const schoolId = (saved.id ?? id)!;
      if (logo) {
        const form = new FormData();
        form.append('file', logo);
        try {
          await upload('post', `/webadmin/Tenant/upload-logo/${schoolId}`, form);
        } catch (error) {
          throw Object.assign(error as Error, { savedId: schoolId });
        }
      }
      return schoolId;
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: schoolKeys.all() });
      // The school switcher and the brand of the shell read these.
      await client.invalidateQueries({ queryKey: queryKeys.tenants() });
      await client.invalidateQueries({ queryKey: queryKeys.config() });
    },
  });
}

