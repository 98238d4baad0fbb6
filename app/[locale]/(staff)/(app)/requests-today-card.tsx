import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { DayAtAGlance } from '@/lib/day-at-a-glance';

/**
 * Home: the day at a glance beside the roll call: requests waiting by kind (absences, medicine, vaccine declarations
 * to verify, messages; each opens its list filtered to what it counts), the doses due in the next two hours,
 * the newest unread messages and this month's unpaid invoices. Rendered on the server (no data library loads);
 * the attendance card's RefreshEvery refreshes the page.
 */
export async function RequestsTodayCards({ data, locale }: { data: DayAtAGlance; locale: string }) {
  const t = await getTranslations('home');
  const tm = await getTranslations('message');
  // Each count opens its list filtered to what it counts (the lists read their filters from the address).
  const kinds = [
    { key: 'absence', count: data.pending.absence, href: '/management/absence?status=pending' },
    { key: 'medicine', count: data.pending.medicine, href: '/management/medicine-request?status=pending' },
    { key: 'declaration', count: data.pending.declaration, href: '/management/vaccine-declaration?status=declared' },
  ].filter((k): k is { key: string; count: number; href: string } => k.count !== undefined);
  return (
    <>
      {kinds.length > 0 && (
        <GlanceCard name="pending" col="col-xl-3">
          <ul className="list-unstyled mb-0">
            {kinds.map((k) => (
              <PendingRow
                key={k.key}
                href={k.href}
                label={t(`pendingKinds.${k.key}`)}
                count={k.count}
                testId={`home-pending-${k.key}`}
              />
            ))}
            {data.messages && (
              <PendingRow
                href="/management/message-request?status=unread"
                label={t('pendingKinds.message')}
                count={data.messages.unread}
                testId="home-pending-message"
              />
            )}
          </ul>
        </GlanceCard>
      )}
      {data.doses && (
        <GlanceCard name="doses" col="col-xl-4" href="/management/medicine-request/mobile">
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
                <li
                  key={`${d.request_id}-${d.time}`}
                  className="d-flex justify-content-between gap-2 py-1"
                  data-testid="home-dose"
                >
                  <span>
                    {d.student_name}
                    <span className="text-body-secondary"> · {d.medicines.map((m) => m.name).join(', ')}</span>
                  </span>
                  <span className="fw-semibold">{d.time}</span>
                </li>
              ))}
            </ul>
          )}
        </GlanceCard>
      )}
      {data.messages && (
        <GlanceCard name="messages" col="col-xl-5" href="/management/message-request">
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
        </GlanceCard>
      )}
      {data.tuition && (
        <GlanceCard name="tuition" col="col-xl-3" href="/management/tuition">
          <p className="fs-5 fw-semibold mb-0" data-testid="home-tuition-balance">
            {formatMoney(data.tuition.balance, locale)}
          </p>
          <p className="small text-body-secondary mb-0">{t('tuitionHint')}</p>
        </GlanceCard>
      )}
    </>
  );
}

/**
 * One card of the day at a glance: its column, and the link to the screen it sums up. Its name gives its test id
 * (`home-${name}`), title (`${name}Title`) and link words (`${name}Open`).
 */
async function GlanceCard({
  name,
  col,
  href,
  children,
}: {
  name: 'pending' | 'doses' | 'messages' | 'tuition';
  col: string;
  href?: string;
  children: ReactNode;
}) {
  const t = await getTranslations('home');
  const title = t(`${name}Title`);
  return (
    <div className={`col-12 col-md-6 ${col}`}>
      <div className="card h-100" data-testid={`home-${name}`}>
        <div className="card-body">
          {href ? (
            <div className="d-flex align-items-start justify-content-between gap-2">
              <h2 className="h6 text-body-secondary">{title}</h2>
              <Link href={href} className="small">
                {t(`${name}Open`)}
              </Link>
            </div>
          ) : (
            <h2 className="h6 text-body-secondary">{title}</h2>
          )}
          {children}
        </div>
      </div>
    </div>
  );
}

/** A kind of request waiting, with its count (a warning colour while any wait). */
function PendingRow({ href, label, count, testId }: { href: string; label: string; count: number; testId: string }) {
  return (
    <li className="d-flex justify-content-between align-items-center py-1">
      <Link href={href} className="d-inline-flex align-items-center" style={{ minHeight: 44 }}>
        {label}
      </Link>
      <span className={`badge rounded-pill ${count ? 'text-bg-warning' : 'text-bg-light border'}`} data-testid={testId}>
        {count}
      </span>
    </li>
  );
}
