import { requirePage } from '@/lib/server/auth/require-page';
import { ErrorView } from '@/components/errors/error-view';
import { AuditLog } from '@/components/system/audit/audit-log';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { firstScreen } from '@/lib/server/http/dehydrated-json';
import { listAuditLogs } from '@/lib/server/audit/list-audit-logs';
import { auditListQuery } from '@/lib/schemas/audit';
import { auditKeys, AUDIT_LIST, type AuditListParams } from '@/lib/api/audit-keys';
import { firstList } from '@/lib/server/http/first-list';
import { listQueryFromUrl, type SearchParams } from '@/lib/list-query';

/**
 * /system/audit: the audit log of every school. System administrators only, as the API enforces. The page of the
 * log the address asks for comes with the page.
 */
export default async function AuditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  // A system-only menu: the guard lets only system administrators through.
  const page = await requirePage('audit');
  if (!page) return <ErrorView status={403} />;
  const query = listQueryFromUrl(await searchParams, AUDIT_LIST);
  const list = await firstList(auditKeys.list(query as AuditListParams), auditListQuery, query, (q) =>
    listAuditLogs(page.ctx, q),
  );
  return (
    <PageMessages ns={['audit']}>
      <JsonHydration state={firstScreen([list])}>
        <AuditLog title={page.title} group={page.group} actions={page.actions} />
      </JsonHydration>
    </PageMessages>
  );
}
