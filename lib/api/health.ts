'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, getList, mutate } from '@/lib/api/client';
import { downloadFile } from '@/lib/api/download';
import { compact } from '@/lib/api/compact';
import { healthKeys } from './health-keys';
import type {
  GrowthAnswer,
  HealthCreateInput,
  HealthRow,
  NutritionReportRow,
  RoundChild,
  HealthListQuery,
  NutritionReportQuery,
} from '@/lib/schemas/health';

export type { GrowthAnswer, HealthRow, NutritionReportRow, RoundChild };

// Browser data of /management/health-declaration (menu `health-declaration`). Only types come from the zod module.

/** The list's query as the endpoint parses it (lib/schemas/health). */
export type HealthListParams = HealthListQuery;
export type NutritionParams = NutritionReportQuery;
export type RoundRowValues = { student_id: string; height_cm: string; weight_kg: string; temperature_c: string };

export const useHealthList = (params: HealthListParams) =>
  useQuery({
    queryKey: healthKeys.list(params),
    queryFn: () => getList<HealthRow>('/webadmin/HealthDeclaration/get-list', compact(params)),
    placeholderData: keepPreviousData,
  });

export const useGrowth = (studentId: string | null) =>
  useQuery({
    queryKey: healthKeys.growth(studentId ?? ''),
    queryFn: () => getData<GrowthAnswer>('/webadmin/HealthDeclaration/get-growth', { student_id: studentId }),
    enabled: !!studentId,
  });

export const useRound = (classId: string, day: string | null) =>
  useQuery({
    queryKey: healthKeys.round(classId, day ?? ''),
    queryFn: () => getData<RoundChild[]>('/webadmin/HealthDeclaration/get-round', { class_id: classId, measured_on: day }),
    enabled: !!classId && !!day,
    // Coming back to the tab must not reset a grid being typed in.
    refetchOnWindowFocus: false,
  });

export const useNutritionReport = (params: NutritionParams | null) =>
  useQuery({
    queryKey: healthKeys.report(params ?? { from: '', to: '' }),
    queryFn: () => getData<NutritionReportRow[]>('/webadmin/HealthDeclaration/get-nutrition-report', compact(params!)),
    enabled: !!params,
  });

/** Every change moves the lists, the growth charts, the round grids and the report. */
function useHealthMutation<V>(fn: (values: V) => ReturnType<typeof mutate>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // A refused change wrote nothing (a round is all or nothing): only a success moves what is shown.
    onSuccess: () => void client.invalidateQueries({ queryKey: healthKeys.all() }),
  });
}

type Declaration = Omit<HealthCreateInput, 'height_cm' | 'weight_kg' | 'temperature_c'> & {
  height_cm: string | number | null;
  weight_kg: string | number | null;
  temperature_c: string | number | null;
};

export const useCreateDeclaration = () =>
  useHealthMutation((values: Declaration) => mutate('post', '/webadmin/HealthDeclaration/create', values));
export const useUpdateDeclaration = () =>
  useHealthMutation((values: Declaration & { id: string }) => mutate('put', '/webadmin/HealthDeclaration/update', values));
export const useSaveRound = () =>
  useHealthMutation((values: { class_id: string; measured_on: string; rows: RoundRowValues[]; confirmed?: boolean }) =>
    mutate('post', '/webadmin/HealthDeclaration/create-round', values),
  );

export const downloadNutritionReport = (params: NutritionParams) =>
  downloadFile('/webadmin/HealthDeclaration/export-nutrition-report', compact(params), 'nutrition-report.xlsx');

/** The list's filters as the URL holds them (strings; the endpoint parses them with the list's query schema). */
export const downloadHealthExport = (params: Partial<Record<Exclude<keyof HealthListParams, 'page' | 'page_size'>, string>>) =>
  downloadFile('/webadmin/HealthDeclaration/export', compact(params), 'health.xlsx');
