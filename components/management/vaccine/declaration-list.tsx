'use client';
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Alert, Button, Col, Row } from 'react-bootstrap';
import { DataTable, sortParam, type Column, type Sort } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { useClasses } from '@/lib/api/class';
import { useErrorText } from '@/lib/api/use-error-text';
import { dayText } from '@/lib/school-time';
import { DECLARATION_PAGE_SIZE, VACCINE_DECLARATION_STATUSES, type VaccineDeclarationStatus } from '@/lib/vaccine-values';
import { useVaccineDeclarations, useVaccineSchedule, type VaccineDeclarationRow } from '@/lib/api/vaccine';
import { DeclarationStatusBadge } from './declaration-status';

// Dialogs are fetched the first time they open (the create form brings zod with it).
const DetailDialog = dynamic(() => import('./declaration-detail-dialog').then((m) => m.DeclarationDetailDialog), { ssr: false });
const CreateDialog = dynamic(() => import('./declaration-create-dialog').then((m) => m.DeclarationCreateDialog), { ssr: false });
const VerifyDialog = dynamic(() => import('./decision-dialogs').then((m) => m.VerifyDialog), { ssr: false });
const RejectDialog = dynamic(() => import('./decision-dialogs').then((m) => m.RejectDialog), { ssr: false });

/** The declarations of the school (a teacher's classes only): filters, verification and rejection. */
export function DeclarationList({ can, ownOnly }: { can: (action: string) => boolean; ownOnly: boolean }) {
  const t = useTranslations('vaccine');
  const errorText = useErrorText();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [classId, setClassId] = useState('');
  const [status, setStatus] = useState<VaccineDeclarationStatus | ''>('');
  const [vaccineCode, setVaccineCode] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [verifying, setVerifying] = useState<VaccineDeclarationRow | null>(null);
  const [rejecting, setRejecting] = useState<VaccineDeclarationRow | null>(null);
  const classes = useClasses({ page: 1, page_size: 100, order_by: 'age_group' });
  const schedule = useVaccineSchedule();

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const filter = {
    order_by: sortParam(sort),
    search: search || undefined,
    class_id: classId || undefined,
    status: status || undefined,
    vaccine_code: vaccineCode || undefined,
  };
  const list = useVaccineDeclarations({ page, page_size: DECLARATION_PAGE_SIZE, ...filter });
  const pending = useVaccineDeclarations({ page: 1, page_size: 1, status: 'declared', class_id: classId || undefined });
  const rows = list.data?.data ?? [];
  const changed =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const columns: Column<VaccineDeclarationRow>[] = [
    {
      key: 'student_name',
      header: t('columns.student'),
      label: t('columns.student'),
      sortable: true,
      primary: true,
      render: (d) => (
        <>
          <Button
            variant="link"
            className="p-0 text-start fw-semibold"
            style={{ minHeight: 44 }}
            onClick={() => setViewing(d.id)}
            aria-label={t('viewLabel', { name: d.student_name })}
          >
            {d.student_name}
          </Button>
          <div className="small text-body-secondary">
            {d.student_code}
            {d.class_name && ` · ${d.class_name}`}
          </div>
        </>
      ),
    },
    {
      key: 'vaccine',
      header: t('columns.vaccine'),
      render: (d) => (
        <>
          <div>{d.vaccine_name}</div>
          <div className="small text-body-secondary">
            {t('doseOf', { dose: d.dose_number, total: d.doses_total })}
            {d.has_photo && <i className="bi bi-image ms-2" role="img" aria-label={t('fields.photo')} />}
          </div>
        </>
      ),
    },
    {
      key: 'date',
      header: t('columns.date'),
      label: t('columns.date'),
      sortable: true,
      className: 'text-nowrap',
      render: (d) => (
        <>
          {dayText(d.date)}
          {d.place && <div className="small text-body-secondary text-wrap">{d.place}</div>}
        </>
      ),
    },
    {
      key: 'status',
      header: t('columns.status'),
      label: t('columns.status'),
      sortable: true,
      render: (d) => (
        <>
          <DeclarationStatusBadge status={d.status} />
          {d.reject_reason && <div className="small text-body-secondary">{d.reject_reason}</div>}
        </>
      ),
    },
    {
      key: 'created_at',
      header: t('columns.created'),
      label: t('columns.created'),
      sortable: true,
      render: (d) => (
        <div className="small">
          {t(`sources.${d.source}`)}
          {d.created_by_name && ` · ${d.created_by_name}`}
        </div>
      ),
    },
  ];
  if (can('approve')) {
    columns.push({
      key: 'actions',
      header: <span className="visually-hidden">{t('columns.actions')}</span>,
      label: t('columns.actions'),
      className: 'text-end text-nowrap',
      render: (d) =>
        d.status === 'declared' ? (
          <div className="d-inline-flex gap-2">
            <Button
              variant="outline-success"
              style={{ minWidth: 44, minHeight: 44 }}
              onClick={() => setVerifying(d)}
              aria-label={t('verifyLabel', { name: d.student_name })}
            >
              <i className="bi bi-check-lg" aria-hidden="true" />
            </Button>
            <Button
              variant="outline-danger"
              style={{ minWidth: 44, minHeight: 44 }}
              onClick={() => setRejecting(d)}
              aria-label={t('rejectLabel', { name: d.student_name })}
            >
              <i className="bi bi-x-lg" aria-hidden="true" />
            </Button>
          </div>
        ) : null,
    });
  }

  return (
    <>
      {ownOnly && (
        <Alert variant="info" className="py-2">
          <i className="bi bi-info-circle me-2" aria-hidden="true" />
          {t('ownClassesOnly')}
        </Alert>
      )}
      <form role="search" onSubmit={(e) => e.preventDefault()} className="mb-3">
        <Row className="g-2 align-items-end">
          <Col xs={12} md={6} lg={3}>
            <label htmlFor="vaccine-search" className="form-label small mb-1">
              {t('searchLabel')}
            </label>
            <input
              id="vaccine-search"
              type="search"
              className="form-control"
              placeholder={t('searchPlaceholder')}
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
            />
          </Col>
          <Col xs={12} sm={6} md={6} lg={3}>
            <FilterSelect
              id="vaccine-class-filter"
              label={t('columns.class')}
              value={classId}
              onChange={changed(setClassId)}
              allLabel={t('allClasses')}
              options={(classes.data?.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.school_year_name})` }))}
            />
          </Col>
          <Col xs={12} sm={6} md={6} lg={3}>
            <FilterSelect
              id="vaccine-vaccine-filter"
              label={t('columns.vaccine')}
              value={vaccineCode}
              onChange={changed(setVaccineCode)}
              allLabel={t('allVaccines')}
              options={(schedule.data ?? []).map((v) => ({ value: v.code, label: v.name }))}
            />
          </Col>
          <Col xs={12} sm={6} md={6} lg={3}>
            <FilterSelect
              id="vaccine-status-filter"
              label={t('columns.status')}
              value={status}
              onChange={changed(setStatus)}
              allLabel={t('allStatuses')}
              options={VACCINE_DECLARATION_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            />
          </Col>
        </Row>
      </form>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <Button
          variant={status === 'declared' ? 'warning' : 'outline-secondary'}
          aria-pressed={status === 'declared'}
          style={{ minHeight: 44 }}
          onClick={() => changed(setStatus)(status === 'declared' ? '' : 'declared')}
          data-testid="vaccine-pending-count"
        >
          <i className="bi bi-hourglass-split me-1" aria-hidden="true" />
          {pending.data ? t('pendingCount', { count: pending.data.total }) : t('statuses.declared')}
        </Button>
        {can('create') && (
          <Button style={{ minHeight: 44 }} onClick={() => setCreating(true)} data-testid="vaccine-add">
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {t('add')}
          </Button>
        )}
      </div>
      {list.error && (
        <Alert variant="danger" role="alert">
          {errorText(list.error)}
        </Alert>
      )}
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(d) => d.id}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={DECLARATION_PAGE_SIZE}
        onPage={setPage}
        sort={sort}
        onSort={(s) => {
          setSort(s);
          setPage(1);
        }}
        loading={list.isFetching}
        caption={t('caption')}
        testId="vaccine-table"
      />
      {viewing && (
        <DetailDialog
          id={viewing}
          canApprove={can('approve')}
          canUpload={can('create')}
          onHide={() => setViewing(null)}
          onVerify={(d) => {
            setViewing(null);
            setVerifying(d);
          }}
          onReject={(d) => {
            setViewing(null);
            setRejecting(d);
          }}
        />
      )}
      {creating && <CreateDialog onHide={() => setCreating(false)} onCreated={(id) => setViewing(id)} />}
      {verifying && <VerifyDialog declaration={verifying} onHide={() => setVerifying(null)} />}
      {rejecting && <RejectDialog declaration={rejecting} onHide={() => setRejecting(null)} />}
    </>
  );
}
