'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import type { GrowthAnswer } from '@/lib/schemas/health';
import type { Indicator } from '@/lib/health/who';
import { INDICATOR_UNIT, zBand, Z_BAND_TONE } from '@/lib/health/growth-values';
import { SEVERE_CLASSES, type NutritionClass } from '@/lib/health/classes';
import { dayText } from '@/lib/school-time';
import { ageParts, formatValue, formatZ } from './numbers';

const INDICATORS: Indicator[] = ['wfa', 'lhfa', 'bfa'];
type Measure = GrowthAnswer['measurements'][number];
const zOf = (m: Measure, i: Indicator) => (i === 'wfa' ? m.wfa_z : i === 'lhfa' ? m.hfa_z : m.bfa_z);
const valueOf = (m: Measure, i: Indicator) => (i === 'wfa' ? m.weight_kg : i === 'lhfa' ? m.height_cm : m.bmi);

// Chart.js and the WHO tables come with the chart, after the page: never on its first load.
const GrowthCanvas = dynamic(() => import('./growth-canvas').then((m) => m.GrowthCanvas), {
  ssr: false,
  loading: () => <ChartLoading />,
});

function ChartLoading() {
  const t = useTranslations('parentHealth.growth');
  return (
    <div className="health-chart-box health-chart-loading" role="status">
      {t('loadingChart')}
    </div>
  );
}

/**
 * The child's growth: one WHO indicator at a time, drawn over the WHO curves (the same curves and z-scores the staff
 * see), with its text alternative: the table of the measures with their z-score and band.
 */
export function GrowthSection({ growth }: { growth: GrowthAnswer }) {
  const t = useTranslations('parentHealth');
  const locale = useLocale();
  const [indicator, setIndicator] = useState<Indicator>('wfa');
  const measures = growth.measurements.filter((m) => valueOf(m, indicator) !== null);
  const latest = growth.measurements.at(-1);
  if (!growth.measurements.length) return <p className="text-body-secondary mb-0">{t('growth.none')}</p>;
  return (
    <>
      {latest && (
        <p className="small mb-2" data-testid="growth-latest">
          <span className="text-body-secondary">{t('growth.latest', { date: dayText(latest.measured_on) })}: </span>
          <NutritionBadges classes={latest.classes} />
        </p>
      )}
      <div className="health-indicators" role="group" aria-label={t('growth.indicator')}>
        {INDICATORS.map((i) => (
          <button
            key={i}
            type="button"
            className={`btn btn-sm ${indicator === i ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={indicator === i}
            onClick={() => setIndicator(i)}
            data-testid={`growth-${i}`}
          >
            {t(`growth.short.${i}`)}
          </button>
        ))}
      </div>
      <GrowthCanvas
        growth={growth}
        indicator={indicator}
        label={t('growth.chartLabel', { indicator: t(`growth.indicators.${indicator}`) })}
        words={{ median: t('growth.median'), child: t('growth.child'), ageMonths: t('growth.ageMonths') }}
      />
      <p className="small text-body-secondary mt-2 mb-2">{t('growth.explain')}</p>
      <div className="table-responsive" data-testid="growth-table">
        <table className="table table-sm align-middle small mb-0 health-growth-table">
          <caption className="caption-top">{t('growth.tableCaption', { indicator: t(`growth.indicators.${indicator}`) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('growth.columns.date')}</th>
              <th scope="col">{t('growth.columns.value')}</th>
              <th scope="col">{t('growth.columns.z')}</th>
              <th scope="col">{t('growth.columns.band')}</th>
            </tr>
          </thead>
          <tbody>
            {[...measures].reverse().map((m) => {
              const z = zOf(m, indicator);
              const band = zBand(z);
              return (
                <tr key={m.id} data-testid="growth-row" data-id={m.id}>
                  <td>
                    <span className="text-nowrap">{dayText(m.measured_on)}</span>
                    <div className="text-body-secondary">{t('growth.age', ageParts(m.age_days))}</div>
                  </td>
                  <td className="text-nowrap">
                    {formatValue(locale, valueOf(m, indicator)!)} {INDICATOR_UNIT[indicator]}
                  </td>
                  <td className="text-nowrap" data-testid="growth-z">
                    {z === null ? t('growth.noValue') : formatZ(locale, z)}
                  </td>
                  <td>
                    <span className={`badge text-wrap text-bg-${band ? Z_BAND_TONE[band] : 'secondary'}`} data-band={band ?? 'none'}>
                      {t(`growth.bands.${band ?? 'none'}`)}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The WHO classes of a measurement (red for severe and obese, amber otherwise), or "normal". */
function NutritionBadges({ classes }: { classes: readonly string[] }) {
  const t = useTranslations('parentHealth');
  if (!classes.length) return <span className="badge text-bg-success">{t('normal')}</span>;
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {classes.map((c) => (
        <span key={c} className={`badge ${SEVERE_CLASSES.includes(c as NutritionClass) ? 'text-bg-danger' : 'text-bg-warning'}`}>
          {t(`classes.${c}`)}
        </span>
      ))}
    </span>
  );
}
