'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { showMessage } from '@/components/layout/site-footer';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useResetPassword, useUserAction, type UserRow } from '@/lib/api/user-admin';
import { useErrorText } from '@/lib/api/use-error-text';
import { PasswordOnceDialog } from './password-once-dialog';
import dynamic from 'next/dynamic';
import { useOpenedOnce } from '@/components/ui/use-opened-once';

// The editor validates with zod and react-hook-form: fetched the first time it opens, not with the list.
const UserEditor = dynamic(() => import('./user-editor').then((m) => m.UserEditor), { ssr: false });

/** The one panel or dialog the staff accounts' list has open. */
export type UserDialog =
  | { kind: 'editor'; id: string | null }
  | { kind: 'reset' | 'lock' | 'inactivate-sessions'; row: UserRow }
  | { kind: 'password'; name: string; password: string };

/** The editor, the confirmation of reset / lock / sign-out everywhere, and the new password shown once. */
export function UserDialogs({
  dialog,
  open,
}: {
  dialog: UserDialog | null;
  open: (dialog: UserDialog | null) => void;
}) {
  const t = useTranslations('userAdmin');
  const errorText = useErrorText();
  const action = useUserAction();
  const reset = useResetPassword();
  const [error, setError] = useState<string | null>(null);
  const editorMounted = useOpenedOnce(dialog?.kind === 'editor');
  const pending = dialog && 'row' in dialog ? dialog : null;
  const close = () => {
    open(null);
    setError(null);
  };

  const run = async () => {
    if (!pending) return;
    setError(null);
    try {
      if (pending.kind === 'reset') {
        const result = await reset.mutateAsync(pending.row.id);
        open({ kind: 'password', name: pending.row.full_name, password: result.password });
        showMessage(t('passwordReset'), 'success');
      } else {
        const result = await action.mutateAsync({ id: pending.row.id, action: pending.kind });
        showMessage(result.text ?? t('updated'), 'success');
        open(null);
      }
    } catch (e) {
      setError(errorText(e));
    }
  };

  const name = pending?.row.full_name ?? '';
  const confirmText =
    pending?.kind === 'reset'
      ? t('resetConfirm', { name })
      : pending?.kind === 'lock'
        ? t('lockConfirm', { name })
        : t('endSessionsConfirm', { name });
  const confirmLabel =
    pending?.kind === 'reset' ? t('resetPassword') : pending?.kind === 'lock' ? t('lock') : t('endSessions');

  return (
    <>
      {editorMounted && (
        <UserEditor
          show={dialog?.kind === 'editor'}
          id={dialog?.kind === 'editor' ? dialog.id : null}
          onHide={() => open(null)}
        />
      )}
      <ConfirmDialog
        show={!!pending}
        title={confirmLabel}
        confirmLabel={confirmLabel}
        variant={pending?.kind === 'inactivate-sessions' ? 'warning' : 'danger'}
        pending={action.isPending || reset.isPending}
        error={error}
        onConfirm={() => void run()}
        onHide={close}
        testId="user-confirm"
      >
        {pending && confirmText}
      </ConfirmDialog>
      <PasswordOnceDialog result={dialog?.kind === 'password' ? dialog : null} onHide={() => open(null)} />
    </>
  );
}
