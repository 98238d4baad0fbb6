import { requirePage } from '@/lib/server/auth/require-page';
import { ErrorView } from '@/components/errors/error-view';
import { SchoolAdmin } from '@/components/system/school/school-admin';
import { PageMessages } from '@/components/providers/page-messages';

/** /system/school: schools and their login brand. System administrators only, as the API enforces. */
export default async function SchoolPage() {
  // A system-only menu: the guard lets only system administrators through.
  const page = await requirePage('school');
  if (!page) return <ErrorView status={403} />;
  return (
    <PageMessages ns={['schoolAdmin']}>
      <SchoolAdmin title={page.title} group={page.group} actions={page.actions} />
    </PageMessages>
  );
}
