'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, getList, mutate } from '@/lib/api/client';
import { downloadFile } from '@/lib/api/download';
import { compact } from '@/lib/api/compact';
import { eventKeys, type EventListParams, type ReplyParams } from './calendar-event-keys';
import type { EventAnswer } from '@/lib/calendar-event-values';
import type {
  EventInput,
  EventReplies,
  EventReplyRow,
  EventRow,
} from '@/lib/schemas/calendar-event';

export type { EventReplies, EventReplyRow, EventRow };

// Browser data of /calendar-event-confirm (menu `calendar-event-confirm`). Only types come from the zod module, so
// the list does not bring zod with it; the form dialog loads the schema itself.

export type { EventListParams, ReplyParams };

export const useEvents = (params: EventListParams) =>
  useQuery({
    queryKey: eventKeys.list(params),
    queryFn: () => getList<EventRow>('/webadmin/CalendarEvent/get-list', compact(params)),
    placeholderData: keepPreviousData,
  });

export const useEvent = (id: string | null) =>
  useQuery({
    queryKey: eventKeys.detail(id ?? ''),
    queryFn: () => getData<EventRow>('/webadmin/CalendarEvent/get-detail', { id }),
    enabled: !!id,
  });

export const useEventReplies = (params: ReplyParams) =>
  useQuery({
    queryKey: eventKeys.replies(params),
    queryFn: () => getData<EventReplies>('/webadmin/CalendarEvent/get-replies', compact(params)),
    placeholderData: keepPreviousData,
  });

/** Every change moves the list's counts, the detail and the replies together. */
function useEventMutation<V>(fn: (values: V) => ReturnType<typeof mutate>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => void client.invalidateQueries({ queryKey: eventKeys.all() }),
  });
}

export const useSaveEvent = () =>
  useEventMutation(({ id, values }: { id?: string; values: EventInput }) =>
    id ? mutate('put', `/webadmin/CalendarEvent/update/${id}`, values) : mutate('post', '/webadmin/CalendarEvent/create', values),
  );
export const useCancelEvent = () =>
  useEventMutation((values: { id: string; reason: string }) => mutate('put', '/webadmin/CalendarEvent/cancel', values));
export const useDeleteEvents = () => useEventMutation((ids: string[]) => mutate('delete', '/webadmin/CalendarEvent/delete', { ids }));
export const useRecordReply = () =>
  useEventMutation((values: { event_id: string; student_id: string; answer: EventAnswer; note: string }) =>
    mutate('post', '/webadmin/CalendarEvent/record-reply', values),
  );

/** Every child the event concerns (of the caller's scope) with the reply, as .xlsx. */
export const downloadEventReplies = (id: string) => downloadFile('/webadmin/CalendarEvent/export-replies', { id }, 'event-replies.xlsx');
