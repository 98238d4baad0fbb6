'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, getList, mutate } from './client';
import { roleKeys, type RoleListParams } from './role-keys';
import { queryKeys } from './query-keys';
import type {
  Assignable,
  RoleCreateInput,
  RoleDetail,
  RoleRow,
  RoleUpdateInput,
} from '@/lib/schemas/role';

export type { Assignable, RoleDetail, RoleRow };

export type { RoleListParams };

export const useRoleList = (params: RoleListParams) =>
  useQuery({
    queryKey: roleKeys.list(params),
    queryFn: () => getList<RoleRow>('/webadmin/Role/get-list', params),
    placeholderData: keepPreviousData,
  });

export const useRoleDetail = (id: string | null) =>
  useQuery({
    queryKey: roleKeys.detail(id ?? ''),
    queryFn: () => getData<RoleDetail>('/webadmin/Role/get-detail', { id }),
    enabled: !!id,
    staleTime: 0,
  });

/** Roles and classes that can be given to a user in a school (null: the chosen school). */
export const useAssignable = (tenantId: string | null, enabled = true) =>
  useQuery({
    queryKey: roleKeys.assignable(tenantId),
    queryFn: () => getData<Assignable>('/webadmin/Role/get-assignable', tenantId ? { tenant_id: tenantId } : undefined),
    enabled,
  });

/** After any change to roles: the lists, the role names of the common data, and the caller's own rights and menu. */
function useRefresh() {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: roleKeys.all() }),
      client.invalidateQueries({ queryKey: ['users'] }),
      client.invalidateQueries({ queryKey: queryKeys.masterData() }),
      client.invalidateQueries({ queryKey: queryKeys.currentUser() }),
      client.invalidateQueries({ queryKey: queryKeys.menu() }),
    ]);
  };
}

export function useCreateRole() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: RoleCreateInput) => mutate('post', '/webadmin/Role/create', input),
    onSuccess: refresh,
  });
}

export function useUpdateRole() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: RoleUpdateInput }) =>
      mutate('put', `/webadmin/Role/update/${id}`, input),
    onSuccess: refresh,
  });
}

export function useDuplicateRole() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => mutate('post', `/webadmin/Role/duplicate/${id}`),
    onSuccess: refresh,
  });
}

export function useDeleteRoles() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (ids: string[]) => mutate('delete', '/webadmin/Role/delete', { ids }),
    onSuccess: refresh,
  });
}
