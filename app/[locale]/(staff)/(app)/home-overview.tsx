import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { getPageSession } from '@/lib/server/auth/page-session';
import { formatDate } from '@/lib/format';
import { isLocale } from '@/lib/i18n/routing';
import { Link } from '@/components/ui/link';
import { AttendanceTodayCard } from './attendance-today-card';
import { homeFirstScreen } from '@/lib/server/home/home-first-screen';
import { RequestsTodayCards } from './requests-today-card';

function greetingKey(now: Date) {
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh', hour: '2-digit', hourCycle: 'h23' }).format(now));
  return hour < 11 ? 'greetingMorning' : hour < 18 ? 'greetingAfternoon' : 'greetingEvening';
}

/** Home: greets the user and shows the chosen school, their roles there and their data scope. */
export async function HomeOverview() {
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : 'vi';
  const t = await getTranslations();
  const session = await getPageSession(locale);
  if (session.status !== 'ok') return null;
  const { ctx } = session;
  const now = new Date();
  const { school, roleNames, today, glance, staffSurveys } = await homeFirstScreen(ctx, now);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="h3">
        {t(`home.${greetingKey(now)}`, { name: ctx.user.fullName })}
      </h1>
      <p className="text-body-secondary">{t('home.today', { date: formatDate(now) })}</p>
      <div className="row g-3 mt-1">
        <Fact title={t('home.school')} testId="home-school">
          {school}
        </Fact>
        <Fact title={t('home.roles')} testId="home-roles">
          {roleNames.length ? roleNames.join(', ') : t('home.noRole')}
        </Fact>
        <Fact title={t('home.scope')} testId="home-scope">
          {t(`scope.${ctx.scope}`)}
        </Fact>
      </div>
      {staffSurveys > 0 && (
        <div className="alert alert-info d-flex flex-wrap align-items-center gap-2 mt-3 mb-0" data-testid="home-staff-surveys">
          <i className="bi bi-ui-checks" aria-hidden="true" />
          <span className="fw-semibold">{t('home.staffSurveys')}:</span>
          <span>{t('home.staffSurveysWaiting', { count: staffSurveys })}</span>
          <Link href="/staff-survey" className="alert-link ms-auto">
            {t('home.staffSurveysOpen')}
          </Link>
        </div>
      )}
      {today && (
        <div className="row g-3 mt-1">
          <div className="col-12 col-md-8 col-xl-6">
            <AttendanceTodayCard data={today.data} failed={today.failed ? t('errors.internal') : undefined} />
          </div>
        </div>
      )}
      {glance && (
        <div className="row g-3 mt-1">
          <RequestsTodayCards data={glance} locale={locale} />
        </div>
      )}
    </section>
  );
}

/** One fact about the signed-in user's day: the school, the roles, what they see. */
function Fact({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <div className="col-12 col-md-4">
      <div className="card h-100">
        <div className="card-body">
          <h2 className="h6 text-body-secondary">{title}</h2>
          <p className="fs-5 fw-semibold mb-0" data-testid={testId}>
            {children}
          </p>
        </div>
      </div>
    </div>
  );
}
