'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getData, getList, mutate, type ApiResult } from './client';
import { compact } from './compact';
import { dataUrlOf } from './data-url';
import { queryKeys } from './query-keys';
import { newsKeys } from './news-keys';
import type { NewsImageRole } from '@/lib/news-values';
import type { NewsDetail, NewsFormInput, NewsImage, NewsRow, NewsListQuery } from '@/lib/schemas/news';

export type { NewsDetail, NewsImage, NewsRow };
export { newsKeys };

// Browser data of /management/news-{public,class,student}. Only types come from the zod module, so the list and
// the phone screen do not bring zod with them; the editor loads the schema itself.

/** The list's query as the endpoint parses it (lib/schemas/news). */
export type NewsListParams = NewsListQuery;

export const useNewsList = (params: NewsListParams, refetchInterval?: number) =>
  useQuery({
    queryKey: newsKeys.list(params),
    queryFn: () => getList<NewsRow>('/webadmin/News/get-list', compact(params)),
    placeholderData: keepPreviousData,
    refetchInterval,
  });

export const useNews = (id: string | null, refetchInterval?: number) =>
  useQuery({
    queryKey: newsKeys.detail(id ?? ''),
    queryFn: () => getData<NewsDetail>('/webadmin/News/get-detail', { id }),
    enabled: !!id,
    refetchInterval,
  });

/** A stored photo as a data: URL (the call needs the API headers, which an <img src> cannot send). */
export const useNewsImage = (url: string | null | undefined) =>
  useQuery({
    queryKey: newsKeys.image(url ?? ''),
    queryFn: async () => {
      const { data } = await api.get<Blob>(url!.replace(/^\/api/, ''), { responseType: 'blob' });
      return dataUrlOf(data);
    },
    enabled: !!url,
    staleTime: Infinity,
  });

function useNewsMutation<V>(fn: (values: V) => Promise<ApiResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: newsKeys.all() });
      void client.invalidateQueries({ queryKey: queryKeys.menu() });
    },
  });
}

export const useSaveNews = () =>
  useNewsMutation(({ id, values }: { id: string | null; values: NewsFormInput }) =>
    id ? mutate('put', `/webadmin/News/update/${id}`, values) : mutate('post', '/webadmin/News/create', values),
  );
export const useDeleteNews = () => useNewsMutation((id: string) => mutate('delete', '/webadmin/News/delete', { id }));
export const useDeleteNewsImage = () =>
  useNewsMutation((id: string) => mutate('delete', '/webadmin/News/delete-image', { id }));

/** Sends one photo, reporting the share sent (0…1) as it goes; answers the stored image. */
export async function uploadNewsImage(
  postId: string,
  file: Blob,
  role: NewsImageRole = 'gallery',
  onProgress?: (share: number) => void,
): Promise<NewsImage> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post<ApiResult>(`/webadmin/News/upload-image/${postId}`, form, {
    params: { role },
    // A phone on a school's Wi-Fi may take a while over a few photos.
    timeout: 120_000,
    onUploadProgress: onProgress,
  });
  return data.data as NewsImage;
}
