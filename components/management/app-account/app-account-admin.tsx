'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Badge, Button, Col, Form, Row } from 'react-bootstrap';
import { DataTable, sortParam, type Column, type Sort } from '@/components/ui/data-table';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { showMessage } from '@/components/layout/site-footer';
import {
  useAppAccounts,
  useResetAppAccountPassword,
  useSetAppAccountStatus,
  type AppAccountRow,
} from '@/lib/api/app-account';
import { useDebounced } from '@/lib/api/use-debounced';
import { useErrorText } from '@/lib/api/use-error-text';
import { formatDateTime } from '@/lib/format';
import { APP_ACCOUNT_STATUSES, type AppAccountSlip, type AppAccountStatus } from '@/lib/schemas/app-account';
import { AppAccountSlipsDialog } from './app-account-slips';
import { BulkAppAccountDialog, CreateAppAccountDialog } from './app-account-dialogs';

const PAGE_SIZE = 20;
type Slips = { schoolName: string; slips: AppAccountSlip[]; created?: number; skipped?: number };
type Pending = { kind: 'reset' | 'lock' | 'unlock'; account: AppAccountRow };

/** /management/app-account: parents' logins for the parents' app (a teacher's: their classes' families). */
export function AppAccountAdmin({
  title,
  group,
  actions,
  ownOnly,
}: {
  title: string;
  group: string;
  actions: string[];
  ownOnly: boolean;
}) {
  const t = useTranslations('appAccountAdmin');
  const errorText = useErrorText();
  const can = { create: actions.includes('create'), update: actions.includes('update') };
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim());
  const [status, setStatus] = useState<AppAccountStatus | ''>('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort | null>(null);
  const [dialog, setDialog] = useState<'create' | 'bulk' | null>(null);
  const [slips, setSlips] = useState<Slips | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [pendingError, setPendingError] = useState<string | null>(null);
  const reset = useResetAppAccountPassword();
  const setAccountStatus = useSetAppAccountStatus();

  const list = useAppAccounts({
    page,
    page_size: PAGE_SIZE,
    order_by: sortParam(sort),
    search: search || undefined,
    status: status || undefined,
  });
  const rows = list.data?.data ?? [];

  const confirm = () => {
    if (!pending) return;
    setPendingError(null);
    const onError = (e: unknown) => setPendingError(errorText(e));
    if (pending.kind === 'reset') {
      reset.mutate(pending.account.id, {
        onSuccess: (r) => {
          setPending(null);
          setSlips({ schoolName: r.school_name, slips: [r.slip] });
        },
        onError,
      });
    } else {
      setAccountStatus.mutate(
        { id: pending.account.id, lock: pending.kind === 'lock' },
        {
          onSuccess: () => {
            setPending(null);
            showMessage(t(pending.kind === 'lock' ? 'lockedDone' : 'unlockedDone'), 'success');
          },
          onError,
        },
      );
    }
  };

  const columns: Column<AppAccountRow>[] = [
    {
      key: 'username',
      header: t('columns.username'),
      label: t('columns.username'),
      sortable: true,
      render: (a) => <span className="fw-semibold">{a.username}</span>,
    },
    {
      key: 'guardian_name',
      header: t('columns.guardian'),
      label: t('columns.guardian'),
      sortable: true,
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
      key: 'status',
      header: t('columns.status'),
      label: t('columns.status'),
      sortable: true,
      render: (a) => <Badge bg={a.status === 'active' ? 'success' : 'secondary'}>{t(`statuses.${a.status}`)}</Badge>,
    },
    {
      key: 'last_login_at',
      header: t('columns.lastLogin'),
      label: t('columns.lastLogin'),
      sortable: true,
      render: (a) =>
        a.last_login_at ? (
          formatDateTime(new Date(a.last_login_at))
        ) : (
          <span className="text-body-secondary">{t('never')}</span>
        ),
    },
  ];
  if (can.update) {
    columns.push({
      key: 'actions',
      header: <span className="visually-hidden">{t('columns.actions')}</span>,
      className: 'text-end text-nowrap',
      render: (a) => (
        <div className="d-inline-flex gap-1">
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => setPending({ kind: 'reset', account: a })}
            aria-label={t('resetLabel', { name: a.username })}
          >
            <i className="bi bi-key" aria-hidden="true" />
          </Button>
          {a.status === 'active' ? (
            <Button
              size="sm"
              variant="outline-danger"
              onClick={() => setPending({ kind: 'lock', account: a })}
              aria-label={t('lockLabel', { name: a.username })}
            >
              <i className="bi bi-lock" aria-hidden="true" />
            </Button>
          ) : (
            <Button
              size="sm"
              variant="outline-success"
              onClick={() => setPending({ kind: 'unlock', account: a })}
              aria-label={t('unlockLabel', { name: a.username })}
            >
              <i className="bi bi-unlock" aria-hidden="true" />
            </Button>
          )}
        </div>
      ),
    });
  }

  return (
    <section aria-labelledby="page-title">
      <p className="text-body-secondary small mb-1">{group}</p>
      <h1 id="page-title" className="h3 d-flex align-items-center gap-2 mb-3">
        <i className="bi bi-phone" aria-hidden="true" />
        {title}
      </h1>
      {ownOnly && (
        <Alert variant="info" className="py-2">
          <i className="bi bi-info-circle me-2" aria-hidden="true" />
          {t('ownClassesOnly')}
        </Alert>
      )}
      <Form role="search" onSubmit={(e) => e.preventDefault()} className="mb-3">
        <Row className="g-2 align-items-end">
          <Col xs={12} md={6}>
            <Form.Label htmlFor="app-account-search" className="small mb-1">
              {t('searchLabel')}
            </Form.Label>
            <Form.Control
              id="app-account-search"
              type="search"
              placeholder={t('searchPlaceholder')}
              value={searchText}
              onChange={(e) => {
                setSearchText(e.target.value);
                setPage(1);
              }}
            />
          </Col>
          <Col xs={12} sm={6} md={3}>
            <Form.Label htmlFor="app-account-status-filter" className="small mb-1">
              {t('columns.status')}
            </Form.Label>
            <Form.Select
              id="app-account-status-filter"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as AppAccountStatus | '');
                setPage(1);
              }}
            >
              <option value="">{t('allStatuses')}</option>
              {APP_ACCOUNT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`statuses.${s}`)}
                </option>
              ))}
            </Form.Select>
          </Col>
        </Row>
      </Form>
      {can.create && (
        <div className="d-flex flex-wrap justify-content-end gap-2 mb-2">
          <Button variant="outline-primary" onClick={() => setDialog('bulk')} data-testid="app-account-bulk-open">
            <i className="bi bi-people me-1" aria-hidden="true" />
            {t('bulk')}
          </Button>
          <Button onClick={() => setDialog('create')} data-testid="app-account-add">
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {t('add')}
          </Button>
        </div>
      )}
      {list.error && (
        <Alert variant="danger" role="alert">
          {errorText(list.error)}
        </Alert>
      )}
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(a) => a.id}
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
        caption={t('caption')}
        testId="app-account-table"
      />
      {dialog === 'create' && (
        <CreateAppAccountDialog
          onHide={() => setDialog(null)}
          onDone={(r) => {
            setDialog(null);
            setSlips({ schoolName: r.school_name, slips: [r.slip] });
          }}
        />
      )}
      {dialog === 'bulk' && (
        <BulkAppAccountDialog
          onHide={() => setDialog(null)}
          onDone={(r) => {
            setDialog(null);
            setSlips({ schoolName: r.school_name, slips: r.slips, created: r.created, skipped: r.skipped });
          }}
        />
      )}
      <ConfirmDialog
        show={!!pending}
        title={pending ? t(`confirm.${pending.kind}Title`, { name: pending.account.username }) : ''}
        confirmLabel={pending ? t(`confirm.${pending.kind}`) : ''}
        variant={pending?.kind === 'unlock' ? 'primary' : pending?.kind === 'reset' ? 'warning' : 'danger'}
        pending={reset.isPending || setAccountStatus.isPending}
        error={pendingError}
        onConfirm={confirm}
        onHide={() => {
          setPending(null);
          setPendingError(null);
        }}
        testId="app-account-confirm"
      >
        {pending && t(`confirm.${pending.kind}Text`, { name: pending.account.username })}
      </ConfirmDialog>
      <AppAccountSlipsDialog result={slips} onHide={() => setSlips(null)} />
    </section>
  );
}
