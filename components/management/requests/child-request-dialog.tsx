'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { FormDialog } from '@/components/ui/form-dialog';
import { FileField } from '@/components/ui/file-field';
import { ListAlert } from '@/components/ui/list-screen';
import { ChildPicker } from './child-picker';

/**
 * A request staff enter on a parent's behalf (a leave request, a dose from the vaccination book): the dialog, why
 * the save failed, the help line, the child, the request's own fields (children) and the file it may bring. Worded
 * by the request's messages: `createTitle`, `createSubmit`, `createHelp`; the dialog's test id is `${ns}-create`.
 * Its props but the fields come from the form's useChildRequest.
 */
export function ChildRequestDialog({
  ns,
  onHide,
  onSubmit,
  submitting,
  error,
  childError,
  onChild,
  file,
  children,
}: {
  ns: 'absence' | 'vaccine';
  onHide: () => void;
  onSubmit: () => void;
  submitting: boolean;
  error: string | null;
  /** The form's message for the child, if any. */
  childError?: string;
  onChild: (childId: string) => void;
  file: Parameters<typeof FileField>[0];
  children: ReactNode;
}) {
  const t = useTranslations(ns);
  return (
    <FormDialog
      onHide={onHide}
      title={t('createTitle')}
      submitLabel={t('createSubmit')}
      onSubmit={onSubmit}
      submitting={submitting}
      testId={`${ns}-create`}
    >
      <ListAlert text={error} />
      <p className="small text-body-secondary">{t('createHelp')}</p>
      <ChildPicker id={ns} ns={ns} error={childError} onChoose={(c) => onChild(c.id)} />
      {children}
      <FileField {...file} />
    </FormDialog>
  );
}
