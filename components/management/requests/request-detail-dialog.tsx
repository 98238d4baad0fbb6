'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { DetailDialog } from '@/components/ui/detail-dialog';
import { DecisionFooter } from './request-history';
import type { RequestDetailProps } from './request-dialogs';
import type { RequestNs } from './request-ns';

/**
 * A request's record: the dialog named `${ns}-detail` over the request's read (`read`), and in its foot, for whoever
 * decides while the request waits (`waiting`), approve (or verify: `approve`) and reject — worded by the request's
 * messages (`approve` or `verify`, `reject`). A kind staff answer rather than decide (messages) brings its own
 * `footer` instead.
 */
export function RequestDetailDialog<R>({
  ns,
  read,
  waiting,
  approve = 'approve',
  show,
  title,
  footer,
  canApprove,
  onHide,
  onApprove,
  onReject,
  children,
}: Omit<RequestDetailProps<R>, 'id'> & {
  ns: RequestNs;
  read: { data?: R; isLoading: boolean; error: unknown };
  waiting: (row: R) => boolean;
  approve?: 'approve' | 'verify';
  /** Hidden while a dialog of its own shows above it (medicine's dose not given). */
  show?: boolean;
  title: string;
  /** The foot of a kind without decisions, in place of approve and reject. */
  footer?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations(ns);
  const row = read.data;
  return (
    <DetailDialog
      show={show}
      onHide={onHide}
      title={title}
      testId={`${ns}-detail`}
      loading={read.isLoading}
      error={read.error}
      footer={
        footer ??
        (row && canApprove && waiting(row) && (
          <DecisionFooter
            approveLabel={t(approve)}
            rejectLabel={t('reject')}
            onApprove={() => onApprove(row)}
            onReject={() => onReject(row)}
            testId={`${ns}-detail`}
            approveName={approve}
          />
        ))
      }
    >
      {children}
    </DetailDialog>
  );
}
