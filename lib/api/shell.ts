'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, getList, mutate } from './client';
import { queryKeys } from './query-keys';
import type { PublicConfig, TenantOption } from '@/lib/schemas/school';
import type { MenuEntry } from '@/lib/schemas/role';
import type { MasterDataItem, RoleOption } from '@/lib/schemas/master-data';
import type { SessionRow } from '@/lib/schemas/session';
import { COUNTRY_CODE_VN, SESSION_PAGE_SIZE } from '@/lib/limits';
import type { ChangePasswordInput, CurrentUser } from '@/lib/schemas/auth';

export type { CurrentUser, TenantOption, MenuEntry, PublicConfig, MasterDataItem, RoleOption, SessionRow };

// The startup calls of spec §4, in its order: tenant by user, common data, menu access, config, province.
export const useTenants = () =>
  useQuery({ queryKey: queryKeys.tenants(), queryFn: () => getData<TenantOption[]>('/webadmin/Tenant/get-droplist-by-user') });
export const useMenu = () =>
  useQuery({
    queryKey: queryKeys.menu(),
    queryFn: () => getData<MenuEntry[]>('/webadmin/Menu/get-list-by-user'),
    refetchInterval: 60_000,
  });
export const useConfig = () =>
  useQuery({ queryKey: queryKeys.config(), queryFn: () => getData<PublicConfig>('/webadmin/Config/get-list') });
export const useProvinces = (countryCode = COUNTRY_CODE_VN) =>
  useQuery({
    queryKey: queryKeys.provinces(countryCode),
    queryFn: () =>
      getData<{ province_id: string; name: string }[]>('/webadmin/Province/get-droplist-by-country-code', {
        country_code: countryCode,
      }),
    staleTime: Infinity,
  });
export const useCurrentUser = () =>
  useQuery({ queryKey: queryKeys.currentUser(), queryFn: () => getData<CurrentUser>('/webadmin/User/get-detail-by-token') });

export const useSessions = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.sessions(),
    queryFn: () =>
      getList<SessionRow>('/webadmin/session/get-list', {
        page: 1,
        page_size: SESSION_PAGE_SIZE,
        order_by: 'newest_top',
        active_status: 'active',
      }),
    enabled,
  });

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => mutate('put', `/webadmin/session/inactivate/${sessionId}`),
    onSuccess: async () => {
      // Spec §7: then the user is refetched and the list reloaded.
      await client.invalidateQueries({ queryKey: queryKeys.currentUser() });
      await client.invalidateQueries({ queryKey: queryKeys.sessions() });
    },
  });
}

export const useEndAllSessions = () =>
  useMutation({ mutationFn: () => mutate('put', '/webadmin/session/inactivate-by-user') });

export const useChangePassword = () =>
  useMutation({ mutationFn: (input: ChangePasswordInput) => mutate('put', '/webadmin/User/update-password', input) });

