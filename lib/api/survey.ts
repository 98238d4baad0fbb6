'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, getList, mutate } from './client';
import { compact } from './compact';
import { downloadFile } from './download';
import { surveyKeys } from './survey-keys';
import type { SurveyInput, SurveyListQuery } from '@/lib/schemas/survey';
import type { SurveyDetail, SurveyResults, SurveyRow } from '@/lib/survey-values';

export type { SurveyDetail, SurveyResults, SurveyRow };

// Browser data of /management/survey and /management/survey_v1 (one API, `kind` tells them apart). Only types
// come from the zod module, so that the list page does not bring zod with it.

/** The list's query as the endpoint parses it (lib/schemas/survey). */
export type SurveyListParams = SurveyListQuery;

export const useSurveys = (params: SurveyListParams) =>
  useQuery({
    queryKey: surveyKeys.list(params),
    queryFn: () => getList<SurveyRow>('/webadmin/Survey/get-list', compact(params)),
    placeholderData: keepPreviousData,
  });

export const useSurvey = (id: string | null) =>
  useQuery({
    queryKey: surveyKeys.detail(id ?? ''),
    queryFn: () => getData<SurveyDetail & { has_answers: boolean }>('/webadmin/Survey/get-detail', { id }),
    enabled: !!id,
  });

export const useSurveyResults = (id: string) =>
  useQuery({
    queryKey: surveyKeys.results(id),
    queryFn: () => getData<SurveyResults>('/webadmin/Survey/get-results', { id }),
  });

/** Every change moves the lists, the detail and the results. */
function useSurveyMutation<V>(fn: (values: V) => ReturnType<typeof mutate>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => void client.invalidateQueries({ queryKey: surveyKeys.all() }),
  });
}

export const useCreateSurvey = () => useSurveyMutation((values: SurveyInput) => mutate('post', '/webadmin/Survey/create', values));
export const useUpdateSurvey = () =>
  useSurveyMutation(({ id, values }: { id: string; values: SurveyInput }) => mutate('put', `/webadmin/Survey/update/${id}`, values));
export const useCloseSurvey = () => useSurveyMutation((id: string) => mutate('put', '/webadmin/Survey/close', { id }));
export const useDuplicateSurvey = () => useSurveyMutation((id: string) => mutate('post', '/webadmin/Survey/duplicate', { id }));

export const downloadSurveyAnswers = (id: string, fallbackName: string) =>
  downloadFile('/webadmin/Survey/export-answers', { id }, fallbackName);
