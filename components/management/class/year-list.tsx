'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Badge, Button } from 'react-bootstrap';
import { DataTable, type Column } from '@/components/ui/data-table';
import { showMessage } from '@/components/layout/site-footer';
import { useDeleteSchoolYears, useSetCurrentYear, type SchoolYearRow } from '@/lib/api/class';
import { useErrorText } from '@/lib/api/use-error-text';
import { formatDate } from '@/lib/format';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import dynamic from 'next/dynamic';

// The forms validate with zod and react-hook-form: fetched the first time they open, not with the list.
const CopyClassesDialog = dynamic(() => import('./copy-classes-dialog').then((m) => m.CopyClassesDialog), {
  ssr: false,
});
const YearFormDialog = dynamic(() => import('./year-form-dialog').then((m) => m.YearFormDialog), { ssr: false });

type Can = { create: boolean; update: boolean; delete: boolean };

/** The school's years: add, edit, make current, delete an empty one, and copy last year's classes into one. */
export function YearList({
  years,
  loading,
  error,
  can,
}: {
  years: SchoolYearRow[];
  loading: boolean;
  error: unknown;
  can: Can;
}) {
  const t = useTranslations('classAdmin');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const setCurrent = useSetCurrentYear();
  const remove = useDeleteSchoolYears();
  const [editing, setEditing] = useState<SchoolYearRow | null | undefined>(undefined);
  const [copyTo, setCopyTo] = useState<string | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<SchoolYearRow | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const makeCurrent = async (y: SchoolYearRow) => {
    setActionError(null);
    try {
      await setCurrent.mutateAsync(y.id);
      showMessage(t('saved'), 'success');
    } catch (e) {
      setActionError(errorText(e));
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync([deleting.id]);
      showMessage(t('deleted'), 'success');
      setDeleting(null);
    } catch (e) {
      setDeleteError(errorText(e));
    }
  };

  const columns: Column<SchoolYearRow>[] = [
    {
      key: 'name',
      header: t('yearColumns.name'),
      primary: true,
      render: (y) => (
        <span className="fw-semibold">
          {y.name}{' '}
          {y.is_current && (
            <Badge bg="success" className="ms-1">
              {t('current')}
            </Badge>
          )}
        </span>
      ),
    },
    {
      key: 'dates',
      header: t('yearColumns.dates'),
      render: (y) => <span className="text-nowrap">{`${formatDate(y.start_date)} – ${formatDate(y.end_date)}`}</span>,
    },
    { key: 'classes', header: t('yearColumns.classes'), className: 'text-end', render: (y) => y.class_count },
  ];
  if (can.create || can.update || can.delete) {
    columns.push({
      key: 'actions',
      header: <span className="visually-hidden">{t('yearColumns.actions')}</span>,
      className: 'text-end text-nowrap',
      render: (y) => (
        <div className="d-inline-flex flex-wrap justify-content-end gap-1">
          {can.update && !y.is_current && (
            <Button
              size="sm"
              variant="outline-success"
              onClick={() => void makeCurrent(y)}
              aria-label={t('setCurrentLabel', { name: y.name })}
              disabled={setCurrent.isPending}
            >
              <i className="bi bi-check2-circle" aria-hidden="true" />{' '}
              <span className="d-none d-lg-inline">{t('setCurrent')}</span>
            </Button>
          )}
          {can.create && (
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => setCopyTo(y.id)}
              aria-label={`${t('copy')}: ${y.name}`}
            >
              <i className="bi bi-copy" aria-hidden="true" />
            </Button>
          )}
          {can.update && (
            <Button
              size="sm"
              variant="outline-primary"
              onClick={() => setEditing(y)}
              aria-label={t('editYearLabel', { name: y.name })}
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
                setDeleting(y);
              }}
              aria-label={t('deleteYearLabel', { name: y.name })}
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
      <div className="d-flex flex-wrap justify-content-end gap-2 mb-3">
        {can.create && (
          <Button
            variant="outline-primary"
            onClick={() => setCopyTo(null)}
            disabled={years.length < 2}
            data-testid="copy-classes-open"
          >
            <i className="bi bi-copy me-1" aria-hidden="true" />
            {t('copy')}
          </Button>
        )}
        {can.create && (
          <Button onClick={() => setEditing(null)} data-testid="year-add">
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {t('addYear')}
          </Button>
        )}
      </div>
      {(actionError || !!error) && (
        <Alert variant="danger" role="alert">
          {actionError ?? errorText(error)}
        </Alert>
      )}
      <DataTable
        columns={columns}
        rows={years}
        rowKey={(y) => y.id}
        total={years.length}
        page={1}
        pageSize={Math.max(years.length, 1)}
        onPage={() => {}}
        loading={loading}
        caption={t('yearsCaption')}
        testId="year-table"
      />
      {editing !== undefined && <YearFormDialog year={editing} onHide={() => setEditing(undefined)} />}
      {copyTo !== undefined && (
        <CopyClassesDialog years={years} targetId={copyTo} onHide={() => setCopyTo(undefined)} />
      )}
      <ConfirmDialog
        show={!!deleting}
        title={tc('confirm')}
        confirmLabel={t('deleteYearLabel', { name: deleting?.name ?? '' })}
        onConfirm={() => void confirmDelete()}
        onHide={() => setDeleting(null)}
        pending={remove.isPending}
        error={deleteError}
        testId="year-delete"
      >
        {t('confirmDeleteYear', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </>
  );
}
