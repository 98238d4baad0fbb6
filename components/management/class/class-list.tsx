'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Badge, Button, Col, Form, Row } from 'react-bootstrap';
import { DataTable, sortParam, type Column, type Sort } from '@/components/ui/data-table';
import { showMessage } from '@/components/layout/site-footer';
import { useClasses, useDeleteClasses, type AgeGroup, type ClassRow, type SchoolYearRow } from '@/lib/api/class';
import { useErrorText } from '@/lib/api/use-error-text';
import { AGE_GROUPS, CLASS_STATUSES, type ClassStatus } from '@/lib/schemas/class';
import { ClassFormDialog } from './class-form-dialog';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FilterSelect } from '@/components/ui/filter-select';

const PAGE_SIZE = 20;
type Can = { create: boolean; update: boolean; delete: boolean };

/** Classes of the chosen year (the current one at first), filtered and paged on the server; teachers see their own. */
export function ClassList({
  years,
  yearsReady,
  can,
  ownOnly,
}: {
  years: SchoolYearRow[];
  yearsReady: boolean;
  can: Can;
  ownOnly: boolean;
}) {
  const t = useTranslations('classAdmin');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const current = years.find((y) => y.is_current);
  const [yearChoice, setYearChoice] = useState<string | null>(null);
  const yearId = yearChoice ?? current?.id ?? '';
  const [ageGroup, setAgeGroup] = useState<AgeGroup | ''>('');
  const [status, setStatus] = useState<ClassStatus | ''>('');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<ClassRow | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<ClassRow[] | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useDeleteClasses();

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const list = useClasses(
    {
      page,
      page_size: PAGE_SIZE,
      order_by: sortParam(sort),
      search: search || undefined,
      school_year_id: yearId || undefined,
      age_group: ageGroup || undefined,
      status: status || undefined,
    },
    yearsReady,
  );
  const rows = list.data?.data ?? [];
  // Rows selected on other pages stay selected; the names of those on this page are known for the confirmation.
  const seen = new Map<string, ClassRow>(rows.map((r) => [r.id, r]));

  const filterChanged =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync(deleting.map((c) => c.id));
      showMessage(t('deleted'), 'success');
      setSelected((s) => new Set([...s].filter((id) => !deleting.some((c) => c.id === id))));
      setDeleting(null);
    } catch (e) {
      setDeleteError(errorText(e));
    }
  };

  const columns: Column<ClassRow>[] = [
    {
      key: 'name',
      header: t('classColumns.name'),
      label: t('classColumns.name'),
      sortable: true,
      render: (c) => <span className="fw-semibold">{c.name}</span>,
    },
    {
      key: 'age_group',
      header: t('classColumns.age_group'),
      label: t('classColumns.age_group'),
      sortable: true,
      render: (c) => t(`ageGroups.${c.age_group}`),
    },
    {
      key: 'school_year',
      header: t('classColumns.school_year'),
      label: t('classColumns.school_year'),
      sortable: true,
      render: (c) => c.school_year_name,
    },
    {
      key: 'teachers',
      header: t('classColumns.teachers'),
      render: (c) =>
        c.teachers.length ? (
          c.teachers.map((x) => x.full_name).join(', ')
        ) : (
          <span className="text-body-secondary">{t('noTeacher')}</span>
        ),
    },
    {
      key: 'capacity',
      header: t('classColumns.capacity'),
      label: t('classColumns.capacity'),
      sortable: true,
      className: 'text-end',
      render: (c) => c.capacity,
    },
    {
      key: 'status',
      header: t('classColumns.status'),
      render: (c) => <Badge bg={c.status === 'active' ? 'success' : 'secondary'}>{t(`statuses.${c.status}`)}</Badge>,
    },
  ];
  if (can.update || can.delete) {
    columns.push({
      key: 'actions',
      header: <span className="visually-hidden">{t('classColumns.actions')}</span>,
      className: 'text-end text-nowrap',
      render: (c) => (
        <div className="d-inline-flex gap-1">
          {can.update && (
            <Button
              size="sm"
              variant="outline-primary"
              onClick={() => setEditing(c)}
              aria-label={t('editClassLabel', { name: c.name })}
            >
              <i className="bi bi-pencil" aria-hidden="true" />
            </Button>
          )}
          {can.delete && (
            <Button
              size="sm"
              variant="outline-danger"
              onClick={() => {
                setDeleteError(null);
                setDeleting([c]);
              }}
              aria-label={t('deleteClassLabel', { name: c.name })}
            >
              <i className="bi bi-trash" aria-hidden="true" />
            </Button>
          )}
        </div>
      ),
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
      <Form role="search" onSubmit={(e) => e.preventDefault()} className="mb-3">
        <Row className="g-2 align-items-end">
          <Col xs={12} md={3}>
            <Form.Label htmlFor="class-search" className="small mb-1">
              {t('searchLabel')}
            </Form.Label>
            <Form.Control
              id="class-search"
              type="search"
              placeholder={t('searchPlaceholder')}
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
            />
          </Col>
          <Col xs={12} sm={4} md={3}>
            <Form.Label htmlFor="class-year-filter" className="small mb-1">
              {t('classFields.school_year_id')}
            </Form.Label>
            <Form.Select
              id="class-year-filter"
              value={yearId}
              onChange={(e) => filterChanged(setYearChoice)(e.target.value)}
            >
              <option value="">{t('allYears')}</option>
              {years.map((y) => (
                <option key={y.id} value={y.id}>
                  {y.name}
                  {y.is_current ? ` (${t('current')})` : ''}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col xs={6} sm={4} md={3}>
            <FilterSelect
              id="class-age-filter"
              label={t('classFields.age_group')}
              value={ageGroup}
              onChange={filterChanged(setAgeGroup)}
              allLabel={t('allAgeGroups')}
              options={AGE_GROUPS.map((g) => ({ value: g, label: t(`ageGroups.${g}`) }))}
            />
          </Col>
          <Col xs={6} sm={4} md={3}>
            <FilterSelect
              id="class-status-filter"
              label={t('classFields.status')}
              value={status}
              onChange={filterChanged(setStatus)}
              allLabel={t('allStatuses')}
              options={CLASS_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            />
          </Col>
        </Row>
      </Form>
      {(can.create || (can.delete && selected.size > 0)) && (
        <div className="d-flex flex-wrap justify-content-end gap-2 mb-2">
          {can.delete && selected.size > 0 && (
            <Button
              variant="outline-danger"
              onClick={() => {
                setDeleteError(null);
                setDeleting([...selected].map((id) => seen.get(id) ?? ({ id, name: '' } as ClassRow)));
              }}
              data-testid="class-delete-selected"
            >
              <i className="bi bi-trash me-1" aria-hidden="true" />
              {t('deleteSelected')} ({selected.size})
            </Button>
          )}
          {can.create && (
            <Button onClick={() => setEditing(null)} disabled={!years.length} data-testid="class-add">
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              {t('addClass')}
            </Button>
          )}
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
        rowKey={(c) => c.id}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        sort={sort}
        onSort={(s) => {
          setSort(s);
          setPage(1);
        }}
        loading={list.isFetching || !yearsReady}
        selected={can.delete ? selected : undefined}
        onSelect={can.delete ? setSelected : undefined}
        caption={t('classesCaption')}
        testId="class-table"
      />
      {editing !== undefined && (
        <ClassFormDialog
          klass={editing}
          years={years}
          defaultYearId={yearId || current?.id || ''}
          onHide={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        show={!!deleting}
        title={tc('confirm')}
        confirmLabel={t('delete')}
        onConfirm={() => void confirmDelete()}
        onHide={() => setDeleting(null)}
        pending={remove.isPending}
        error={deleteError}
        testId="class-delete"
      >
        {deleting?.length === 1 && deleting[0].name
          ? t('confirmDeleteClass', { name: deleting[0].name })
          : t('confirmDeleteSelected', { count: deleting?.length ?? 0 })}
      </ConfirmDialog>
    </>
  );
}
