'use client';
import dynamic from 'next/dynamic';
import type { VaccineDeclarationRow } from '@/lib/api/vaccine';
import { RequestDialogs, type OpenDialog, type RequestDialog } from '@/components/management/requests/request-dialogs';

// Dialogs are fetched the first time they open (the create form brings zod with it).
const Detail = dynamic(() => import('./declaration-detail-dialog').then((m) => m.DeclarationDetailDialog), {
  ssr: false,
});
const Create = dynamic(() => import('./declaration-create-dialog').then((m) => m.DeclarationCreateDialog), {
  ssr: false,
});
const Verify = dynamic(() => import('./decision-dialogs').then((m) => m.VerifyDialog), { ssr: false });
const Reject = dynamic(() => import('./decision-dialogs').then((m) => m.RejectDialog), { ssr: false });

/** The one dialog the declarations' list has open; approving a declaration verifies the dose. */
export type DeclarationDialog = RequestDialog<VaccineDeclarationRow>;

/** Renders the open dialog of the declarations' list. */
export function DeclarationDialogs({
  dialog,
  open,
  can,
}: OpenDialog<VaccineDeclarationRow> & { can: (action: string) => boolean }) {
  return (
    <RequestDialogs
      dialog={dialog}
      open={open}
      detail={(props) => <Detail {...props} canApprove={can('approve')} canUpload={can('create')} />}
      create={Create}
      approve={Verify}
      reject={Reject}
    />
  );
}
