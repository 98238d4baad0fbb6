'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getData, getList, mutate } from '@/lib/api/client';
import { compact } from '@/lib/api/compact';
import { queryKeys } from '@/lib/api/query-keys';
import { messageKeys } from '@/lib/api/message-keys';
import type { MessageRow, MessageListQuery } from '@/lib/schemas/message';

export type { MessageRow };

// Browser data of /management/message-request (menu `message-request`).

/** The list's query as the endpoint parses it (lib/schemas/message). */
export type MessageListParams = MessageListQuery;

/** The picture as a Blob (the API needs the bearer header, so a plain <img src> cannot fetch it). */
export const useMessageImage = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: messageKeys.image(id),
    queryFn: async () => (await api.get<Blob>('/webadmin/MessageRequest/image', { params: { id }, responseType: 'blob' })).data,
    enabled,
    staleTime: 60_000,
  });

export const useMessages = (params: MessageListParams) =>
  useQuery({
    queryKey: messageKeys.list(params),
    queryFn: () => getList<MessageRow>('/webadmin/MessageRequest/get-list', compact(params)),
    placeholderData: keepPreviousData,
  });

export const useMessage = (id: string | null) =>
  useQuery({
    queryKey: messageKeys.detail(id ?? ''),
    queryFn: () => getData<MessageRow>('/webadmin/MessageRequest/get-detail', { id }),
    enabled: !!id,
  });

function useMessageMutation<V>(fn: (values: V) => ReturnType<typeof mutate>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: messageKeys.all() });
      void client.invalidateQueries({ queryKey: queryKeys.menu() });
      void client.invalidateQueries({ queryKey: ['home'] });
    },
  });
}

export const useMarkMessageRead = () => useMessageMutation((id: string) => mutate('put', '/webadmin/MessageRequest/mark-read', { id }));
export const useReplyMessage = () =>
  useMessageMutation((values: { id: string; content: string }) => mutate('post', '/webadmin/MessageRequest/reply', values));
export const useStartMessage = () =>
  useMessageMutation((values: { student_id: string; category: string; content: string }) =>
    mutate('post', '/webadmin/MessageRequest/create', values),
  );
