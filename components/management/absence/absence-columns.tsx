'use client';
import { useTranslations } from 'next-intl';
import { sortBy, type Column } from '@/components/ui/data-table';
import type { AbsenceRow } from '@/lib/api/absence';
import { formatDateTime } from '@/lib/format';
import { dayText } from '@/lib/school-time';
import { useRequestColumns } from '@/components/management/requests/use-request-columns';
import { RequestStatusBadge } from '@/components/management/requests/request-status';
import type { AbsenceDialog } from './absence-dialogs';

/** The columns of the leave requests; the child opens the request, a pending one can be approved or rejected. */
export function useAbsenceColumns(canApprove: boolean, open: (dialog: AbsenceDialog) => void): Column<AbsenceRow>[] {
  const t = useTranslations('absence');
  return useRequestColumns<AbsenceRow>('absence', { open, canApprove, waitingOn: 'pending' }, [
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
  ]);
}
