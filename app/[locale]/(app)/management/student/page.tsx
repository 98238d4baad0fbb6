import { requirePage } from '@/lib/server/auth/require-page';
import { listStudents } from '@/lib/server/student/list-students';
import { classFilterEntry } from '@/lib/server/class/class-filter-entry';
import { ErrorView } from '@/components/errors/error-view';
import { StudentAdmin } from '@/components/management/student/student-admin';
import { studentListQuery, type StudentListQuery } from '@/lib/schemas/student';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { firstScreen } from '@/lib/server/http/dehydrated-json';
import { firstList } from '@/lib/server/http/first-list';
import { listQueryFromUrl, type SearchParams } from '@/lib/list-query';
import { studentKeys, STUDENT_LIST } from '@/lib/api/student-keys';

/**
 * /management/student: the school's children. Without student.read the page answers 403, as the API would. The list
 * the address asks for (search, filters, page, sort) and the class filter come with the page (the same services the
 * API calls), so the list shows at once and the first load makes no API call.
 */
export default async function StudentPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = await requirePage('student');
  if (!page) return <ErrorView status={403} />;
  const { ctx } = page;
  const query = listQueryFromUrl(await searchParams, STUDENT_LIST);
  const [list, classes] = await Promise.all([
    firstList(studentKeys.list(query as StudentListQuery), studentListQuery, query, (q) => listStudents(ctx, q)),
    classFilterEntry(ctx),
  ]);
  return (
    <PageMessages ns={['studentAdmin', 'appAccountAdmin']}>
      <JsonHydration state={firstScreen([list, classes])}>
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
