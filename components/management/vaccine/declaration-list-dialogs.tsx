'use client';
import dynamic from 'next/dynamic';
import type { VaccineDeclarationRow } from '@/lib/api/vaccine';

// Dialogs are fetched the first time they open (the create form brings zod with it).
const Detail = dynamic(() => import('./declaration-detail-dialog').then((m) => m.DeclarationDetailDialog), {
  ssr: false,
});
const Create = dynamic(() => import('./declaration-create-dialog').then((m) => m.DeclarationCreateDialog), {
  ssr: false,
});
const Verify = dynamic(() => import('./decision-dialogs').then((m) => m.VerifyDialog), { ssr: false });
const Reject = dynamic(() => import('./decision-dialogs').then((m) => m.RejectDialog), { ssr: false });

/** The one dialog the declarations' list has open. */
export type DeclarationDialog =
  | { kind: 'detail'; id: string }
  | { kind: 'create' }
  | { kind: 'verify'; declaration: VaccineDeclarationRow }
  | { kind: 'reject'; declaration: VaccineDeclarationRow };

/** Renders the open dialog; a new declaration opens its record, the record's decisions open their dialogs. */
export function DeclarationDialogs({
  dialog,
  open,
  can,
}: {
  dialog: DeclarationDialog | null;
  open: (dialog: DeclarationDialog | null) => void;
  can: (action: string) => boolean;
}) {
  const close = () => open(null);
  switch (dialog?.kind) {
    case 'detail':
      return (
        <Detail
          id={dialog.id}
          canApprove={can('approve')}
          canUpload={can('create')}
          onHide={close}
          onVerify={(declaration) => open({ kind: 'verify', declaration })}
          onReject={(declaration) => open({ kind: 'reject', declaration })}
        />
      );
    case 'create':
      return <Create onHide={close} onCreated={(id) => open({ kind: 'detail', id })} />;
    case 'verify':
      return <Verify declaration={dialog.declaration} onHide={close} />;
    case 'reject':
      return <Reject declaration={dialog.declaration} onHide={close} />;
    default:
      return null;
  }
}
