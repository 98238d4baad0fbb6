'use client';
import { useTranslations } from 'next-intl';
import { Badge, Dropdown } from 'react-bootstrap';
import { sortBy, type Column } from '@/components/ui/data-table';
import { actionsColumn, RowButton } from '@/components/ui/row-actions';
import { showMessage } from '@/components/layout/site-footer';
import { useUserAction, type UserRow } from '@/lib/api/user-admin';
import { useErrorText } from '@/lib/api/use-error-text';
import type { UserDialog } from './user-dialogs';

/**
 * The columns of the staff accounts. `me` is the signed-in user, `isAdmin` whether they are a system administrator;
 * with `canUpdate`, each account a user may change gets edit and a menu of reset, lock/unlock and sign-out.
 */
export function useUserColumns(
  { meId, isAdmin, canUpdate }: { meId: string | undefined; isAdmin: boolean; canUpdate: boolean },
  open: (dialog: UserDialog) => void,
): Column<UserRow>[] {
  const t = useTranslations('userAdmin');
  const ts = useTranslations('scope');
  const errorText = useErrorText();
  const action = useUserAction();
  // Only a system administrator changes a system administrator's account.
  const mayChange = (row: UserRow) => canUpdate && (!row.is_system_admin || isAdmin);
  // The account of a user who also works at another school is a system administrator's to change.
  const ownsAccount = (row: UserRow) => isAdmin || !row.shared;
  const unlock = async (row: UserRow) => {
    try {
      const result = await action.mutateAsync({ id: row.id, action: 'unlock' });
      showMessage(result.text ?? t('unlocked'), 'success');
    } catch (e) {
      showMessage(errorText(e), 'danger');
    }
  };
  const badge = (show: boolean, text: string, bg: string, extra = '', title?: string) =>
    show && (
      <Badge bg={bg} text="dark" className={`ms-1${extra}`} title={title}>
        {text}
      </Badge>
    );
  const item = (testId: string, icon: string, label: string, onClick: () => void) => (
    <Dropdown.Item as="button" onClick={onClick} data-testid={testId}>
      <i className={`bi ${icon} me-2`} aria-hidden="true" />
      {label}
    </Dropdown.Item>
  );

  const columns: Column<UserRow>[] = [
    {
      ...sortBy('username', t('username')),
      primary: true,
      render: (r) => (
        <div className="text-nowrap">
          <span className="fw-semibold">{r.username}</span>
          {badge(r.id === meId, t('me'), 'info')}
          {badge(r.is_system_admin, t('systemAdmin'), 'warning')}
          {badge(r.shared && !isAdmin, t('shared'), 'light', ' border', t('sharedHint'))}
        </div>
      ),
    },
    { key: 'full_name', header: t('fullName'), label: t('fullName'), sortable: true, render: (r) => r.full_name },
    {
      key: 'email',
      header: `${t('email')} / ${t('phone')}`,
      label: t('email'),
      sortable: true,
      render: (r) => (
        <div className="small">
          {r.email && <div className="text-break">{r.email}</div>}
          {r.phone && <div className="text-nowrap">{r.phone}</div>}
        </div>
      ),
    },
    {
      key: 'roles',
      header: t('roles'),
      render: (r) => (
        <div className="d-flex flex-wrap gap-1">
          {r.roles.map((role) => (
            <Badge key={role.id} bg="secondary" className="fw-normal">
              {role.name}
            </Badge>
          ))}
          {r.scope && (
            <span className="small text-body-secondary w-100">{ts(r.scope as 'system' | 'school' | 'class')}</span>
          )}
        </div>
      ),
    },
  ];
  if (isAdmin) {
    columns.push({
      key: 'schools',
      header: t('schools'),
      render: (r) => <span className="small">{r.schools.map((s) => s.name).join(', ')}</span>,
    });
  }
  columns.push(
    {
      ...sortBy('status', t('status')),
      render: (r) => <Badge bg={r.status === 'active' ? 'success' : 'danger'}>{t(`statusNames.${r.status}`)}</Badge>,
    },
    {
      ...sortBy('last_login_at', t('lastLogin')),
      className: 'text-nowrap small',
      render: (r) => r.last_login_text || <span className="text-body-secondary">{t('never')}</span>,
    },
  );
  if (canUpdate) {
    columns.push(
      actionsColumn(t('actions'), (r) =>
        mayChange(r) ? (
          <>
            <RowButton
              icon="bi-pencil"
              label={`${t('edit')}: ${r.username}`}
              text={t('edit')}
              onClick={() => open({ kind: 'editor', id: r.id })}
              testId="user-edit"
            />
            <Dropdown align="end">
              <Dropdown.Toggle
                size="sm"
                variant="outline-secondary"
                aria-label={t('more', { name: r.username })}
                data-testid="user-more"
              >
                <i className="bi bi-three-dots" aria-hidden="true" />
              </Dropdown.Toggle>
              {/* Fixed positioning: the table scrolls sideways and would clip the menu. */}
              <Dropdown.Menu popperConfig={{ strategy: 'fixed' }}>
                {r.id !== meId &&
                  ownsAccount(r) &&
                  item('user-reset-password', 'bi-key', t('resetPassword'), () => open({ kind: 'reset', row: r }))}
                {r.id !== meId &&
                  ownsAccount(r) &&
                  r.status === 'active' &&
                  item('user-lock', 'bi-lock', t('lock'), () => open({ kind: 'lock', row: r }))}
                {ownsAccount(r) &&
                  r.status !== 'active' &&
                  item('user-unlock', 'bi-unlock', t('unlock'), () => void unlock(r))}
                {item('user-end-sessions', 'bi-box-arrow-right', t('endSessions'), () =>
                  open({ kind: 'inactivate-sessions', row: r }),
                )}
              </Dropdown.Menu>
            </Dropdown>
          </>
        ) : null,
      ),
    );
  }
  return columns;
}
