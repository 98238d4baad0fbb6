'use client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Alert, Badge, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { DataTable, type Column } from '@/components/ui/data-table';
import { downloadAuditExport, useAuditLogs, type AuditRow } from '@/lib/api/audit';
import { useSchools } from '@/lib/api/school';
import { useErrorText } from '@/lib/api/use-error-text';
import {
  AUDIT_ACTIONS,
  AUDIT_RECORD_TYPES,
  auditFilter,
  type AuditFilter,
  type AuditFilterInput,
} from '@/lib/schemas/audit';
import { AuditDetailDialog } from './audit-detail-dialog';
import { useAuditLabel } from './use-audit-label';

const PAGE_SIZE = 20;
const NO_FILTER: AuditFilter = { from: undefined, to: undefined };
const EMPTY: AuditFilterInput = {
  user: '',
  record_type: undefined,
  action: undefined,
  tenant_id: undefined,
  from: '',
  to: '',
};
const ACTION_COLOURS: Record<string, string> = {
  create: 'success',
  update: 'primary',
  delete: 'danger',
  approve: 'info',
  reject: 'warning',
  sign_in: 'secondary',
};

/** /system/audit: every change and sign-in, newest first, filtered on the server; export of the filtered list. */
export function AuditLog({ title, group, actions }: { title: string; group: string; actions: string[] }) {
  const canExport = actions.includes('export');
  const t = useTranslations('audit');
  const errorText = useErrorText();
  const label = useAuditLabel();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<AuditFilter>(NO_FILTER);
  const [viewing, setViewing] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const schools = useSchools({ page: 1, page_size: 100, order_by: 'name' });
  const list = useAuditLogs({ ...filter, page, page_size: PAGE_SIZE });
  const form = useForm<AuditFilterInput, unknown, AuditFilter>({
    resolver: zodResolver(auditFilter),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const fieldError = (message: string | undefined) => (message ? errorText(message) : undefined);

  const apply = form.handleSubmit((values) => {
    setFilter(values);
    setPage(1);
  });
  const reset = () => {
    form.reset(EMPTY);
    setFilter(NO_FILTER);
    setPage(1);
  };
  const exportXlsx = async () => {
    setExportError(null);
    setExporting(true);
    try {
      await downloadAuditExport(filter);
    } catch (e) {
      setExportError(errorText(e) || t('exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  const columns: Column<AuditRow>[] = [
    { key: 'at', header: t('columns.at'), className: 'text-nowrap', render: (r) => r.at_text },
    {
      key: 'user',
      header: t('columns.user'),
      render: (r) =>
        r.user_name ? (
          <>
            <div>{r.user_name}</div>
            <div className="small text-body-secondary">{r.username}</div>
          </>
        ) : (
          <span className="text-body-secondary">{t('system')}</span>
        ),
    },
    {
      key: 'school',
      header: t('columns.school'),
      render: (r) => r.tenant_name ?? <span className="text-body-secondary">{t('noSchool')}</span>,
    },
    {
      key: 'action',
      header: t('columns.action'),
      render: (r) => {
        const bg = ACTION_COLOURS[r.action] ?? 'secondary';
        // Yellow and cyan badges need dark text to stay readable.
        return (
          <Badge bg={bg} text={bg === 'info' || bg === 'warning' ? 'dark' : undefined}>
            {label('actions', r.action)}
          </Badge>
        );
      },
    },
    { key: 'record_type', header: t('columns.recordType'), render: (r) => label('recordTypes', r.record_type) },
    {
      key: 'record_id',
      header: t('columns.recordId'),
      render: (r) => (
        <code
          className="d-inline-block text-truncate align-bottom"
          style={{ maxWidth: '10rem' }}
          title={r.record_id ?? ''}
        >
          {r.record_id}
        </code>
      ),
    },
    {
      key: 'details',
      header: <span className="visually-hidden">{t('columns.details')}</span>,
      className: 'text-end',
      render: (r) => (
        <Button
          size="sm"
          variant="outline-primary"
          onClick={() => setViewing(r.id)}
          aria-label={t('viewLabel', { at: r.at_text })}
        >
          <i className="bi bi-eye" aria-hidden="true" /> <span className="d-none d-md-inline">{t('view')}</span>
        </Button>
      ),
    },
  ];

  const textField = (name: 'user' | 'from' | 'to', props: Record<string, unknown> = {}) => (
    <Form.Group controlId={`audit-${name}`}>
      <Form.Label className="small mb-1">{t(`filters.${name}`)}</Form.Label>
      <Form.Control isInvalid={!!errors[name]} {...props} {...form.register(name)} />
      <Form.Control.Feedback type="invalid">{fieldError(errors[name]?.message)}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <section aria-labelledby="page-title">
      <p className="text-body-secondary small mb-1">{group}</p>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id="page-title" className="h3 d-flex align-items-center gap-2 mb-0">
          <i className="bi bi-journal-text" aria-hidden="true" />
          {title}
        </h1>
        {canExport && (
          <Button
            variant="outline-success"
            onClick={() => void exportXlsx()}
            disabled={exporting}
            data-testid="audit-export"
          >
            {exporting ? (
              <Spinner size="sm" className="me-1" aria-hidden="true" />
            ) : (
              <i className="bi bi-file-earmark-excel me-1" aria-hidden="true" />
            )}
            {t('export')}
          </Button>
        )}
      </div>
      <Form
        noValidate
        role="search"
        onSubmit={(e) => void apply(e)}
        className="mb-3 border rounded p-2 p-md-3 bg-body-tertiary"
      >
        <Row className="g-2">
          <Col xs={12} md={4} lg={3}>
            {textField('user', { type: 'search', placeholder: t('filters.userPlaceholder'), maxLength: 100 })}
          </Col>
          <Col xs={6} md={4} lg={3}>
            <Form.Group controlId="audit-record_type">
              <Form.Label className="small mb-1">{t('filters.record_type')}</Form.Label>
              <Form.Select {...form.register('record_type', { setValueAs: (v: string) => v || undefined })}>
                <option value="">{t('all')}</option>
                {AUDIT_RECORD_TYPES.map((r) => (
                  <option key={r} value={r}>
                    {label('recordTypes', r)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={6} md={4} lg={2}>
            <Form.Group controlId="audit-action">
              <Form.Label className="small mb-1">{t('filters.action')}</Form.Label>
              <Form.Select {...form.register('action', { setValueAs: (v: string) => v || undefined })}>
                <option value="">{t('all')}</option>
                {AUDIT_ACTIONS.map((a) => (
                  <option key={a} value={a}>
                    {label('actions', a)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={12} md={4} lg={4}>
            <Form.Group controlId="audit-tenant_id">
              <Form.Label className="small mb-1">{t('filters.school')}</Form.Label>
              <Form.Select {...form.register('tenant_id', { setValueAs: (v: string) => v || undefined })}>
                <option value="">{t('all')}</option>
                {schools.data?.data.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={6} md={4} lg={3}>
            {textField('from', { placeholder: 'dd/MM/yyyy', inputMode: 'numeric', maxLength: 10, autoComplete: 'off' })}
          </Col>
          <Col xs={6} md={4} lg={3}>
            {textField('to', { placeholder: 'dd/MM/yyyy', inputMode: 'numeric', maxLength: 10, autoComplete: 'off' })}
          </Col>
          <Col xs={12} lg={6} className="d-flex align-items-end justify-content-end gap-2">
            <Button variant="secondary" onClick={reset}>
              {t('filters.reset')}
            </Button>
            <Button type="submit" data-testid="audit-apply">
              <i className="bi bi-funnel me-1" aria-hidden="true" />
              {t('filters.apply')}
            </Button>
          </Col>
        </Row>
      </Form>
      {(list.error || exportError) && (
        <Alert variant="danger" role="alert">
          {exportError ?? errorText(list.error)}
        </Alert>
      )}
      <DataTable
        columns={columns}
        rows={list.data?.data ?? []}
        rowKey={(r) => String(r.id)}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        loading={list.isFetching}
        caption={t('caption')}
        testId="audit-table"
      />
      <AuditDetailDialog id={viewing} onHide={() => setViewing(null)} />
    </section>
  );
}
