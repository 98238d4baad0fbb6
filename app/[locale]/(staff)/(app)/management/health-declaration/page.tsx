import { requirePage } from '@/lib/server/auth/require-page';
import { HealthAdmin } from '@/components/management/health/health-admin';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { healthFirstScreen } from '@/lib/server/health/health-first-screen';
import type { SearchParams } from '@/lib/list-query';

/**
 * /management/health-declaration: measurements, class check rounds, growth charts, the nutrition report (403 without
 * read). The measurements the address asks for and the class filter come with the page (the same services the API
 * calls).
 */
export default async function HealthDeclarationPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = await requirePage('health-declaration');
  if (!page) return null;
  const { ctx } = page;
  return (
    <PageMessages ns={['health']}>
      <JsonHydration state={await healthFirstScreen(ctx, await searchParams)}>
        <HealthAdmin title={page.title} group={page.group} actions={page.actions} ownOnly={ctx.scope === 'class'} />
      </JsonHydration>
    </PageMessages>
  );
}
