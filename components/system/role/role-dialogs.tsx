'use client';
import { useTranslations } from 'next-intl';
import { ConfirmActionDialog } from '@/components/ui/decision-dialogs';
import { useDeleteRoles } from '@/lib/api/role';
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
  const remove = useDeleteRoles();
  const editorMounted = useOpenedOnce(dialog?.kind === 'editor');
  const confirm = dialog?.kind === 'delete' ? dialog : null;
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
      {confirm && (
        <ConfirmActionDialog
          title={t('delete')}
          confirmLabel={t('delete')}
          variant="danger"
          done={t('deleted')}
          pending={remove.isPending}
          onConfirm={() => remove.mutateAsync(confirm.ids)}
          onHide={() => open(null)}
          onDone={() => onDeleted(confirm.ids)}
          testId="role-delete-confirm"
        >
          {confirm.name
            ? t('deleteConfirm', { name: confirm.name })
            : t('deleteManyConfirm', { count: confirm.ids.length })}
        </ConfirmActionDialog>
      )}
    </>
  );
}
