import { requirePage } from '@/lib/server/auth/require-page';
import { ErrorView } from '@/components/errors/error-view';
import { UserAdmin } from '@/components/system/user/user-admin';
import { PageMessages } from '@/components/providers/page-messages';

/** /system/user: staff accounts. Without user.read the page answers 403, as the API would. */
export default async function UserPage() {
  const page = await requirePage('user');
  if (!page) return <ErrorView status={403} />;
  return (
    <PageMessages ns={['userAdmin', 'scope']}>
      <UserAdmin actions={page.actions} />
    </PageMessages>
  );
}
