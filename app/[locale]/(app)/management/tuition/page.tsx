import { requirePage } from '@/lib/server/auth/require-page';
import { ErrorView } from '@/components/errors/error-view';
import { TuitionAdmin } from '@/components/management/tuition/tuition-admin';
import { PageMessages } from '@/components/providers/page-messages';

/** /management/tuition: fee items, monthly invoices, payments and reports. Without tuition.read: 403. */
export default async function TuitionPage() {
  const page = await requirePage('tuition');
  if (!page) return <ErrorView status={403} />;
  return (
    <PageMessages ns={['tuition']}>
      <TuitionAdmin title={page.title} group={page.group} actions={page.actions} />
    </PageMessages>
  );
}
