import { requirePage } from '@/lib/server/auth/require-page';
import { ErrorView } from '@/components/errors/error-view';
import { AbsenceAdmin } from '@/components/management/absence/absence-admin';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { absenceFirstScreen } from '@/lib/server/absence/absence-first-screen';

/**
 * /management/absence: parents' leave requests. Without absence.read the page answers 403, as the API would. The
 * first page, the waiting count and the class filter come with the page.
 */
export default async function AbsencePage() {
  const page = await requirePage('absence');
  if (!page) return <ErrorView status={403} />;
  return (
    <PageMessages ns={['absence', 'requests']}>
      <JsonHydration state={await absenceFirstScreen(page.ctx)}>
        <AbsenceAdmin
          title={page.title}
          group={page.group}
          actions={page.actions}
          ownOnly={page.ctx.scope === 'class'}
        />
      </JsonHydration>
    </PageMessages>
  );
}
