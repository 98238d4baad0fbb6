'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { showMessage } from '@/components/layout/site-footer';
import { useResetAppAccountPassword, useSetAppAccountStatus, type AppAccountRow } from '@/lib/api/app-account';
import { useErrorText } from '@/lib/api/use-error-text';
import { AppAccountSlipsDialog, BulkAppAccountDialog, slipsOf, type Slips } from './app-account-lazy';

// The dialogs are fetched the first time they open, so that the list's first load stays small.
const CreateAppAccountDialog = dynamic(() => import('./app-account-dialogs').then((m) => m.CreateAppAccountDialog), {
  ssr: false,
});
const EditAppAccountDialog = dynamic(() => import('./app-account-dialogs').then((m) => m.EditAppAccountDialog), {
  ssr: false,
});
const ConfirmDialog = dynamic(() => import('@/components/ui/confirm-dialog').then((m) => m.ConfirmDialog), {
  ssr: false,
});

/** The one dialog the parents' accounts list has open. */
export type AppAccountDialog =
  | { kind: 'create' | 'bulk' }
  | { kind: 'reset' | 'lock' | 'unlock' | 'edit'; account: AppAccountRow }
  | { kind: 'slips'; result: Slips };

/** Renders the open dialog: create one or many accounts, confirm a reset / lock / unlock, the printed slips. */
export function AppAccountDialogs({
  dialog,
  open,
}: {
  dialog: AppAccountDialog | null;
  open: (dialog: AppAccountDialog | null) => void;
}) {
  const t = useTranslations('appAccountAdmin');
  const errorText = useErrorText();
  const reset = useResetAppAccountPassword();
  const setAccountStatus = useSetAppAccountStatus();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    open(null);
    setError(null);
  };
  switch (dialog?.kind) {
    case 'create':
      return <CreateAppAccountDialog onHide={close} onDone={(r) => open({ kind: 'slips', result: slipsOf(r) })} />;
    case 'bulk':
      return <BulkAppAccountDialog onHide={close} onDone={(r) => open({ kind: 'slips', result: slipsOf(r) })} />;
    case 'edit':
      return (
        <EditAppAccountDialog
          account={dialog.account}
          onHide={close}
          onDone={() => {
            close();
            showMessage(t('savedDone'), 'success');
          }}
        />
      );
    case 'slips':
      return <AppAccountSlipsDialog result={dialog.result} onHide={close} />;
    case 'reset':
    case 'lock':
    case 'unlock': {
      const { kind, account } = dialog;
      const onError = (e: unknown) => setError(errorText(e));
      const confirm = () => {
        setError(null);
        if (kind === 'reset')
          reset.mutate(account.id, {
            onSuccess: (r) => open({ kind: 'slips', result: slipsOf(r) }),
            onError,
          });
        else
          setAccountStatus.mutate(
            { id: account.id, lock: kind === 'lock' },
            {
              onSuccess: () => {
                close();
                showMessage(t(kind === 'lock' ? 'lockedDone' : 'unlockedDone'), 'success');
              },
              onError,
            },
          );
      };
      return (
        <ConfirmDialog
          show
          title={t(`confirm.${kind}Title`, { name: account.username })}
          confirmLabel={t(`confirm.${kind}`)}
          variant={kind === 'unlock' ? 'primary' : kind === 'reset' ? 'warning' : 'danger'}
          pending={reset.isPending || setAccountStatus.isPending}
          error={error}
          onConfirm={confirm}
          onHide={close}
          testId="app-account-confirm"
        >
          {t(`confirm.${kind}Text`, { name: account.username })}
        </ConfirmDialog>
      );
    }
    default:
      return null;
  }
}
