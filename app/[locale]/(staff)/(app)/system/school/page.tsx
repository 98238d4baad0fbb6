import { requirePage } from '@/lib/server/auth/require-page';
import { SchoolAdmin } from '@/components/system/school/school-admin';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { schoolFirstScreen } from '@/lib/server/school/school-first-screen';
import type { SearchParams } from '@/lib/list-query';

/**
 * /system/school: schools and their login brand. System administrators only, as the API enforces. The schools the
 * address asks for and the province filter come with the page.
 */
export default async function SchoolPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  // A system-only menu: the guard lets only system administrators through.
  const page = await requirePage('school');
  if (!page) return null;
  return (
    <PageMessages ns={['schoolAdmin']}>
      <JsonHydration state={await schoolFirstScreen(page.ctx, page.locale, await searchParams)}>
        <SchoolAdmin title={page.title} group={page.group} actions={page.actions} />
      </JsonHydration>
    </PageMessages>
  );
}
