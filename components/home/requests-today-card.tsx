import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { DayAtAGlance } from '@/lib/server/requests/day-at-a-glance';

/**
 * Home: the day at a glance beside the roll call: requests waiting by kind, the doses due in the next two hours,
 * the newest unread messages and this month's unpaid invoices. Rendered on the server (no data library loads);
 * the attendance card's RefreshEvery refreshes the page.
 */
export async function RequestsTodayCards({ data, locale }: { data: DayAtAGlance; locale: string }) {
  const t = await getTranslations('home');
  const tm = await getTranslations('message');
  const kinds = [
    { key: 'absence', count: data.pending.absence, href: '/management/absence' },
    { key: 'medicine', count: data.pending.medicine, href: '/management/medicine-request' },
  ].filter((k): k is { key: string; count: number; href: string } => k.count !== undefined);
  return (
    <>
      {kinds.length > 0 && (
        <div className="col-12 col-md-6 col-xl-3">
          <div className="card h-100" data-testid="home-pending">
            <div className="card-body">
              <h2 className="h6 text-body-secondary">{t('pendingTitle')}</h2>
              <ul className="list-unstyled mb-0">
                {kinds.map((k) => (
                  <li key={k.key} className="d-flex justify-content-between align-items-center py-1">
                    <Link href={k.href} className="d-inline-flex align-items-center" style={{ minHeight: 44 }}>
                      {t(`pendingKinds.${k.key}`)}
                    </Link>
                    <span className={`badge rounded-pill ${k.count ? 'text-bg-warning' : 'text-bg-light border'}`} data-testid={`home-pending-${k.key}`}>
                      {k.count}
                    </span>
                  </li>
                ))}
                {data.messages && (
                  <li className="d-flex justify-content-between align-items-center py-1">
                    <Link href="/management/message-request" className="d-inline-flex align-items-center" style={{ minHeight: 44 }}>
                      {t('pendingKinds.message')}
                    </Link>
                    <span className={`badge rounded-pill ${data.messages.unread ? 'text-bg-warning' : 'text-bg-light border'}`} data-testid="home-pending-message">
                      {data.messages.unread}
                    </span>
                  </li>
                )}
              </ul>
            </div>
          </div>
        </div>
      )}
      {data.doses && (
        <div className="col-12 col-md-6 col-xl-4">
          <div className="card h-100" data-testid="home-doses">
            <div className="card-body">
              <div className="d-flex align-items-start justify-content-between gap-2">
                <h2 className="h6 text-body-secondary">{t('dosesTitle')}</h2>
                <Link href="/management/medicine-request/mobile" className="small">
                  {t('dosesOpen')}
                </Link>
              </div>
              <p className="mb-2">
                <span className="fs-4 fw-semibold" data-testid="home-doses-open">
                  {data.doses.open}
                </span>{' '}
                <span className="text-body-secondary">{t('dosesOpenOf', { total: data.doses.total })}</span>
              </p>
              {data.doses.soon.length === 0 ? (
                <p className="small text-body-secondary mb-0">{t('dosesNoneSoon')}</p>
              ) : (
                <ul className="list-unstyled small mb-0" aria-label={t('dosesSoon')}>
                  {data.doses.soon.slice(0, 6).map((d) => (
                    <li key={`${d.request_id}-${d.time}`} className="d-flex justify-content-between gap-2 py-1" data-testid="home-dose">
                      <span>
                        {d.student_name}
                        <span className="text-body-secondary"> · {d.medicines.map((m) => m.name).join(', ')}</span>
                      </span>
                      <span className="fw-semibold">{d.time}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </div>
      )}
      {data.messages && (
        <div className="col-12 col-md-6 col-xl-5">
          <div className="card h-100" data-testid="home-messages">
            <div className="card-body">
              <div className="d-flex align-items-start justify-content-between gap-2">
                <h2 className="h6 text-body-secondary">{t('messagesTitle')}</h2>
                <Link href="/management/message-request" className="small">
                  {t('messagesOpen')}
                </Link>
              </div>
              {data.messages.newest.length === 0 ? (
                <p className="small text-body-secondary mb-0">{t('messagesNone')}</p>
              ) : (
                <ul className="list-unstyled small mb-0">
                  {data.messages.newest.map((m) => (
                    <li key={m.id} className="py-1 border-bottom" data-testid="home-message">
                      <div className="d-flex justify-content-between gap-2">
                        <span className="fw-semibold">{m.student_name}</span>
                        <span className="text-body-secondary text-nowrap">{formatDateTime(m.created_at)}</span>
                      </div>
                      <div className="text-truncate">
                        <span className="text-body-secondary">{tm(`categories.${m.category}`)} · </span>
                        {m.content}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </div>
      )}
      {data.tuition && (
        <div className="col-12 col-md-6 col-xl-3">
          <div className="card h-100" data-testid="home-tuition">
            <div className="card-body">
              <div className="d-flex align-items-start justify-content-between gap-2">
                <h2 className="h6 text-body-secondary">{t('tuitionTitle')}</h2>
                <Link href="/management/tuition" className="small">
                  {t('tuitionOpen')}
                </Link>
              </div>
              <p className="fs-5 fw-semibold mb-0" data-testid="home-tuition-balance">
                {formatMoney(data.tuition.balance, locale)}
              </p>
              <p className="small text-body-secondary mb-0">{t('tuitionHint')}</p>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
