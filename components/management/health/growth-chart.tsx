'use client';
import { useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatDecimal, formatZ } from '@/lib/format';
import { Alert, Button, ButtonGroup, Modal, Spinner, Table } from 'react-bootstrap';
import { Dialog } from '@/components/ui/dialog';
import { Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, Tooltip, type ChartDataset } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { useErrorText } from '@/lib/api/use-error-text';
import { useGrowth, type GrowthAnswer } from '@/lib/api/health';
import type { Indicator } from '@/lib/health/who';
import { growthPoints, INDICATOR_UNIT, SD_LINES, sdPoints } from '@/lib/health/growth-curves';
import { dayText } from '@/lib/school-time';
import { ClassBadges } from './class-badges';
import { ageText } from './age-text';
import { TableHead } from '@/components/ui/table-head';

ChartJS.register(LinearScale, PointElement, LineElement, Tooltip, Legend);

const INDICATORS: Indicator[] = ['wfa', 'lhfa', 'bfa'];

/** A child's growth over the WHO curves (−3, −2, 0, +2, +3 SD), one indicator at a time, with the measurements. */
export function GrowthChartDialog({ studentId, onHide }: { studentId: string; onHide: () => void }) {
  const t = useTranslations('health');
  const errorText = useErrorText();
  const growth = useGrowth(studentId);
  const [indicator, setIndicator] = useState<Indicator>('wfa');
  return (
    <Dialog onHide={onHide} size="xl" fullscreen="md-down" testId="growth-dialog" className="growth-print" titleId="growth-title" title={t('growth.title', { name: growth.data?.full_name ?? '' })}>
      <Modal.Body>
        {growth.isLoading && <Spinner size="sm" aria-label={t('loading')} />}
        {growth.error && <Alert variant="danger">{errorText(growth.error)}</Alert>}
        {growth.data && (
          <>
            <p className="small text-body-secondary mb-2">
              {t('growth.born', { date: dayText(growth.data.date_of_birth) })} · {t(`growth.sex.${growth.data.sex}`)}
            </p>
            <ButtonGroup className="mb-2 d-print-none flex-wrap" aria-label={t('growth.indicator')}>
              {INDICATORS.map((i) => (
                <Button
                  key={i}
                  variant={indicator === i ? 'primary' : 'outline-primary'}
                  aria-pressed={indicator === i}
                  onClick={() => setIndicator(i)}
                  style={{ minHeight: 44 }}
                  data-testid={`growth-${i}`}
                >
                  {t(`growth.indicators.${i}`)}
                </Button>
              ))}
            </ButtonGroup>
            <div className="d-print-none">
              <GrowthCurve growth={growth.data} indicator={indicator} />
            </div>
            {/* On paper, the three charts one under another. */}
            <div className="d-none d-print-block">
              {INDICATORS.map((i) => (
                <div key={i} className="mb-3">
                  <h3 className="h6">{t(`growth.indicators.${i}`)}</h3>
                  <GrowthCurve growth={growth.data!} indicator={i} />
                </div>
              ))}
            </div>
            <MeasurementTable growth={growth.data} />
          </>
        )}
      </Modal.Body>
      <Modal.Footer className="d-print-none">
        <Button variant="outline-secondary" onClick={() => window.print()} data-testid="growth-print">
          <i className="bi bi-printer me-1" aria-hidden="true" />
          {t('growth.print')}
        </Button>
        <Button variant="secondary" onClick={onHide}>
          {t('close')}
        </Button>
      </Modal.Footer>
    </Dialog>
  );
}

function GrowthCurve({ growth, indicator }: { growth: GrowthAnswer; indicator: Indicator }) {
  const t = useTranslations('health');
  const locale = useLocale();
  const { datasets, min, max } = useMemo(() => {
    const { points, min: lo, max: hi } = growthPoints(growth.measurements, indicator);
    const sets: ChartDataset<'line', { x: number; y: number }[]>[] = SD_LINES.map((sd) => ({
      label: sd.k === 0 ? t('growth.median') : `${sd.k > 0 ? '+' : '−'}${Math.abs(sd.k)} SD`,
      data: sdPoints(indicator, growth.sex, sd.k, lo, hi),
      borderColor: sd.color,
      borderDash: [...sd.dash],
      borderWidth: sd.k === 0 ? 2 : 1.5,
      pointRadius: 0,
      tension: 0.3,
    }));
    sets.push({
      label: t('growth.child'),
      data: points,
      borderColor: '#0d6efd',
      backgroundColor: '#0d6efd',
      borderWidth: 2,
      pointRadius: 5,
      pointHoverRadius: 7,
    });
    return { datasets: sets, min: lo, max: hi };
  }, [growth, indicator, t]);
  const unit = INDICATOR_UNIT[indicator];
  return (
    <div style={{ position: 'relative', height: 'min(60vh, 420px)', minHeight: 280 }} data-testid="growth-chart">
      <Line
        aria-label={t('growth.chartLabel', { indicator: t(`growth.indicators.${indicator}`) })}
        role="img"
        data={{ datasets }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          // Ticks and tooltips with the language's decimal mark (112,5 in Vietnamese).
          locale: locale === 'vi' ? 'vi-VN' : 'en-GB',
          animation: false,
          parsing: false,
          interaction: { mode: 'nearest', intersect: false },
          plugins: { legend: { position: 'bottom', labels: { boxWidth: 16, font: { size: 11 } } } },
          scales: {
            x: { type: 'linear', min, max, title: { display: true, text: t('growth.ageMonths') }, ticks: { stepSize: 6 } },
            y: { type: 'linear', title: { display: true, text: unit } },
          },
        }}
      />
    </div>
  );
}

function MeasurementTable({ growth }: { growth: GrowthAnswer }) {
  const t = useTranslations('health');
  const locale = useLocale();
  if (!growth.measurements.length) return <p className="text-body-secondary mt-3">{t('growth.none')}</p>;
  const z = (n: number | null) => (n === null ? '—' : formatZ(n, locale));
  const value = (n: number | null) => (n === null ? '—' : formatDecimal(n, locale));
  return (
    <div className="table-responsive mt-3" tabIndex={0} role="region" aria-label={t('growth.tableCaption')}>
      <Table size="sm" className="align-middle small">
        <TableHead
          caption={t('growth.tableCaption')}
          headings={[
            t('columns.measured_on'),
            t('columns.height_cm'),
            t('columns.weight_kg'),
            t('columns.bmi'),
            { text: t('columns.wfa_z'), className: 'd-none d-sm-table-cell' },
            { text: t('columns.hfa_z'), className: 'd-none d-sm-table-cell' },
            { text: t('columns.bfa_z'), className: 'd-none d-sm-table-cell' },
            t('columns.classes'),
          ]}
        />
        <tbody>
          {[...growth.measurements].reverse().map((m) => (
            <tr key={m.id}>
              <td className="text-nowrap">
                {dayText(m.measured_on)}
                <div className="text-body-secondary">{ageText(t, m.age_days)}</div>
              </td>
              <td>{value(m.height_cm)}</td>
              <td>{value(m.weight_kg)}</td>
              <td>{value(m.bmi)}</td>
              <td className="d-none d-sm-table-cell">{z(m.wfa_z)}</td>
              <td className="d-none d-sm-table-cell">{z(m.hfa_z)}</td>
              <td className="d-none d-sm-table-cell">{z(m.bfa_z)}</td>
              <td>
                <ClassBadges classes={m.classes} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
