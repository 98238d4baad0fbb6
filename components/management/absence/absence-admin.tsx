'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from 'react-bootstrap';
import { ListAlert, ListScreen } from '@/components/ui/list-screen';
import { DayFilter } from '@/components/ui/day-filter';
import { FilterSelect } from '@/components/ui/filter-select';
import { useClasses } from '@/lib/api/class';
import { useAbsences, type AbsenceListParams } from '@/lib/api/absence';
import { useDownload } from '@/lib/api/use-download';
import { useListState } from '@/lib/api/use-list-state';
import { ABSENCE_STATUSES } from '@/lib/attendance-values';
import { useAbsenceColumns } from './absence-columns';
import { AbsenceDialogs, type AbsenceDialog } from './absence-dialogs';

const FILTERS = ['class_id', 'status', 'from', 'to'] as const;

/** /management/absence: parents' leave requests (a teacher's classes only), with filters, decisions and export. */
export function AbsenceAdmin({
  title,
  group,
  actions,
  ownOnly,
}: {
  title: string;
  group: string;
  actions: string[];
  ownOnly: boolean;
}) {
  const t = useTranslations('absence');
  const can = {
    create: actions.includes('create'),
    approve: actions.includes('approve'),
    export: actions.includes('export'),
  };
  const state = useListState({ filters: FILTERS });
  const { class_id: classId, status } = state.filters;
  const [dialog, setDialog] = useState<AbsenceDialog | null>(null);
  const classOptions = useClasses({ page: 1, page_size: 100, order_by: 'age_group' }).data?.data ?? [];
  // The URL's values go to the server as they are: it validates them (a bad status or day is a 400, shown above).
  const list = useAbsences(state.query as AbsenceListParams);
  const pending = useAbsences({ page: 1, page_size: 1, status: 'pending', class_id: classId || undefined });
  const exporting = useDownload(async () => {
    const { downloadAbsenceExport } = await import('@/lib/api/absence');
    await downloadAbsenceExport(state.exportQuery as Omit<AbsenceListParams, 'page' | 'page_size'>);
  }, t('exportFailed'));
  const columns = useAbsenceColumns(can.approve, setDialog);
  const day = (key: 'from' | 'to', label: string) => (
    <div className="col-6 col-md-3 col-lg-2">
      <DayFilter
        id={`absence-${key}-filter`}
        label={label}
        value={state.filters[key]}
        onChange={(v) => state.setFilter(key, v)}
      />
    </div>
  );

  return (
    <ListScreen
      title={title}
      group={group}
      icon="bi-calendar-x"
      notice={
        ownOnly && (
          <div className="alert alert-info py-2">
            <i className="bi bi-info-circle me-2" aria-hidden="true" />
            {t('ownClassesOnly')}
          </div>
        )
      }
      search={{ id: 'absence-search', label: t('searchLabel'), placeholder: t('searchPlaceholder') }}
      filters={
        <>
          <div className="col-12 col-sm-6 col-md-4 col-lg-3">
            <FilterSelect
              id="absence-class-filter"
              label={t('columns.class')}
              value={classId}
              onChange={(v) => state.setFilter('class_id', v)}
              allLabel={t('allClasses')}
              options={classOptions.map((c) => ({ value: c.id, label: `${c.name} (${c.school_year_name})` }))}
            />
          </div>
          <div className="col-12 col-sm-6 col-md-4 col-lg-2">
            <FilterSelect
              id="absence-status-filter"
              label={t('columns.status')}
              value={status}
              onChange={(v) => state.setFilter('status', v)}
              allLabel={t('allStatuses')}
              options={ABSENCE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            />
          </div>
          {day('from', t('filterFrom'))}
          {day('to', t('filterTo'))}
        </>
      }
      toolbar={
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 w-100">
          <Button
            variant={status === 'pending' ? 'warning' : 'outline-secondary'}
            size="sm"
            aria-pressed={status === 'pending'}
            onClick={() => state.setFilter('status', status === 'pending' ? '' : 'pending')}
            data-testid="absence-pending-count"
          >
            <i className="bi bi-hourglass-split me-1" aria-hidden="true" />
            {t('pendingCount', { count: pending.data?.total ?? 0 })}
          </Button>
          <div className="d-flex flex-wrap gap-2">
            {can.export && (
              <Button
                variant="outline-secondary"
                onClick={exporting.run}
                disabled={exporting.busy}
                data-testid="absence-export"
              >
                <i className="bi bi-file-earmark-excel me-1" aria-hidden="true" />
                {t('export')}
              </Button>
            )}
            {can.create && (
              <Button onClick={() => setDialog({ kind: 'create' })} data-testid="absence-add">
                <i className="bi bi-plus-lg me-1" aria-hidden="true" />
                {t('add')}
              </Button>
            )}
          </div>
        </div>
      }
      alerts={<ListAlert text={exporting.error} onClose={exporting.clear} />}
      state={state}
      columns={columns}
      rows={list.data?.data ?? []}
      rowKey={(a) => a.id}
      total={list.data?.total ?? 0}
      loading={list.isFetching}
      error={list.error}
      caption={t('caption')}
      testId="absence-table"
    >
      <AbsenceDialogs dialog={dialog} open={setDialog} canApprove={can.approve} />
    </ListScreen>
  );
}
