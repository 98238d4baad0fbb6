import { requirePage } from '@/lib/server/auth/require-page';
import { AuditLog } from '@/components/system/audit/audit-log';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { auditFirstScreen } from '@/lib/server/audit/audit-first-screen';
import type { SearchParams } from '@/lib/list-query';

/**
 * /system/audit: the audit log of every school. System administrators only, as the API enforces. The page of the
 * log the address asks for comes with the page.
 */
export default async function AuditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  // A system-only menu: the guard lets only system administrators through.
  const page = await requirePage('audit');
  if (!page) return null;
  return (
    <PageMessages ns={['audit']}>
      <JsonHydration state={await auditFirstScreen(page.ctx, await searchParams)}>
        <AuditLog title={page.title} group={page.group} actions={page.actions} />
      </JsonHydration>
    </PageMessages>
  );
}
