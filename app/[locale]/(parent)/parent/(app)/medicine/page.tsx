import { requireParentPage } from '@/lib/server/app-auth/parent-page';
import { pageAppMedicineRequests } from '@/lib/server/medicine/app-medicine-requests';
import { schoolToday } from '@/lib/school-time';
import { REQUEST_PAGE_SIZE } from '@/lib/request-values';
import { ParentMessages } from '@/components/providers/parent-messages';
import { MedicineScreen } from '@/components/parent/requests/medicine-screen';
import { RequestPageBody, requestChild } from '../request-page';

/** /parent/medicine: the child on screen's medicine requests with their dose log (the service GET /api/app/medicine-requests calls). */
export default async function ParentMedicinePage() {
  const { ctx, child } = await requireParentPage();
  const first = child
    ? await pageAppMedicineRequests(ctx, { student_id: child.id, page: 1, page_size: REQUEST_PAGE_SIZE })
    : null;
  return (
    <ParentMessages ns={['parentMedicine', 'parentRequests']}>
      <RequestPageBody
        ns="parentMedicine"
        screen={
          child && (
            <MedicineScreen
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
