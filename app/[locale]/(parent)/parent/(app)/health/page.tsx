import { getTranslations } from 'next-intl/server';
import { requireParentPage } from '@/lib/server/app-auth/parent-page';
import { listAppDeclarations } from '@/lib/server/health/app-health';
import { getAppGrowth } from '@/lib/server/health/get-growth';
import { ParentScreen } from '@/components/parent/shell/parent-screen';
import { ParentMessages } from '@/components/providers/parent-messages';
import { Link } from '@/components/ui/link';
import { HealthDeclare } from '@/components/parent/health/health-declare';
import { HealthHistory } from '@/components/parent/health/health-history';
import { GrowthSection } from '@/components/parent/health/growth-section';
import { dayText, schoolToday } from '@/lib/school-time';

/** Declarations per page of the parents' list (the first comes with the page). */
const PAGE_SIZE = 10;

/**
 * The child's health: declare a measurement or symptoms, the growth chart with WHO z-scores, past declarations.
 * Its data comes with the page, read by the services of GET /api/app/growth and GET /api/app/health-declarations.
 */
export default async function ParentHealthPage() {
  const { ctx, child } = await requireParentPage();
  const t = await getTranslations('parentHealth');
  const vaccines = (
    <Link href="/parent/vaccines" className="btn btn-sm btn-outline-secondary">
      <i className="bi bi-shield-check me-1" aria-hidden="true" />
      {t('toVaccines')}
    </Link>
  );
  if (!child) {
    return (
      <ParentScreen title={t('title')}>
        <p className="text-body-secondary">{t('noChild')}</p>
      </ParentScreen>
    );
  }
  const [list, growth] = await Promise.all([
    listAppDeclarations(ctx, { student_id: child.id, page: 1, page_size: PAGE_SIZE }),
    getAppGrowth(ctx, child.id),
  ]);
  return (
    <ParentMessages ns={['parentHealth']}>
      <ParentScreen title={t('title')} action={vaccines}>
        <HealthDeclare studentId={child.id} childName={child.nickname || child.full_name} today={dayText(schoolToday())} />
        <section className="parent-card" aria-labelledby="health-growth-title">
          <h2 id="health-growth-title" className="h5">
            {t('growth.title')}
          </h2>
          <GrowthSection growth={growth} />
        </section>
        <section aria-labelledby="health-list-title">
          <h2 id="health-list-title" className="h5">
            {t('list.title')}
          </h2>
          <HealthHistory key={`${child.id}:${list.total}:${list.data[0]?.id ?? ''}`} studentId={child.id} first={list} pageSize={PAGE_SIZE} />
        </section>
      </ParentScreen>
    </ParentMessages>
  );
}
