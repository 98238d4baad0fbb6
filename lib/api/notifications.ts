'use client';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getData, mutate } from '@/lib/api/client';
import { notificationKeys } from '@/lib/api/notification-keys';
import { NOTIFICATION_PAGE_SIZE, type InboxPage } from '@/lib/notification-inbox';
import type { StaffNotificationKind } from '@/lib/notification-kinds';
import type { MarkReadBody } from '@/lib/schemas/notification';

// The staff bell's panel's data (loaded with the panel): the inbox a page at a time while it is open, marking read
// (the bell's count follows the answer), and the user's push switches. The count itself: notification-count.ts.

const LIST = '/webadmin/Notification/get-list';

const inboxPage = async (page: number, pageSize = NOTIFICATION_PAGE_SIZE) =>
  (await api.get<InboxPage>(LIST, { params: { page, page_size: pageSize } })).data;

export const useInbox = (enabled: boolean) =>
  useInfiniteQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam }) => inboxPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * NOTIFICATION_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
    enabled,
    staleTime: 0,
  });

/** Marks the user's own read (`ids` or `all`); the count comes back with the answer. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: MarkReadBody) => (await mutate('post', '/webadmin/Notification/mark-read', body)).data as { unread: number },
    onSuccess: (data) => {
      client.setQueryData(notificationKeys.unread(), data.unread);
      void client.invalidateQueries({ queryKey: notificationKeys.list() });
    },
  });
}

export type StaffSwitches = Record<StaffNotificationKind, boolean>;

export const useStaffSwitches = (enabled: boolean) =>
  useQuery({
    queryKey: notificationKeys.settings(),
    queryFn: () => getData<StaffSwitches>('/webadmin/Notification/get-settings'),
    enabled,
  });

export function useSaveStaffSwitch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: Partial<StaffSwitches>) =>
      (await mutate('post', '/webadmin/Notification/update-settings', change)).data as StaffSwitches,
    onSuccess: (data) => client.setQueryData(notificationKeys.settings(), data),
  });
}
