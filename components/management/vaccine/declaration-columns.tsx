'use client';
import { useTranslations } from 'next-intl';
import { sortBy, type Column } from '@/components/ui/data-table';
import { useRequestColumns } from '@/components/management/requests/use-request-columns';
import { dayText } from '@/lib/school-time';
import type { VaccineDeclarationRow } from '@/lib/api/vaccine';
import { RequestStatusBadge } from '@/components/management/requests/request-status';
import type { DeclarationDialog } from './declaration-list-dialogs';

/** The columns of the declarations; the child opens one, a declared dose can be verified or rejected. */
export function useDeclarationColumns(
  canApprove: boolean,
  open: (dialog: DeclarationDialog) => void,
): Column<VaccineDeclarationRow>[] {
  const t = useTranslations('vaccine');
  const decisions = { open, canApprove, waitingOn: 'declared', approve: 'verify', tap: true } as const;
  return useRequestColumns<VaccineDeclarationRow>('vaccine', decisions, [
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
      ...sortBy('date', t('columns.date')),
      className: 'text-nowrap',
      render: (d) => (
        <>
          {dayText(d.date)}
          {d.place && <div className="small text-body-secondary text-wrap">{d.place}</div>}
        </>
      ),
    },
    {
      ...sortBy('status', t('columns.status')),
      render: (d) => (
        <>
          <RequestStatusBadge ns="vaccine" status={d.status} />
          {d.reject_reason && <div className="small text-body-secondary">{d.reject_reason}</div>}
        </>
      ),
    },
    {
      ...sortBy('created_at', t('columns.created')),
      render: (d) => (
        <div className="small">
          {t(`sources.${d.source}`)}
          {d.created_by_name && ` · ${d.created_by_name}`}
        </div>
      ),
    },
  ]);
}
