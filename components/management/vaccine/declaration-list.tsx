'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ListButton } from '@/components/ui/list-screen';
import { useListExport } from '@/components/ui/list-export';
import { FilterSelect } from '@/components/ui/filter-select';
import { RequestList } from '@/components/management/requests/request-list';
import { useListState } from '@/lib/api/use-list-state';
import { VACCINE_DECLARATION_LIST, VACCINE_DECLARED_QUERY } from '@/lib/api/vaccine-keys';
import { VACCINE_DECLARATION_STATUSES } from '@/lib/vaccine-values';
import { useVaccineDeclarations, useVaccineSchedule, type VaccineListParams } from '@/lib/api/vaccine';
import { useDeclarationColumns } from './declaration-columns';
import { DeclarationDialogs, type DeclarationDialog } from './declaration-list-dialogs';

const COL = 'col-12 col-sm-6 col-lg-3';

/** The declarations of the school (a teacher's classes only): filters, verification and rejection. */
export function DeclarationList({ can, ownOnly }: { can: (action: string) => boolean; ownOnly: boolean }) {
  const t = useTranslations('vaccine');
  const state = useListState(VACCINE_DECLARATION_LIST);
  const { class_id: classId } = state.filters;
  const [dialog, setDialog] = useState<DeclarationDialog | null>(null);
  const schedule = useVaccineSchedule();
  const list = useVaccineDeclarations(state.query as VaccineListParams);
  const pending = useVaccineDeclarations({ ...VACCINE_DECLARED_QUERY, class_id: classId || undefined });
  const columns = useDeclarationColumns(can('approve'), setDialog);
  const exporting = useListExport('/webadmin/VaccineDeclaration/export', state.exportQuery, 'vaccine-export');

  return (
    <RequestList
      ns="vaccine"
      state={state}
      list={list}
      columns={columns}
      statuses={VACCINE_DECLARATION_STATUSES}
      waiting={{
        on: 'declared',
        text: pending.data ? t('pendingCount', { count: pending.data.total }) : t('statuses.declared'),
      }}
      ownOnly={ownOnly}
      cols={{ search: COL, class: COL, status: COL }}
      filters={{
        afterClass: (
          <FilterSelect
            id="vaccine-vaccine-filter"
            label={t('columns.vaccine')}
            {...state.field('vaccine_code')}
            allLabel={t('allVaccines')}
            options={(schedule.data ?? []).map((v) => ({ value: v.code, label: v.name }))}
            col={COL}
          />
        ),
      }}
      toolbar={
        (can('create') || can('export')) && (
          <>
            {can('export') && exporting.button}
            {can('create') && (
              <ListButton
                icon="bi-plus-lg"
                text={t('add')}
                onClick={() => setDialog({ kind: 'create' })}
                testId="vaccine-add"
                tap
              />
            )}
          </>
        )
      }
      alerts={exporting.alert}
      tap
    >
      <DeclarationDialogs dialog={dialog} open={setDialog} can={can} />
    </RequestList>
  );
}
