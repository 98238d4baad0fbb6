import { requirePage } from '@/lib/server/auth/require-page';
import { StudentAdmin } from '@/components/management/student/student-admin';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { studentFirstScreen } from '@/lib/server/student/student-first-screen';
import type { SearchParams } from '@/lib/list-query';

/**
 * /management/student: the school's children. Without student.read the page answers 403, as the API would. The list
 * the address asks for (search, filters, page, sort) and the class filter come with the page (the same services the
 * API calls), so the list shows at once and the first load makes no API call.
 */
export default async function StudentPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = await requirePage('student');
  if (!page) return null;
  const { ctx } = page;
  return (
    <PageMessages ns={['studentAdmin', 'appAccountAdmin']}>
      <JsonHydration state={await studentFirstScreen(ctx, await searchParams)}>
        <StudentAdmin
          title={page.title}
          group={page.group}
          actions={page.actions}
          ownOnly={ctx.scope === 'class'}
          canCreateAppAccounts={ctx.can('app-account', 'create')}
        />
      </JsonHydration>
    </PageMessages>
  );
}
