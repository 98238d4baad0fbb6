import { getTranslations } from 'next-intl/server';
import { requireParentPage } from '@/lib/server/app-auth/parent-page';
import { appSchedule, appVaccines } from '@/lib/server/vaccine/app-vaccines';
import { ParentScreen } from '@/components/parent/shell/parent-screen';
import { ParentMessages } from '@/components/providers/parent-messages';
import { Link } from '@/components/ui/link';
import { VaccineScreen } from '@/components/parent/vaccines/vaccine-screen';

/**
 * The child's vaccinations: the national schedule with each dose done, waiting, due or missing, the family's
 * declarations with their state, and a dose declared with a photo of the book. Its data comes with the page, read by
 * the services of GET /api/app/vaccines and GET /api/app/vaccines/schedule.
 */
export default async function ParentVaccinesPage() {
  const { ctx, child } = await requireParentPage();
  const t = await getTranslations('parentVaccines');
  if (!child) {
    return (
      <ParentScreen title={t('title')}>
        <p className="text-body-secondary">{t('noChild')}</p>
      </ParentScreen>
    );
  }
  const [vaccines, schedule] = await Promise.all([appVaccines(ctx, child.id), appSchedule(ctx)]);
  const health = (
    <Link href="/parent/health" className="btn btn-sm btn-outline-secondary">
      <i className="bi bi-heart-pulse me-1" aria-hidden="true" />
      {t('toHealth')}
    </Link>
  );
  return (
    <ParentMessages ns={['parentVaccines']}>
      <ParentScreen title={t('title')} action={health}>
        <VaccineScreen studentId={child.id} childName={child.nickname || child.full_name} vaccines={vaccines} schedule={schedule} />
      </ParentScreen>
    </ParentMessages>
  );
}
