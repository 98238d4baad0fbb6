import { requirePage } from '@/lib/server/auth/require-page';
import { listDeclarations } from '@/lib/server/health/list-declarations';
import { classFilterEntry } from '@/lib/server/class/class-filter-entry';
import { ErrorView } from '@/components/errors/error-view';
import { HealthAdmin } from '@/components/management/health/health-admin';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { firstScreen } from '@/lib/server/http/dehydrated-json';
import { healthKeys } from '@/lib/api/health-keys';
import { healthListQuery } from '@/lib/schemas/health';
import { LIST_PAGE_SIZE } from '@/lib/list-page-size';

/**
 * /management/health-declaration: measurements, class check rounds, growth charts, the nutrition report (403 without
 * read). The first page of measurements and the class filter come with the page (the same services the API calls).
 */
export default async function HealthDeclarationPage() {
  const page = await requirePage('health-declaration');
  if (!page) return <ErrorView status={403} />;
  const { ctx } = page;
  const firstPage = { page: 1, page_size: LIST_PAGE_SIZE };
  const [list, classes] = await Promise.all([
    listDeclarations(ctx, healthListQuery.parse(firstPage)),
    classFilterEntry(ctx),
  ]);
  return (
    <PageMessages ns={['health']}>
      <JsonHydration state={firstScreen([[healthKeys.list(firstPage), list], classes])}>
        <HealthAdmin title={page.title} group={page.group} actions={page.actions} ownOnly={ctx.scope === 'class'} />
      </JsonHydration>
    </PageMessages>
  );
}
