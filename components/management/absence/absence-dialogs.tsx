'use client';
import dynamic from 'next/dynamic';
import type { AbsenceRow } from '@/lib/api/absence';
import { RequestDialogs, type OpenDialog, type RequestDialog } from '@/components/management/requests/request-dialogs';

// Dialogs are fetched the first time they open (the create form brings zod with it).
const Detail = dynamic(() => import('./absence-detail-dialog').then((m) => m.AbsenceDetailDialog), { ssr: false });
const Create = dynamic(() => import('./absence-create-dialog').then((m) => m.AbsenceCreateDialog), { ssr: false });
const Approve = dynamic(() => import('./absence-decision-dialogs').then((m) => m.AbsenceApproveDialog), { ssr: false });
const Reject = dynamic(() => import('./absence-decision-dialogs').then((m) => m.AbsenceRejectDialog), { ssr: false });

/** The one dialog the leave requests' list has open. */
export type AbsenceDialog = RequestDialog<AbsenceRow>;

/** Renders the open dialog of the leave requests' list. */
export function AbsenceDialogs({ dialog, open, canApprove }: OpenDialog<AbsenceRow> & { canApprove: boolean }) {
  return (
    <RequestDialogs
      dialog={dialog}
      open={open}
      detail={(props) => <Detail {...props} canApprove={canApprove} />}
      create={Create}
      approve={Approve}
      reject={Reject}
    />
  );
}
