'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getList, mutate } from './client';
import { compact } from './compact';
import { appAccountKeys } from './app-account-keys';
import type {
  AppAccountBulkResult,
  AppAccountCreateInput,
  AppAccountPasswordResult,
  AppAccountRow,
  AppAccountListQuery,
  AppAccountUpdateInput,
} from '@/lib/schemas/app-account';

export type { AppAccountRow };

/** The list's query as the endpoint parses it (lib/schemas/app-account). */
export type AppAccountListParams = AppAccountListQuery;

export const useAppAccounts = (params: AppAccountListParams) =>
  useQuery({
    queryKey: appAccountKeys.list(params),
    queryFn: () => getList<AppAccountRow>('/webadmin/AppAccount/get-list', compact(params)),
    placeholderData: keepPreviousData,
  });

/** A call answering `{response:{data}}` with a body: the passwords come back once, never cached. */
async function send<T>(method: 'post' | 'put', url: string, body?: unknown): Promise<T> {
  const { data } = await api.request<{ data: T }>({ method, url, data: body });
  return data.data;
}

function useAppAccountMutation<V, R>(fn: (values: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: appAccountKeys.all() }) });
}

export const useCreateAppAccount = () =>
  useAppAccountMutation((values: AppAccountCreateInput) =>
    send<AppAccountPasswordResult>('post', '/webadmin/AppAccount/create', values),
  );
export const useCreateAppAccountsBulk = () =>
  useAppAccountMutation((studentIds: string[]) =>
    send<AppAccountBulkResult>('post', '/webadmin/AppAccount/create-bulk', { student_ids: studentIds }),
  );
export const useResetAppAccountPassword = () =>
  useAppAccountMutation((id: string) =>
    send<AppAccountPasswordResult>('put', `/webadmin/AppAccount/reset-password/${id}`),
  );
export const useSetAppAccountStatus = () =>
  useAppAccountMutation(({ id, lock }: { id: string; lock: boolean }) =>
    mutate('put', `/webadmin/AppAccount/${lock ? 'lock' : 'unlock'}/${id}`),
  );
export const useUpdateAppAccount = () =>
  useAppAccountMutation(({ id, values }: { id: string; values: AppAccountUpdateInput }) =>
    mutate('put', `/webadmin/AppAccount/update/${id}`, values),
  );
