import { requirePage } from '@/lib/server/auth/require-page';
import { ErrorView } from '@/components/errors/error-view';
import { AuditLog } from '@/components/system/audit/audit-log';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { firstScreen } from '@/lib/server/http/dehydrated-json';
import { listAuditLogs } from '@/lib/server/audit/list-audit-logs';
import { auditListQuery } from '@/lib/schemas/audit';
import { auditKeys } from '@/lib/api/audit-keys';
import { LIST_PAGE_SIZE } from '@/lib/list-page-size';

/**
 * /system/audit: the audit log of every school. System administrators only, as the API enforces. The first page
 * comes with the page.
 */
export default async function AuditPage() {
  // A system-only menu: the guard lets only system administrators through.
  const page = await requirePage('audit');
  if (!page) return <ErrorView status={403} />;
  const firstPage = { page: 1, page_size: LIST_PAGE_SIZE };
  const list = await listAuditLogs(page.ctx, auditListQuery.parse(firstPage));
  return (
    <PageMessages ns={['audit']}>
      <JsonHydration state={firstScreen([[auditKeys.list(firstPage), list]])}>
        <AuditLog title={page.title} group={page.group} actions={page.actions} />
      </JsonHydration>
    </PageMessages>
  );
}
