'use client';
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Alert, Badge, Button, Col, Row } from 'react-bootstrap';
import { DataTable, sortParam, type Column, type Sort } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useErrorText } from '@/lib/api/use-error-text';
import { useCloseSurvey, useDuplicateSurvey, useSurveys, type SurveyRow } from '@/lib/api/survey';
import { formatDateTime } from '@/lib/format';
import { SURVEY_STATUSES, type SurveyKind, type SurveyStatus } from '@/lib/survey-values';

// The builder brings zod and the results bring chart.js: both load the first time they open.
const SurveyBuilder = dynamic(() => import('./survey-builder').then((m) => m.SurveyBuilder), { ssr: false });
const SurveyResultsPanel = dynamic(() => import('./survey-results').then((m) => m.SurveyResultsPanel), { ssr: false });

const PAGE_SIZE = 20;
/** Row actions are thumb-sized on a phone. */
const TAP = { minWidth: 44, minHeight: 44 };
const STATUS_VARIANT: Record<SurveyStatus, string> = { draft: 'secondary', open: 'success', closed: 'dark' };

export function SurveyStatusBadge({ status }: { status: SurveyStatus }) {
  const t = useTranslations('survey');
  return <Badge bg={STATUS_VARIANT[status]}>{t(`statuses.${status}`)}</Badge>;
}

/**
 * /management/survey and /management/survey_v1: one kind's surveys with their state and answers, and the builder,
 * the results, closing and duplicating, as the role's rights on that kind's menu allow.
 */
export function SurveyAdmin({
  kind,
  title,
  group,
  actions,
  ownOnly,
}: {
  kind: SurveyKind;
  title: string;
  group: string;
  actions: string[];
  ownOnly: boolean;
}) {
  const t = useTranslations('survey');
  const errorText = useErrorText();
  const can = {
    create: actions.includes('create'),
    update: actions.includes('update'),
    export: actions.includes('export'),
  };
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<SurveyStatus | ''>('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort | null>(null);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [viewing, setViewing] = useState<SurveyRow | null>(null);
  const [closing, setClosing] = useState<SurveyRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const close = useCloseSurvey();
  const duplicate = useDuplicateSurvey();

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const list = useSurveys({
    kind,
    page,
    page_size: PAGE_SIZE,
    order_by: sortParam(sort),
    search: search || undefined,
    status: status || undefined,
  });
  const rows = list.data?.data ?? [];

  const copy = async (s: SurveyRow) => {
    setFailure(null);
    try {
      const result = await duplicate.mutateAsync(s.id);
      setNotice(result.text ?? t('duplicated'));
      if (result.id) setEditing(result.id);
    } catch (e) {
      setFailure(errorText(e));
    }
  };

  const columns: Column<SurveyRow>[] = [
    {
      key: 'title',
      header: t('columns.title'),
      label: t('columns.title'),
      sortable: true,
      primary: true,
      render: (s) => (
        <>
          <Button
            variant="link"
            className="p-0 text-start fw-semibold survey-title"
            onClick={() => setViewing(s)}
            aria-label={t('resultsLabel', { title: s.title })}
          >
            {s.title}
          </Button>
          <div className="small text-body-secondary">
            {t(`audiences.${s.audience}`)} · {s.class_names.length ? s.class_names.join(', ') : t('wholeSchool')}
          </div>
        </>
      ),
    },
    {
      key: 'status',
      header: t('columns.status'),
      label: t('columns.status'),
      sortable: true,
      render: (s) => <SurveyStatusBadge status={s.status} />,
    },
    {
      key: 'closes_at',
      header: t('columns.time'),
      label: t('columns.time'),
      sortable: true,
      className: 'text-nowrap',
      render: (s) => (
        <>
          {formatDateTime(s.opens_at)}
          <div className="small text-body-secondary">→ {formatDateTime(s.closes_at)}</div>
        </>
      ),
    },
    {
      key: 'responses',
      header: t('columns.responses'),
      render: (s) => (
        <>
          {t('responseCount', { count: s.response_count })}
          <div className="small text-body-secondary">{t('questionCount', { count: s.question_count })}</div>
        </>
      ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('columns.actions')}</span>,
      className: 'text-end',
      render: (s) => (
        <div className="d-inline-flex flex-wrap gap-1 justify-content-end">
          <Button
            size="sm"
            variant="outline-primary"
            style={TAP}
            onClick={() => setViewing(s)}
            aria-label={t('resultsLabel', { title: s.title })}
          >
            <i className="bi bi-bar-chart" aria-hidden="true" />
          </Button>
          {can.update && s.status !== 'closed' && (
            <Button
              size="sm"
              variant="outline-secondary"
              style={TAP}
              onClick={() => setEditing(s.id)}
              aria-label={t('editLabel', { title: s.title })}
            >
              <i className="bi bi-pencil" aria-hidden="true" />
            </Button>
          )}
          {can.create && (
            <Button
              size="sm"
              variant="outline-secondary"
              style={TAP}
              onClick={() => copy(s)}
              disabled={duplicate.isPending}
              aria-label={t('duplicateLabel', { title: s.title })}
            >
              <i className="bi bi-copy" aria-hidden="true" />
            </Button>
          )}
          {can.update && s.status === 'open' && (
            <Button
              size="sm"
              variant="outline-danger"
              style={TAP}
              onClick={() => setClosing(s)}
              aria-label={t('closeLabel', { title: s.title })}
            >
              <i className="bi bi-lock" aria-hidden="true" />
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="page-title">
      <p className="text-body-secondary small mb-1">{group}</p>
      <h1 id="page-title" className="h3 d-flex align-items-center gap-2 mb-3">
        <i className={`bi ${kind === 'survey_v1' ? 'bi-ui-radios' : 'bi-ui-checks'}`} aria-hidden="true" />
        {title}
      </h1>
      {kind === 'survey_v1' && <p className="text-body-secondary">{t('v1Intro')}</p>}
      {ownOnly && (
        <Alert variant="info" className="py-2">
          <i className="bi bi-info-circle me-2" aria-hidden="true" />
          {t('ownClassesOnly')}
        </Alert>
      )}
      <form role="search" onSubmit={(e) => e.preventDefault()} className="mb-3">
        <Row className="g-2 align-items-end">
          <Col xs={12} md={5} lg={4}>
            <label htmlFor="survey-search" className="form-label small mb-1">
              {t('searchLabel')}
            </label>
            <input
              id="survey-search"
              type="search"
              className="form-control"
              placeholder={t('searchPlaceholder')}
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
            />
          </Col>
          <Col xs={12} sm={6} md={4} lg={3}>
            <FilterSelect
              id="survey-status-filter"
              label={t('columns.status')}
              value={status}
              onChange={(v) => {
                setStatus(v);
                setPage(1);
              }}
              allLabel={t('allStatuses')}
              options={SURVEY_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            />
          </Col>
          {can.create && (
            <Col xs={12} sm={6} md={3} lg={5} className="text-sm-end">
              <Button onClick={() => setEditing('new')} data-testid="survey-add" className="w-100 w-sm-auto">
                <i className="bi bi-plus-lg me-1" aria-hidden="true" />
                {t('add')}
              </Button>
            </Col>
          )}
        </Row>
      </form>
      {notice && (
        <Alert variant="success" dismissible onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {failure && (
        <Alert variant="danger" role="alert" dismissible onClose={() => setFailure(null)}>
          {failure}
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
        rowKey={(s) => s.id}
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
        testId="survey-table"
      />
      {editing && (
        <SurveyBuilder
          kind={kind}
          id={editing === 'new' ? null : editing}
          onHide={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            setNotice(text);
          }}
        />
      )}
      {viewing && <SurveyResultsPanel survey={viewing} canExport={can.export} onHide={() => setViewing(null)} />}
      <ConfirmDialog
        show={!!closing}
        title={t('closeTitle')}
        confirmLabel={t('closeConfirm')}
        pending={close.isPending}
        error={close.error ? errorText(close.error) : null}
        onHide={() => {
          setClosing(null);
          close.reset();
        }}
        onConfirm={async () => {
          if (!closing) return;
          const result = await close.mutateAsync(closing.id).catch(() => null);
          if (result) {
            setClosing(null);
            setNotice(result.text ?? t('closed'));
          }
        }}
        testId="survey-close"
      >
        {closing && t('closeBody', { title: closing.title })}
      </ConfirmDialog>
    </section>
  );
}
