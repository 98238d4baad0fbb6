'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button } from 'react-bootstrap';
import { FilterSelect } from '@/components/ui/filter-select';
import { DataTable, sortParam, type Column, type Sort } from '@/components/ui/data-table';
import { showMessage } from '@/components/layout/site-footer';
import {
  appAccountKeys,
  useAppAccounts,
  useResetAppAccountPassword,
  useSetAppAccountStatus,
  type AppAccountRow,
} from '@/lib/api/app-account';
import { useDebounced } from '@/lib/api/use-debounced';
import { useErrorText } from '@/lib/api/use-error-text';
import { formatDateTime } from '@/lib/format';
import {
  APP_ACCOUNT_PAGE_SIZE as PAGE_SIZE,
  APP_ACCOUNT_STATUSES,
  type AppAccountStatus,
} from '@/lib/app-account-options';
import type { AppAccountSlip } from '@/lib/schemas/app-account';

// The dialogs are fetched the first time they open, so that the list's first load stays small.
const AppAccountSlipsDialog = dynamic(() => import('./app-account-slips').then((m) => m.AppAccountSlipsDialog), {
  ssr: false,
});
const CreateAppAccountDialog = dynamic(() => import('./app-account-dialogs').then((m) => m.CreateAppAccountDialog), {
  ssr: false,
});
const ConfirmDialog = dynamic(() => import('@/components/ui/confirm-dialog').then((m) => m.ConfirmDialog), {
  ssr: false,
});
const BulkAppAccountDialog = dynamic(() => import('./app-account-dialogs').then((m) => m.BulkAppAccountDialog), {
  ssr: false,
});

type Slips = { schoolName: string; slips: AppAccountSlip[]; created?: number; skipped?: number };
type Pending = { kind: 'reset' | 'lock' | 'unlock'; account: AppAccountRow };

/** /management/app-account: parents' logins for the parents' app (a teacher's: their classes' families). */
export function AppAccountAdmin({
  title,
  group,
  actions,
  ownOnly,
  initial,
}: {
  title: string;
  group: string;
  actions: string[];
  ownOnly: boolean;
  /** The first page of the list, fetched with the page. */
  initial?: { data: AppAccountRow[]; total: number };
}) {
  const t = useTranslations('appAccountAdmin');
  const client = useQueryClient();
  // Seed the cache from the server's prefetch, once, before the list's query first reads it.
  useState(() => {
    if (initial) client.setQueryData(appAccountKeys.list({ page: 1, page_size: PAGE_SIZE }), initial);
    return true;
  });
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
      render: (a) => (
        <span className={`badge text-bg-${a.status === 'active' ? 'success' : 'secondary'}`}>
          {t(`statuses.${a.status}`)}
        </span>
      ),
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
      {/* Plain elements with Bootstrap's classes: react-bootstrap's Form, Row, Col and Alert would add about 4 kB
          to the list's first load. */}
      {ownOnly && (
        <div className="alert alert-info py-2">
          <i className="bi bi-info-circle me-2" aria-hidden="true" />
          {t('ownClassesOnly')}
        </div>
      )}
      <form role="search" onSubmit={(e) => e.preventDefault()} className="mb-3">
        <div className="row g-2 align-items-end">
          <div className="col-12 col-md-6">
            <label htmlFor="app-account-search" className="form-label small mb-1">
              {t('searchLabel')}
            </label>
            <input
              id="app-account-search"
              type="search"
              className="form-control"
              placeholder={t('searchPlaceholder')}
              value={searchText}
              onChange={(e) => {
                setSearchText(e.target.value);
                setPage(1);
              }}
            />
          </div>
          <div className="col-12 col-sm-6 col-md-3">
            <FilterSelect
              id="app-account-status-filter"
              label={t('columns.status')}
              value={status}
              onChange={(v) => {
                setStatus(v);
                setPage(1);
              }}
              allLabel={t('allStatuses')}
              options={APP_ACCOUNT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            />
          </div>
        </div>
      </form>
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
        <div className="alert alert-danger" role="alert">
          {errorText(list.error)}
        </div>
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
      {pending && (
        <ConfirmDialog
          show
          title={t(`confirm.${pending.kind}Title`, { name: pending.account.username })}
          confirmLabel={t(`confirm.${pending.kind}`)}
          variant={pending.kind === 'unlock' ? 'primary' : pending.kind === 'reset' ? 'warning' : 'danger'}
          pending={reset.isPending || setAccountStatus.isPending}
          error={pendingError}
          onConfirm={confirm}
          onHide={() => {
            setPending(null);
            setPendingError(null);
          }}
          testId="app-account-confirm"
        >
          {t(`confirm.${pending.kind}Text`, { name: pending.account.username })}
        </ConfirmDialog>
      )}
      {slips && <AppAccountSlipsDialog result={slips} onHide={() => setSlips(null)} />}
    </section>
  );
}
