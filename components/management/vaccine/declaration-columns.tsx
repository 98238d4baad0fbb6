'use client';
import { useTranslations } from 'next-intl';
import type { Column } from '@/components/ui/data-table';
import { ChildCell, DecisionButtons } from '@/components/management/requests/request-cells';
import { dayText } from '@/lib/school-time';
import type { VaccineDeclarationRow } from '@/lib/api/vaccine';
import { DeclarationStatusBadge } from './declaration-status';
import type { DeclarationDialog } from './declaration-list-dialogs';

/** The columns of the declarations; the child opens one, a declared dose can be verified or rejected. */
export function useDeclarationColumns(
  canApprove: boolean,
  open: (dialog: DeclarationDialog) => void,
): Column<VaccineDeclarationRow>[] {
  const t = useTranslations('vaccine');
  const columns: Column<VaccineDeclarationRow>[] = [
    {
      key: 'student_name',
      header: t('columns.student'),
      label: t('columns.student'),
      sortable: true,
      primary: true,
      render: (d) => (
        <ChildCell
          row={d}
          label={t('viewLabel', { name: d.student_name })}
          onOpen={() => open({ kind: 'detail', id: d.id })}
          tap
        />
      ),
    },
    {
      key: 'vaccine',
      header: t('columns.vaccine'),
      render: (d) => (
        <>
          <div>{d.vaccine_name}</div>
          <div className="small text-body-secondary">
            {t('doseOf', { dose: d.dose_number, total: d.doses_total })}
            {d.has_photo && <i className="bi bi-image ms-2" role="img" aria-label={t('fields.photo')} />}
          </div>
        </>
      ),
    },
    {
      key: 'date',
      header: t('columns.date'),
      label: t('columns.date'),
      sortable: true,
      className: 'text-nowrap',
      render: (d) => (
        <>
          {dayText(d.date)}
          {d.place && <div className="small text-body-secondary text-wrap">{d.place}</div>}
        </>
      ),
    },
    {
      key: 'status',
      header: t('columns.status'),
      label: t('columns.status'),
      sortable: true,
      render: (d) => (
        <>
          <DeclarationStatusBadge status={d.status} />
          {d.reject_reason && <div className="small text-body-secondary">{d.reject_reason}</div>}
        </>
      ),
    },
    {
      key: 'created_at',
      header: t('columns.created'),
      label: t('columns.created'),
      sortable: true,
      render: (d) => (
        <div className="small">
          {t(`sources.${d.source}`)}
          {d.created_by_name && ` · ${d.created_by_name}`}
        </div>
      ),
    },
  ];
  if (canApprove) {
    columns.push({
      key: 'actions',
      header: <span className="visually-hidden">{t('columns.actions')}</span>,
      label: t('columns.actions'),
      className: 'text-end text-nowrap',
      render: (d) =>
        d.status === 'declared' ? (
          <DecisionButtons
            approveLabel={t('verifyLabel', { name: d.student_name })}
            rejectLabel={t('rejectLabel', { name: d.student_name })}
            onApprove={() => open({ kind: 'verify', declaration: d })}
            onReject={() => open({ kind: 'reject', declaration: d })}
            tap
          />
        ) : null,
    });
  }
  return columns;
}
