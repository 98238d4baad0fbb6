'use client';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { HealthRow } from '@/lib/schemas/health';
import { parentList } from '@/lib/api/parent-client';
import { useErrorText } from '@/lib/api/use-error-text';
import { dayText } from '@/lib/school-time';
import { formatValue } from './numbers';

/** From this temperature on, a declaration is marked as fever. */
const FEVER_C = 37.5;

/**
 * The child's declarations, newest first: the first page comes with the page; "show more" reads the next ones
 * (GET /api/app/health-declarations). A change re-renders the page, which starts the list afresh.
 */
export function HealthHistory({
  studentId,
  first,
  pageSize,
}: {
  studentId: string;
  first: { data: HealthRow[]; total: number };
  pageSize: number;
}) {
  const t = useTranslations('parentHealth.list');
  const locale = useLocale();
  const errorText = useErrorText();
  const [more, setMore] = useState<HealthRow[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rows = [...first.data, ...more];

  async function loadMore() {
    setBusy(true);
    setError(null);
    try {
      const next = await parentList<HealthRow>('health-declarations', {
        student_id: studentId,
        page: Math.floor(rows.length / pageSize) + 1,
        page_size: pageSize,
      });
      setMore((m) => [...m, ...next.data.filter((r) => !rows.some((x) => x.id === r.id))]);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  if (!rows.length) return <p className="text-body-secondary">{t('none')}</p>;
  const value = (n: number) => formatValue(locale, n);
  return (
    <>
      <ul className="list-unstyled mb-2" data-testid="health-list">
        {rows.map((r) => (
          <li key={r.id} className="parent-card health-entry" data-testid="health-entry" data-id={r.id}>
            <div className="d-flex justify-content-between align-items-start gap-2">
              <strong>{dayText(r.measured_on)}</strong>
              <span className="badge text-bg-light border text-wrap">{t(`sources.${r.source}`)}</span>
            </div>
            <dl className="health-values">
              {r.temperature_c !== null && (
                <div>
                  <dt>{t('temperature')}</dt>
                  <dd>
                    {value(r.temperature_c)} °C
                    {r.temperature_c >= FEVER_C && <span className="badge text-bg-danger ms-1">{t('fever')}</span>}
                  </dd>
                </div>
              )}
              {r.height_cm !== null && (
                <div>
                  <dt>{t('height')}</dt>
                  <dd>{value(r.height_cm)} cm</dd>
                </div>
              )}
              {r.weight_kg !== null && (
                <div>
                  <dt>{t('weight')}</dt>
                  <dd>{value(r.weight_kg)} kg</dd>
                </div>
              )}
            </dl>
            {r.symptoms && (
              <p className="mb-1 small">
                <span className="text-body-secondary">{t('symptoms')}: </span>
                {r.symptoms}
              </p>
            )}
            {r.note && (
              <p className="mb-0 small">
                <span className="text-body-secondary">{t('note')}: </span>
                {r.note}
              </p>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <div className="alert alert-danger py-2" role="alert">
          {error}
        </div>
      )}
      <p className="small text-body-secondary text-center mb-2" aria-live="polite">
        {t('shown', { shown: rows.length, total: first.total })}
      </p>
      {rows.length < first.total && (
        <button type="button" className="btn btn-outline-primary w-100" onClick={loadMore} disabled={busy} data-testid="health-more">
          {busy ? t('loading') : t('more')}
        </button>
      )}
    </>
  );
}
