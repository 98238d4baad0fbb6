'use client';
import dynamic from 'next/dynamic';
import type { VaccineDeclarationRow } from '@/lib/api/vaccine';

// Dialogs are fetched the first time they open (the create form brings zod with it).
const DetailDialog = dynamic(() => import('./declaration-detail-dialog').then((m) => m.DeclarationDetailDialog), {
  ssr: false,
});
const CreateDialog = dynamic(() => import('./declaration-create-dialog').then((m) => m.DeclarationCreateDialog), {
  ssr: false,
});
const VerifyDialog = dynamic(() => import('./decision-dialogs').then((m) => m.VerifyDialog), { ssr: false });
const RejectDialog = dynamic(() => import('./decision-dialogs').then((m) => m.RejectDialog), { ssr: false });

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
        <DetailDialog
          id={dialog.id}
          canApprove={can('approve')}
          canUpload={can('create')}
          onHide={close}
          onVerify={(declaration) => open({ kind: 'verify', declaration })}
          onReject={(declaration) => open({ kind: 'reject', declaration })}
        />
      );
    case 'create':
      return <CreateDialog onHide={close} onCreated={(id) => open({ kind: 'detail', id })} />;
    case 'verify':
      return <VerifyDialog declaration={dialog.declaration} onHide={close} />;
    case 'reject':
      return <RejectDialog declaration={dialog.declaration} onHide={close} />;
    default:
      return null;
  }
}
