import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ParentLink } from '@/components/parent/shell/parent-link';
import { dayText } from '@/lib/day';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { APP_HOME_REQUEST_SCREENS } from '@/lib/app-home-values';
import type { AppHome } from '@/lib/schemas/app-home';

// The parents' home's cards: server components (no JavaScript of their own reaches the phone).

function HomeCard({
  name,
  icon,
  title,
  more,
  children,
}: {
  name: string;
  icon: string;
  title: string;
  more?: ReactNode;
  children: ReactNode;
}) {
  const id = `home-${name}-title`;
  return (
    <section className="parent-card home-card" aria-labelledby={id} data-testid={`home-${name}`}>
      <h2 className="home-card-title" id={id}>
        <i className={`bi ${icon}`} aria-hidden="true" />
        {title}
      </h2>
      {children}
      {more}
    </section>
  );
}

function Empty({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="home-empty" data-testid={testId}>
      {children}
    </p>
  );
}

function More({ href, children }: { href: string; children: ReactNode }) {
  return (
    <ParentLink href={href} className="home-more">
      {children}
      <i className="bi bi-chevron-right" aria-hidden="true" />
    </ParentLink>
  );
}

const STATUS_TONE: Record<string, string> = {
  present: 'success',
  excused: 'warning',
  unexcused: 'danger',
  none: 'secondary',
  given: 'success',
  due: 'info',
  not_given: 'danger',
  pending: 'warning',
  unread: 'warning',
  declared: 'warning',
  approved: 'success',
  verified: 'success',
  read: 'success',
  rejected: 'danger',
  cancelled: 'secondary',
};

function Badge({ status, children, testId }: { status: string; children: ReactNode; testId?: string }) {
  return (
    <span className={`home-badge home-badge-${STATUS_TONE[status] ?? 'secondary'}`} data-testid={testId}>
      {children}
    </span>
  );
}

export async function AttendanceCard({ attendance }: { attendance: AppHome['attendance'] }) {
  const t = await getTranslations('parentHome.attendance');
  const status = attendance.status ?? 'none';
  return (
    <HomeCard name="attendance" icon="bi-calendar-check" title={t('title')}>
      <p className="mb-2">
        <Badge status={status} testId="home-attendance-status">
          {t(`statuses.${status}`)}
        </Badge>
      </p>
      {attendance.status === null ? (
        <Empty testId="home-attendance-empty">{t('empty')}</Empty>
      ) : attendance.status === 'present' ? (
        <dl className="home-times">
          <div>
            <dt>
              <i className="bi bi-box-arrow-in-right" aria-hidden="true" /> {t('checkIn')}
            </dt>
            <dd>
              <span className="home-time" data-testid="home-check-in">
                {attendance.check_in_time ?? t('notYet')}
              </span>
              {attendance.brought_by && <span className="home-who">{t('broughtBy', { name: attendance.brought_by })}</span>}
            </dd>
          </div>
          <div>
            <dt>
              <i className="bi bi-box-arrow-right" aria-hidden="true" /> {t('checkOut')}
            </dt>
            <dd>
              <span className="home-time" data-testid="home-check-out">
                {attendance.check_out_time ?? t('notYet')}
              </span>
              {attendance.picked_up_by && (
                <span className="home-who" data-testid="home-picked-up-by">
                  {t('pickedUpBy', { name: attendance.picked_up_by })}
                </span>
              )}
            </dd>
          </div>
        </dl>
      ) : (
        attendance.note && <p className="home-empty">{attendance.note}</p>
      )}
    </HomeCard>
  );
}

export async function DosesCard({ doses }: { doses: AppHome['doses'] }) {
  const t = await getTranslations('parentHome.doses');
  return (
    <HomeCard
      name="doses"
      icon="bi-capsule"
      title={t('title')}
      more={doses.length > 0 && <More href="/parent/medicine">{t('all')}</More>}
    >
      {doses.length === 0 ? (
        <Empty>{t('empty')}</Empty>
      ) : (
        <ul className="home-list">
          {doses.map((d) => (
            <li key={`${d.request_id}-${d.time}`} data-testid="home-dose">
              <span className="home-time">{d.time}</span>
              <span className="home-list-main">
                {d.medicines.map((m) => `${m.name} (${m.dose} ${m.unit})`).join(', ')}
                {d.status === 'not_given' && d.reason && (
                  <span className="home-who">{t('reason', { reason: d.reason })}</span>
                )}
              </span>
              <Badge status={d.status}>{t(`statuses.${d.status}`)}</Badge>
            </li>
          ))}
        </ul>
      )}
    </HomeCard>
  );
}

export async function BalanceCard({ balance, locale }: { balance: AppHome['balance']; locale: string }) {
  const t = await getTranslations('parentHome.balance');
  return (
    <HomeCard name="balance" icon="bi-wallet2" title={t('title')} more={<More href="/parent/payments">{t('open')}</More>}>
      {balance.amount > 0 ? (
        <p className="mb-1">
          <span className="home-amount" data-testid="home-balance-amount">
            {formatMoney(balance.amount, locale)}
          </span>
          <span className="home-who">{t('invoices', { count: balance.invoices })}</span>
        </p>
      ) : (
        <Empty testId="home-balance-none">{t('none')}</Empty>
      )}
    </HomeCard>
  );
}

export async function RequestsCard({ requests }: { requests: AppHome['requests'] }) {
  const t = await getTranslations('parentHome.requests');
  return (
    <HomeCard name="requests" icon="bi-hourglass-split" title={t('title')}>
      {requests.length === 0 ? (
        <Empty>{t('empty')}</Empty>
      ) : (
        <ul className="home-list home-links">
          {requests.map((r) => (
            <li key={`${r.kind}-${r.id}`}>
              <ParentLink href={APP_HOME_REQUEST_SCREENS[r.kind]} data-testid="home-request">
                <span className="home-list-main">
                  <span className="home-kind">{t(`kinds.${r.kind}`)}</span>
                  {r.from_date && (
                    <span className="home-who">
                      {dayText(r.from_date)}
                      {r.to_date && r.to_date !== r.from_date && ` – ${dayText(r.to_date)}`}
                    </span>
                  )}
                  {r.text && <span className="home-who home-clip">{r.text}</span>}
                </span>
                <Badge status={r.status}>{t(`states.${r.status}`)}</Badge>
              </ParentLink>
            </li>
          ))}
        </ul>
      )}
    </HomeCard>
  );
}

export async function NewsCard({ news }: { news: AppHome['news'] }) {
  const t = await getTranslations('parentHome.news');
  return (
    <HomeCard name="news" icon="bi-newspaper" title={t('title')} more={<More href="/parent/news">{t('all')}</More>}>
      {news.length === 0 ? (
        <Empty>{t('empty')}</Empty>
      ) : (
        <ul className="home-list home-links">
          {news.map((n) => (
            <li key={n.id}>
              <ParentLink href={`/parent/news/${n.id}`} data-testid="home-news-item">
                {n.cover_thumb_url && (
                  // A thumbnail of the family's own route (HttpOnly session cookie), never resized by Next.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={n.cover_thumb_url} alt="" className="home-thumb" width={56} height={56} loading="lazy" />
                )}
                <span className="home-list-main">
                  <span className={n.read ? '' : 'fw-semibold'}>{n.title}</span>
                  <span className="home-who">{formatDate(n.published_at)}</span>
                </span>
                {!n.read && <span className="home-dot" title={t('unread')} aria-label={t('unread')} />}
              </ParentLink>
            </li>
          ))}
        </ul>
      )}
    </HomeCard>
  );
}

export async function EventsCard({ events }: { events: AppHome['events'] }) {
  const t = await getTranslations('parentHome.events');
  return (
    <HomeCard name="events" icon="bi-calendar-event" title={t('title')} more={<More href="/parent/events">{t('all')}</More>}>
      {events.length === 0 ? (
        <Empty>{t('empty')}</Empty>
      ) : (
        <ul className="home-list home-links">
          {events.map((e) => (
            <li key={e.id}>
              <ParentLink href="/parent/events" data-testid="home-event">
                <span className="home-list-main">
                  <span className="fw-semibold">{e.title}</span>
                  <span className="home-who">
                    {formatDateTime(e.starts_at)}
                    {e.place && ` · ${e.place}`}
                  </span>
                </span>
                {e.answer === 'yes' || e.answer === 'no' ? (
                  <Badge status={e.answer === 'yes' ? 'approved' : 'cancelled'}>{t(`answers.${e.answer}`)}</Badge>
                ) : (
                  e.needs_reply && <Badge status="pending">{t('needsReply')}</Badge>
                )}
              </ParentLink>
            </li>
          ))}
        </ul>
      )}
    </HomeCard>
  );
}

const QUICK = [
  { key: 'absences', href: '/parent/absences', icon: 'bi-calendar-x' },
  { key: 'medicine', href: '/parent/medicine', icon: 'bi-capsule' },
  { key: 'health', href: '/parent/health', icon: 'bi-heart-pulse' },
  { key: 'vaccines', href: '/parent/vaccines', icon: 'bi-shield-plus' },
  { key: 'surveys', href: '/parent/surveys', icon: 'bi-ui-checks' },
  { key: 'events', href: '/parent/events', icon: 'bi-calendar-event' },
] as const;

/** Big tap targets to the family's other screens. */
export async function QuickLinks() {
  const t = await getTranslations('parentHome.quick');
  return (
    <nav className="home-quick" aria-label={t('title')}>
      {QUICK.map((q) => (
        <ParentLink key={q.key} href={q.href} className="home-quick-link" data-testid={`home-quick-${q.key}`}>
          <i className={`bi ${q.icon}`} aria-hidden="true" />
          <span>{t(q.key)}</span>
        </ParentLink>
      ))}
    </nav>
  );
}
