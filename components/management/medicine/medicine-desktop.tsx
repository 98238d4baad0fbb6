'use client';
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { DataTable, sortParam, type Column, type Sort } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { useClasses } from '@/lib/api/class';
import { useErrorText } from '@/lib/api/use-error-text';
import { MEDICINE_STATUSES, type MedicineStatus } from '@/lib/request-values';
import { formatDateTime } from '@/lib/format';
import { useMedicineRequests, type MedicineRow } from '@/lib/api/medicine';
import { RequestHeading } from '@/components/management/requests/request-heading';
import { MedicineStatusBadge, rangeText } from './medicine-bits';
import type { MedicinePageProps } from './medicine-types';

const MedicineDetailDialog = dynamic(() => import('./medicine-detail-dialog').then((m) => m.MedicineDetailDialog), { ssr: false });
const MedicineApproveDialog = dynamic(() => import('./medicine-dialogs').then((m) => m.MedicineApproveDialog), { ssr: false });
const MedicineRejectDialog = dynamic(() => import('./medicine-dialogs').then((m) => m.MedicineRejectDialog), { ssr: false });

const PAGE_SIZE = 20;

/** /management/medicine-request/desktop: the requests with filters, decisions and the dose log of each. */
export function MedicineDesktop({ title, group, variant, can, ownOnly }: MedicinePageProps) {
  const t = useTranslations('medicine');
  const errorText = useErrorText();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [classId, setClassId] = useState('');
  const [status, setStatus] = useState<MedicineStatus | ''>('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [approving, setApproving] = useState<MedicineRow | null>(null);
  const [rejecting, setRejecting] = useState<MedicineRow | null>(null);
  const classes = useClasses({ page: 1, page_size: 100, order_by: 'age_group' });

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const list = useMedicineRequests({
    page,
    page_size: PAGE_SIZE,
    order_by: sortParam(sort),
    search: search || undefined,
    class_id: classId || undefined,
    status: status || undefined,
  });
  const pending = useMedicineRequests({ page: 1, page_size: 1, status: 'pending' });
  const rows = list.data?.data ?? [];
  const filterChanged =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const columns: Column<MedicineRow>[] = [
    {
      key: 'student_name',
      header: t('columns.student'),
      label: t('columns.student'),
      sortable: true,
      primary: true,
      render: (m) => (
        <>
          <Button variant="link" className="p-0 text-start fw-semibold" onClick={() => setViewing(m.id)} aria-label={t('viewLabel', { name: m.student_name })}>
            {m.student_name}
          </Button>
          <div className="small text-body-secondary">
            {m.student_code}
            {m.class_name && ` · ${m.class_name}`}
          </div>
        </>
      ),
    },
    {
      key: 'from_date',
      header: t('columns.dates'),
      label: t('columns.dates'),
      sortable: true,
      className: 'text-nowrap',
      render: (m) => rangeText(m.from_date, m.to_date),
    },
    {
      key: 'medicines',
      header: t('columns.medicines'),
      render: (m) => (
        <span className="d-inline-block text-truncate" style={{ maxWidth: 260 }}>
          {m.has_photo && <i className="bi bi-image me-1" role="img" aria-label={t('hasPhoto')} />}
          {m.medicines.map((x) => x.name).join(', ')}
          <div className="small text-body-secondary">{m.times.join(', ')}</div>
        </span>
      ),
    },
    {
      key: 'status',
      header: t('columns.status'),
      label: t('columns.status'),
      sortable: true,
      render: (m) => (
        <>
          <MedicineStatusBadge status={m.status} />
          {m.status === 'approved' && (
            <div className="small text-body-secondary">
              {t('dosesLogged', { given: m.doses.filter((d) => d.status === 'given').length, count: m.doses.length })}
            </div>
          )}
        </>
      ),
    },
    {
      key: 'created_at',
      header: t('columns.created'),
      label: t('columns.created'),
      sortable: true,
      className: 'text-nowrap',
      render: (m) => (
        <>
          {formatDateTime(m.created_at)}
          {m.created_by_name && <div className="small text-body-secondary">{m.created_by_name}</div>}
        </>
      ),
    },
  ];
  if (can.approve) {
    columns.push({
      key: 'actions',
      header: <span className="visually-hidden">{t('columns.actions')}</span>,
      className: 'text-end text-nowrap',
      render: (m) =>
        m.status === 'pending' ? (
          <div className="d-inline-flex gap-1">
            <Button size="sm" variant="outline-success" onClick={() => setApproving(m)} aria-label={t('approveLabel', { name: m.student_name })}>
              <i className="bi bi-check-lg" aria-hidden="true" />
            </Button>
            <Button size="sm" variant="outline-danger" onClick={() => setRejecting(m)} aria-label={t('rejectLabel', { name: m.student_name })}>
              <i className="bi bi-x-lg" aria-hidden="true" />
            </Button>
          </div>
        ) : null,
    });
  }

  return (
    <section aria-labelledby="page-title" data-testid="medicine-desktop">
      <RequestHeading title={title} group={group} icon="bi-capsule" route="/management/medicine-request" variant={variant} current="desktop" testId="medicine" />
      {ownOnly && (
        <Alert variant="info" className="py-2">
          <i className="bi bi-info-circle me-2" aria-hidden="true" />
          {t('ownClassesOnly')}
        </Alert>
      )}
      <Form role="search" onSubmit={(e) => e.preventDefault()} className="mb-3">
        <Row className="g-2 align-items-end">
          <Col xs={12} md={4} lg={4}>
            <Form.Label htmlFor="medicine-search" className="small mb-1">
              {t('searchLabel')}
            </Form.Label>
            <Form.Control id="medicine-search" type="search" placeholder={t('searchPlaceholder')} value={searchText} onChange={(e) => setSearchText(e.target.value)} />
          </Col>
          <Col xs={12} sm={6} md={4} lg={3}>
            <FilterSelect
              id="medicine-class-filter"
              label={t('columns.class')}
              value={classId}
              onChange={filterChanged(setClassId)}
              allLabel={t('allClasses')}
              options={(classes.data?.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.school_year_name})` }))}
            />
          </Col>
          <Col xs={12} sm={6} md={4} lg={3}>
            <FilterSelect
              id="medicine-status-filter"
              label={t('columns.status')}
              value={status}
              onChange={filterChanged(setStatus)}
              allLabel={t('allStatuses')}
              options={MEDICINE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            />
          </Col>
        </Row>
      </Form>
      <div className="mb-2">
        <Button
          variant={status === 'pending' ? 'warning' : 'outline-secondary'}
          size="sm"
          aria-pressed={status === 'pending'}
          onClick={() => filterChanged(setStatus)(status === 'pending' ? '' : 'pending')}
          data-testid="medicine-pending-count"
        >
          <i className="bi bi-hourglass-split me-1" aria-hidden="true" />
          {t('pendingCount', { count: pending.data?.total ?? 0 })}
        </Button>
      </div>
      {list.error && (
        <Alert variant="danger" role="alert">
          {errorText(list.error)}
        </Alert>
      )}
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(m) => m.id}
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
        testId="medicine-table"
      />
      {viewing && (
        <MedicineDetailDialog
          id={viewing}
          canApprove={can.approve}
          canLog={can.update}
          onHide={() => setViewing(null)}
          onApprove={(m) => {
            setViewing(null);
            setApproving(m);
          }}
          onReject={(m) => {
            setViewing(null);
            setRejecting(m);
          }}
        />
      )}
      {approving && <MedicineApproveDialog request={approving} onHide={() => setApproving(null)} />}
      {rejecting && <MedicineRejectDialog request={rejecting} onHide={() => setRejecting(null)} />}
    </section>
  );
}
