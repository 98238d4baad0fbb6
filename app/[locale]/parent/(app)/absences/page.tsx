import { getTranslations } from 'next-intl/server';
import { requireParentPage } from '@/lib/server/app-auth/parent-page';
import { pageAppAbsences } from '@/lib/server/absence/app-absences';
import { schoolToday } from '@/lib/school-time';
import { REQUEST_PAGE_SIZE } from '@/lib/request-values';
import { PageMessages } from '@/components/providers/page-messages';
import { ParentScreen } from '@/components/parent/shell/parent-screen';
import { AbsenceScreen } from '@/components/parent/requests/absence-screen';

/** /parent/absences: the child on screen's leave requests (the service GET /api/app/absences calls), and asking. */
export default async function ParentAbsencesPage() {
  const { ctx, child } = await requireParentPage();
  const t = await getTranslations('parentAbsence');
  const first = child
    ? await pageAppAbsences(ctx, { student_id: child.id, page: 1, page_size: REQUEST_PAGE_SIZE })
    : null;
  return (
    <PageMessages ns={['parentAbsence', 'parentRequests']}>
      <ParentScreen title={t('title')}>
        {child ? (
          <AbsenceScreen
            child={{ id: child.id, name: child.nickname || child.full_name }}
            rows={first?.data ?? []}
            total={first?.total ?? 0}
            today={schoolToday()}
          />
        ) : (
          <p className="text-body-secondary">{(await getTranslations('parentRequests'))('noChild')}</p>
        )}
      </ParentScreen>
    </PageMessages>
  );
}
