'use client';
import { useTranslations } from 'next-intl';
import { sortBy, type Column } from '@/components/ui/data-table';
import { actionsColumn, RowButton } from '@/components/ui/row-actions';
import type { AppAccountRow } from '@/lib/api/app-account';
import { formatDateTime } from '@/lib/format';
import type { AppAccountDialog } from './app-account-list-dialogs';

/** The columns of the parents' app accounts; with `canUpdate`, edit, reset the password, lock (deactivate) or unlock. */
export function useAppAccountColumns(
  canUpdate: boolean,
  open: (dialog: AppAccountDialog) => void,
): Column<AppAccountRow>[] {
  const t = useTranslations('appAccountAdmin');
  const columns: Column<AppAccountRow>[] = [
    {
      ...sortBy('username', t('columns.username')),
      primary: true,
      render: (a) => <span className="fw-semibold">{a.username}</span>,
    },
    {
      ...sortBy('guardian_name', t('columns.guardian')),
      render: (a) => (
        <>
          {a.guardian_name}
          {a.guardian_phone && (
            <>
              <br />
              <a href={`tel:${a.guardian_phone}`} className="small">
                {a.guardian_phone}
              </a>
            </>
          )}
        </>
      ),
    },
    {
      key: 'children',
      header: t('columns.children'),
      render: (a) =>
        a.children.map((c) => (c.class_name ? `${c.full_name} (${c.class_name})` : c.full_name)).join(', '),
    },
    {
      ...sortBy('status', t('columns.status')),
      render: (a) => (
        <span className={`badge text-bg-${a.status === 'active' ? 'success' : 'secondary'}`}>
          {t(`statuses.${a.status}`)}
        </span>
      ),
    },
    {
      ...sortBy('last_login_at', t('columns.lastLogin')),
      render: (a) =>
        a.last_login_at ? (
          formatDateTime(new Date(a.last_login_at))
        ) : (
          <span className="text-body-secondary">{t('never')}</span>
        ),
    },
  ];
  if (canUpdate) {
    const button = (a: AppAccountRow, kind: 'edit' | 'reset' | 'lock' | 'unlock', variant: string, icon: string) => (
      <RowButton
        icon={icon}
        variant={variant}
        label={t(`${kind}Label`, { name: a.username })}
        onClick={() => open({ kind, account: a })}
      />
    );
    columns.push(
      actionsColumn(t('columns.actions'), (a) => (
        <>
          {button(a, 'edit', 'outline-primary', 'bi-pencil')}
          {button(a, 'reset', 'outline-primary', 'bi-key')}
          {a.status === 'active'
            ? button(a, 'lock', 'outline-danger', 'bi-lock')
            : button(a, 'unlock', 'outline-success', 'bi-unlock')}
        </>
      )),
    );
  }
  return columns;
}
