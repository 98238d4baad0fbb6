import { requirePage } from '@/lib/server/auth/require-page';
import { AbsenceAdmin } from '@/components/management/absence/absence-admin';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { absenceFirstScreen } from '@/lib/server/absence/absence-first-screen';
import type { SearchParams } from '@/lib/list-query';

/**
 * /management/absence: parents' leave requests. Without absence.read the page answers 403, as the API would. The
 * requests the address asks for, the waiting count and the class filter come with the page.
 */
export default async function AbsencePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = await requirePage('absence');
  if (!page) return null;
  return (
    <PageMessages ns={['absence', 'requests']}>
      <JsonHydration state={await absenceFirstScreen(page.ctx, await searchParams)}>
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
