'use client';
import dynamic from 'next/dynamic';
import type { MedicineRow } from '@/lib/api/medicine';
import { RequestDialogs, type RequestDialog } from '@/components/management/requests/request-dialogs';
import type { MedicineRights } from './medicine-types';

const Detail = dynamic(() => import('./medicine-detail-dialog').then((m) => m.MedicineDetailDialog), { ssr: false });
const Create = dynamic(() => import('./medicine-create-dialog').then((m) => m.MedicineCreateDialog), { ssr: false });
const Approve = dynamic(() => import('./medicine-dialogs').then((m) => m.MedicineApproveDialog), { ssr: false });
const Reject = dynamic(() => import('./medicine-dialogs').then((m) => m.MedicineRejectDialog), { ssr: false });

/** The one dialog the medicine requests' list has open (parents send the requests; staff record one given on paper). */
export type MedicineDialog = RequestDialog<MedicineRow>;

/** Renders the open dialog of the medicine requests' list. */
export function MedicineDialogs({
  dialog,
  open,
  can,
}: {
  dialog: MedicineDialog | null;
  open: (dialog: MedicineDialog | null) => void;
  can: MedicineRights;
}) {
  return (
    <RequestDialogs
      dialog={dialog}
      open={open}
      detail={(props) => <Detail {...props} canApprove={can.approve} canLog={can.update} />}
      create={can.create ? Create : undefined}
      approve={Approve}
      reject={Reject}
    />
  );
}
