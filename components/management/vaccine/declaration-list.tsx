'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ListButton, ListNote, ListScreen, searchBox, WaitingToggle } from '@/components/ui/list-screen';
import { FilterSelect, StatusFilter } from '@/components/ui/filter-select';
import { ClassFilter } from '@/components/management/class/class-filter';
import { useListState } from '@/lib/api/use-list-state';
import { DECLARATION_PAGE_SIZE, VACCINE_DECLARATION_STATUSES } from '@/lib/vaccine-values';
import { useVaccineDeclarations, useVaccineSchedule, type VaccineListParams } from '@/lib/api/vaccine';
import { useDeclarationColumns } from './declaration-columns';
import { DeclarationDialogs, type DeclarationDialog } from './declaration-list-dialogs';

const FILTERS = ['class_id', 'status', 'vaccine_code'] as const;
const COL = 'col-12 col-sm-6 col-lg-3';

/** The declarations of the school (a teacher's classes only): filters, verification and rejection. */
export function DeclarationList({ can, ownOnly }: { can: (action: string) => boolean; ownOnly: boolean }) {
  const t = useTranslations('vaccine');
  const state = useListState({ filters: FILTERS, pageSize: DECLARATION_PAGE_SIZE });
  const { class_id: classId } = state.filters;
  const [dialog, setDialog] = useState<DeclarationDialog | null>(null);
  const schedule = useVaccineSchedule();
  const list = useVaccineDeclarations(state.query as VaccineListParams);
  const pending = useVaccineDeclarations({ page: 1, page_size: 1, status: 'declared', class_id: classId || undefined });
  const columns = useDeclarationColumns(can('approve'), setDialog);

  return (
    <ListScreen
      notice={ownOnly && <ListNote text={t('ownClassesOnly')} />}
      search={searchBox(t, 'vaccine-search', COL)}
      filters={
        <>
          <ClassFilter id="vaccine-class-filter" {...state.field('class_id')} col={COL} />
          <FilterSelect
            id="vaccine-vaccine-filter"
            label={t('columns.vaccine')}
            {...state.field('vaccine_code')}
            allLabel={t('allVaccines')}
            options={(schedule.data ?? []).map((v) => ({ value: v.code, label: v.name }))}
            col={COL}
          />
          <StatusFilter
            id="vaccine-status-filter"
            t={t}
            values={VACCINE_DECLARATION_STATUSES}
            {...state.field('status')}
            col={COL}
          />
        </>
      }
      start={
        <WaitingToggle
          filter={state.field('status')}
          on="declared"
          text={pending.data ? t('pendingCount', { count: pending.data.total }) : t('statuses.declared')}
          testId="vaccine-pending-count"
          tap
        />
      }
      toolbar={
        can('create') && (
          <ListButton
            icon="bi-plus-lg"
            text={t('add')}
            onClick={() => setDialog({ kind: 'create' })}
            testId="vaccine-add"
            tap
          />
        )
      }
      state={state}
      columns={columns}
      list={list}
      caption={t('caption')}
      testId="vaccine-table"
    >
      <DeclarationDialogs dialog={dialog} open={setDialog} can={can} />
    </ListScreen>
  );
}
