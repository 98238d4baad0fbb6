import { getTranslations } from 'next-intl/server';
import { requireParentPage } from '@/lib/server/app-auth/parent-page';
import { listParentInbox } from '@/lib/server/notification/parent-inbox';
import { ParentMessages } from '@/components/providers/parent-messages';
import { ParentScreen } from '@/components/parent/shell/parent-screen';
import { ParentInbox } from '@/components/parent/notifications/parent-inbox';
import { NOTIFICATION_PAGE_SIZE } from '@/lib/notification-inbox';

/**
 * The parents' inbox: every notification of the family, newest first, its first page read with the service of
 * GET /api/app/notifications; older pages, "mark all read" and opening one go through the parents' API.
 */
export default async function ParentNotificationsPage() {
  const page = await requireParentPage();
  const t = await getTranslations('notifications');
  const first = await listParentInbox(page.ctx, { page: 1, page_size: NOTIFICATION_PAGE_SIZE });
  return (
    <ParentMessages ns={['notifications']}>
      <ParentScreen title={t('title')}>
        <ParentInbox first={first} pageSize={NOTIFICATION_PAGE_SIZE} />
      </ParentScreen>
    </ParentMessages>
  );
}
