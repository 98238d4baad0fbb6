'use client';
import { useTranslations } from 'next-intl';
import { Badge, Button } from 'react-bootstrap';
import { sortBy, type Column } from '@/components/ui/data-table';
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
    columns.push({
      key: 'actions',
      header: <span className="visually-hidden">{t('actions')}</span>,
      className: 'text-end text-nowrap',
      render: (r) => (
        <div className="d-inline-flex gap-1">
          {can.update && (
            <Button
              size="sm"
              variant="outline-primary"
              onClick={() => open({ kind: 'editor', id: r.id })}
              aria-label={`${t('edit')}: ${r.name}`}
              data-testid="role-edit"
            >
              <i className="bi bi-pencil" aria-hidden="true" />
              <span className="d-none d-lg-inline ms-1">{t('edit')}</span>
            </Button>
          )}
          {can.create && (
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => void onDuplicate(r)}
              disabled={duplicate.isPending}
              aria-label={`${t('duplicate')}: ${r.name}`}
              data-testid="role-duplicate"
            >
              <i className="bi bi-copy" aria-hidden="true" />
              <span className="d-none d-lg-inline ms-1">{t('duplicate')}</span>
            </Button>
          )}
          {can.delete && !r.is_system && (
            <Button
              size="sm"
              variant="outline-danger"
              onClick={() => open({ kind: 'delete', ids: [r.id], name: r.name })}
              disabled={r.user_count > 0}
              title={r.user_count > 0 ? t('inUse') : undefined}
              aria-label={`${t('delete')}: ${r.name}${r.user_count > 0 ? ` (${t('inUse')})` : ''}`}
              data-testid="role-delete"
            >
              <i className="bi bi-trash" aria-hidden="true" />
            </Button>
          )}
        </div>
      ),
    });
  }
  return columns;
}
