import { requirePage } from '@/lib/server/auth/require-page';
import { ErrorView } from '@/components/errors/error-view';
import { AuditLog } from '@/components/system/audit/audit-log';
import { PageMessages } from '@/components/providers/page-messages';

/** /system/audit: the audit log of every school. System administrators only, as the API enforces. */
export default async function AuditPage() {
  // A system-only menu: the guard lets only system administrators through.
  const page = await requirePage('audit');
  if (!page) return <ErrorView status={403} />;
  return (
    <PageMessages ns={['audit']}>
      <AuditLog title={page.title} group={page.group} actions={page.actions} />
    </PageMessages>
  );
}
