'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { showMessage } from '@/components/layout/site-footer';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteRoles } from '@/lib/api/role';
import { useErrorText } from '@/lib/api/use-error-text';
import type { MatrixMenu } from '@/lib/schemas/role';
import dynamic from 'next/dynamic';
import { useOpenedOnce } from '@/components/ui/use-opened-once';

// The editor validates with zod and react-hook-form: fetched the first time it opens, not with the list.
const RoleEditor = dynamic(() => import('./role-editor').then((m) => m.RoleEditor), { ssr: false });

/** The one panel or dialog the roles' list has open: the editor (a new role when `id` is null) or the delete question. */
export type RoleDialog = { kind: 'editor'; id: string | null } | { kind: 'delete'; ids: string[]; name?: string };

/** Renders the editor and the delete confirmation; `onDeleted` takes deleted roles out of the list's selection. */
export function RoleDialogs({
  dialog,
  open,
  menus,
  onDeleted,
}: {
  dialog: RoleDialog | null;
  open: (dialog: RoleDialog | null) => void;
  menus: MatrixMenu[];
  onDeleted: (ids: string[]) => void;
}) {
  const t = useTranslations('roleAdmin');
  const errorText = useErrorText();
  const remove = useDeleteRoles();
  const [error, setError] = useState<string | null>(null);
  const editorMounted = useOpenedOnce(dialog?.kind === 'editor');
  const confirm = dialog?.kind === 'delete' ? dialog : null;
  const close = () => {
    open(null);
    setError(null);
  };
  const onDelete = async () => {
    if (!confirm) return;
    setError(null);
    try {
      const result = await remove.mutateAsync(confirm.ids);
      showMessage(result.text ?? t('deleted'), 'success');
      onDeleted(confirm.ids);
      open(null);
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <>
      {editorMounted && (
        <RoleEditor
          show={dialog?.kind === 'editor'}
          id={dialog?.kind === 'editor' ? dialog.id : null}
          menus={menus}
          onHide={() => open(null)}
        />
      )}
      <ConfirmDialog
        show={!!confirm}
        title={t('delete')}
        confirmLabel={t('delete')}
        pending={remove.isPending}
        error={error}
        onConfirm={() => void onDelete()}
        onHide={close}
        testId="role-delete-confirm"
      >
        {confirm?.name
          ? t('deleteConfirm', { name: confirm.name })
          : t('deleteManyConfirm', { count: confirm?.ids.length ?? 0 })}
      </ConfirmDialog>
    </>
  );
}
