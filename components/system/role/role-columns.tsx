'use client';
import { useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';
import { sortBy, type Column } from '@/components/ui/data-table';
import { actionsColumn, RowButton } from '@/components/ui/row-actions';
import { showMessage } from '@/components/layout/site-footer';
import { useDuplicateRole, type RoleRow } from '@/lib/api/role';
import { useErrorText } from '@/lib/api/use-error-text';
import type { RoleDialog } from './role-dialogs';

/** The columns of the roles; with the rights, each row can be edited, duplicated (then edited) or deleted. */
export function useRoleColumns(
  can: { create: boolean; update: boolean; delete: boolean },
  open: (dialog: RoleDialog) => void,
): Column<RoleRow>[] {
  const t = useTranslations('roleAdmin');
  const errorText = useErrorText();
  const duplicate = useDuplicateRole();
  const onDuplicate = async (row: RoleRow) => {
    try {
      const result = await duplicate.mutateAsync(row.id);
      showMessage(result.text ?? t('duplicated'), 'success');
      if (can.update && result.id) open({ kind: 'editor', id: result.id });
    } catch (e) {
      showMessage(errorText(e), 'danger');
    }
  };

  const columns: Column<RoleRow>[] = [
    {
      ...sortBy('name', t('name')),
      primary: true,
      render: (r) => (
        <>
          <span className="fw-semibold">{r.name}</span>
          {r.is_system && (
            <Badge bg="warning" text="dark" className="ms-2">
              {t('system')}
            </Badge>
          )}
          <div className="small text-body-secondary">{r.name === r.name_vi ? r.name_en : r.name_vi}</div>
        </>
      ),
    },
    {
      ...sortBy('key', t('key')),
      render: (r) => <span className="font-monospace small">{r.key}</span>,
    },
    {
      ...sortBy('users', t('users')),
      className: 'text-end',
      render: (r) => r.user_count,
    },
    { key: 'rights', header: t('rights'), className: 'text-end', render: (r) => r.right_count },
  ];
  if (can.create || can.update || can.delete) {
    columns.push(
      actionsColumn(t('actions'), (r) => (
        <>
          {can.update && (
            <RowButton
              icon="bi-pencil"
              label={`${t('edit')}: ${r.name}`}
              text={t('edit')}
              onClick={() => open({ kind: 'editor', id: r.id })}
              testId="role-edit"
            />
          )}
          {can.create && (
            <RowButton
              icon="bi-copy"
              variant="outline-secondary"
              label={`${t('duplicate')}: ${r.name}`}
              text={t('duplicate')}
              onClick={() => void onDuplicate(r)}
              disabled={duplicate.isPending}
              testId="role-duplicate"
            />
          )}
          {can.delete && !r.is_system && (
            <RowButton
              icon="bi-trash"
              variant="outline-danger"
              label={`${t('delete')}: ${r.name}${r.user_count > 0 ? ` (${t('inUse')})` : ''}`}
              onClick={() => open({ kind: 'delete', ids: [r.id], name: r.name })}
              disabled={r.user_count > 0}
              title={r.user_count > 0 ? t('inUse') : undefined}
              testId="role-delete"
            />
          )}
        </>
      )),
    );
  }
  return columns;
}
