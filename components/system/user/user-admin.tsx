'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Badge, Button, Dropdown, Form } from 'react-bootstrap';
import { DataTable, sortParam, type Column, type Sort } from '@/components/ui/data-table';
import { showMessage } from '@/components/layout/site-footer';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDebounced } from '@/lib/api/use-debounced';
import { useAssignable, useCan } from '@/lib/api/role';
import { useCurrentUser, useTenants } from '@/lib/api/shell';
import { useResetPassword, useUserAction, useUserList, type UserAction, type UserRow } from '@/lib/api/user-admin';
import { useErrorText } from '@/lib/api/use-error-text';
import { USER_STATUSES } from '@/lib/schemas/user-admin';
import { PasswordOnceDialog } from './password-once-dialog';
import { UserEditor } from './user-editor';

const PAGE_SIZE = 20;

type Pending = { kind: UserAction | 'reset'; row: UserRow };

/**
 * /system/user: staff accounts with accent-free search, filters, server paging and sorting; create, edit, reset
 * password, lock and unlock, and sign-out everywhere, each shown only with the right to use it.
 */
export function UserAdmin() {
  const t = useTranslations('userAdmin');
  const ts = useTranslations('scope');
  const tt = useTranslations('table');
  const errorText = useErrorText();
  const can = useCan();
  const { data: me } = useCurrentUser();
  const { data: tenants } = useTenants();
  const isAdmin = !!me?.is_system_admin;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [roleId, setRoleId] = useState('');
  const [school, setSchool] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort | null>({ by: 'username', desc: false });
  const [editor, setEditor] = useState<{ id: string | null } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [pendingError, setPendingError] = useState<string | null>(null);
  const [newPassword, setNewPassword] = useState<{ name: string; password: string } | null>(null);
  const term = useDebounced(search.trim());
  const list = useUserList({
    page,
    page_size: PAGE_SIZE,
    order_by: sortParam(sort),
    search: term || undefined,
    status,
    role_id: roleId,
    tenant_id: isAdmin ? school : undefined,
  });
  // Role filter: the roles of the filtered school, else of the chosen one.
  const roleOptions = useAssignable(school || null, can('user', 'read'));
  const action = useUserAction();
  const reset = useResetPassword();

  const mayCreate = can('user', 'create');
  const mayUpdate = can('user', 'update');
  // Only a system administrator changes a system administrator's account.
  const mayChange = (row: UserRow) => mayUpdate && (!row.is_system_admin || isAdmin);
  // The account of a user who also works at another school is a system administrator's to change.
  const ownsAccount = (row: UserRow) => isAdmin || !row.shared;
  const filtered = (set: (v: string) => void) => (v: string) => {
    set(v);
    setPage(1);
  };

  const run = async () => {
    if (!pending) return;
    setPendingError(null);
    try {
      if (pending.kind === 'reset') {
        const result = await reset.mutateAsync(pending.row.id);
        setNewPassword({ name: pending.row.full_name, password: result.password });
        showMessage(t('passwordReset'), 'success');
      } else {
        const result = await action.mutateAsync({ id: pending.row.id, action: pending.kind });
        showMessage(result.text ?? t('updated'), 'success');
      }
      setPending(null);
    } catch (e) {
      setPendingError(errorText(e));
    }
  };
  const unlock = async (row: UserRow) => {
    try {
      const result = await action.mutateAsync({ id: row.id, action: 'unlock' });
      showMessage(result.text ?? t('unlocked'), 'success');
    } catch (e) {
      showMessage(errorText(e), 'danger');
    }
  };

  const columns: Column<UserRow>[] = [
    {
      key: 'username',
      header: t('username'),
      label: t('username'),
      sortable: true,
      render: (r) => (
        <div className="text-nowrap">
          <span className="fw-semibold">{r.username}</span>
          {r.id === me?.id && (
            <Badge bg="info" text="dark" className="ms-1">
              {t('me')}
            </Badge>
          )}
          {r.is_system_admin && (
            <Badge bg="warning" text="dark" className="ms-1">
              {t('systemAdmin')}
            </Badge>
          )}
          {r.shared && !isAdmin && (
            <Badge bg="light" text="dark" className="ms-1 border" title={t('sharedHint')}>
              {t('shared')}
            </Badge>
          )}
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
      key: 'status',
      header: t('status'),
      label: t('status'),
      sortable: true,
      render: (r) => <Badge bg={r.status === 'active' ? 'success' : 'danger'}>{t(`statusNames.${r.status}`)}</Badge>,
    },
    {
      key: 'last_login_at',
      header: t('lastLogin'),
      label: t('lastLogin'),
      sortable: true,
      className: 'text-nowrap small',
      render: (r) => r.last_login_text || <span className="text-body-secondary">{t('never')}</span>,
    },
  );
  if (mayUpdate) {
    columns.push({
      key: 'actions',
      header: <span className="visually-hidden">{t('actions')}</span>,
      className: 'text-end text-nowrap',
      render: (r) =>
        mayChange(r) ? (
          <div className="d-inline-flex gap-1">
            <Button
              size="sm"
              variant="outline-primary"
              onClick={() => setEditor({ id: r.id })}
              aria-label={`${t('edit')}: ${r.username}`}
              data-testid="user-edit"
            >
              <i className="bi bi-pencil" aria-hidden="true" />
              <span className="d-none d-lg-inline ms-1">{t('edit')}</span>
            </Button>
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
                {r.id !== me?.id && ownsAccount(r) && (
                  <Dropdown.Item
                    as="button"
                    onClick={() => setPending({ kind: 'reset', row: r })}
                    data-testid="user-reset-password"
                  >
                    <i className="bi bi-key me-2" aria-hidden="true" />
                    {t('resetPassword')}
                  </Dropdown.Item>
                )}
                {r.id !== me?.id && ownsAccount(r) && r.status === 'active' && (
                  <Dropdown.Item
                    as="button"
                    onClick={() => setPending({ kind: 'lock', row: r })}
                    data-testid="user-lock"
                  >
                    <i className="bi bi-lock me-2" aria-hidden="true" />
                    {t('lock')}
                  </Dropdown.Item>
                )}
                {ownsAccount(r) && r.status !== 'active' && (
                  <Dropdown.Item as="button" onClick={() => void unlock(r)} data-testid="user-unlock">
                    <i className="bi bi-unlock me-2" aria-hidden="true" />
                    {t('unlock')}
                  </Dropdown.Item>
                )}
                <Dropdown.Item
                  as="button"
                  onClick={() => setPending({ kind: 'inactivate-sessions', row: r })}
                  data-testid="user-end-sessions"
                >
                  <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
                  {t('endSessions')}
                </Dropdown.Item>
              </Dropdown.Menu>
            </Dropdown>
          </div>
        ) : null,
    });
  }

  const confirmText = pending
    ? pending.kind === 'reset'
      ? t('resetConfirm', { name: pending.row.full_name })
      : pending.kind === 'lock'
        ? t('lockConfirm', { name: pending.row.full_name })
        : t('endSessionsConfirm', { name: pending.row.full_name })
    : '';
  const confirmLabel =
    pending?.kind === 'reset' ? t('resetPassword') : pending?.kind === 'lock' ? t('lock') : t('endSessions');

  return (
    <section aria-labelledby="page-title" data-testid="user-admin">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id="page-title" className="h3 mb-0 d-flex align-items-center gap-2">
          <i className="bi bi-person-gear" aria-hidden="true" />
          {t('title')}
        </h1>
        {mayCreate && (
          <Button onClick={() => setEditor({ id: null })} data-testid="user-add">
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {t('add')}
          </Button>
        )}
      </div>
      <div className="row g-2 mb-3" role="search" aria-label={tt('filters')}>
        <div className="col-12 col-md-6 col-lg-4">
          <Form.Group controlId="user-search">
            <Form.Label className="visually-hidden">{t('search')}</Form.Label>
            <Form.Control
              type="search"
              placeholder={t('searchPlaceholder')}
              value={search}
              onChange={(e) => filtered(setSearch)(e.target.value)}
            />
          </Form.Group>
        </div>
        {isAdmin && (
          <div className="col-12 col-sm-6 col-md-3 col-lg-2">
            <Form.Group controlId="user-filter-school">
              <Form.Label className="visually-hidden">{t('filterSchool')}</Form.Label>
              <Form.Select
                value={school}
                onChange={(e) => {
                  filtered(setSchool)(e.target.value);
                  setRoleId('');
                }}
              >
                <option value="">{t('allSchools')}</option>
                {(tenants ?? []).map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </div>
        )}
        <div className="col-12 col-sm-6 col-md-3 col-lg-2">
          <Form.Group controlId="user-filter-role">
            <Form.Label className="visually-hidden">{t('filterRole')}</Form.Label>
            <Form.Select value={roleId} onChange={(e) => filtered(setRoleId)(e.target.value)}>
              <option value="">
                {t('filterRole')}: {tt('all')}
              </option>
              {(roleOptions.data?.roles ?? []).map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </div>
        <div className="col-12 col-sm-6 col-md-3 col-lg-2">
          <Form.Group controlId="user-filter-status">
            <Form.Label className="visually-hidden">{t('filterStatus')}</Form.Label>
            <Form.Select value={status} onChange={(e) => filtered(setStatus)(e.target.value)}>
              <option value="">
                {t('filterStatus')}: {tt('all')}
              </option>
              {USER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`statusNames.${s}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </div>
      </div>
      {list.error && (
        <Alert variant="danger" role="alert">
          {errorText(list.error)}
        </Alert>
      )}
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={list.data?.data ?? []}
        rowKey={(r) => r.id}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        sort={sort}
        onSort={(s) => {
          setSort(s);
          setPage(1);
        }}
        loading={list.isFetching}
        testId="user-table"
      />
      <UserEditor show={!!editor} id={editor?.id ?? null} onHide={() => setEditor(null)} />
      <ConfirmDialog
        show={!!pending}
        title={confirmLabel}
        confirmLabel={confirmLabel}
        variant={pending?.kind === 'inactivate-sessions' ? 'warning' : 'danger'}
        pending={action.isPending || reset.isPending}
        error={pendingError}
        onConfirm={() => void run()}
        onHide={() => {
          setPending(null);
          setPendingError(null);
        }}
        testId="user-confirm"
      >
        {confirmText}
      </ConfirmDialog>
      <PasswordOnceDialog result={newPassword} onHide={() => setNewPassword(null)} />
    </section>
  );
}
