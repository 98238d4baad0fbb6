'use client';
import { useLocale, useTranslations } from 'next-intl';
import { formatDecimal } from '@/lib/format';
import { sortBy, type Column } from '@/components/ui/data-table';
import { actionsColumn, RowButton } from '@/components/ui/row-actions';
import { childColumn, TAP } from '@/components/management/requests/request-cells';
import type { HealthRow } from '@/lib/api/health';
import { dayText } from '@/lib/school-time';
import { ClassBadges } from './class-badges';
import { ageText } from './age-text';

/** The columns of the measurements; the child opens the growth chart, the pencil the measurement. */
export function useMeasurementColumns(
  onChart: (studentId: string) => void,
  onEdit: ((row: HealthRow) => void) | null,
): Column<HealthRow>[] {
  const t = useTranslations('health');
  const locale = useLocale();
  const n = (v: number) => formatDecimal(v, locale);
  const columns: Column<HealthRow>[] = [
    childColumn(
      t('columns.student'),
      (r) => t('growth.open', { name: r.student_name }),
      (r) => onChart(r.student_id),
    ),
    {
      ...sortBy('measured_on', t('columns.measured_on')),
      className: 'text-nowrap',
      render: (r) => (
        <>
          {dayText(r.measured_on)}
          <div className="small text-body-secondary">{ageText(t, r.age_days)}</div>
        </>
      ),
    },
    {
      key: 'measures',
      header: t('columns.measures'),
      label: t('columns.measures'),
      className: 'text-nowrap',
      render: (r) => (
        <>
          {r.height_cm !== null && <div>{t('values.height', { value: n(r.height_cm) })}</div>}
          {r.weight_kg !== null && <div>{t('values.weight', { value: n(r.weight_kg) })}</div>}
          {r.bmi !== null && <div className="small text-body-secondary">BMI {n(r.bmi)}</div>}
        </>
      ),
    },
    {
      key: 'temperature',
      header: t('columns.temperature_c'),
      label: t('columns.temperature_c'),
      render: (r) => (
        <>
          {r.temperature_c !== null && <div>{n(r.temperature_c)} °C</div>}
          {r.symptoms && <div className="small text-body-secondary">{r.symptoms}</div>}
        </>
      ),
    },
    {
      key: 'classes',
      header: t('columns.classes'),
      label: t('columns.classes'),
      render: (r) => (r.height_cm === null && r.weight_kg === null ? null : <ClassBadges classes={r.classes} />),
    },
    {
      key: 'source',
      header: t('columns.source'),
      label: t('columns.source'),
      render: (r) => <span className="small">{t(`sources.${r.source}`)}</span>,
    },
  ];
  if (onEdit) {
    columns.push(
      actionsColumn(
        t('columns.actions'),
        (r) => (
          <RowButton
            icon="bi-pencil"
            variant="outline-secondary"
            label={t('form.editTitle', { name: r.student_name })}
            onClick={() => onEdit(r)}
            style={TAP}
          />
        ),
        { className: 'text-end' },
      ),
    );
  }
  return columns;
}
