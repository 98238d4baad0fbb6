'use client';
import dynamic from 'next/dynamic';
import type { AbsenceRow } from '@/lib/api/absence';

// Dialogs are fetched the first time they open (the create form brings zod with it).
const Detail = dynamic(() => import('./absence-detail-dialog').then((m) => m.AbsenceDetailDialog), { ssr: false });
const Create = dynamic(() => import('./absence-create-dialog').then((m) => m.AbsenceCreateDialog), { ssr: false });
const Approve = dynamic(() => import('./absence-decision-dialogs').then((m) => m.AbsenceApproveDialog), { ssr: false });
const Reject = dynamic(() => import('./absence-decision-dialogs').then((m) => m.AbsenceRejectDialog), { ssr: false });

/** The one dialog the leave requests' list has open. */
export type AbsenceDialog =
  | { kind: 'detail'; id: string }
  | { kind: 'create' }
  | { kind: 'approve'; absence: AbsenceRow }
  | { kind: 'reject'; absence: AbsenceRow };

/** Renders the open dialog; a new request opens its record, the record's decisions open their dialogs. */
export function AbsenceDialogs({
  dialog,
  open,
  canApprove,
}: {
  dialog: AbsenceDialog | null;
  open: (dialog: AbsenceDialog | null) => void;
  canApprove: boolean;
}) {
  const close = () => open(null);
  switch (dialog?.kind) {
    case 'detail':
      return (
        <Detail
          id={dialog.id}
          canApprove={canApprove}
          onHide={close}
          onApprove={(absence) => open({ kind: 'approve', absence })}
          onReject={(absence) => open({ kind: 'reject', absence })}
        />
      );
    case 'create':
      return <Create onHide={close} onCreated={(id) => open({ kind: 'detail', id })} />;
    case 'approve':
      return <Approve absence={dialog.absence} onHide={close} />;
    case 'reject':
      return <Reject absence={dialog.absence} onHide={close} />;
    default:
      return null;
  }
}
