import { requirePage } from '@/lib/server/auth/require-page';
import { ErrorView } from '@/components/errors/error-view';
import { AbsenceAdmin } from '@/components/management/absence/absence-admin';
import { PageMessages } from '@/components/providers/page-messages';

/** /management/absence: parents' leave requests. Without absence.read the page answers 403, as the API would. */
export default async function AbsencePage() {
  const page = await requirePage('absence');
  if (!page) return <ErrorView status={403} />;
  return (
    <PageMessages ns={['absence', 'requests']}>
      <AbsenceAdmin
        title={page.title}
        group={page.group}
        actions={page.actions}
        ownOnly={page.ctx.scope === 'class'}
      />
    </PageMessages>
  );
}
