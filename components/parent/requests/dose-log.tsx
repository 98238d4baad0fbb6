'use client';
import { useTranslations } from 'next-intl';
import { StatusBadge } from '@/components/ui/status-badge';
import { dayText, schoolTimeOf } from '@/lib/school-time';
import type { DoseRow } from '@/lib/schemas/medicine';

const VARIANT = { given: 'success', not_given: 'danger', due: 'warning' } as const;

/**
 * An approved request's doses, by day (newest day first): each slot's time and state — given (at what time, by
 * whom), not given (the reason) or due.
 */
export function DoseLog({ doses }: { doses: DoseRow[] }) {
  const t = useTranslations('parentMedicine');
  const days = new Map<string, DoseRow[]>();
  for (const d of doses) days.set(d.day, [...(days.get(d.day) ?? []), d]);
  const ordered = [...days].sort(([a], [b]) => (a < b ? 1 : -1));
  return (
    <section className="parent-dose-log" data-testid="dose-log">
      <h3 className="parent-dose-title">{t('doseLog')}</h3>
      {ordered.length ? (
        ordered.map(([day, slots]) => (
          <div key={day} className="parent-dose-day">
            <div className="parent-dose-date">{dayText(day)}</div>
            <ul className="list-unstyled mb-0">
              {slots.map((d) => (
                <li key={d.time} className="parent-dose" data-testid={`dose-${d.day}-${d.time}`} data-status={d.status}>
                  <span className="parent-dose-time">{d.time}</span>
                  <span className="parent-dose-what">
                    <StatusBadge variant={VARIANT[d.status]} text={t(`doseStatuses.${d.status}`)} />
                    {d.status === 'given' && (
                      <span className="small">
                        {' '}
                        {t('givenAt', { time: schoolTimeOf(d.given_at), name: d.given_by_name ?? '' })}
                      </span>
                    )}
                    {d.status === 'not_given' && d.reason && (
                      <span className="d-block small">{t('notGivenReason', { reason: d.reason })}</span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))
      ) : (
        <p className="small text-body-secondary mb-0">{t('noDoses')}</p>
      )}
    </section>
  );
}
