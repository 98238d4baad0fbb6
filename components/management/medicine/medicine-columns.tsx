'use client';
import { useTranslations } from 'next-intl';
import type { Column } from '@/components/ui/data-table';
import { ChildCell, DecisionButtons } from '@/components/management/requests/request-cells';
import { formatDateTime } from '@/lib/format';
import type { MedicineRow } from '@/lib/api/medicine';
import { MedicineStatusBadge, rangeText } from './medicine-bits';
import type { MedicineDialog } from './medicine-list-dialogs';

/** The columns of the medicine requests; the child opens the request, a pending one can be accepted or refused. */
export function useMedicineColumns(canApprove: boolean, open: (dialog: MedicineDialog) => void): Column<MedicineRow>[] {
  const t = useTranslations('medicine');
  const columns: Column<MedicineRow>[] = [
    {
      key: 'student_name',
      header: t('columns.student'),
      label: t('columns.student'),
      sortable: true,
      primary: true,
      render: (m) => (
        <ChildCell
          row={m}
          label={t('viewLabel', { name: m.student_name })}
          onOpen={() => open({ kind: 'detail', id: m.id })}
        />
      ),
    },
    {
      key: 'from_date',
      header: t('columns.dates'),
      label: t('columns.dates'),
      sortable: true,
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
      key: 'status',
      header: t('columns.status'),
      label: t('columns.status'),
      sortable: true,
      render: (m) => (
        <>
          <MedicineStatusBadge status={m.status} />
          {m.status === 'approved' && (
            <div className="small text-body-secondary">
              {t('dosesLogged', { given: m.doses.filter((d) => d.status === 'given').length, count: m.doses.length })}
            </div>
          )}
        </>
      ),
    },
    {
      key: 'created_at',
      header: t('columns.created'),
      label: t('columns.created'),
      sortable: true,
      className: 'text-nowrap',
      render: (m) => (
        <>
          {formatDateTime(m.created_at)}
          {m.created_by_name && <div className="small text-body-secondary">{m.created_by_name}</div>}
        </>
      ),
    },
  ];
  if (canApprove) {
    columns.push({
      key: 'actions',
      header: <span className="visually-hidden">{t('columns.actions')}</span>,
      className: 'text-end text-nowrap',
      render: (m) =>
        m.status === 'pending' ? (
          <DecisionButtons
            approveLabel={t('approveLabel', { name: m.student_name })}
            rejectLabel={t('rejectLabel', { name: m.student_name })}
            onApprove={() => open({ kind: 'approve', request: m })}
            onReject={() => open({ kind: 'reject', request: m })}
          />
        ) : null,
    });
  }
  return columns;
}
