'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from 'react-bootstrap';
import { ListScreen } from '@/components/ui/list-screen';
import { FilterSelect } from '@/components/ui/filter-select';
import { useClasses, type ClassListParams, type ClassRow, type SchoolYearRow } from '@/lib/api/class';
import { useListState } from '@/lib/api/use-list-state';
import { AGE_GROUPS, CLASS_STATUSES } from '@/lib/class-values';
import { useClassColumns } from './class-columns';
import { ClassDialogs, type ClassDialog } from './class-dialogs';

type Can = { create: boolean; update: boolean; delete: boolean };
const FILTERS = ['school_year_id', 'age_group', 'status'] as const;
/** The year filter's "all years" in the URL (no year there means the current one). */
const ALL_YEARS = 'all';

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
  const state = useListState({ filters: FILTERS });
  const { selected, setSelected } = state;
  const yearChoice = state.filters.school_year_id;
  const yearId = yearChoice === ALL_YEARS ? '' : yearChoice || current?.id || '';
  const [dialog, setDialog] = useState<ClassDialog | null>(null);
  const list = useClasses({ ...state.query, school_year_id: yearId || undefined } as ClassListParams, yearsReady);
  const rows = list.data?.data ?? [];
  // Rows selected on other pages stay selected; the names of those on this page are known for the confirmation.
  const seen = new Map<string, ClassRow>(rows.map((r) => [r.id, r]));
  const columns = useClassColumns(can, setDialog);

  return (
    <ListScreen
      notice={
        ownOnly && (
          <div className="alert alert-info py-2">
            <i className="bi bi-info-circle me-2" aria-hidden="true" />
            {t('ownClassesOnly')}
          </div>
        )
      }
      search={{ id: 'class-search', label: t('searchLabel'), placeholder: t('searchPlaceholder') }}
      filters={
        <>
          <div className="col-12 col-sm-4 col-md-3">
            <FilterSelect
              id="class-year-filter"
              label={t('classFields.school_year_id')}
              value={yearId}
              onChange={(v) => state.setFilter('school_year_id', v || ALL_YEARS)}
              allLabel={t('allYears')}
              options={years.map((y) => ({
                value: y.id,
                label: y.is_current ? `${y.name} (${t('current')})` : y.name,
              }))}
            />
          </div>
          <div className="col-6 col-sm-4 col-md-3">
            <FilterSelect
              id="class-age-filter"
              label={t('classFields.age_group')}
              {...state.field('age_group')}
              allLabel={t('allAgeGroups')}
              options={AGE_GROUPS.map((g) => ({ value: g, label: t(`ageGroups.${g}`) }))}
            />
          </div>
          <div className="col-6 col-sm-4 col-md-3">
            <FilterSelect
              id="class-status-filter"
              label={t('classFields.status')}
              {...state.field('status')}
              allLabel={t('allStatuses')}
              options={CLASS_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            />
          </div>
        </>
      }
      toolbar={
        (can.create || (can.delete && selected.size > 0)) && (
          <>
            {can.delete && selected.size > 0 && (
              <Button
                variant="outline-danger"
                onClick={() =>
                  setDialog({
                    kind: 'delete',
                    classes: [...selected].map((id) => seen.get(id) ?? ({ id, name: '' } as ClassRow)),
                  })
                }
                data-testid="class-delete-selected"
              >
                <i className="bi bi-trash me-1" aria-hidden="true" />
                {t('deleteSelected')} ({selected.size})
              </Button>
            )}
            {can.create && (
              <Button
                onClick={() => setDialog({ kind: 'form', klass: null })}
                disabled={!years.length}
                data-testid="class-add"
              >
                <i className="bi bi-plus-lg me-1" aria-hidden="true" />
                {t('addClass')}
              </Button>
            )}
          </>
        )
      }
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
        onDeleted={(ids) => setSelected(new Set([...selected].filter((id) => !ids.includes(id))))}
      />
    </ListScreen>
  );
}
