'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getList, mutate } from '@/lib/api/client';
import { compact } from '@/lib/api/compact';
import { dishKeys, type DishListParams } from './dish-keys';
import type { DishInput, DishRow } from '@/lib/schemas/dish';

export type { DishRow, DishListParams };

// Browser data of /management/dish (menu `dish`). Only types come from the zod module.

export const useDishes = (params: DishListParams, enabled = true) =>
  useQuery({
    queryKey: dishKeys.list(params),
    enabled,
    queryFn: () => getList<DishRow>('/webadmin/Dish/get-list', compact(params)),
    placeholderData: keepPreviousData,
  });

function useDishMutation<V>(fn: (values: V) => ReturnType<typeof mutate>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => void client.invalidateQueries({ queryKey: dishKeys.all() }),
  });
}

export const useSaveDish = () =>
  useDishMutation(({ id, values }: { id?: string; values: DishInput }) =>
    id ? mutate('put', `/webadmin/Dish/update/${id}`, values) : mutate('post', '/webadmin/Dish/create', values),
  );
export const useDeleteDish = () => useDishMutation((id: string) => mutate('delete', `/webadmin/Dish/delete/${id}`));
