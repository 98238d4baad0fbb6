'use client';
import dynamic from 'next/dynamic';
import type { MedicineRow } from '@/lib/api/medicine';
import type { MedicineRights } from './medicine-types';

const Detail = dynamic(() => import('./medicine-detail-dialog').then((m) => m.MedicineDetailDialog), { ssr: false });
const Approve = dynamic(() => import('./medicine-dialogs').then((m) => m.MedicineApproveDialog), { ssr: false });
const Reject = dynamic(() => import('./medicine-dialogs').then((m) => m.MedicineRejectDialog), { ssr: false });

/** The one dialog the medicine requests' list has open. */
export type MedicineDialog =
  { kind: 'detail'; id: string } | { kind: 'approve'; request: MedicineRow } | { kind: 'reject'; request: MedicineRow };

/** Renders the open dialog; the request's record opens its decisions. */
export function MedicineDialogs({
  dialog,
  open,
  can,
}: {
  dialog: MedicineDialog | null;
  open: (dialog: MedicineDialog | null) => void;
  can: MedicineRights;
}) {
  const close = () => open(null);
  switch (dialog?.kind) {
    case 'detail':
      return (
        <Detail
          id={dialog.id}
          canApprove={can.approve}
          canLog={can.update}
          onHide={close}
          onApprove={(request) => open({ kind: 'approve', request })}
          onReject={(request) => open({ kind: 'reject', request })}
        />
      );
    case 'approve':
      return <Approve request={dialog.request} onHide={close} />;
    case 'reject':
      return <Reject request={dialog.request} onHide={close} />;
    default:
      return null;
  }
}
