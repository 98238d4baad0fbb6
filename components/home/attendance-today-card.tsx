'use client';
import { useTranslations } from 'next-intl';
import { Spinner } from 'react-bootstrap';
import { Link } from '@/lib/i18n/navigation';
import { useErrorText } from '@/lib/api/use-error-text';
import { useAttendanceToday } from '@/lib/api/attendance';

/** Home: children present / expected today in the user's scope, in total and per class. */
export function AttendanceTodayCard() {
  const t = useTranslations('attendance.home');
  const errorText = useErrorText();
  const today = useAttendanceToday();
  const data = today.data;
  return (
    <div className="card h-100" data-testid="home-attendance">
      <div className="card-body">
        <div className="d-flex align-items-start justify-content-between gap-2">
          <h2 className="h6 text-body-secondary">{t('title')}</h2>
          <Link href="/management/attendance" className="small">
            {t('open')}
          </Link>
        </div>
        {today.error && <p className="text-danger small mb-0">{errorText(today.error)}</p>}
        {!data && !today.error && <Spinner size="sm" role="status" aria-label={t('loading')} />}
        {data && (
          <>
            <p className="mb-2">
              <span className="fs-3 fw-semibold" data-testid="home-attendance-total">
                {data.present} / {data.expected}
              </span>{' '}
              <span className="text-body-secondary">{t('presentOfExpected')}</span>
            </p>
            {data.classes.length === 0 ? (
              <p className="small text-body-secondary mb-0">{t('noClasses')}</p>
            ) : (
              <ul className="list-unstyled mb-0 small" aria-label={t('perClass')}>
                {data.classes.map((c) => (
                  <li key={c.class_id} className="mb-2" data-testid="home-attendance-class">
                    <div className="d-flex justify-content-between">
                      <span>{c.class_name}</span>
                      <span className="fw-semibold">
                        {c.present} / {c.expected}
                      </span>
                    </div>
                    {/* The numbers above say it in words; the bar is for the eye only. */}
                    <div className="progress" style={{ height: 6 }} aria-hidden="true">
                      <div
                        className="progress-bar bg-success"
                        style={{ width: `${c.expected ? Math.round((100 * c.present) / c.expected) : 0}%` }}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </div>
  );
}
