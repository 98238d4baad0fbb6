'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { showMessage } from '@/components/layout/site-footer';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteClasses, type ClassRow, type SchoolYearRow } from '@/lib/api/class';
import { useErrorText } from '@/lib/api/use-error-text';
import dynamic from 'next/dynamic';

// The form validates with zod and react-hook-form: fetched the first time it opens, not with the list.
const ClassFormDialog = dynamic(() => import('./class-form-dialog').then((m) => m.ClassFormDialog), { ssr: false });

/** The one dialog the class list has open: the form (a new class when `klass` is null) or the delete question. */
export type ClassDialog = { kind: 'form'; klass: ClassRow | null } | { kind: 'delete'; classes: ClassRow[] };

/** Renders the open dialog; `onDeleted` takes the deleted classes out of the list's selection. */
export function ClassDialogs({
  dialog,
  open,
  years,
  defaultYearId,
  onDeleted,
}: {
  dialog: ClassDialog | null;
  open: (dialog: ClassDialog | null) => void;
  years: SchoolYearRow[];
  defaultYearId: string;
  onDeleted: (ids: string[]) => void;
}) {
  const t = useTranslations('classAdmin');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const remove = useDeleteClasses();
  const [error, setError] = useState<string | null>(null);
  const deleting = dialog?.kind === 'delete' ? dialog.classes : null;
  const close = () => {
    open(null);
    setError(null);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setError(null);
    try {
      await remove.mutateAsync(deleting.map((c) => c.id));
      showMessage(t('deleted'), 'success');
      onDeleted(deleting.map((c) => c.id));
      close();
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <>
      {dialog?.kind === 'form' && (
        <ClassFormDialog klass={dialog.klass} years={years} defaultYearId={defaultYearId} onHide={close} />
      )}
      <ConfirmDialog
        show={!!deleting}
        title={tc('confirm')}
        confirmLabel={t('delete')}
        onConfirm={() => void confirmDelete()}
        onHide={close}
        pending={remove.isPending}
        error={error}
        testId="class-delete"
      >
        {deleting?.length === 1 && deleting[0].name
          ? t('confirmDeleteClass', { name: deleting[0].name })
          : t('confirmDeleteSelected', { count: deleting?.length ?? 0 })}
      </ConfirmDialog>
    </>
  );
}
