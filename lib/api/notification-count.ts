'use client';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { notificationKeys } from '@/lib/api/notification-keys';
import type { InboxPage } from '@/lib/notification-inbox';

/**
 * The staff bell's unread count: seeded by the signed-in layout with the shell's data (no call on first load), then
 * asked again every minute (one row of Notification/get-list). Its own module, so the shell carries nothing of the panel.
 */
export const useUnreadCount = () =>
  useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: async () => (await api.get<InboxPage>('/webadmin/Notification/get-list', { params: { page: 1, page_size: 1 } })).data.unread,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
