'use client';
import { useTranslations } from 'next-intl';
import { ConfirmActionDialog } from '@/components/ui/decision-dialogs';
import { useDeleteClasses, type ClassRow, type SchoolYearRow } from '@/lib/api/class';
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
  const remove = useDeleteClasses();
  const close = () => open(null);
  if (dialog?.kind === 'form')
    return <ClassFormDialog klass={dialog.klass} years={years} defaultYearId={defaultYearId} onHide={close} />;
  if (dialog?.kind !== 'delete') return null;
  const deleting = dialog.classes;
  const ids = deleting.map((c) => c.id);
  return (
    <ConfirmActionDialog
      title={tc('confirm')}
      confirmLabel={t('delete')}
      variant="danger"
      done={t('deleted')}
      pending={remove.isPending}
      onConfirm={async () => {
        await remove.mutateAsync(ids); // the list's own words, not the server's
      }}
      onHide={close}
      onDone={() => onDeleted(ids)}
      testId="class-delete"
    >
      {deleting.length === 1 && deleting[0].name
        ? t('confirmDeleteClass', { name: deleting[0].name })
        : t('confirmDeleteSelected', { count: deleting.length })}
    </ConfirmActionDialog>
  );
}
