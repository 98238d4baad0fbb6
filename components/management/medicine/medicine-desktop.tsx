'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { RequestList } from '@/components/management/requests/request-list';
import { useListExport } from '@/components/ui/list-export';
import { ListButton } from '@/components/ui/list-screen';
import { ViewHeading } from '@/components/ui/page-heading';
import { useListState } from '@/lib/api/use-list-state';
import { MEDICINE_LIST, MEDICINE_WAITING_COUNT_QUERY } from '@/lib/api/medicine-keys';
import { useMedicineRequests, type MedicineListParams } from '@/lib/api/medicine';
import { MEDICINE_STATUSES } from '@/lib/request-values';
import { useMedicineColumns } from './medicine-columns';
import { MedicineDialogs, type MedicineDialog } from './medicine-list-dialogs';
import { MEDICINE_HEADING, type MedicinePageProps } from './medicine-types';

const COL = 'col-12 col-sm-6 col-md-4 col-lg-3';

/** /management/medicine-request/desktop: the requests with filters, decisions and the dose log of each. */
export function MedicineDesktop({ title, group, variant, can, ownOnly }: MedicinePageProps) {
  const t = useTranslations('medicine');
  const state = useListState(MEDICINE_LIST);
  const [dialog, setDialog] = useState<MedicineDialog | null>(null);
  const list = useMedicineRequests(state.query as MedicineListParams);
  const pending = useMedicineRequests(MEDICINE_WAITING_COUNT_QUERY);
  const columns = useMedicineColumns(can.approve, setDialog);
  const exporting = useListExport('/webadmin/MedicineRequest/export', state.exportQuery, 'medicine-export');

  return (
    <section aria-labelledby="page-title" data-testid="medicine-desktop">
      <ViewHeading {...MEDICINE_HEADING} title={title} group={group} variant={variant} current="desktop" />
      <RequestList
        ns="medicine"
        state={state}
        list={list}
        columns={columns}
        statuses={MEDICINE_STATUSES}
        waiting={{ on: 'pending', text: t('pendingCount', { count: pending.data?.total ?? 0 }) }}
        ownOnly={ownOnly}
        cols={{ class: COL, status: COL }}
        toolbar={
          <>
            {can.export && exporting.button}
            {can.create && (
              <ListButton icon="bi-plus-lg" text={t('add')} onClick={() => setDialog({ kind: 'create' })} testId="medicine-add" />
            )}
          </>
        }
        alerts={exporting.alert}
      >
        <MedicineDialogs dialog={dialog} open={setDialog} can={can} />
      </RequestList>
    </section>
  );
}
