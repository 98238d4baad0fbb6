'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Badge, Button, Col, Form, Row } from 'react-bootstrap';
import { DataTable, sortParam, type Column, type Sort } from '@/components/ui/data-table';
import { useClasses } from '@/lib/api/class';
import { downloadStudentExport, useStudents, type StudentRow } from '@/lib/api/student';
import { useErrorText } from '@/lib/api/use-error-text';
import { dayText } from '@/lib/schemas/class';
import { GENDERS, STUDENT_STATUSES, type Gender, type StudentStatus } from '@/lib/schemas/student';
import { StudentFormPanel } from './student-form-panel';
import { StudentDetailDialog } from './student-detail-dialog';
import { ChangeStatusDialog, MoveClassDialog } from './student-action-dialogs';
import { StudentImportDialog } from './student-import-dialog';
import { FilterSelect } from '@/components/ui/filter-select';

const PAGE_SIZE = 20;
export const STATUS_VARIANT: Record<StudentStatus, string> = {
  studying: 'success',
  reserved: 'warning',
  left: 'secondary',
  graduated: 'info',
};
// Yellow and cyan badges need dark text to stay readable (contrast ≥ 4.5:1).
export const statusTextColour = (status: StudentStatus) =>
  status === 'reserved' || status === 'graduated' ? 'dark' : undefined;

/** /management/student: children of the school (a teacher's classes only), with search, filters and actions. */
export function StudentAdmin({
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
  const t = useTranslations('studentAdmin');
  const errorText = useErrorText();
  const can = {
    create: actions.includes('create'),
    update: actions.includes('update'),
    export: actions.includes('export'),
    import: actions.includes('import'),
  };
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [classId, setClassId] = useState('');
  const [status, setStatus] = useState<StudentStatus | ''>('');
  const [gender, setGender] = useState<Gender | ''>('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [viewing, setViewing] = useState<string | null>(null);
  const [statusOf, setStatusOf] = useState<StudentRow | null>(null);
  const [moving, setMoving] = useState(false);
  const [importing, setImporting] = useState(false);
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

  const filter = {
    order_by: sortParam(sort),
    search: search || undefined,
    class_id: classId || undefined,
    status: status || undefined,
    gender: gender || undefined,
  };
  const list = useStudents({ page, page_size: PAGE_SIZE, ...filter });
  const exportXlsx = async () => {
    setExportError(null);
    setExporting(true);
    try {
      await downloadStudentExport(filter);
    } catch (e) {
      setExportError(errorText(e) || t('exportFailed'));
    } finally {
      setExporting(false);
    }
  };
  const rows = list.data?.data ?? [];
  const filterChanged =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const columns: Column<StudentRow>[] = [
    { key: 'code', header: t('columns.code'), label: t('columns.code'), sortable: true, render: (s) => s.code },
    {
      key: 'full_name',
      header: t('columns.full_name'),
      label: t('columns.full_name'),
      sortable: true,
      render: (s) => (
        <Button variant="link" className="p-0 text-start fw-semibold" onClick={() => setViewing(s.id)}>
          {s.full_name}
          {s.nickname && <span className="fw-normal text-body-secondary"> ({s.nickname})</span>}
        </Button>
      ),
    },
    {
      key: 'date_of_birth',
      header: t('columns.date_of_birth'),
      label: t('columns.date_of_birth'),
      sortable: true,
      render: (s) => dayText(s.date_of_birth),
    },
    { key: 'gender', header: t('columns.gender'), render: (s) => t(`genders.${s.gender}`) },
    {
      key: 'class',
      header: t('columns.class'),
      label: t('columns.class'),
      sortable: true,
      render: (s) => s.class_name ?? <span className="text-body-secondary">{t('noClass')}</span>,
    },
    {
      key: 'guardian',
      header: t('columns.guardian'),
      render: (s) =>
        s.primary_guardian ? (
          <>
            {s.primary_guardian.full_name}
            <br />
            <a href={`tel:${s.primary_guardian.phone}`} className="small">
              {s.primary_guardian.phone}
            </a>
          </>
        ) : null,
    },
    {
      key: 'status',
      header: t('columns.status'),
      label: t('columns.status'),
      sortable: true,
      render: (s) => (
        <Badge bg={STATUS_VARIANT[s.status]} text={statusTextColour(s.status)}>
          {t(`statuses.${s.status}`)}
        </Badge>
      ),
    },
  ];
  if (can.update) {
    columns.push({
      key: 'actions',
      header: <span className="visually-hidden">{t('columns.actions')}</span>,
      className: 'text-end text-nowrap',
      render: (s) => (
        <div className="d-inline-flex gap-1">
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => setEditing(s.id)}
            aria-label={t('editLabel', { name: s.full_name })}
          >
            <i className="bi bi-pencil" aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => setStatusOf(s)}
            aria-label={t('statusLabel', { name: s.full_name })}
          >
            <i className="bi bi-flag" aria-hidden="true" />
          </Button>
        </div>
      ),
    });
  }

  return (
    <section aria-labelledby="page-title">
      <p className="text-body-secondary small mb-1">{group}</p>
      <h1 id="page-title" className="h3 d-flex align-items-center gap-2 mb-3">
        <i className="bi bi-person-badge" aria-hidden="true" />
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
          <Col xs={12} md={4}>
            <Form.Label htmlFor="student-search" className="small mb-1">
              {t('searchLabel')}
            </Form.Label>
            <Form.Control
              id="student-search"
              type="search"
              placeholder={t('searchPlaceholder')}
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
            />
          </Col>
          <Col xs={12} sm={4} md={3}>
            <Form.Label htmlFor="student-class-filter" className="small mb-1">
              {t('fields.class_id')}
            </Form.Label>
            <Form.Select
              id="student-class-filter"
              value={classId}
              onChange={(e) => filterChanged(setClassId)(e.target.value)}
            >
              <option value="">{t('allClasses')}</option>
              {classOptions.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({c.school_year_name})
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col xs={6} sm={4} md={3}>
            <FilterSelect
              id="student-status-filter"
              label={t('columns.status')}
              value={status}
              onChange={filterChanged(setStatus)}
              allLabel={t('allStatuses')}
              options={STUDENT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            />
          </Col>
          <Col xs={6} sm={4} md={2}>
            <FilterSelect
              id="student-gender-filter"
              label={t('columns.gender')}
              value={gender}
              onChange={filterChanged(setGender)}
              allLabel={t('allGenders')}
              options={GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) }))}
            />
          </Col>
        </Row>
      </Form>
      {(can.create || can.export || can.import || (can.update && selected.size > 0)) && (
        <div className="d-flex flex-wrap justify-content-end gap-2 mb-2">
          {can.export && (
            <Button variant="outline-secondary" onClick={exportXlsx} disabled={exporting} data-testid="student-export">
              <i className="bi bi-file-earmark-excel me-1" aria-hidden="true" />
              {t('export')}
            </Button>
          )}
          {can.import && (
            <Button variant="outline-secondary" onClick={() => setImporting(true)} data-testid="student-import-open">
              <i className="bi bi-upload me-1" aria-hidden="true" />
              {t('import')}
            </Button>
          )}
          {can.update && selected.size > 0 && (
            <Button variant="outline-primary" onClick={() => setMoving(true)} data-testid="student-move-selected">
              <i className="bi bi-arrow-left-right me-1" aria-hidden="true" />
              {t('moveSelected')} ({selected.size})
            </Button>
          )}
          {can.create && (
            <Button onClick={() => setEditing(null)} data-testid="student-add">
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
        selected={can.update ? selected : undefined}
        onSelect={can.update ? setSelected : undefined}
        caption={t('caption')}
        testId="student-table"
      />
      {editing !== undefined && (
        <StudentFormPanel id={editing} classes={classOptions} onHide={() => setEditing(undefined)} />
      )}
      {viewing && (
        <StudentDetailDialog
          id={viewing}
          onHide={() => setViewing(null)}
          onEdit={
            can.update
              ? () => {
                  setEditing(viewing);
                  setViewing(null);
                }
              : undefined
          }
        />
      )}
      {importing && <StudentImportDialog onHide={() => setImporting(false)} />}
      {statusOf && <ChangeStatusDialog student={statusOf} onHide={() => setStatusOf(null)} />}
      {moving && (
        <MoveClassDialog
          ids={[...selected]}
          classes={classOptions}
          onHide={() => setMoving(false)}
          onDone={() => {
            setSelected(new Set());
            setMoving(false);
          }}
        />
      )}
    </section>
  );
}
