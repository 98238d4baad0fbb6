'use client';
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { DataTable, sortParam, type Column, type Sort } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { useClasses } from '@/lib/api/class';
import { useErrorText } from '@/lib/api/use-error-text';
import { ABSENCE_STATUSES, type AbsenceStatus } from '@/lib/attendance-values';
import { formatDateTime } from '@/lib/format';
import { dayText, parseDay } from '@/lib/school-time';
import { downloadAbsenceExport, useAbsences, type AbsenceRow } from '@/lib/api/absence';
import { AbsenceStatusBadge } from './absence-status';

// Dialogs are fetched the first time they open (the create form brings zod with it).
const AbsenceDetailDialog = dynamic(() => import('./absence-detail-dialog').then((m) => m.AbsenceDetailDialog), {
  ssr: false,
});
const AbsenceCreateDialog = dynamic(() => import('./absence-create-dialog').then((m) => m.AbsenceCreateDialog), {
  ssr: false,
});
const AbsenceApproveDialog = dynamic(() => import('./absence-decision-dialogs').then((m) => m.AbsenceApproveDialog), {
  ssr: false,
});
const AbsenceRejectDialog = dynamic(() => import('./absence-decision-dialogs').then((m) => m.AbsenceRejectDialog), {
  ssr: false,
});

const PAGE_SIZE = 20;

/** /management/absence: parents' leave requests (a teacher's classes only), with filters, decisions and export. */
export function AbsenceAdmin({
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
  const t = useTranslations('absence');
  const errorText = useErrorText();
  const can = {
    create: actions.includes('create'),
    approve: actions.includes('approve'),
    export: actions.includes('export'),
  };
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [classId, setClassId] = useState('');
  const [status, setStatus] = useState<AbsenceStatus | ''>('');
  const [fromText, setFromText] = useState('');
  const [toText, setToText] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [approving, setApproving] = useState<AbsenceRow | null>(null);
  const [rejecting, setRejecting] = useState<AbsenceRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const classes = useClasses({ page: 1, page_size: 100, order_by: 'age_group' });
  const classOptions = classes.data?.data ?? [];

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  // A half-typed date filters nothing until it is a real day.
  const from = parseDay(fromText);
  const to = parseDay(toText);
  const filter = {
    order_by: sortParam(sort),
    search: search || undefined,
    class_id: classId || undefined,
    status: status || undefined,
    from: from || undefined,
    to: to || undefined,
  };
  const list = useAbsences({ page, page_size: PAGE_SIZE, ...filter });
  const pending = useAbsences({ page: 1, page_size: 1, status: 'pending', class_id: classId || undefined });
  const rows = list.data?.data ?? [];
  const filterChanged =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  const exportXlsx = async () => {
    setExportError(null);
    setExporting(true);
    try {
      await downloadAbsenceExport(filter);
    } catch (e) {
      setExportError(errorText(e) || t('exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  const columns: Column<AbsenceRow>[] = [
    {
      key: 'student_name',
      header: t('columns.student'),
      label: t('columns.student'),
      sortable: true,
      render: (a) => (
        <>
          <Button
            variant="link"
            className="p-0 text-start fw-semibold"
            onClick={() => setViewing(a.id)}
            aria-label={t('viewLabel', { name: a.student_name })}
          >
            {a.student_name}
          </Button>
          <div className="small text-body-secondary">
            {a.student_code}
            {a.class_name && ` · ${a.class_name}`}
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
      render: (a) => (
        <>
          {a.from_date === a.to_date ? dayText(a.from_date) : `${dayText(a.from_date)} – ${dayText(a.to_date)}`}
          <div className="small text-body-secondary">{t('daysCount', { count: a.days })}</div>
        </>
      ),
    },
    {
      key: 'reason',
      header: t('columns.reason'),
      render: (a) => (
        <span className="d-inline-block text-truncate" style={{ maxWidth: 260 }} title={a.reason}>
          {a.has_attachment && <i className="bi bi-paperclip me-1" role="img" aria-label={t('hasAttachment')} />}
          {a.reason}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('columns.status'),
      label: t('columns.status'),
      sortable: true,
      render: (a) => <AbsenceStatusBadge status={a.status} />,
    },
    {
      key: 'created_at',
      header: t('columns.created'),
      label: t('columns.created'),
      sortable: true,
      className: 'text-nowrap',
      render: (a) => (
        <>
          {formatDateTime(a.created_at)}
          <div className="small text-body-secondary">
            {t(`sources.${a.source}`)}
            {a.created_by_name && ` · ${a.created_by_name}`}
          </div>
        </>
      ),
    },
  ];
  if (can.approve) {
    columns.push({
      key: 'actions',
      header: <span className="visually-hidden">{t('columns.actions')}</span>,
      className: 'text-end text-nowrap',
      render: (a) =>
        a.status === 'pending' ? (
          <div className="d-inline-flex gap-1">
            <Button
              size="sm"
              variant="outline-success"
              onClick={() => setApproving(a)}
              aria-label={t('approveLabel', { name: a.student_name })}
            >
              <i className="bi bi-check-lg" aria-hidden="true" />
            </Button>
            <Button
              size="sm"
              variant="outline-danger"
              onClick={() => setRejecting(a)}
              aria-label={t('rejectLabel', { name: a.student_name })}
            >
              <i className="bi bi-x-lg" aria-hidden="true" />
            </Button>
          </div>
        ) : null,
    });
  }

  const pendingTotal = pending.data?.total ?? 0;
  return (
    <section aria-labelledby="page-title">
      <p className="text-body-secondary small mb-1">{group}</p>
      <h1 id="page-title" className="h3 d-flex align-items-center gap-2 mb-3">
        <i className="bi bi-calendar-x" aria-hidden="true" />
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
          <Col xs={12} md={4} lg={3}>
            <Form.Label htmlFor="absence-search" className="small mb-1">
              {t('searchLabel')}
            </Form.Label>
            <Form.Control
              id="absence-search"
              type="search"
              placeholder={t('searchPlaceholder')}
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
            />
          </Col>
          <Col xs={12} sm={6} md={4} lg={3}>
            <FilterSelect
              id="absence-class-filter"
              label={t('columns.class')}
              value={classId}
              onChange={filterChanged(setClassId)}
              allLabel={t('allClasses')}
              options={classOptions.map((c) => ({ value: c.id, label: `${c.name} (${c.school_year_name})` }))}
            />
          </Col>
          <Col xs={12} sm={6} md={4} lg={2}>
            <FilterSelect
              id="absence-status-filter"
              label={t('columns.status')}
              value={status}
              onChange={filterChanged(setStatus)}
              allLabel={t('allStatuses')}
              options={ABSENCE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            />
          </Col>
          <Col xs={6} md={3} lg={2}>
            <DayFilter
              id="absence-from-filter"
              label={t('filterFrom')}
              text={fromText}
              onChange={filterChanged(setFromText)}
            />
          </Col>
          <Col xs={6} md={3} lg={2}>
            <DayFilter id="absence-to-filter" label={t('filterTo')} text={toText} onChange={filterChanged(setToText)} />
          </Col>
        </Row>
      </Form>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <Button
          variant={status === 'pending' ? 'warning' : 'outline-secondary'}
          size="sm"
          aria-pressed={status === 'pending'}
          onClick={() => filterChanged(setStatus)(status === 'pending' ? '' : 'pending')}
          data-testid="absence-pending-count"
        >
          <i className="bi bi-hourglass-split me-1" aria-hidden="true" />
          {t('pendingCount', { count: pendingTotal })}
        </Button>
        {(can.create || can.export) && (
          <div className="d-flex flex-wrap gap-2">
            {can.export && (
              <Button
                variant="outline-secondary"
                onClick={exportXlsx}
                disabled={exporting}
                data-testid="absence-export"
              >
                <i className="bi bi-file-earmark-excel me-1" aria-hidden="true" />
                {t('export')}
              </Button>
            )}
            {can.create && (
              <Button onClick={() => setCreating(true)} data-testid="absence-add">
                <i className="bi bi-plus-lg me-1" aria-hidden="true" />
                {t('add')}
              </Button>
            )}
          </div>
        )}
      </div>
      {exportError && (
        <Alert variant="danger" role="alert" dismissible onClose={() => setExportError(null)}>
          {exportError}
        </Alert>
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
        testId="absence-table"
      />
      {viewing && (
        <AbsenceDetailDialog
          id={viewing}
          canApprove={can.approve}
          onHide={() => setViewing(null)}
          onApprove={(a) => {
            setViewing(null);
            setApproving(a);
          }}
          onReject={(a) => {
            setViewing(null);
            setRejecting(a);
          }}
        />
      )}
      {creating && <AbsenceCreateDialog onHide={() => setCreating(false)} onCreated={(id) => setViewing(id)} />}
      {approving && <AbsenceApproveDialog absence={approving} onHide={() => setApproving(null)} />}
      {rejecting && <AbsenceRejectDialog absence={rejecting} onHide={() => setRejecting(null)} />}
    </section>
  );
}

/** A day typed as dd/MM/yyyy; shown invalid while it is no real day (the list ignores it until it is). */
function DayFilter({
  id,
  label,
  text,
  onChange,
}: {
  id: string;
  label: string;
  text: string;
  onChange: (text: string) => void;
}) {
  return (
    <>
      <Form.Label htmlFor={id} className="small mb-1">
        {label}
      </Form.Label>
      <Form.Control
        id={id}
        placeholder="dd/MM/yyyy"
        inputMode="numeric"
        maxLength={10}
        value={text}
        isInvalid={!!text.trim() && !parseDay(text)}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}
