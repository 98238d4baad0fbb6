import { getTranslations } from 'next-intl/server';
import { requireParentPage } from '@/lib/server/app-auth/parent-page';
import { getAppHome } from '@/lib/server/home/app-home';
import { ParentScreen } from '@/components/parent/shell/parent-screen';
import { dayText } from '@/lib/day';
import { AttendanceCard, BalanceCard, DosesCard, EventsCard, NewsCard, QuickLinks, RequestsCard } from './home-cards';

/**
 * The parents' home for the child on screen: the page reads it with the same service as GET /api/app/home (one
 * statement) and draws it on the server; no data library, no client component of its own.
 */
export default async function ParentHomePage() {
  const page = await requireParentPage();
  const t = await getTranslations('parentHome');
  if (!page.child) {
    return (
      <ParentScreen title={t('title')}>
        <p className="parent-card text-body-secondary" data-testid="home-no-child">
          {t('noChild')}
        </p>
      </ParentScreen>
    );
  }
  const home = await getAppHome(page.ctx, page.child.id);
  return (
    <ParentScreen title={t('title')}>
      <p className="home-today text-body-secondary" data-testid="home-today">
        <span className="fw-semibold text-body" data-testid="home-child">
          {home.student.nickname || home.student.full_name}
        </span>
        {' · '}
        {t('todayOf', { date: dayText(home.today) })}
      </p>
      <AttendanceCard attendance={home.attendance} />
      <DosesCard doses={home.doses} />
      <QuickLinks />
      <RequestsCard requests={home.requests} />
      <BalanceCard balance={home.balance} locale={page.locale} />
      <NewsCard news={home.news} />
      <EventsCard events={home.events} />
    </ParentScreen>
  );
}
