'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, mutate } from '@/lib/api/client';
import { downloadFile } from '@/lib/api/download';
import { mealMenuKeys } from './meal-menu-keys';
import type { MenuAgeGroup } from '@/lib/meal-menu-values';
import type { CopyWeekInput, SaveWeekInput, WeekAnswer } from '@/lib/schemas/meal-menu';

export type { WeekAnswer };

// Browser data of /management/meal-menu (menu `meal-menu`). Only types come from the zod module.

export const useWeekMenu = (ageGroup: MenuAgeGroup, week: string) =>
  useQuery({
    queryKey: mealMenuKeys.week(ageGroup, week),
    queryFn: () => getData<WeekAnswer>('/webadmin/Menu/get-week', { age_group: ageGroup, week }),
  });

function useMenuMutation<V>(fn: (values: V) => ReturnType<typeof mutate>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => void client.invalidateQueries({ queryKey: mealMenuKeys.all() }),
  });
}

export const useSaveWeek = () => useMenuMutation((values: SaveWeekInput) => mutate('put', '/webadmin/Menu/save-week', values));
export const useCopyWeek = () =>
  useMenuMutation((values: Omit<CopyWeekInput, 'replace'> & { replace?: boolean }) => mutate('post', '/webadmin/Menu/copy-week', values));
export const usePublishWeek = () =>
  useMenuMutation((values: { age_group: MenuAgeGroup; week: string }) => mutate('put', '/webadmin/Menu/publish', values));

/** The week's menu as the A4 PDF for the notice board. */
export const downloadMenuPdf = (ageGroup: MenuAgeGroup, week: string) =>
  downloadFile('/webadmin/Menu/pdf', { age_group: ageGroup, week }, `thuc-don-${ageGroup}-${week}.pdf`);

/** The week's menu as .xlsx (the file is named by the server). */
export const downloadMenuSheet = (ageGroup: MenuAgeGroup, week: string) =>
  downloadFile('/webadmin/Menu/export-week', { age_group: ageGroup, week }, `thuc-don-${ageGroup}-${week}.xlsx`);
