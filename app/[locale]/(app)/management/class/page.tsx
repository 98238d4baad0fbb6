import { requirePage } from '@/lib/server/auth/require-page';
import { ErrorView } from '@/components/errors/error-view';
import { ClassAdmin } from '@/components/management/class/class-admin';
import { PageMessages } from '@/components/providers/page-messages';

/** /management/class: school years and classes. Without class.read the page answers 403, as the API would. */
export default async function ClassPage() {
  const page = await requirePage('class');
  if (!page) return <ErrorView status={403} />;
  return (
    <PageMessages ns={['classAdmin']}>
      <ClassAdmin
        title={page.title}
        group={page.group}
        actions={page.actions}
        ownOnly={page.ctx.scope === 'class'}
      />
    </PageMessages>
  );
}
