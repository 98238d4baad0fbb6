'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getData, getList, mutate } from './client';
import { userKeys, type UserListParams } from './user-keys';
import { queryKeys } from './query-keys';
import { roleKeys } from './role-keys';
import type {
  ResetPasswordResult,
  UserCreateInput,
  UserDetail,
  UserRow,
  UserUpdateInput,
} from '@/lib/schemas/user-admin';

export type { ResetPasswordResult, UserDetail, UserRow };

export type { UserListParams };

/** Empty filters are left out of the query string. */
const clean = (params: UserListParams) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== '' && v !== undefined));

export const useUserList = (params: UserListParams) =>
  useQuery({
    queryKey: userKeys.list(params),
    queryFn: () => getList<UserRow>('/webadmin/User/get-list', clean(params)),
    placeholderData: keepPreviousData,
  });

export const useUserDetail = (id: string | null) =>
  useQuery({
    queryKey: userKeys.detail(id ?? ''),
    queryFn: () => getData<UserDetail>('/webadmin/User/get-detail', { id }),
    enabled: !!id,
    staleTime: 0,
  });

/** After a change to users: the lists, role counts, and the caller's own rights (they may have changed themself). */
function useRefresh() {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: userKeys.all() }),
      client.invalidateQueries({ queryKey: roleKeys.all() }),
      client.invalidateQueries({ queryKey: queryKeys.currentUser() }),
      client.invalidateQueries({ queryKey: queryKeys.menu() }),
    ]);
  };
}

export function useCreateUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: UserCreateInput) => mutate('post', '/webadmin/User/create', input),
    onSuccess: refresh,
  });
}

export function useUpdateUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UserUpdateInput }) =>
      mutate('put', `/webadmin/User/update/${id}`, input),
    onSuccess: refresh,
  });
}

/** The new password comes back once, in this answer only. */
export function useResetPassword() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) => {
      const { data } = await api.put<{ data: ResetPasswordResult }>(
        `/webadmin/User/reset-password/${id}`,
      );
      return data.data;
    },
    onSuccess: refresh,
  });
}

export type UserAction = 'lock' | 'unlock' | 'inactivate-sessions';

export function useUserAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: UserAction }) => mutate('put', `/webadmin/User/${action}/${id}`),
    onSuccess: refresh,
  });
}
