'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ExportButton, ListAlert, ListButton } from '@/components/ui/list-screen';
import { DayRangeFilter } from '@/components/ui/day-filter';
import { RequestList } from '@/components/management/requests/request-list';
import { useAbsences, type AbsenceListParams } from '@/lib/api/absence';
import { ABSENCE_LIST, ABSENCE_PENDING_QUERY } from '@/lib/api/absence-keys';
import { useDownload } from '@/lib/api/use-download';
import { useListState } from '@/lib/api/use-list-state';
import { ABSENCE_STATUSES } from '@/lib/attendance-values';
import { rightsOf, type ScreenProps } from '@/lib/rights';
import { useAbsenceColumns } from './absence-columns';
import { AbsenceDialogs, type AbsenceDialog } from './absence-dialogs';

/** /management/absence: parents' leave requests (a teacher's classes only), with filters, decisions and export. */
export function AbsenceAdmin({ title, group, actions, ownOnly }: ScreenProps) {
  const t = useTranslations('absence');
  const can = rightsOf(actions, 'create', 'approve', 'export');
  const state = useListState(ABSENCE_LIST);
  const { class_id: classId } = state.filters;
  const [dialog, setDialog] = useState<AbsenceDialog | null>(null);
  // The URL's values go to the server as they are: it validates them (a bad status or day is a 400, shown above).
  const list = useAbsences(state.query as AbsenceListParams);
  const pending = useAbsences({ ...ABSENCE_PENDING_QUERY, class_id: classId || undefined });
  const exporting = useDownload(async () => {
    const { downloadAbsenceExport } = await import('@/lib/api/absence');
    await downloadAbsenceExport(state.exportQuery as Omit<AbsenceListParams, 'page' | 'page_size'>);
  }, t('exportFailed'));
  const columns = useAbsenceColumns(can.approve, setDialog);

  return (
    <RequestList
      ns="absence"
      title={title}
      group={group}
      icon="bi-calendar-x"
      state={state}
      list={list}
      columns={columns}
      statuses={ABSENCE_STATUSES}
      waiting={{ on: 'pending', text: t('pendingCount', { count: pending.data?.total ?? 0 }) }}
      ownOnly={ownOnly}
      cols={{ class: 'col-12 col-sm-6 col-md-4 col-lg-3', status: 'col-12 col-sm-6 col-md-4 col-lg-2' }}
      filters={{
        afterStatus: (
          <DayRangeFilter
            id="absence"
            labels={{ from: t('filterFrom'), to: t('filterTo') }}
            values={state.filters}
            onChange={state.setFilter}
            col="col-6 col-md-3 col-lg-2"
          />
        ),
      }}
      toolbar={
        <>
          {can.export && <ExportButton download={exporting} text={t('export')} testId="absence-export" />}
          {can.create && (
            <ListButton
              icon="bi-plus-lg"
              text={t('add')}
              onClick={() => setDialog({ kind: 'create' })}
              testId="absence-add"
            />
          )}
        </>
      }
      alerts={<ListAlert text={exporting.error} onClose={exporting.clear} />}
    >
      <AbsenceDialogs dialog={dialog} open={setDialog} canApprove={can.approve} />
    </RequestList>
  );
}
