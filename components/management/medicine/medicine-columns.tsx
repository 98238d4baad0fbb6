'use client';
import { useTranslations } from 'next-intl';
import { sortBy, type Column } from '@/components/ui/data-table';
import { useRequestColumns } from '@/components/management/requests/use-request-columns';
import { RequestStatusBadge } from '@/components/management/requests/request-status';
import { formatDateTime } from '@/lib/format';
import type { MedicineRow } from '@/lib/api/medicine';
import { rangeText } from './medicine-bits';
import type { MedicineDialog } from './medicine-list-dialogs';

/** The columns of the medicine requests; the child opens the request, a pending one can be accepted or refused. */
export function useMedicineColumns(canApprove: boolean, open: (dialog: MedicineDialog) => void): Column<MedicineRow>[] {
  const t = useTranslations('medicine');
  return useRequestColumns<MedicineRow>('medicine', { open, canApprove, waitingOn: 'pending' }, [
    {
      ...sortBy('from_date', t('columns.dates')),
      className: 'text-nowrap',
      render: (m) => rangeText(m.from_date, m.to_date),
    },
    {
      key: 'medicines',
      header: t('columns.medicines'),
      render: (m) => (
        <span className="d-inline-block text-truncate" style={{ maxWidth: 260 }}>
          {m.has_photo && <i className="bi bi-image me-1" role="img" aria-label={t('hasPhoto')} />}
          {m.medicines.map((x) => x.name).join(', ')}
          <div className="small text-body-secondary">{m.times.join(', ')}</div>
        </span>
      ),
    },
    {
      ...sortBy('status', t('columns.status')),
      render: (m) => (
        <>
          <RequestStatusBadge ns="medicine" status={m.status} />
          {m.status === 'approved' && (
            <div className="small text-body-secondary">
              {t('dosesLogged', { given: m.doses.filter((d) => d.status === 'given').length, count: m.doses_scheduled })}
            </div>
          )}
        </>
      ),
    },
    {
      ...sortBy('created_at', t('columns.created')),
      className: 'text-nowrap',
      render: (m) => (
        <>
          {formatDateTime(m.created_at)}
          {m.created_by_name && <div className="small text-body-secondary">{m.created_by_name}</div>}
        </>
      ),
    },
  ]);
}
