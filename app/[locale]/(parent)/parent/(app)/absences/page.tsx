import { requireParentPage } from '@/lib/server/app-auth/parent-page';
import { pageAppAbsences } from '@/lib/server/absence/app-absences';
import { schoolToday } from '@/lib/school-time';
import { REQUEST_PAGE_SIZE } from '@/lib/request-values';
import { ParentMessages } from '@/components/providers/parent-messages';
import { AbsenceScreen } from '@/components/parent/requests/absence-screen';
import { RequestPageBody, requestChild } from '../request-page';

/** /parent/absences: the child on screen's leave requests (the service GET /api/app/absences calls), and asking. */
export default async function ParentAbsencesPage() {
  const { ctx, child } = await requireParentPage();
  const first = child
    ? await pageAppAbsences(ctx, { student_id: child.id, page: 1, page_size: REQUEST_PAGE_SIZE })
    : null;
  return (
    <ParentMessages ns={['parentAbsence', 'parentRequests']}>
      <RequestPageBody
        ns="parentAbsence"
        screen={
          child && (
            <AbsenceScreen
              child={requestChild(child)}
              rows={first?.data ?? []}
              total={first?.total ?? 0}
              today={schoolToday()}
            />
          )
        }
      />
    </ParentMessages>
  );
}
