'use client';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { ReasonDialog } from '@/components/ui/decision-dialogs';

/**
 * Reject a request, with the reason the parent will read (required). Worded by the request's messages:
 * `rejectTitle` (with the child's name), `fields.rejectReason`, `reject`, `rejectReasonRequired`; named
 * `${ns}-reject`. What the request is shows above the reason (children).
 */
export function RequestRejectDialog({
  ns,
  name,
  done,
  pending,
  onReject,
  onHide,
  children,
}: {
  ns: 'absence' | 'vaccine';
  /** The child's name. */
  name: string;
  /** Told once rejected, unless the server's answer has words of its own. */
  done: string;
  pending: boolean;
  onReject: ComponentProps<typeof ReasonDialog>['onSubmit'];
  onHide: () => void;
  children: ReactNode;
}) {
  const t = useTranslations(ns);
  return (
    <ReasonDialog
      title={t('rejectTitle', { name })}
      label={t('fields.rejectReason')}
      submitLabel={t('reject')}
      requiredText={t('rejectReasonRequired')}
      done={done}
      pending={pending}
      onSubmit={onReject}
      onHide={onHide}
      testId={`${ns}-reject`}
    >
      {children}
    </ReasonDialog>
  );
}
