import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import type { AttendanceToday } from '@/lib/schemas/attendance';
import { RefreshEvery } from '@/components/home/refresh-every';

/**
 * Home: children present / expected today in the user's scope, in total and per class. Rendered on the server
 * with the page (the home page then loads no data library), and refreshed every minute while it stays open.
 */
export async function AttendanceTodayCard({ data, failed }: { data: AttendanceToday | null; failed?: string }) {
  const t = await getTranslations('attendance.home');
  return (
    <div className="card h-100" data-testid="home-attendance">
      <RefreshEvery seconds={60} />
      <div className="card-body">
        <div className="d-flex align-items-start justify-content-between gap-2">
          <h2 className="h6 text-body-secondary">{t('title')}</h2>
          <Link href="/management/attendance" className="small">
            {t('open')}
          </Link>
        </div>
        {failed && <p className="text-danger small mb-0">{failed}</p>}
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
