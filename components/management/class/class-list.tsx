'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ListButton, ListNote, ListScreen, searchBox } from '@/components/ui/list-screen';
import { useListExport } from '@/components/ui/list-export';
import { FilterSelect } from '@/components/ui/filter-select';
import { useClasses, type ClassListParams, type ClassRow, type SchoolYearRow } from '@/lib/api/class';
import { useListState } from '@/lib/api/use-list-state';
import { ALL_YEARS, CLASS_LIST } from '@/lib/api/class-keys';
import { AGE_GROUPS, CLASS_STATUSES } from '@/lib/class-values';
import { useClassColumns } from './class-columns';
import { ClassDialogs, type ClassDialog } from './class-dialogs';

type Can = { create: boolean; update: boolean; delete: boolean; export: boolean };

/** Classes of the chosen year (the current one at first), filtered and paged on the server; teachers see their own. */
export function ClassList({
  years,
  yearsReady,
  can,
  ownOnly,
}: {
  years: SchoolYearRow[];
  yearsReady: boolean;
  can: Can;
  ownOnly: boolean;
}) {
  const t = useTranslations('classAdmin');
  const current = years.find((y) => y.is_current);
  const state = useListState(CLASS_LIST);
  const { selected } = state;
  const yearChoice = state.filters.school_year_id;
  const yearId = yearChoice === ALL_YEARS ? '' : yearChoice || current?.id || '';
  const [dialog, setDialog] = useState<ClassDialog | null>(null);
  const list = useClasses({ ...state.query, school_year_id: yearId || undefined } as ClassListParams, yearsReady);
  const rows = list.data?.data ?? [];
  // Rows selected on other pages stay selected; the names of those on this page are known for the confirmation.
  const seen = new Map<string, ClassRow>(rows.map((r) => [r.id, r]));
  const columns = useClassColumns(can, setDialog);
  const exporting = useListExport(
    '/webadmin/Class/export',
    { ...state.exportQuery, school_year_id: yearId || undefined },
    'class-export',
  );
  const filter = (key: 'age_group' | 'status', values: readonly string[], words: string, allLabel: string) => (
    <FilterSelect
      id={`class-${key === 'age_group' ? 'age' : key}-filter`}
      label={t(`classFields.${key}`)}
      {...state.field(key)}
      allLabel={allLabel}
      options={values.map((v) => ({ value: v, label: t(`${words}.${v}`) }))}
      col="col-6 col-sm-4 col-md-3"
    />
  );

  return (
    <ListScreen
      notice={ownOnly && <ListNote text={t('ownClassesOnly')} />}
      search={searchBox(t, 'class-search')}
      filters={
        <>
          <FilterSelect
            id="class-year-filter"
            label={t('classFields.school_year_id')}
            value={yearId}
            onChange={(v) => state.setFilter('school_year_id', v || ALL_YEARS)}
            allLabel={t('allYears')}
            options={years.map((y) => ({ value: y.id, label: y.is_current ? `${y.name} (${t('current')})` : y.name }))}
            col="col-12 col-sm-4 col-md-3"
          />
          {filter('age_group', AGE_GROUPS, 'ageGroups', t('allAgeGroups'))}
          {filter('status', CLASS_STATUSES, 'statuses', t('allStatuses'))}
        </>
      }
      toolbar={
        (can.create || can.export || (can.delete && selected.size > 0)) && (
          <>
            {can.export && exporting.button}
            {can.delete && selected.size > 0 && (
              <ListButton
                icon="bi-trash"
                text={`${t('deleteSelected')} (${selected.size})`}
                variant="outline-danger"
                onClick={() =>
                  setDialog({
                    kind: 'delete',
                    classes: [...selected].map((id) => seen.get(id) ?? ({ id, name: '' } as ClassRow)),
                  })
                }
                testId="class-delete-selected"
              />
            )}
            {can.create && (
              <ListButton
                icon="bi-plus-lg"
                text={t('addClass')}
                onClick={() => setDialog({ kind: 'form', klass: null })}
                disabled={!years.length}
                testId="class-add"
              />
            )}
          </>
        )
      }
      alerts={exporting.alert}
      state={state}
      columns={columns}
      list={list}
      loading={!yearsReady}
      selectable={can.delete}
      caption={t('classesCaption')}
      testId="class-table"
    >
      <ClassDialogs
        dialog={dialog}
        open={setDialog}
        years={years}
        defaultYearId={yearId || current?.id || ''}
        onDeleted={state.unselect}
      />
    </ListScreen>
  );
}
