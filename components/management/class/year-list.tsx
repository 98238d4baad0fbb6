'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';
import { ListAlert, ListButton } from '@/components/ui/list-screen';
import { actionsColumn, RowButton } from '@/components/ui/row-actions';
import { DataTable, type Column } from '@/components/ui/data-table';
import { showMessage } from '@/components/layout/site-footer';
import { useDeleteSchoolYears, useSetCurrentYear, type SchoolYearRow } from '@/lib/api/class';
import { useErrorText } from '@/lib/api/use-error-text';
import { formatDate } from '@/lib/format';
import { ConfirmActionDialog } from '@/components/ui/decision-dialogs';
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
    columns.push(
      actionsColumn(
        t('yearColumns.actions'),
        (y) => (
          <>
            {can.update && !y.is_current && (
              <RowButton
                icon="bi-check2-circle"
                variant="outline-success"
                label={t('setCurrentLabel', { name: y.name })}
                text={t('setCurrent')}
                onClick={() => void makeCurrent(y)}
                disabled={setCurrent.isPending}
              />
            )}
            {can.create && (
              <RowButton
                icon="bi-copy"
                variant="outline-secondary"
                label={`${t('copy')}: ${y.name}`}
                onClick={() => setCopyTo(y.id)}
              />
            )}
            {can.update && (
              <RowButton icon="bi-pencil" label={t('editYearLabel', { name: y.name })} onClick={() => setEditing(y)} />
            )}
            {can.delete && (
              <RowButton
                icon="bi-trash"
                variant="outline-danger"
                label={t('deleteYearLabel', { name: y.name })}
                onClick={() => setDeleting(y)}
              />
            )}
          </>
        ),
        { wrap: true },
      ),
    );
  }

  return (
    <>
      <div className="d-flex flex-wrap justify-content-end gap-2 mb-3">
        {can.create && (
          <ListButton
            icon="bi-copy"
            text={t('copy')}
            variant="outline-primary"
            onClick={() => setCopyTo(null)}
            disabled={years.length < 2}
            testId="copy-classes-open"
          />
        )}
        {can.create && (
          <ListButton icon="bi-plus-lg" text={t('addYear')} onClick={() => setEditing(null)} testId="year-add" />
        )}
      </div>
      <ListAlert text={actionError ?? (error ? errorText(error) : null)} />
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
      {deleting && (
        <ConfirmActionDialog
          title={tc('confirm')}
          confirmLabel={t('deleteYearLabel', { name: deleting.name })}
          variant="danger"
          done={t('deleted')}
          pending={remove.isPending}
          onConfirm={async () => {
            await remove.mutateAsync([deleting.id]); // the list's own words, not the server's
          }}
          onHide={() => setDeleting(null)}
          testId="year-delete"
        >
          {t('confirmDeleteYear', { name: deleting.name })}
        </ConfirmActionDialog>
      )}
    </>
  );
}
