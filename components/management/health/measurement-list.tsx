'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { DataTable, sortParam, type Column, type Sort } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { useClasses } from '@/lib/api/class';
import { useErrorText } from '@/lib/api/use-error-text';
import { downloadHealthExport, useHealthList, type HealthRow } from '@/lib/api/health';
import { NUTRITION_CLASSES } from '@/lib/health/classes';
import { dayText, parseDay } from '@/lib/school-time';
import { ClassBadges } from './class-badges';
import { ageText } from './age-text';

const PAGE_SIZE = 20;

/** The measurements of the school (a teacher's classes), filtered by class, date range, search and WHO class. */
export function MeasurementList({
  canCreate,
  canUpdate,
  canExport,
  onChart,
  onEdit,
  onCreate,
}: {
  canCreate: boolean;
  canUpdate: boolean;
  canExport: boolean;
  onChart: (studentId: string) => void;
  onEdit: (row: HealthRow) => void;
  onCreate: () => void;
}) {
  const t = useTranslations('health');
  const errorText = useErrorText();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [classId, setClassId] = useState('');
  const [classification, setClassification] = useState('');
  const [fromText, setFromText] = useState('');
  const [toText, setToText] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort | null>(null);
  const classes = useClasses({ page: 1, page_size: 100, order_by: 'age_group' });
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [searchText]);
  const from = parseDay(fromText);
  const to = parseDay(toText);
  const filter = {
    order_by: sortParam(sort),
    search: search || undefined,
    class_id: classId || undefined,
    classification: classification || undefined,
    from: from || undefined,
    to: to || undefined,
  };
  const list = useHealthList({ page, page_size: PAGE_SIZE, ...filter });
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const exportXlsx = async () => {
    setExportError(null);
    setExporting(true);
    try {
      await downloadHealthExport(filter);
    } catch (e) {
      setExportError(errorText(e) || t('exportFailed'));
    } finally {
      setExporting(false);
    }
  };
  const changed =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  const columns: Column<HealthRow>[] = [
    {
      key: 'student_name',
      header: t('columns.student'),
      label: t('columns.student'),
      sortable: true,
      primary: true,
      render: (r) => (
        <>
          <Button variant="link" className="p-0 text-start fw-semibold" onClick={() => onChart(r.student_id)} aria-label={t('growth.open', { name: r.student_name })}>
            {r.student_name}
          </Button>
          <div className="small text-body-secondary">
            {r.student_code}
            {r.class_name && ` · ${r.class_name}`}
          </div>
        </>
      ),
    },
    {
      key: 'measured_on',
      header: t('columns.measured_on'),
      label: t('columns.measured_on'),
      sortable: true,
      className: 'text-nowrap',
      render: (r) => (
        <>
          {dayText(r.measured_on)}
          <div className="small text-body-secondary">{ageText(t, r.age_days)}</div>
        </>
      ),
    },
    {
      key: 'measures',
      header: t('columns.measures'),
      label: t('columns.measures'),
      className: 'text-nowrap',
      render: (r) => (
        <>
          {r.height_cm !== null && <div>{t('values.height', { value: r.height_cm })}</div>}
          {r.weight_kg !== null && <div>{t('values.weight', { value: r.weight_kg })}</div>}
          {r.bmi !== null && <div className="small text-body-secondary">BMI {r.bmi}</div>}
        </>
      ),
    },
    {
      key: 'temperature',
      header: t('columns.temperature_c'),
      label: t('columns.temperature_c'),
      render: (r) => (
        <>
          {r.temperature_c !== null && <div>{r.temperature_c} °C</div>}
          {r.symptoms && <div className="small text-body-secondary">{r.symptoms}</div>}
        </>
      ),
    },
    {
      key: 'classes',
      header: t('columns.classes'),
      label: t('columns.classes'),
      render: (r) => (r.height_cm === null && r.weight_kg === null ? null : <ClassBadges classes={r.classes} />),
    },
    {
      key: 'source',
      header: t('columns.source'),
      label: t('columns.source'),
      render: (r) => <span className="small">{t(`sources.${r.source}`)}</span>,
    },
  ];
  if (canUpdate) {
    columns.push({
      key: 'actions',
      header: <span className="visually-hidden">{t('columns.actions')}</span>,
      className: 'text-end',
      render: (r) => (
        <Button size="sm" variant="outline-secondary" onClick={() => onEdit(r)} aria-label={t('form.editTitle', { name: r.student_name })} style={{ minWidth: 44, minHeight: 44 }}>
          <i className="bi bi-pencil" aria-hidden="true" />
        </Button>
      ),
    });
  }
  return (
    <>
      <Form role="search" onSubmit={(e) => e.preventDefault()} className="mb-3">
        <Row className="g-2 align-items-end">
          <Col xs={12} md={4} lg={3}>
            <Form.Label htmlFor="health-search" className="small mb-1">
              {t('searchLabel')}
            </Form.Label>
            <Form.Control id="health-search" type="search" placeholder={t('searchPlaceholder')} value={searchText} onChange={(e) => setSearchText(e.target.value)} />
          </Col>
          <Col xs={12} sm={6} md={4} lg={3}>
            <FilterSelect
              id="health-class-filter"
              label={t('columns.class')}
              value={classId}
              onChange={changed(setClassId)}
              allLabel={t('allClasses')}
              options={(classes.data?.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.school_year_name})` }))}
            />
          </Col>
          <Col xs={12} sm={6} md={4} lg={2}>
            <FilterSelect
              id="health-classification-filter"
              label={t('columns.classes')}
              value={classification}
              onChange={changed(setClassification)}
              allLabel={t('allClassifications')}
              options={[{ value: 'concern', label: t('concern') }, ...NUTRITION_CLASSES.map((c) => ({ value: c, label: t(`classes.${c}`) }))]}
            />
          </Col>
          <Col xs={6} md={3} lg={2}>
            <DayInput id="health-from" label={t('filterFrom')} text={fromText} onChange={changed(setFromText)} />
          </Col>
          <Col xs={6} md={3} lg={2}>
            <DayInput id="health-to" label={t('filterTo')} text={toText} onChange={changed(setToText)} />
          </Col>
        </Row>
      </Form>
      {(canCreate || canExport) && (
        <div className="d-flex flex-wrap justify-content-end gap-2 mb-2">
          {canExport && (
            <Button variant="outline-secondary" onClick={exportXlsx} disabled={exporting} data-testid="health-export">
              <i className="bi bi-file-earmark-excel me-1" aria-hidden="true" />
              {t('export')}
            </Button>
          )}
          {canCreate && (
            <Button onClick={onCreate} data-testid="health-add">
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              {t('add')}
            </Button>
          )}
        </div>
      )}
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
        caption={t('caption')}
        testId="health-table"
      />
    </>
  );
}

export function DayInput({ id, label, text, onChange }: { id: string; label: string; text: string; onChange: (text: string) => void }) {
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
