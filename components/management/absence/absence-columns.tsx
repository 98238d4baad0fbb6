'use client';
import { useTranslations } from 'next-intl';
import { sortBy, type Column } from '@/components/ui/data-table';
import type { AbsenceRow } from '@/lib/api/absence';
import { formatDateTime } from '@/lib/format';
import { dayText } from '@/lib/school-time';
import { childColumn, decisionColumn } from '@/components/management/requests/request-cells';
import { decide } from '@/components/management/requests/request-dialogs';
import { RequestStatusBadge } from '@/components/management/requests/request-status';
import type { AbsenceDialog } from './absence-dialogs';

/** The columns of the leave requests; the child opens the request, a pending one can be approved or rejected. */
export function useAbsenceColumns(canApprove: boolean, open: (dialog: AbsenceDialog) => void): Column<AbsenceRow>[] {
  const t = useTranslations('absence');
  const columns: Column<AbsenceRow>[] = [
    childColumn(
      t('columns.student'),
      (a) => t('viewLabel', { name: a.student_name }),
      (a) => open({ kind: 'detail', id: a.id }),
    ),
    {
      ...sortBy('from_date', t('columns.dates')),
      className: 'text-nowrap',
      render: (a) => (
        <>
          {a.from_date === a.to_date ? dayText(a.from_date) : `${dayText(a.from_date)} – ${dayText(a.to_date)}`}
          <div className="small text-body-secondary">{t('daysCount', { count: a.days })}</div>
        </>
      ),
    },
    {
      key: 'reason',
      header: t('columns.reason'),
      render: (a) => (
        <span className="d-inline-block text-truncate" style={{ maxWidth: 260 }} title={a.reason}>
          {a.has_attachment && <i className="bi bi-paperclip me-1" role="img" aria-label={t('hasAttachment')} />}
          {a.reason}
        </span>
      ),
    },
    {
      ...sortBy('status', t('columns.status')),
      render: (a) => <RequestStatusBadge ns="absence" status={a.status} />,
    },
    {
      ...sortBy('created_at', t('columns.created')),
      className: 'text-nowrap',
      render: (a) => (
        <>
          {formatDateTime(a.created_at)}
          <div className="small text-body-secondary">
            {t(`sources.${a.source}`)}
            {a.created_by_name && ` · ${a.created_by_name}`}
          </div>
        </>
      ),
    },
  ];
  if (canApprove) {
    columns.push(
      decisionColumn({
        header: t('columns.actions'),
        waiting: (a) => a.status === 'pending',
        labels: (name) => [t('approveLabel', { name }), t('rejectLabel', { name })],
        ...decide(open),
      }),
    );
  }
  return columns;
}
