import { requirePage } from '@/lib/server/auth/require-page';
import { listDeclarations } from '@/lib/server/health/list-declarations';
import { classFilterEntry } from '@/lib/server/class/class-filter-entry';
import { ErrorView } from '@/components/errors/error-view';
import { HealthAdmin } from '@/components/management/health/health-admin';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { firstScreen } from '@/lib/server/http/dehydrated-json';
import { firstList } from '@/lib/server/http/first-list';
import { listQueryFromUrl, type SearchParams } from '@/lib/list-query';
import { healthKeys, HEALTH_LIST } from '@/lib/api/health-keys';
import { healthListQuery, type HealthListQuery } from '@/lib/schemas/health';

/**
 * /management/health-declaration: measurements, class check rounds, growth charts, the nutrition report (403 without
 * read). The measurements the address asks for and the class filter come with the page (the same services the API
 * calls).
 */
export default async function HealthDeclarationPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = await requirePage('health-declaration');
  if (!page) return <ErrorView status={403} />;
  const { ctx } = page;
  const query = listQueryFromUrl(await searchParams, HEALTH_LIST);
  const [list, classes] = await Promise.all([
    firstList(healthKeys.list(query as HealthListQuery), healthListQuery, query, (q) => listDeclarations(ctx, q)),
    classFilterEntry(ctx),
  ]);
  return (
    <PageMessages ns={['health']}>
      <JsonHydration state={firstScreen([list, classes])}>
        <HealthAdmin title={page.title} group={page.group} actions={page.actions} ownOnly={ctx.scope === 'class'} />
      </JsonHydration>
    </PageMessages>
  );
}
