'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from 'react-bootstrap';
import { formatDateTime } from '@/lib/format';

export type HistoryStep = { title: string; at: string | null; by?: string | null; note?: ReactNode };

/** What happened to a request, oldest first: each step's words, when and by whom. Steps not taken are left out. */
export function RequestHistory({ steps, className = 'mb-0' }: { steps: HistoryStep[]; className?: string }) {
  const t = useTranslations('requests');
  return (
    <>
      <h3 className="h6">{t('history')}</h3>
      <ol className={`list-unstyled border-start ps-3 ${className}`}>
        {steps
          .filter((s) => s.at)
          .map((s) => (
            <li key={s.title} className="mb-2">
              <div className="fw-semibold">{s.title}</div>
              <div className="small text-body-secondary">
                {formatDateTime(s.at!)}
                {s.by && ` · ${s.by}`}
              </div>
              {s.note && <div>{s.note}</div>}
            </li>
          ))}
      </ol>
    </>
  );
}

/** The record dialog's decision buttons, for a request still waiting. */
export function DecisionFooter({
  approveLabel,
  rejectLabel,
  onApprove,
  onReject,
  testId,
  approveName = 'approve',
}: {
  approveLabel: string;
  rejectLabel: string;
  onApprove: () => void;
  onReject: () => void;
  /** The buttons are `${testId}-${approveName}` and `${testId}-reject`. */
  testId: string;
  approveName?: string;
}) {
  return (
    <>
      <Button variant="outline-danger" onClick={onReject} data-testid={`${testId}-reject`}>
        <i className="bi bi-x-lg me-1" aria-hidden="true" />
        {rejectLabel}
      </Button>
      <Button variant="success" onClick={onApprove} data-testid={`${testId}-${approveName}`}>
        <i className="bi bi-check-lg me-1" aria-hidden="true" />
        {approveLabel}
      </Button>
    </>
  );
}
