'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert } from 'react-bootstrap';
import { ListAlert, ListButton, ListNote, ListScreen, searchBox } from '@/components/ui/list-screen';
import { StatusFilter } from '@/components/ui/filter-select';
import { useErrorText } from '@/lib/api/use-error-text';
import { useListState } from '@/lib/api/use-list-state';
import { SURVEY_LIST } from '@/lib/api/survey-keys';
import { useDuplicateSurvey, useSurveys, type SurveyListParams, type SurveyRow } from '@/lib/api/survey';
import { SURVEY_STATUSES, type SurveyKind } from '@/lib/survey-values';
import { rightsOf, type ScreenProps } from '@/lib/rights';
import { useSurveyColumns } from './survey-columns';
import { SurveyDialogs, type SurveyDialog } from './survey-dialogs';

/**
 * /management/survey and /management/survey_v1: one kind's surveys with their state and answers, and the builder,
 * the results, closing and duplicating, as the role's rights on that kind's menu allow.
 */
export function SurveyAdmin({
  kind,
  title,
  group,
  actions,
  ownOnly,
}: ScreenProps & {
  kind: SurveyKind;
}) {
  const t = useTranslations('survey');
  const errorText = useErrorText();
  const can = rightsOf(actions, 'create', 'update', 'export');
  const state = useListState(SURVEY_LIST);
  const [dialog, setDialog] = useState<SurveyDialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const duplicate = useDuplicateSurvey();
  const list = useSurveys({ kind, ...state.query } as SurveyListParams);

  const copy = async (s: SurveyRow) => {
    setFailure(null);
    try {
      const result = await duplicate.mutateAsync(s.id);
      setNotice(result.text ?? t('duplicated'));
      if (result.id) setDialog({ kind: 'builder', id: result.id });
    } catch (e) {
      setFailure(errorText(e));
    }
  };
  const columns = useSurveyColumns({ can, open: setDialog, copy: (s) => void copy(s), copying: duplicate.isPending });

  return (
    <ListScreen
      title={title}
      group={group}
      icon={kind === 'survey_v1' ? 'bi-ui-radios' : 'bi-ui-checks'}
      notice={
        <>
          {kind === 'survey_v1' && <p className="text-body-secondary">{t('v1Intro')}</p>}
          {ownOnly && <ListNote text={t('ownClassesOnly')} />}
        </>
      }
      search={searchBox(t, 'survey-search', 'col-12 col-md-5 col-lg-4')}
      filters={
        <StatusFilter
          id="survey-status-filter"
          t={t}
          values={SURVEY_STATUSES}
          {...state.field('status')}
          col="col-12 col-sm-6 col-md-4 col-lg-3"
        />
      }
      toolbar={
        can.create && (
          <ListButton
            icon="bi-plus-lg"
            text={t('add')}
            onClick={() => setDialog({ kind: 'builder', id: null })}
            testId="survey-add"
            tap
          />
        )
      }
      alerts={
        <>
          {notice && (
            <Alert variant="success" dismissible onClose={() => setNotice(null)}>
              {notice}
            </Alert>
          )}
          <ListAlert text={failure} onClose={() => setFailure(null)} />
        </>
      }
      state={state}
      columns={columns}
      list={list}
      caption={t('caption')}
      testId="survey-table"
    >
      <SurveyDialogs dialog={dialog} open={setDialog} kind={kind} canExport={can.export} onDone={setNotice} />
    </ListScreen>
  );
}
