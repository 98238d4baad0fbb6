'use client';
import { useTranslations } from 'next-intl';
import type { Column } from '@/components/ui/data-table';
import type { AbsenceRow } from '@/lib/api/absence';
import { formatDateTime } from '@/lib/format';
import { dayText } from '@/lib/school-time';
import { ChildCell, DecisionButtons } from '@/components/management/requests/request-cells';
import { AbsenceStatusBadge } from './absence-status';
import type { AbsenceDialog } from './absence-dialogs';

/** The columns of the leave requests; the child opens the request, a pending one can be approved or rejected. */
export function useAbsenceColumns(canApprove: boolean, open: (dialog: AbsenceDialog) => void): Column<AbsenceRow>[] {
  const t = useTranslations('absence');
  const columns: Column<AbsenceRow>[] = [
    {
      key: 'student_name',
      header: t('columns.student'),
      label: t('columns.student'),
      sortable: true,
      primary: true,
      render: (a) => (
        <ChildCell
          row={a}
          label={t('viewLabel', { name: a.student_name })}
          onOpen={() => open({ kind: 'detail', id: a.id })}
        />
      ),
    },
    {
      key: 'from_date',
      header: t('columns.dates'),
      label: t('columns.dates'),
      sortable: true,
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
      key: 'status',
      header: t('columns.status'),
      label: t('columns.status'),
      sortable: true,
      render: (a) => <AbsenceStatusBadge status={a.status} />,
    },
    {
      key: 'created_at',
      header: t('columns.created'),
      label: t('columns.created'),
      sortable: true,
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
    columns.push({
      key: 'actions',
      header: <span className="visually-hidden">{t('columns.actions')}</span>,
      className: 'text-end text-nowrap',
      render: (a) =>
        a.status === 'pending' ? (
          <DecisionButtons
            approveLabel={t('approveLabel', { name: a.student_name })}
            rejectLabel={t('rejectLabel', { name: a.student_name })}
            onApprove={() => open({ kind: 'approve', absence: a })}
            onReject={() => open({ kind: 'reject', absence: a })}
          />
        ) : null,
    });
  }
  return columns;
}
