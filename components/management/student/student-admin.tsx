'use client';
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button } from 'react-bootstrap';
import { DataTable, sortParam, type Column, type Sort } from '@/components/ui/data-table';
import { classKeys, useClasses, type ClassRow } from '@/lib/api/class';
import { studentKeys, useStudents, type StudentRow } from '@/lib/api/student';
import { useErrorText } from '@/lib/api/use-error-text';
import { dayText } from '@/lib/day';
import {
  GENDERS,
  STUDENT_CLASS_QUERY,
  STUDENT_PAGE_SIZE,
  STUDENT_STATUSES,
  type Gender,
  type StudentStatus,
} from '@/lib/student-options';
import { FilterSelect } from '@/components/ui/filter-select';
import { StudentAvatar } from './student-avatar';
import { StudentStatusBadge } from './student-status-badge';
import type { AppAccountBulkResult } from '@/lib/schemas/app-account';

// The form, the record and the dialogs are fetched the first time they open, so that the list's first load
// stays small (the form brings zod and react-hook-form with it, the dialogs react-bootstrap's Modal).
const StudentFormPanel = dynamic(() => import('./student-form-panel').then((m) => m.StudentFormPanel), { ssr: false });
const StudentDetailDialog = dynamic(() => import('./student-detail-dialog').then((m) => m.StudentDetailDialog), {
  ssr: false,
});
const ChangeStatusDialog = dynamic(() => import('./student-action-dialogs').then((m) => m.ChangeStatusDialog), {
  ssr: false,
});
const MoveClassDialog = dynamic(() => import('./student-action-dialogs').then((m) => m.MoveClassDialog), {
  ssr: false,
});
const StudentImportDialog = dynamic(() => import('./student-import-dialog').then((m) => m.StudentImportDialog), {
  ssr: false,
});
const BulkAppAccountDialog = dynamic(
  () => import('@/components/management/app-account/app-account-dialogs').then((m) => m.BulkAppAccountDialog),
  { ssr: false },
);
const AppAccountSlipsDialog = dynamic(
  () => import('@/components/management/app-account/app-account-slips').then((m) => m.AppAccountSlipsDialog),
  { ssr: false },
);

/** The one panel or dialog the list has open. */
type StudentDialog =
  | { kind: 'form'; id: string | null }
  | { kind: 'detail'; id: string }
  | { kind: 'status'; student: StudentRow }
  | { kind: 'move'; ids: string[] }
  | { kind: 'import' }
  | { kind: 'accounts'; ids: string[] }
  | { kind: 'slips'; result: AppAccountBulkResult };

/** What the page fetched on the server for the first paint: the first page of the list and the class filter. */
export type StudentAdminInitial = {
  list: { data: StudentRow[]; total: number };
  classes: { data: ClassRow[]; total: number } | null;
};

/** /management/student: children of the school (a teacher's classes only), with search, filters and actions. */
export function StudentAdmin({
  title,
  group,
  actions,
  ownOnly,
  canCreateAppAccounts = false,
  initial,
}: {
  title: string;
  group: string;
  actions: string[];
  ownOnly: boolean;
  canCreateAppAccounts?: boolean;
  initial?: StudentAdminInitial;
}) {
  const t = useTranslations('studentAdmin');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const client = useQueryClient();
  // Seed the cache from the server's prefetch, once, before the first render of the queries that read it.
  useState(() => {
    if (initial) {
      client.setQueryData(studentKeys.list({ page: 1, page_size: STUDENT_PAGE_SIZE }), initial.list);
      if (initial.classes) client.setQueryData(classKeys.list(STUDENT_CLASS_QUERY), initial.classes);
    }
    return true;
  });
  const can = {
    create: actions.includes('create'),
    update: actions.includes('update'),
    export: actions.includes('export'),
    import: actions.includes('import'),
    accounts: canCreateAppAccounts,
  };
  const selectable = can.update || can.accounts;
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [classId, setClassId] = useState('');
  const [status, setStatus] = useState<StudentStatus | ''>('');
  const [gender, setGender] = useState<Gender | ''>('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<StudentDialog | null>(null);
  const close = () => setDialog(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const classes = useClasses(STUDENT_CLASS_QUERY);
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
  const list = useStudents({ page, page_size: STUDENT_PAGE_SIZE, ...filter });
  const exportXlsx = async () => {
    setExportError(null);
    setExporting(true);
    try {
      // The download code comes with the first export, not with the list.
      const { downloadStudentExport } = await import('@/lib/api/student-actions');
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
        <div className="d-flex align-items-center gap-2">
          <StudentAvatar name={s.full_name} url={s.photo_url} />
          <Button
            variant="link"
            className="p-0 text-start fw-semibold"
            onClick={() => setDialog({ kind: 'detail', id: s.id })}
          >
            {s.full_name}
            {s.nickname && <span className="fw-normal text-body-secondary"> ({s.nickname})</span>}
          </Button>
        </div>
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
      render: (s) => <StudentStatusBadge status={s.status} />,
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
            onClick={() => setDialog({ kind: 'form', id: s.id })}
            aria-label={t('editLabel', { name: s.full_name })}
          >
            <i className="bi bi-pencil" aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => setDialog({ kind: 'status', student: s })}
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
      {/* Plain elements with Bootstrap's classes here: react-bootstrap's Form, Row, Col and Alert would add
          about 4 kB to the list's first load. */}
      {ownOnly && (
        <div className="alert alert-info py-2">
          <i className="bi bi-info-circle me-2" aria-hidden="true" />
          {t('ownClassesOnly')}
        </div>
      )}
      <form role="search" onSubmit={(e) => e.preventDefault()} className="mb-3">
        <div className="row g-2 align-items-end">
          <div className="col-12 col-md-4">
            <label htmlFor="student-search" className="form-label small mb-1">
              {t('searchLabel')}
            </label>
            <input
              id="student-search"
              type="search"
              className="form-control"
              placeholder={t('searchPlaceholder')}
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
            />
          </div>
          <div className="col-12 col-sm-4 col-md-3">
            <FilterSelect
              id="student-class-filter"
              label={t('fields.class_id')}
              value={classId}
              onChange={filterChanged(setClassId)}
              allLabel={t('allClasses')}
              options={classOptions.map((c) => ({ value: c.id, label: `${c.name} (${c.school_year_name})` }))}
            />
          </div>
          <div className="col-6 col-sm-4 col-md-3">
            <FilterSelect
              id="student-status-filter"
              label={t('columns.status')}
              value={status}
              onChange={filterChanged(setStatus)}
              allLabel={t('allStatuses')}
              options={STUDENT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            />
          </div>
          <div className="col-6 col-sm-4 col-md-2">
            <FilterSelect
              id="student-gender-filter"
              label={t('columns.gender')}
              value={gender}
              onChange={filterChanged(setGender)}
              allLabel={t('allGenders')}
              options={GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) }))}
            />
          </div>
        </div>
      </form>
      {(can.create || can.export || can.import || (selectable && selected.size > 0)) && (
        <div className="d-flex flex-wrap justify-content-end gap-2 mb-2">
          {can.export && (
            <Button variant="outline-secondary" onClick={exportXlsx} disabled={exporting} data-testid="student-export">
              <i className="bi bi-file-earmark-excel me-1" aria-hidden="true" />
              {t('export')}
            </Button>
          )}
          {can.import && (
            <Button
              variant="outline-secondary"
              onClick={() => setDialog({ kind: 'import' })}
              data-testid="student-import-open"
            >
              <i className="bi bi-upload me-1" aria-hidden="true" />
              {t('import')}
            </Button>
          )}
          {can.accounts && selected.size > 0 && (
            <Button
              variant="outline-primary"
              onClick={() => setDialog({ kind: 'accounts', ids: [...selected] })}
              data-testid="student-create-accounts"
            >
              <i className="bi bi-phone me-1" aria-hidden="true" />
              {t('createAccounts')} ({selected.size})
            </Button>
          )}
          {can.update && selected.size > 0 && (
            <Button
              variant="outline-primary"
              onClick={() => setDialog({ kind: 'move', ids: [...selected] })}
              data-testid="student-move-selected"
            >
              <i className="bi bi-arrow-left-right me-1" aria-hidden="true" />
              {t('moveSelected')} ({selected.size})
            </Button>
          )}
          {can.create && (
            <Button onClick={() => setDialog({ kind: 'form', id: null })} data-testid="student-add">
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              {t('add')}
            </Button>
          )}
        </div>
      )}
      {exportError && (
        <div className="alert alert-danger alert-dismissible" role="alert">
          {exportError}
          <button type="button" className="btn-close" aria-label={tc('close')} onClick={() => setExportError(null)} />
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
        rowKey={(s) => s.id}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={STUDENT_PAGE_SIZE}
        onPage={setPage}
        sort={sort}
        onSort={(s) => {
          setSort(s);
          setPage(1);
        }}
        loading={list.isFetching}
        selected={selectable ? selected : undefined}
        onSelect={selectable ? setSelected : undefined}
        caption={t('caption')}
        testId="student-table"
      />
      {dialog?.kind === 'form' && <StudentFormPanel id={dialog.id} classes={classOptions} onHide={close} />}
      {dialog?.kind === 'detail' && (
        <StudentDetailDialog
          id={dialog.id}
          onHide={close}
          onEdit={can.update ? () => setDialog({ kind: 'form', id: dialog.id }) : undefined}
        />
      )}
      {dialog?.kind === 'status' && <ChangeStatusDialog student={dialog.student} onHide={close} />}
      {dialog?.kind === 'move' && (
        <MoveClassDialog
          ids={dialog.ids}
          classes={classOptions}
          onHide={close}
          onDone={() => {
            setSelected(new Set());
            close();
          }}
        />
      )}
      {dialog?.kind === 'import' && <StudentImportDialog onHide={close} />}
      {dialog?.kind === 'accounts' && (
        <BulkAppAccountDialog
          studentIds={dialog.ids}
          onHide={close}
          onDone={(result) => {
            setSelected(new Set());
            setDialog({ kind: 'slips', result });
          }}
        />
      )}
      {dialog?.kind === 'slips' && (
        <AppAccountSlipsDialog
          result={{
            schoolName: dialog.result.school_name,
            slips: dialog.result.slips,
            created: dialog.result.created,
            skipped: dialog.result.skipped,
          }}
          onHide={close}
        />
      )}
    </section>
  );
}
