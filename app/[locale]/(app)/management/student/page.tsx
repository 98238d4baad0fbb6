import { requirePage } from '@/lib/server/auth/require-page';
import { listStudents } from '@/lib/server/student/list-students';
import { classFilterEntry } from '@/lib/server/class/class-filter-entry';
import { ErrorView } from '@/components/errors/error-view';
import { StudentAdmin } from '@/components/management/student/student-admin';
import { studentListQuery } from '@/lib/schemas/student';
import { STUDENT_PAGE_SIZE } from '@/lib/student-options';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { firstScreen } from '@/lib/server/http/dehydrated-json';
import { studentKeys } from '@/lib/api/student-keys';

/**
 * /management/student: the school's children. Without student.read the page answers 403, as the API would. The
 * first page of the list and the class filter come with the page (the same services the API calls), so the
 * list shows at once and the first load makes no API call.
 */
export default async function StudentPage() {
  const page = await requirePage('student');
  if (!page) return <ErrorView status={403} />;
  const { ctx } = page;
  const firstPage = { page: 1, page_size: STUDENT_PAGE_SIZE };
  const [list, classes] = await Promise.all([
    listStudents(ctx, studentListQuery.parse(firstPage)),
    classFilterEntry(ctx),
  ]);
  return (
    <PageMessages ns={['studentAdmin', 'appAccountAdmin']}>
      <JsonHydration state={firstScreen([[studentKeys.list(firstPage), list], classes])}>
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
